import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { useAuthStore } from 'shared-api';
import { samples } from 'shared-api/testing';
import { makeTestToken, renderApp, server, setupTestEnvironment, signInAs } from '../../testing/render-app';

setupTestEnvironment();
// The dashboard (antd) loads lazily: on a busy shared machine that takes more than jest's 5 s.
jest.setTimeout(30_000);

const ok = (data: unknown, message = '', headers: Record<string, string> = {}) =>
  HttpResponse.json({ isSuccess: true, message, data }, { headers });
let account = {
  email: 'anna.berg@nordlaw.demo',
  userType: 'A',
  twoFactorEnabled: false,
  twoFactorRequired: false,
  recoveryCodesLeft: 0,
};
const CODES = samples.enableTwoFactor.data.recoveryCodes;

beforeEach(() => {
  account = { ...account, twoFactorEnabled: false, recoveryCodesLeft: 0 };
  server.use(http.get('*/api/Auth/account', () => ok(account)));
});

const openAccount = async (language: 'en' | 'sv' = 'en') => {
  signInAs('A', 'anna.berg@nordlaw.demo');
  const view = await renderApp('/dashboard/account', { language });
  await screen.findByText('anna.berg@nordlaw.demo', { selector: 'p' });
  return { user: userEvent.setup(), ...view };
};

describe('the account page', () => {
  it('is in the user menu of S, A and U', async () => {
    signInAs('U', 'ulf.lind@nordlaw.demo');
    const user = userEvent.setup();
    const { router } = await renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: /User menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/account'));
    expect(await screen.findByRole('heading', { name: 'Your account', level: 1 })).toBeInTheDocument();
  });

  it('changes the password with the current one and carries on with the fresh token', async () => {
    let sent: unknown;
    const fresh = makeTestToken({ userType: 'A', sub: '2' });
    server.use(
      http.put('*/api/Auth/changePassword', async ({ request }) => {
        sent = await request.json();
        return ok(null, 'Password changed', { Authorization: `Bearer ${fresh}` });
      }),
    );
    const { user } = await openAccount();
    const section = screen.getByRole('region', { name: 'Change password' });
    await user.type(within(section).getByLabelText('Current password'), 'Demo1234!');
    await user.type(within(section).getByLabelText('New password'), 'Nytt-Losen-1234');
    await user.type(within(section).getByLabelText('Confirm new password'), 'Nytt-Losen-1234');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/Your other sessions have been signed out/)).toBeInTheDocument();
    expect(sent).toEqual({ currentPassword: 'Demo1234!', newPassword: 'Nytt-Losen-1234' });
    expect(useAuthStore.getState().token).toBe(fresh);
  });

  it("shows a refused password change in the server's words and keeps what was typed", async () => {
    server.use(
      http.put('*/api/Auth/changePassword', () =>
        HttpResponse.json(
          { isSuccess: false, message: 'currentPassword: the current password is not correct', data: null },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openAccount();
    const section = screen.getByRole('region', { name: 'Change password' });
    await user.type(within(section).getByLabelText('Current password'), 'fel');
    await user.type(within(section).getByLabelText('New password'), 'Vinterkaffe-vid-bron-91');
    await user.type(within(section).getByLabelText('Confirm new password'), 'Vinterkaffe-vid-bron-91');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('currentPassword: the current password is not correct'),
    ).toBeInTheDocument();
    expect(within(section).getByLabelText('Current password')).toHaveValue('fel');
    expect(within(section).getByRole('button', { name: 'Change password' })).toBeEnabled();
  });

  it('sends the password change on the first click after typing: nothing above the button moves on mouse-down', async () => {
    let sent: unknown;
    server.use(
      http.put('*/api/Auth/changePassword', async ({ request }) => {
        sent = await request.json();
        return ok(null, 'Password changed');
      }),
    );
    const { user } = await openAccount();
    const section = screen.getByRole('region', { name: 'Change password' });
    const fields = ['Current password', 'New password', 'Confirm new password'].map((label) =>
      within(section).getByLabelText(label),
    );
    await user.type(fields[0]!, 'Demo1234!');
    await user.type(fields[1]!, 'Nytt-Losen-1234');
    await user.type(fields[2]!, 'Nytt-Losen-1234');
    // An error that shows now and goes on the blur of the mouse-down moves the button from under the mouse.
    for (const field of fields) expect(field).not.toHaveAccessibleDescription();
    const button = within(section).getByRole('button', { name: 'Change password' });
    await user.pointer({ keys: '[MouseLeft>]', target: button });
    for (const field of fields) expect(field).not.toHaveAccessibleDescription();
    await user.pointer({ keys: '[/MouseLeft]', target: button });
    await waitFor(() =>
      expect(sent).toEqual({ currentPassword: 'Demo1234!', newPassword: 'Nytt-Losen-1234' }),
    );
  });

  it('re-checks the confirmation when the new password changes after it', async () => {
    const { user } = await openAccount();
    const section = screen.getByRole('region', { name: 'Change password' });
    const password = within(section).getByLabelText('New password');
    const confirmation = within(section).getByLabelText('Confirm new password');
    await user.type(password, 'Nytt-Losen-1234');
    await user.type(confirmation, 'Nytt-Losen-1234');
    await user.type(password, '5');
    expect(confirmation).toHaveAccessibleDescription('Passwords do not match');
    await user.type(confirmation, '5');
    expect(confirmation).not.toHaveAccessibleDescription();
  });

  it('turns two-factor on with a QR code and shows the 10 recovery codes once', async () => {
    let enabledWith: unknown;
    server.use(
      http.post('*/api/Auth/twoFactor/setup', () =>
        ok({
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/x',
          qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
        }),
      ),
      http.post('*/api/Auth/twoFactor/enable', async ({ request }) => {
        enabledWith = await request.json();
        account = { ...account, twoFactorEnabled: true, recoveryCodesLeft: 10 };
        return ok({ recoveryCodes: CODES });
      }),
    );
    const { user } = await openAccount('sv');
    await user.click(screen.getByRole('button', { name: 'Aktivera tvåstegsverifiering' }));
    expect(await screen.findByRole('img', { name: 'QR-kod för din autentiseringsapp' })).toHaveAttribute(
      'src',
      'data:image/svg+xml;base64,PHN2Zy8+',
    );
    expect(screen.getByTestId('totp-key')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    await user.type(screen.getByLabelText('Kod från appen'), '12');
    await user.click(screen.getByRole('button', { name: 'Aktivera' }));
    expect(screen.getByLabelText('Kod från appen')).toHaveAccessibleDescription('Ange den sexsiffriga koden');
    await user.clear(screen.getByLabelText('Kod från appen'));
    await user.type(screen.getByLabelText('Kod från appen'), '492039');
    // The password too: a session alone may not turn it on.
    const twoFactor = screen.getByRole('region', { name: 'Tvåstegsverifiering' });
    await user.type(within(twoFactor).getByLabelText('Nuvarande lösenord'), 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'Aktivera' }));
    const list = await screen.findByRole('list', { name: 'Dina återställningskoder' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(enabledWith).toEqual({ code: '492039', password: 'Demo1234!' });
    await user.click(screen.getByRole('button', { name: 'Jag har sparat koderna' }));
    expect(
      await screen.findByText('Tvåstegsverifiering är på. Återställningskoder kvar: 10.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Dina återställningskoder' })).not.toBeInTheDocument();
  });

  it('turns two-factor off with the password, unless the firm requires it', async () => {
    account = { ...account, twoFactorEnabled: true, recoveryCodesLeft: 7 };
    server.use(
      http.post('*/api/Auth/twoFactor/disable', () =>
        HttpResponse.json(
          { isSuccess: false, message: 'password: the current password is not correct', data: null },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openAccount();
    expect(await screen.findByText('Two-factor sign-in is on. Recovery codes left: 7.')).toBeInTheDocument();
    const twoFactor = screen.getByRole('region', { name: 'Two-factor sign-in' });
    await user.type(within(twoFactor).getByLabelText('Current password'), 'fel');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await screen.findByText('password: the current password is not correct')).toBeInTheDocument();
  });

  it('changes the e-mail only once the code mailed to the new address is entered', async () => {
    let asked: unknown;
    let confirmed: unknown;
    server.use(
      http.put('*/api/Auth/changeEmail', async ({ request }) => {
        asked = await request.json();
        account = { ...account, pendingEmail: 'anna@nordlaw.demo' } as typeof account;
        return ok(account);
      }),
      http.post('*/api/Auth/confirmEmail', async ({ request }) => {
        confirmed = await request.json();
        account = { ...account, email: 'anna@nordlaw.demo', pendingEmail: null } as typeof account;
        return ok(account);
      }),
    );
    const { user } = await openAccount();
    const section = screen.getByRole('region', { name: 'E-mail address' });
    await user.type(within(section).getByLabelText('New e-mail address'), 'anna@nordlaw.demo');
    await user.type(within(section).getByLabelText('Current password'), 'Demo1234!');
    await user.click(within(section).getByRole('button', { name: 'Change e-mail address' }));
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'The new address anna@nordlaw.demo counts once you enter the code we mailed to it.',
    );
    expect(asked).toEqual({ newEmail: 'anna@nordlaw.demo', password: 'Demo1234!' });
    await user.type(within(section).getByLabelText('Code from the new address'), '482913');
    await user.click(within(section).getByRole('button', { name: 'Confirm new address' }));
    await waitFor(() => expect(confirmed).toEqual({ code: '482913' }));
    expect(await screen.findByText('anna@nordlaw.demo', { selector: 'p' })).toBeInTheDocument();
    account = { ...account, email: 'anna.berg@nordlaw.demo' };
  });

  it('signs out everywhere and goes to the landing page', async () => {
    let called = false;
    server.use(
      http.post('*/api/Auth/logoutEverywhere', () => {
        called = true;
        return ok(null, 'Signed out everywhere');
      }),
    );
    const { user, router } = await openAccount();
    const section = screen.getByRole('region', { name: 'Sign out everywhere' });
    await user.click(within(section).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(called).toBe(true);
    expect(useAuthStore.getState().token).toBeNull();
  });
});
