import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { loginSuccess, renderApp, server, setupTestEnvironment } from '../../testing/render-app';

/** The invitation link leads to a sign-up bound to the case, or to a sign-in that accepts it. */

setupTestEnvironment();

const TOKEN = 'q5bT3s0m3R4nd0mT0k3nV4lu3_f0r-t3st1ng-0nly';

describe('the sign-up page from an invitation', () => {
  it('fills in the e-mail and sends the token with the sign-up', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      http.post('*/api/Creditor/signup', async ({ request }) => {
        body = (await request.json()) as typeof body;
        return HttpResponse.json({ isSuccess: true, message: 'Check your e-mail to continue', data: null });
      }),
    );
    const user = userEvent.setup();
    const { router } = await renderApp(
      `/creditors-portal-signup?invitation=${TOKEN}&email=ekonomi%40kontorsvaror.example`,
    );
    expect(screen.getByRole('note')).toHaveTextContent('You were invited to follow a case');
    expect(screen.getByLabelText('Email')).toHaveValue('ekonomi@kontorsvaror.example');
    await user.type(screen.getByLabelText('Your name'), 'Eva Svensson');
    await user.type(screen.getByLabelText('Password'), 'Kaffe-Rost-42');
    await user.type(screen.getByLabelText('Confirm password'), 'Kaffe-Rost-42');
    await user.type(screen.getByLabelText('Company name'), 'Kontorsvaror i Mälardalen AB');
    await user.type(screen.getByLabelText('Organisation number'), '556016-0680');
    await user.selectOptions(screen.getByLabelText('Creditor type'), 'Vendor');
    await user.click(screen.getByRole('radio', { name: 'Creditor' }));
    await user.type(screen.getByLabelText('Street address'), 'Storgatan 1');
    await user.type(screen.getByLabelText('Postcode'), '211 22');
    await user.type(screen.getByLabelText('Town'), 'Västerås');
    await user.type(screen.getByLabelText('Country'), 'Sverige');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/creditors-portal/verify-otp'));
    expect(body).toMatchObject({ creditorEmaill: 'ekonomi@kontorsvaror.example', invitationToken: TOKEN });
  });

  it('keeps the token on the way to the sign-in', async () => {
    await renderApp(`/creditors-portal-signup?invitation=${TOKEN}&email=a%40b.se`);
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute(
      'href',
      `/creditors-portal?invitation=${TOKEN}`,
    );
  });
});

describe('the creditor sign-in from an invitation', () => {
  it('accepts the invitation once signed in', async () => {
    let accepted: unknown;
    server.use(
      loginSuccess('/api/Creditor/login', 'C'),
      http.post('*/api/Creditor/acceptInvitation', async ({ request }) => {
        accepted = await request.json();
        return HttpResponse.json({
          isSuccess: true,
          message: 'You now follow the case',
          data: { caseId: 11 },
        });
      }),
    );
    const user = userEvent.setup();
    await renderApp(`/creditors-portal?invitation=${TOKEN}`);
    expect(screen.getByText('Sign in to follow the case you were invited to.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ekonomi@kontorsvaror.example');
    await user.type(screen.getByLabelText('Password'), 'Kaffe-Rost-42');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('You now follow the case you were invited to')).toBeInTheDocument();
    expect(accepted).toEqual({ token: TOKEN });
  });

  it('shows why an invitation was refused, and stays signed in', async () => {
    server.use(
      loginSuccess('/api/Creditor/login', 'C'),
      http.post('*/api/Creditor/acceptInvitation', () =>
        HttpResponse.json({ isSuccess: false, message: 'Invitation not found', data: null }, { status: 404 }),
      ),
    );
    const user = userEvent.setup();
    await renderApp(`/creditors-portal?invitation=${TOKEN}`);
    await user.type(screen.getByLabelText('Email'), 'ekonomi@kontorsvaror.example');
    await user.type(screen.getByLabelText('Password'), 'Kaffe-Rost-42');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invitation not found')).toBeInTheDocument();
  });
});
