import { act, configure, render } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { isCreditorSide, type LoginData, useAuthStore } from 'shared-api';
import { i18n } from 'shared-ui/light';
import { createTestQueryClient, setupWebTestEnvironment, TestQueryProvider } from 'shared-ui/testing';
import type { RemoteLoader } from '../federation/remote-routes';
import type { Audience } from '../federation/runtime-config';
import { buildRoutes } from '../routes/app-routes';

const base64Url = (value: string) => btoa(value).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** A JWT-shaped token the client can read `exp` from (the signature is never checked in the browser). */
export const makeTestToken = (claims: Record<string, unknown> = {}, expiresInSeconds = 3600) => {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    sub: '1',
    email: 'user@portal.demo',
    userType: 'A',
    iat: now,
    exp: now + expiresInSeconds,
    ...claims,
  };
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.sig`;
};

export const NORDLAW = {
  lawFirmId: 1,
  lawfirmName: 'Nordlaw Advokatbyrå',
  officeList: [{ lawFirmOfficeId: 1, lawfirmOffice: 'Stockholm' }],
  lawfirmContactName: 'Anna Berg',
  lawfirmContactEmail: 'anna.berg@nordlaw.demo',
  lawfirmUrl: null,
  lawfirmNotes: null,
  color: '#1F5F8B',
  logoFulllName: null,
  logoPath: null,
  createdBy: null,
};

/** What the dashboard itself asks for: the signed-in firm (A and U). */
const defaultHandlers = [
  http.get('*/api/LawFirm/getById', () => HttpResponse.json({ isSuccess: true, message: '', data: NORDLAW })),
  // Sign Out tells the server.
  http.post('*/api/Auth/logout', () =>
    HttpResponse.json({ isSuccess: true, message: 'Signed out', data: null }),
  ),
];

// Five engineers share two cores: give async queries room before calling a test failed.
configure({ asyncUtilTimeout: 4000 });

/** One msw server per test file; requests nobody handles fail the test. */
export const server = setupServer(...defaultHandlers);

/** The shared hooks of every web package's tests (shared-ui/testing) with this file's server. */
export const setupTestEnvironment = () => setupWebTestEnvironment(server);

/** A remote that renders its name, so tests see which portal the dashboard loaded. */
export const fakeRemoteLoader: RemoteLoader = async <P,>(remote: string) => ({
  default: (() => (
    <div data-testid={`${remote}-portal-root`}>{remote} portal</div>
  )) as unknown as React.ComponentType<P>,
});

export async function renderApp(
  path: string,
  { audience = 'lawfirm', language = 'en' }: { audience?: Audience; language?: 'en' | 'sv' } = {},
) {
  await act(() => i18n.changeLanguage(language));
  const router = createMemoryRouter(buildRoutes({ audience, remoteLoader: fakeRemoteLoader }), {
    initialEntries: [path],
  });
  // A fresh cache per test, as the shell's one QueryClient would be per page.
  const queryClient = createTestQueryClient();
  let view!: ReturnType<typeof render>;
  // Async act: the lazily loaded dashboard and the remote settle inside it.
  await act(async () => {
    view = render(
      <TestQueryProvider client={queryClient}>
        <RouterProvider router={router} />
      </TestQueryProvider>,
    );
  });
  return { ...view, router, queryClient };
}

export function signInAs(userType: LoginData['userType'], email = 'user@portal.demo') {
  const creditorRole = isCreditorSide(userType);
  useAuthStore.getState().signIn(
    {
      token: makeTestToken({ userType, email }),
      userType,
      creditorId: creditorRole ? 7 : null,
      lawFirmId: creditorRole ? null : 1,
    },
    email,
  );
}

export const loginSuccess = (path: string, userType: LoginData['userType']) =>
  http.post(path, () =>
    HttpResponse.json({
      isSuccess: true,
      message: 'Login successful',
      data: { token: makeTestToken({ userType }), userType, creditorId: null, lawFirmId: 1 },
    }),
  );

export const loginFailure = (path: string, status: number, message: string) =>
  http.post(path, () => HttpResponse.json({ isSuccess: false, message, data: null }, { status }));
