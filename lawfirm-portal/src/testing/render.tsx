import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider, ToastBar } from 'shared-ui';
import { createTestQueryClient, TestQueryProvider } from 'shared-ui/testing';

/**
 * Renders a screen as the shell mounts the portal: below /dashboard/*, with the toast bar and a fresh
 * QueryClient (the shell's one client, new for each test).
 */
export function renderWithProviders(ui: ReactElement, { path = '/dashboard' }: { path?: string } = {}) {
  const user = userEvent.setup({ delay: null });
  const queryClient = createTestQueryClient();
  const result = render(
    <TestQueryProvider client={queryClient}>
      <ThemeProvider userType="A">
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/dashboard/*" element={ui} />
          </Routes>
        </MemoryRouter>
        <ToastBar />
      </ThemeProvider>
    </TestQueryProvider>,
  );
  return { user, queryClient, ...result };
}
