import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { emitSessionExpired, useAuthStore } from 'shared-api';
import { CREDITOR_HEADER_COLOR, LANGUAGE_STORAGE_KEY, shellBridge, useShellBridge } from 'shared-ui/light';
import { SESSION_EXPIRED_REDIRECT_MS, TOKEN_CHECK_INTERVAL_MS } from '../session/use-session-expiry';
import { makeTestToken, renderApp, server, setupTestEnvironment, signInAs } from '../testing/render-app';

setupTestEnvironment();
// The dashboard (antd) loads lazily: on a busy shared machine that takes more than jest's 5 s.
jest.setTimeout(30_000);

describe('routes', () => {
  it('sends a signed-out visitor of the dashboard to the landing page', async () => {
    const { router } = await renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByRole('heading', { name: 'Portal for trustees' })).toBeInTheDocument();
  });

  it('treats an expired token as signed out', async () => {
    signInAs('A');
    useAuthStore.setState({ token: 'not-a-token' });
    const { router } = await renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends a signed-in user from a login page to the dashboard', async () => {
    signInAs('C');
    const { router } = await renderApp('/creditors-portal');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('serves the creditor login at / on a creditor deployment, without law-firm pages', async () => {
    await renderApp('/', { audience: 'creditor', language: 'sv' });
    expect(screen.getByRole('heading', { name: 'Portal för borgenärer och ombud' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Förvaltare/ })).not.toBeInTheDocument();
  });

  it('shows a translated not-found page', async () => {
    await renderApp('/no/such/page', { language: 'sv' });
    expect(screen.getByRole('heading', { name: 'Sidan hittades inte' })).toBeInTheDocument();
  });

  it('shows the about page inside the dashboard', async () => {
    signInAs('A');
    await renderApp('/dashboard/about');
    expect(await screen.findByRole('heading', { name: 'About the portal' })).toBeInTheDocument();
  });
});

describe('dashboard', () => {
  it.each([
    ['A', 'lawfirm'],
    ['U', 'lawfirm'],
    ['S', 'lawfirm'],
    ['C', 'creditor'],
    ['D', 'creditor'],
  ] as const)('loads the right portal for user type %s', async (userType, remote) => {
    signInAs(userType);
    await renderApp('/dashboard');
    expect(await screen.findByTestId(`${remote}-portal-root`)).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Side panel' })).toBeInTheDocument();
  });

  it('gives a firm administrator the firm name, email, User Management and Sign Out', async () => {
    const user = userEvent.setup();
    signInAs('A', 'anna.berg@nordlaw.demo');
    await renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: /User menu.*Nordlaw Advokatbyrå/ }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Nordlaw Advokatbyrå',
      'anna.berg@nordlaw.demo',
      'User Management',
      'Account',
      'Sign Out',
      'Sign out everywhere',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'User Management' }));
    expect(useShellBridge.getState().userManagementOpen).toBe(true);
  });

  it("paints the header in the firm's colour for A and U, dark teal for the others", async () => {
    signInAs('U');
    const first = await renderApp('/dashboard');
    await waitFor(() => expect(screen.getByRole('banner')).toHaveStyle({ background: '#1F5F8B' }));
    first.unmount();
    signInAs('D');
    await renderApp('/dashboard');
    expect(screen.getByRole('banner')).toHaveStyle({ background: CREDITOR_HEADER_COLOR });
  });

  it("shows the firm's logo in the header for A and U once the law-firm portal has it, never for creditors", async () => {
    signInAs('A');
    const first = await renderApp('/dashboard');
    act(() => shellBridge.setFirm({ name: 'Nordlaw Advokatbyrå', logoUrl: 'data:image/png;base64,AAAA' }));
    expect(
      within(screen.getByRole('banner')).getByRole('img', { name: 'Logo of Nordlaw Advokatbyrå' }),
    ).toHaveAttribute('src', 'data:image/png;base64,AAAA');
    first.unmount();
    signInAs('C');
    await renderApp('/dashboard');
    act(() => shellBridge.setFirm({ name: 'Nordlaw Advokatbyrå', logoUrl: 'data:image/png;base64,AAAA' }));
    expect(
      within(screen.getByRole('banner')).queryByRole('img', { name: /Logo of/ }),
    ).not.toBeInTheDocument();
  });

  it.each(['S', 'U'] as const)('gives user type %s the email and Sign Out', async (userType) => {
    const user = userEvent.setup();
    signInAs(userType, 'ulf.lind@nordlaw.demo');
    await renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: /User menu/ }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['ulf.lind@nordlaw.demo', 'Account', 'Sign Out', 'Sign out everywhere']);
  });

  it.each(['C', 'D'] as const)(
    'gives user type %s View Profile, Edit Profile and Logout (in Swedish too)',
    async (userType) => {
      const user = userEvent.setup();
      signInAs(userType, 'leverantor@creditor.demo');
      await renderApp('/dashboard', { language: 'sv' });
      await user.click(await screen.findByRole('button', { name: /Användarmeny/ }));
      const menu = await screen.findByRole('menu');
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['Visa profil', 'Redigera profil', 'Logga ut', 'Logga ut överallt']);
    },
  );

  it('signs out: ends the token on the server, clears local and session storage, keeps the language and goes to the creditor landing page', async () => {
    const user = userEvent.setup();
    const ended: (string | null)[] = [];
    server.use(
      http.post('*/api/Auth/logout', ({ request }) => {
        ended.push(request.headers.get('Authorization'));
        return HttpResponse.json({ isSuccess: true, message: 'Signed out', data: null });
      }),
    );
    signInAs('C', 'leverantor@creditor.demo');
    const token = useAuthStore.getState().token;
    const { router } = await renderApp('/dashboard', { language: 'sv' });
    sessionStorage.setItem('portal-something', 'x');
    localStorage.setItem('portal-logo-1', 'cached');
    await user.click(await screen.findByRole('button', { name: /Användarmeny/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logga ut' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/creditors-portal'));
    expect(useAuthStore.getState().token).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('portal-logo-1')).toBeNull();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('sv');
    expect(screen.getByRole('heading', { name: 'Portal för borgenärer och ombud' })).toBeInTheDocument();
    await waitFor(() => expect(ended).toEqual([`Bearer ${token}`]));
  });

  it('signs a firm user out to /', async () => {
    const user = userEvent.setup();
    signInAs('U');
    const { router } = await renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: /User menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('portal-auth') ?? '').not.toContain('token":"ey');
  });

  it('says the session expired and returns to the landing page two seconds later', async () => {
    signInAs('D');
    const { router } = await renderApp('/dashboard');
    await screen.findByTestId('creditor-portal-root');
    jest.useFakeTimers();
    act(() => emitSessionExpired({ landingPath: '/creditors-portal' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Missing or expired token');
    act(() => {
      jest.advanceTimersByTime(SESSION_EXPIRED_REDIRECT_MS - 1);
    });
    expect(router.state.location.pathname).toBe('/dashboard');
    act(() => {
      jest.advanceTimersByTime(1);
    });
    jest.useRealTimers();
    await waitFor(() => expect(router.state.location.pathname).toBe('/creditors-portal'));
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('notices a token that runs out while the page sits idle', async () => {
    jest.useFakeTimers({ advanceTimers: true, now: new Date('2026-03-01T10:00:00Z') });
    useAuthStore
      .getState()
      .signIn(
        { token: makeTestToken({ userType: 'A' }, 60), userType: 'A', creditorId: null, lawFirmId: 1 },
        'anna.berg@nordlaw.demo',
      );
    const { router } = await renderApp('/dashboard');
    await screen.findByTestId('lawfirm-portal-root');
    act(() => {
      jest.setSystemTime(new Date('2026-03-01T10:01:01Z'));
      jest.advanceTimersByTime(TOKEN_CHECK_INTERVAL_MS);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Missing or expired token');
    act(() => {
      jest.advanceTimersByTime(SESSION_EXPIRED_REDIRECT_MS);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
