import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { i18n } from 'shared-ui/light';
import { renderPublicPage } from '../prerender/render-public-page';
import { loginSuccess, server, setupTestEnvironment } from '../testing/render-app';
import { isPublicAppPath, PublicApp } from './public-app';

setupTestEnvironment();
afterEach(() => {
  window.history.replaceState(null, '', '/');
  return i18n.changeLanguage('en');
});

const at = (path: string) => window.history.replaceState(null, '', path);

describe('the public app (the pages before sign-in without react-router)', () => {
  it('draws the login, sign-up and forgotten-password pages and nothing else', () => {
    for (const path of [
      '/',
      '/creditors-portal',
      '/creditors-portal/',
      '/creditors-portal-signup',
      '/forgot-password',
    ])
      expect(isPublicAppPath(path)).toBe(true);
    for (const path of ['/dashboard', '/dashboard/account', '/creditors-portal/verify-otp', '/nowhere'])
      expect(isPublicAppPath(path)).toBe(false);
  });

  it.each([
    ['/', 'lawfirm'],
    ['/', 'creditor'],
    ['/creditors-portal', 'lawfirm'],
    ['/creditors-portal-signup', 'lawfirm'],
    ['/forgot-password', 'lawfirm'],
  ] as const)('hydrates the prerendered %s (%s) without a mismatch', async (path, audience) => {
    const { html } = renderPublicPage(path, audience, 'en');
    at(path);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = jest.fn();
    // An attribute that differs (a useId of another tree shape) is only logged, not thrown.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <PublicApp audience={audience} onLeave={() => {}} />
        </StrictMode>,
        { onRecoverableError: recoverable },
      );
    });
    act(() => root?.unmount());
    container.remove();
    const errors = [...logged.mock.calls];
    logged.mockRestore();
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).toEqual([]);
  });

  it('follows its links and the back button itself, and keeps the page in the URL', async () => {
    at('/');
    const user = userEvent.setup();
    const leave = jest.fn();
    render(<PublicApp audience="lawfirm" onLeave={leave} />);
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/forgot-password');
    act(() => window.history.back());
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
  });

  it('leaves for the full app with the dashboard in the URL once signed in', async () => {
    at('/');
    server.use(loginSuccess('/api/Auth/login', 'A'));
    const user = userEvent.setup();
    const leave = jest.fn();
    render(<PublicApp audience="lawfirm" onLeave={leave} />);
    await user.type(screen.getByLabelText('Email'), 'anna.berg@nordlaw.demo');
    await user.type(screen.getByLabelText('Password'), 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1), { timeout: 4000 });
    expect(window.location.pathname).toBe('/dashboard');
    // react-router's own shape of a history entry, so the full app reads the location (and its state).
    expect(window.history.state).toMatchObject({ usr: null, idx: expect.any(Number) });
  });
});
