import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from 'shared-api';
import {
  loginFailure,
  loginSuccess,
  renderApp,
  server,
  setupTestEnvironment,
} from '../../testing/render-app';
import { LOGIN_REDIRECT_MS } from './use-login';

setupTestEnvironment();

const pages = [
  { name: 'law-firm login', path: '/', api: '/api/Auth/login' },
  { name: 'creditor login', path: '/creditors-portal', api: '/api/Creditor/login' },
] as const;

const texts = {
  en: {
    email: 'Email',
    password: 'Password',
    submit: 'Login',
    required: 'This field is required',
    invalidEmail: 'Invalid email',
    tooLong: 'This value is too long',
  },
  sv: {
    email: 'E-post',
    password: 'Lösenord',
    submit: 'Logga in',
    required: 'Fältet är obligatoriskt',
    invalidEmail: 'Ogiltig e-postadress',
    tooLong: 'Värdet är för långt',
  },
} as const;

describe.each(pages)('$name', ({ path, api }) => {
  describe.each(['en', 'sv'] as const)('in %s', (language) => {
    const text = texts[language];

    it('requires the email and the password on submit', async () => {
      const user = userEvent.setup();
      await renderApp(path, { language });
      await user.click(screen.getByRole('button', { name: text.submit }));
      expect(await screen.findByLabelText(text.email)).toHaveAccessibleDescription(text.required);
      expect(screen.getByLabelText(text.password)).toHaveAccessibleDescription(text.required);
      expect(screen.getByLabelText(text.email)).toHaveAttribute('aria-invalid', 'true');
    });

    it('checks the email shape once the field is left', async () => {
      const user = userEvent.setup();
      await renderApp(path, { language });
      await user.type(screen.getByLabelText(text.email), 'not-an-email');
      expect(screen.queryByText(text.invalidEmail)).not.toBeInTheDocument();
      await user.tab();
      expect(await screen.findByLabelText(text.email)).toHaveAccessibleDescription(text.invalidEmail);
    });

    it('rejects a password that is too long', async () => {
      const user = userEvent.setup();
      await renderApp(path, { language });
      const password = screen.getByLabelText(text.password);
      await user.click(password);
      await user.paste('x'.repeat(201));
      await user.tab();
      expect(await screen.findByLabelText(text.password)).toHaveAccessibleDescription(text.tooLong);
    });
  });

  it('signs in, says so and opens the dashboard after a second', async () => {
    let body: unknown;
    server.use(loginSuccess(api, path === '/' ? 'A' : 'C'));
    server.events.on('request:start', async ({ request }) => {
      body = await request.clone().json();
    });
    const user = userEvent.setup();
    const { router } = await renderApp(path);
    await user.type(screen.getByLabelText('Email'), ' anna.berg@nordlaw.demo ');
    await user.type(screen.getByLabelText('Password'), 'Demo1234!');
    jest.useFakeTimers({ advanceTimers: true });
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect((await screen.findByText('Login successful')).closest('[role="status"]')).toHaveClass(
      'portal-toast--success',
    );
    expect(useAuthStore.getState().user?.email).toBe('anna.berg@nordlaw.demo');
    expect(body).toEqual(
      path === '/'
        ? { EmalId: 'anna.berg@nordlaw.demo', password: 'Demo1234!' }
        : { emalId: 'anna.berg@nordlaw.demo', password: 'Demo1234!' },
    );
    expect(router.state.location.pathname).toBe(path);
    // Through the pause the form stays busy: it is not sent a second time.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Login' })).toHaveAttribute('aria-busy', 'true'),
    );
    act(() => {
      jest.advanceTimersByTime(LOGIN_REDIRECT_MS);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    server.events.removeAllListeners();
  });

  it('shows the server message when the sign-in fails', async () => {
    server.use(loginFailure(api, 401, 'Invalid email or password'));
    const user = userEvent.setup();
    const { router } = await renderApp(path);
    await user.type(screen.getByLabelText('Email'), 'anna.berg@nordlaw.demo');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(useAuthStore.getState().token).toBeNull();
    expect(router.state.location.pathname).toBe(path);
    // The refusal frees the form for another try.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled());
  });

  it("falls back to 'Login failed!' without a server message", async () => {
    server.use(loginFailure(api, 500, ''));
    const user = userEvent.setup();
    await renderApp(path, { language: 'sv' });
    await user.type(screen.getByLabelText('E-post'), 'anna.berg@nordlaw.demo');
    await user.type(screen.getByLabelText('Lösenord'), 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'Logga in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Inloggningen misslyckades!');
  });
});

describe('creditor login', () => {
  it('sends an unverified creditor to the code page for that email', async () => {
    server.use(loginFailure('/api/Creditor/login', 403, 'Email not verified'));
    const user = userEvent.setup();
    const { router } = await renderApp('/creditors-portal');
    await user.type(screen.getByLabelText('Email'), 'new@creditor.demo');
    await user.type(screen.getByLabelText('Password'), 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email not verified');
    await waitFor(() => expect(router.state.location.pathname).toBe('/creditors-portal/verify-otp'));
    expect(router.state.location.search).toBe('?email=new%40creditor.demo');
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
  });

  it('offers a link to sign up', async () => {
    await renderApp('/creditors-portal');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/creditors-portal-signup');
  });
});
