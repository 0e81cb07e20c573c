// Test helpers for every package's jest tests: import from 'shared-api/testing', never from app code
// (browser bundles must not include msw or the samples).
export * from './fixtures';
export {
  type DataInput,
  type EndpointResolver,
  envelope,
  errorFor,
  errorResponse,
  type HandlerOptions,
  handlerFor,
  type PagedRead,
  pageOfMatches,
  type ResolverContext,
  sampleHandler,
  sampleHandlers,
} from './msw';
export { allSamples, type Sample, type SampleName, samples } from './samples';
export {
  sampleFollowingInvitation,
  sampleInvitation,
  sampleInvitationRows,
  sampleInvitationToken,
  sampleRenewalRow,
} from './samples-invitations';
export { sampleApprovedRepresentative, sampleRepresentative } from './samples-representatives';
export { makeTestToken } from './tokens';
