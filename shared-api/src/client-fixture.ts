import { setupServer } from 'msw/node';
import * as z from 'shared-api/zod';
import { defineEndpoint } from './contract/common';
import { isCreditor, isFirmAdmin } from './contract/roles';
import { useAuthStore } from './session/auth-store';
import { onSessionExpired } from './session/session-events';
import { makeTestToken } from './testing/tokens';

export const getThing = defineEndpoint({
  operationId: 'getThing',
  tag: 'Cases',
  summary: 'Read a thing (test only)',
  method: 'GET',
  path: '/api/Test/getThing',
  query: z.object({ id: z.coerce.number() }),
  data: z.object({ name: z.string(), count: z.number() }),
  roles: ['A'],
});

export const signInAs = (userType: 'A' | 'C', expiresInSeconds = 3600) => {
  const token = makeTestToken({ userType }, expiresInSeconds);
  useAuthStore.getState().signIn(
    {
      token,
      userType,
      creditorId: isCreditor(userType) ? 3 : null,
      lawFirmId: isFirmAdmin(userType) ? 1 : null,
    },
    'someone@example.se',
  );
  return token;
};

export const expiryListener = () => {
  const listener = jest.fn();
  const unsubscribe = onSessionExpired(listener);
  return { listener, unsubscribe };
};

/** The msw server of these tests: unhandled requests fail the test. */
export const server = setupServer();

/** Listens, and after each test forgets the handlers, the storage and the session. */
export function setupClientTests(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    localStorage.clear();
    sessionStorage.clear();
    useAuthStore.setState({ token: null, user: null, userType: null, signingOut: false });
  });
  afterAll(() => server.close());
}
