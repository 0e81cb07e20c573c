import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { forgetSignupPassword, rememberSignupPassword } from 'shared-api';
import { i18n, startOtpCooldown, ToastBar } from 'shared-ui';
import { createTestQueryClient, TestQueryProvider } from 'shared-ui/testing';
import { server, setupTestEnvironment } from '../../testing/render';
import VerifyOtpPage from './verify-otp-page';

setupTestEnvironment();
afterEach(() => {
  jest.useRealTimers();
  forgetSignupPassword();
});

/** The exposed page where the shell mounts it, before sign-in, with the creditor login beside it. */
async function renderApp(path: string, { language = 'en' }: { language?: 'en' | 'sv' } = {}) {
  await act(() => i18n.changeLanguage(language));
  const router = createMemoryRouter(
    [
      { path: '/creditors-portal/verify-otp', element: <VerifyOtpPage /> },
      { path: '/creditors-portal', element: <p>creditor login</p> },
    ],
    { initialEntries: [path] },
  );
  await act(async () => {
    render(
      <TestQueryProvider client={createTestQueryClient()}>
        <RouterProvider router={router} />
        <ToastBar />
      </TestQueryProvider>,
    );
  });
  return { router };
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });

describe('one-time-code page', () => {
  it('takes the e-mail from the query, asks for the sign-up’s password and verifies a pasted code', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/Creditor/verifyOtp', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ isSuccess: true, message: 'Email verified', data: null });
      }),
    );
    const user = userEvent.setup();
    const { router } = await renderApp('/creditors-portal/verify-otp?email=eva%40leverantor.demo');
    expect(screen.getByLabelText('Email')).toHaveValue('eva@leverantor.demo');
    const verify = screen.getByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();
    await user.click(box(1));
    await user.paste('12345');
    expect(verify).toBeDisabled();
    await user.keyboard('6');
    // Opened from the mail: the code verifies the sign-up only with the password chosen for it.
    expect(verify).toBeDisabled();
    await user.type(screen.getByLabelText('Password chosen at sign-up'), 'Kaffe-Rost-42');
    expect(verify).toBeEnabled();
    await user.click(verify);
    expect(await screen.findByText('Your email is verified. You can now sign in.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/creditors-portal'));
    expect(body).toEqual({ email: 'eva@leverantor.demo', otp: '123456', password: 'Kaffe-Rost-42' });
  });

  it('takes the password carried over from the sign-up of that address, and asks for no other', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/Creditor/verifyOtp', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ isSuccess: true, message: 'Email verified', data: null });
      }),
    );
    rememberSignupPassword('eva@leverantor.demo', 'Kaffe-Rost-42');
    const user = userEvent.setup();
    await renderApp('/creditors-portal/verify-otp?email=eva%40leverantor.demo');
    expect(screen.queryByLabelText('Password chosen at sign-up')).not.toBeInTheDocument();
    await user.click(box(1));
    await user.paste('123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(body).toEqual({ email: 'eva@leverantor.demo', otp: '123456', password: 'Kaffe-Rost-42' }),
    );
  });

  it('needs an e-mail and the password as well as six digits', async () => {
    const user = userEvent.setup();
    await renderApp('/creditors-portal/verify-otp');
    await user.click(box(1));
    await user.paste('123456');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'eva@leverantor.demo');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    await user.type(screen.getByLabelText('Password chosen at sign-up'), 'Kaffe-Rost-42');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
  });

  it('shows the server message for a wrong code and stays', async () => {
    server.use(
      http.post('*/api/Creditor/verifyOtp', () =>
        HttpResponse.json(
          { isSuccess: false, message: 'Invalid or expired code', data: null },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    const { router } = await renderApp('/creditors-portal/verify-otp?email=eva%40leverantor.demo');
    await user.type(screen.getByLabelText('Password chosen at sign-up'), 'Kaffe-Rost-42');
    await user.click(box(1));
    await user.paste('000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired code');
    expect(router.state.location.pathname).toBe('/creditors-portal/verify-otp');
  });

  it('counts the resend cooldown down as mm:ss and offers Resend at zero', async () => {
    jest.useFakeTimers({ advanceTimers: true, now: new Date('2026-03-01T10:00:00Z') });
    startOtpCooldown('eva@leverantor.demo');
    jest.setSystemTime(new Date('2026-03-01T10:00:05Z'));
    await renderApp('/creditors-portal/verify-otp?email=eva%40leverantor.demo', { language: 'sv' });
    expect(screen.getByText('Du kan begära en ny kod om 09:55')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skicka ny kod' })).not.toBeInTheDocument();
    act(() => {
      jest.setSystemTime(new Date('2026-03-01T10:10:00Z'));
      jest.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('button', { name: 'Skicka ny kod' })).toBeInTheDocument();
  });

  it('resends a code and restarts the cooldown', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/Creditor/resendOtp', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ isSuccess: true, message: '', data: null });
      }),
    );
    const user = userEvent.setup();
    await renderApp('/creditors-portal/verify-otp', { language: 'en' });
    await user.type(screen.getByLabelText('Email'), 'eva@leverantor.demo');
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('A new code has been sent')).toBeInTheDocument();
    expect(body).toEqual({ email: 'eva@leverantor.demo' });
    expect(screen.getByText('You can ask for a new code in 10:00')).toBeInTheDocument();
    expect(localStorage.getItem('portal-otp-cooldown:eva@leverantor.demo')).not.toBeNull();
  });

  it('links back to the creditor login', async () => {
    await renderApp('/creditors-portal/verify-otp');
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/creditors-portal');
  });
});
