import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { useAuthStore } from 'shared-api';
import { makeTestToken, renderApp, server, setupTestEnvironment } from '../../testing/render-app';
import { LOGIN_REDIRECT_MS } from './use-login';

setupTestEnvironment();
// The dashboard (antd) loads lazily: on a busy shared machine that takes more than jest's 5 s.
jest.setTimeout(30_000);

const challenge = () =>
  http.post('*/api/Auth/login', () =>
    HttpResponse.json({
      isSuccess: true,
      message: 'Enter the code from your authenticator app',
      data: { requiresTwoFactor: true, challenge: 'abc.def' },
    }),
  );

async function signInWithPassword(language: 'en' | 'sv' = 'en') {
  const user = userEvent.setup();
  const view = await renderApp('/', { language });
  await user.type(screen.getByLabelText(language === 'en' ? 'Email' : 'E-post'), 'ulf.lind@nordlaw.demo');
  await user.type(screen.getByLabelText(language === 'en' ? 'Password' : 'Lösenord'), 'Demo1234!');
  await user.click(screen.getByRole('button', { name: language === 'en' ? 'Login' : 'Logga in' }));
  return { user, ...view };
}

describe('two-factor sign-in', () => {
  it('asks for the code after the password, then signs in with the normal answer', async () => {
    let sent: unknown;
    server.use(
      challenge(),
      http.post('*/api/Auth/verifyTwoFactor', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          isSuccess: true,
          message: 'Login successful',
          data: { token: makeTestToken({ userType: 'U' }), userType: 'U', creditorId: null, lawFirmId: 1 },
        });
      }),
    );
    const { user, router } = await signInWithPassword();
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    expect(useAuthStore.getState().token).toBeNull();
    await user.type(screen.getByLabelText('Code'), '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByLabelText('Code')).toHaveAccessibleDescription(
      'Enter the six-digit code from your app, or a recovery code',
    );
    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), 'K7Q2M-XR4TP');
    jest.useFakeTimers({ advanceTimers: true });
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(useAuthStore.getState().user?.userType).toBe('U'));
    expect(sent).toEqual({ challenge: 'abc.def', code: 'K7Q2M-XR4TP' });
    act(() => {
      jest.advanceTimersByTime(LOGIN_REDIRECT_MS);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('shows a wrong code in Swedish and stays on the code step', async () => {
    server.use(
      challenge(),
      http.post('*/api/Auth/verifyTwoFactor', () =>
        HttpResponse.json({ isSuccess: false, message: 'Invalid code', data: null }, { status: 401 }),
      ),
    );
    const { user } = await signInWithPassword('sv');
    await user.type(await screen.findByLabelText('Kod'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verifiera' }));
    expect(await screen.findByText('Invalid code')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tvåstegsverifiering' })).toBeInTheDocument();
  });

  it('takes staff whose firm requires two-factor to the account page first', async () => {
    server.use(
      http.post('*/api/Auth/login', () =>
        HttpResponse.json({
          isSuccess: true,
          message: 'Login successful',
          data: {
            token: makeTestToken({ userType: 'A' }),
            userType: 'A',
            creditorId: null,
            lawFirmId: 1,
            twoFactorSetupRequired: true,
          },
        }),
      ),
      http.get('*/api/Auth/account', () =>
        HttpResponse.json({
          isSuccess: true,
          message: '',
          data: {
            email: 'ulf.lind@nordlaw.demo',
            userType: 'A',
            twoFactorEnabled: false,
            twoFactorRequired: true,
            recoveryCodesLeft: 0,
          },
        }),
      ),
    );
    jest.useFakeTimers({ advanceTimers: true });
    const { router } = await signInWithPassword();
    await waitFor(() => expect(useAuthStore.getState().twoFactorSetupRequired).toBe(true));
    act(() => {
      jest.advanceTimersByTime(LOGIN_REDIRECT_MS);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/account'));
    expect(
      await screen.findByText('Your law firm requires two-factor sign-in. Set it up to continue.'),
    ).toBeInTheDocument();
    // Nothing else opens until it is set up.
    await act(() => router.navigate('/dashboard/cases'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/account'));
  });
});

describe('a sign-in past many failed ones', () => {
  it.each([
    ['en', 'Email', 'Password', 'Login', 'Enter the code we mailed you', 'Verify'],
    ['sv', 'E-post', 'Lösenord', 'Logga in', 'Ange koden vi mejlade dig', 'Verifiera'],
  ] as const)(
    'asks a creditor for the code mailed to the account (%s), then signs in',
    async (language, emailLabel, passwordLabel, submit, heading, verify) => {
      let sent: unknown;
      server.use(
        http.post('*/api/Creditor/login', () =>
          HttpResponse.json({
            isSuccess: true,
            message: 'We have mailed a sign-in code to the e-mail address of the account',
            data: { requiresTwoFactor: true, method: 'email', challenge: 'mailed.code' },
          }),
        ),
        http.post('*/api/Auth/verifyTwoFactor', async ({ request }) => {
          sent = await request.json();
          return HttpResponse.json({
            isSuccess: true,
            message: 'Login successful',
            data: { token: makeTestToken({ userType: 'C' }), userType: 'C', creditorId: 4, lawFirmId: null },
          });
        }),
      );
      const user = userEvent.setup();
      await renderApp('/creditors-portal', { language });
      await user.type(screen.getByLabelText(emailLabel), 'leverantor@creditor.demo');
      await user.type(screen.getByLabelText(passwordLabel), 'Demo1234!');
      await user.click(screen.getByRole('button', { name: submit }));
      expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
      expect(useAuthStore.getState().token).toBeNull();
      await user.type(screen.getByRole('textbox'), '481516');
      await user.click(screen.getByRole('button', { name: verify }));
      await waitFor(() => expect(useAuthStore.getState().user?.userType).toBe('C'));
      expect(sent).toEqual({ challenge: 'mailed.code', code: '481516' });
    },
  );
});
