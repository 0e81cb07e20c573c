import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { makeTestToken, renderApp, server, setupTestEnvironment } from '../testing/render-app';
import { preloadDashboard, resetPreloadedDashboards } from './preload-dashboard';
import { registerRuntimeRemotes } from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(() => Promise.resolve()),
  registerRemotes: jest.fn(),
}));

const preload = jest.mocked(preloadRemote);
const register = jest.mocked(registerRemotes);

setupTestEnvironment();

beforeEach(() => {
  resetPreloadedDashboards();
  preload.mockClear();
  register.mockClear();
  registerRuntimeRemotes({
    audience: 'lawfirm',
    remotes: {
      lawfirm: 'http://lawfirm.test/mf-manifest.json',
      creditor: 'http://creditor.test/mf-manifest.json',
    },
  });
});

/** A sign-in call that answers only when the test says so. */
function heldLogin(path: string, userType: 'A' | 'C') {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  server.use(
    http.post(path, async () => {
      await answered;
      return HttpResponse.json({
        isSuccess: true,
        message: 'Login successful',
        data: { token: makeTestToken({ userType }), userType, creditorId: null, lawFirmId: 1 },
      });
    }),
  );
  return answer;
}

describe.each([
  { page: '/', api: '/api/Auth/login', userType: 'A', remote: 'lawfirm' },
  { page: '/creditors-portal', api: '/api/Creditor/login', userType: 'C', remote: 'creditor' },
] as const)('the login at $page', ({ page, api, userType, remote }) => {
  it(`fetches the ${remote} portal's routes while the sign-in call runs, not on page load`, async () => {
    const answer = heldLogin(api, userType);
    const user = userEvent.setup();
    await renderApp(page);
    expect(preload).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Email'), 'anna.berg@nordlaw.demo');
    await user.type(screen.getByLabelText('Password'), 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    // The sign-in call has not answered yet.
    await waitFor(() => expect(preload).toHaveBeenCalledWith([{ nameOrAlias: remote, exposes: ['routes'] }]));
    expect(preload).toHaveBeenCalledTimes(1);
    answer();
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
  });
});

it('does not preload on a form that fails validation', async () => {
  const user = userEvent.setup();
  await renderApp('/');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findAllByText('This field is required')).toHaveLength(2);
  expect(preload).not.toHaveBeenCalled();
});

it('forgets a failed preload, so the real load asks the remote again', async () => {
  preload.mockRejectedValueOnce(new Error('manifest unreachable'));
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  register.mockClear();
  preloadDashboard('creditor');
  await waitFor(() =>
    expect(register).toHaveBeenCalledWith(
      [{ name: 'creditor', entry: 'http://creditor.test/mf-manifest.json' }],
      { force: true },
    ),
  );
  warn.mockRestore();
});
