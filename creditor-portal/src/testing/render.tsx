import { act, configure, render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { type UserType, useAuthStore } from 'shared-api';
import { makeTestToken } from 'shared-api/testing';
import { i18n, shellBridge, ToastBar } from 'shared-ui';
import { createTestQueryClient, setupWebTestEnvironment, TestQueryProvider } from 'shared-ui/testing';

// Six engineers share two cores: give async queries room before calling a test failed.
configure({ asyncUtilTimeout: 4000 });

/** One msw server per test file; requests nobody handles fail the test. */
export const server = setupServer();

/** The shared hooks of every web package's tests (shared-ui/testing) with this file's server. */
export const setupTestEnvironment = () => setupWebTestEnvironment(server);

export const CREDITOR_ID = 7;

export function signInAs(userType: Extract<UserType, 'C' | 'D'>, email = 'leverantor@creditor.demo') {
  useAuthStore
    .getState()
    .signIn(
      { token: makeTestToken({ userType, email }), userType, creditorId: CREDITOR_ID, lawFirmId: null },
      email,
    );
}

/** The shell's sidebar element, which the portal renders its list into. */
export function mountShellSidebar() {
  const aside = document.createElement('aside');
  aside.setAttribute('aria-label', 'Sidebar');
  document.body.append(aside);
  act(() => shellBridge.setSidebarElement(aside));
  return aside;
}

/** Shows the current path, so tests can see where a screen navigated. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Renders `element` at `path` below /dashboard/* as the shell mounts the portal, with a fresh QueryClient. */
export async function renderAt(
  element: ReactElement,
  path = '/dashboard',
  { language = 'en' }: { language?: 'en' | 'sv' } = {},
) {
  await act(() => i18n.changeLanguage(language));
  const queryClient = createTestQueryClient();
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(
      <TestQueryProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/dashboard/*" element={element} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
          <ToastBar />
        </MemoryRouter>
      </TestQueryProvider>,
    );
  });
  return { ...view, queryClient };
}
