import { act, configure } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { type UserType, useAuthStore } from 'shared-api';
import { makeTestToken } from 'shared-api/testing';
import { i18n, initI18n, shellBridge, toast, useLoading } from 'shared-ui';

// Six engineers share two cores: give async queries room before calling a test failed.
configure({ asyncUtilTimeout: 5000 });

/** One msw server per test file; requests nobody handles fail the test. */
export const server = setupServer();

// Form tests type a lot through antd modals on a shared machine: give each test room.
jest.setTimeout(30_000);

export function setupTestEnvironment() {
  beforeAll(() => {
    initI18n();
    server.listen({ onUnhandledRequest: 'error' });
  });
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    server.resetHandlers();
    act(() => {
      toast.clear();
      shellBridge.reset();
      useLoading.setState({ pending: 0 });
    });
    localStorage.clear();
    useAuthStore.setState({ token: null, user: null, userType: null, signingOut: false });
  });
  afterAll(() => server.close());
}

/** Signs a test user in (a token the client accepts) for the firm of the samples. */
export function signInAs(userType: UserType, lawFirmId: number | null = 1, email = 'anna.berg@nordlaw.demo') {
  useAuthStore.setState({
    token: makeTestToken({ userType, lawFirmId }),
    userType,
    user: { email, creditorId: null, lawFirmId, userType },
    signingOut: false,
  });
}
