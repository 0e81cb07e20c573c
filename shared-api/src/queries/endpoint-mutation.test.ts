import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { deleteDocument, getDocuments } from '../contract/documents';
import { useAuthStore } from '../session/auth-store';
import { errorFor, handlerFor } from '../testing/msw';
import { makeTestToken } from '../testing/tokens';
import { endpointMutation } from './endpoint-mutation';
import { endpointKey } from './endpoint-query';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  useAuthStore.setState({ token: null, user: null, userType: null, signingOut: false });
});
afterAll(() => server.close());

const signIn = () =>
  useAuthStore.setState({
    token: makeTestToken({ userType: 'A', lawFirmId: 1 }),
    userType: 'A',
    user: { email: 'anna.berg@nordlaw.demo', creditorId: null, lawFirmId: 1, userType: 'A' },
  });

/** A client holding one page of case 5's documents and one of case 6's, both fresh. */
function clientWithTwoCases() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const case5 = endpointKey(getDocuments, { caseId: 5, page: 1 });
  const case6 = endpointKey(getDocuments, { caseId: 6, page: 1 });
  client.setQueryData(case5, 'case 5');
  client.setQueryData(case6, 'case 6');
  const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
  return { client, case5, case6, stale };
}

describe('endpointMutation', () => {
  it('sends the input through the client and marks every page under each listed key stale, no other', async () => {
    signIn();
    const asked: string[] = [];
    server.use(
      handlerFor(deleteDocument, ({ url }) => {
        asked.push(url.searchParams.get('documentId') ?? '');
        return null;
      }),
    );
    const { client, case5, case6, stale } = clientWithTwoCases();
    const options = endpointMutation(deleteDocument, {
      invalidates: [endpointKey(getDocuments, { caseId: 5 })],
    });
    await new MutationObserver(client, options).mutate({ query: { documentId: 42 } });
    expect(asked).toEqual(['42']);
    expect(stale(case5)).toBe(true);
    expect(stale(case6)).toBe(false);
  });

  it('works the keys out from the call when they depend on it', async () => {
    signIn();
    server.use(handlerFor(deleteDocument, null));
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    client.setQueryData(['document', 6], 'document 6');
    client.setQueryData(['document', 7], 'document 7');
    const options = endpointMutation(deleteDocument, {
      invalidates: (_data, input) => [['document', input.query?.documentId]],
    });
    await new MutationObserver(client, options).mutate({ query: { documentId: 6 } });
    expect(client.getQueryState(['document', 6])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['document', 7])?.isInvalidated).toBe(false);
  });

  it("rejects with the call's ApiError and marks nothing stale when the server refuses", async () => {
    signIn();
    server.use(errorFor(deleteDocument, 404, 'No such document'));
    const { client, case5, stale } = clientWithTwoCases();
    const options = endpointMutation(deleteDocument, {
      invalidates: [endpointKey(getDocuments)],
      meta: { errorKey: 'tabs.documents.toast.deleteFailed' },
    });
    await expect(
      new MutationObserver(client, options).mutate({ query: { documentId: 42 } }),
    ).rejects.toMatchObject({ status: 404, serverMessage: 'No such document' });
    expect(stale(case5)).toBe(false);
    // The cache reads the toast's wording from here.
    expect(options.meta).toEqual({ errorKey: 'tabs.documents.toast.deleteFailed' });
  });

  it('carries no meta when none is given, so the cache shows no toast for it', () => {
    expect(endpointMutation(deleteDocument).meta).toBeUndefined();
  });
});
