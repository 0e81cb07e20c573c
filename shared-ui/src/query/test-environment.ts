import { act } from '@testing-library/react';
import type { SetupServer } from 'msw/node';
import { useAuthStore } from 'shared-api';
import { initI18n, shellBridge, toast, useLoading } from 'shared-ui/light';

/**
 * The hooks every web package's component tests share: i18n started and the msw `server` listening (a
 * request nobody handles fails the test); after each test the handlers, toasts, shell bridge, loading
 * count, storage, auth store and timers are as a fresh page has them; the server closed at the end.
 */
export function setupWebTestEnvironment(server: SetupServer) {
  beforeAll(() => {
    initI18n();
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    act(() => {
      toast.clear();
      shellBridge.reset();
      useLoading.setState({ pending: 0 });
    });
    localStorage.clear();
    sessionStorage.clear();
    useAuthStore.setState({ token: null, user: null, userType: null, signingOut: false });
    jest.useRealTimers();
  });
  afterAll(() => server.close());
}
