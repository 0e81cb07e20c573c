import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { renderApp, server, setupTestEnvironment } from '../../testing/render-app';

setupTestEnvironment();
// The dashboard (antd) loads lazily: on a busy shared machine that takes more than jest's 5 s.
jest.setTimeout(30_000);

const ok = (message: string) => HttpResponse.json({ isSuccess: true, message, data: null });

describe('forgotten password', () => {
  it.each([
    ['/', '/forgot-password'],
    ['/creditors-portal', '/forgot-password?for=creditor'],
  ])('is linked from the login page %s', async (path, href) => {
    await renderApp(path);
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', href);
  });

  it('mails a code, then sets the new password and goes back to the creditor login', async () => {
    const bodies: Record<string, unknown> = {};
    server.use(
      http.post('*/api/Auth/forgotPassword', async ({ request }) => {
        bodies.forgot = await request.json();
        return ok('If the e-mail has an account, a code has been sent');
      }),
      http.post('*/api/Auth/resetPassword', async ({ request }) => {
        bodies.reset = await request.json();
        return ok('Your password has been changed');
      }),
    );
    const user = userEvent.setup();
    const { router } = await renderApp('/forgot-password?for=creditor');
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'leverantor@creditor.demo');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText(/Enter the code from the e-mail to leverantor@creditor.demo/),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code from the e-mail'), '123456');
    await user.type(screen.getByLabelText('New password', { exact: true }), 'Nytt-Losen-123');
    await user.type(screen.getByLabelText('Confirm new password'), 'Nytt-Losen-999');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    expect(bodies.reset).toBeUndefined();
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'Nytt-Losen-123');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/creditors-portal'));
    expect(bodies).toEqual({
      forgot: { email: 'leverantor@creditor.demo' },
      reset: { email: 'leverantor@creditor.demo', code: '123456', password: 'Nytt-Losen-123' },
    });
    expect(
      await screen.findByText('Your password has been changed. Sign in with the new password.'),
    ).toBeInTheDocument();
  });

  it('shows the server message of a wrong code, in Swedish too', async () => {
    server.use(
      http.post('*/api/Auth/forgotPassword', () => ok('')),
      http.post('*/api/Auth/resetPassword', () =>
        HttpResponse.json(
          { isSuccess: false, message: 'code: Ogiltig eller utgången kod', data: null },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    const { router } = await renderApp('/forgot-password', { language: 'sv' });
    expect(screen.getByRole('heading', { name: 'Glömt lösenordet?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skicka kod' }));
    expect(await screen.findByLabelText('E-post')).toHaveAccessibleDescription('Fältet är obligatoriskt');
    await user.type(screen.getByLabelText('E-post'), 'anna.berg@nordlaw.demo');
    await user.click(screen.getByRole('button', { name: 'Skicka kod' }));
    await user.type(await screen.findByLabelText('Kod från mejlet'), '000000');
    await user.type(screen.getByLabelText('Nytt lösenord', { exact: true }), 'Nytt-Losen-123');
    await user.type(screen.getByLabelText('Bekräfta nytt lösenord'), 'Nytt-Losen-123');
    await user.click(screen.getByRole('button', { name: 'Byt lösenord' }));
    expect(await screen.findByText('code: Ogiltig eller utgången kod')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });
});
