export {
  type EndpointMutationOptions,
  type ErrorToastMeta,
  endpointMutation,
  type Invalidates,
} from './endpoint-mutation';
export {
  endpointBodyQuery,
  endpointInfiniteQuery,
  endpointKey,
  endpointQuery,
  headerFirmQuery,
} from './endpoint-query';
