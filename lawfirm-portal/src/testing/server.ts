import { configure } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { type UserType, useAuthStore } from 'shared-api';
import { makeTestToken } from 'shared-api/testing';
import { i18n } from 'shared-ui';
import { setupWebTestEnvironment } from 'shared-ui/testing';

// Six engineers share two cores: give async queries room before calling a test failed.
configure({ asyncUtilTimeout: 5000 });

/** One msw server per test file; requests nobody handles fail the test. */
export const server = setupServer();

// Form tests type a lot through antd modals on a shared machine: give each test room.
jest.setTimeout(30_000);

/** The shared hooks of every web package's tests (shared-ui/testing), and each test starts in English. */
export function setupTestEnvironment() {
  setupWebTestEnvironment(server);
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
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
