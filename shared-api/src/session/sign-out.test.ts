import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { makeTestToken } from '../testing/tokens';
import { useAuthStore } from './auth-store';
import { onSessionExpired } from './session-events';
import { endTokenOnServer } from './sign-out';

const server = setupServer();
const ended: (string | null)[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  ended.length = 0;
  server.use(
    http.post('*/api/Auth/logout', ({ request }) => {
      ended.push(request.headers.get('Authorization'));
      return HttpResponse.json({ isSuccess: true, message: 'Signed out', data: null });
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  useAuthStore.setState({ token: null, user: null, userType: null, signingOut: false });
});
afterAll(() => server.close());

const signInAs = (expiresInSeconds: number) => {
  const token = makeTestToken({ userType: 'D' }, expiresInSeconds);
  useAuthStore.getState().signIn({ token, userType: 'D', creditorId: 4, lawFirmId: null }, 'd@example.se');
  return token;
};

it('sends the token the session held, even when the session is cleared right after', async () => {
  const token = signInAs(3600);
  const done = endTokenOnServer();
  useAuthStore.getState().signOut();
  await done;
  expect(ended).toEqual([`Bearer ${token}`]);
});

it('never rejects when the server fails', async () => {
  server.use(http.post('*/api/Auth/logout', () => HttpResponse.error()));
  signInAs(3600);
  await expect(endTokenOnServer()).resolves.toBeUndefined();
});

it('sends nothing, and raises no expiry notice, for a missing or expired token', async () => {
  const listener = jest.fn();
  const unsubscribe = onSessionExpired(listener);
  await endTokenOnServer();
  signInAs(-60);
  await endTokenOnServer();
  unsubscribe();
  expect(ended).toEqual([]);
  expect(listener).not.toHaveBeenCalled();
});
