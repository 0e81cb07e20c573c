import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { makeTestToken, renderApp, server, setupTestEnvironment } from '../testing/render-app';
import {
  preloadDashboard,
  prepareDashboard,
  registerDashboardChunks,
  resetPreloadedDashboards,
} from './preload-dashboard';
import { prepareRemote, resetPreparedRemotes } from './prepared-remotes';
import { registerRuntimeRemotes } from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(() => Promise.resolve()),
  registerRemotes: jest.fn(),
}));

const preload = jest.mocked(preloadRemote);
const register = jest.mocked(registerRemotes);
const load = jest.mocked(loadRemote);
/** What the portal's './routes' module offers the shell besides its component. */
const prepare = jest.fn();

setupTestEnvironment();

beforeEach(() => {
  resetPreloadedDashboards();
  resetPreparedRemotes();
  // As bootstrap.tsx names it: the full app's chunk, which prepares the portals.
  registerDashboardChunks(() => Promise.resolve({ prepareRemote }));
  preload.mockClear();
  register.mockClear();
  prepare.mockClear();
  load.mockReset();
  load.mockResolvedValue({ default: () => null, prepare });
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
    // The portal's code runs only once the sign-in went through.
    expect(load).not.toHaveBeenCalled();
    answer();
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    // During the pause before the dashboard opens: the routes module runs and prepares its first screen.
    await waitFor(() => expect(prepare).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledWith(`${remote}/routes`);
  });

  it('does not run the portal when the sign-in is refused', async () => {
    server.use(
      http.post(api, () =>
        HttpResponse.json({ isSuccess: false, message: 'Wrong password', data: null }, { status: 401 }),
      ),
    );
    const user = userEvent.setup();
    await renderApp(page);
    await user.type(screen.getByLabelText('Email'), 'anna.berg@nordlaw.demo');
    await user.type(screen.getByLabelText('Password'), 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Wrong password')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    expect(prepare).not.toHaveBeenCalled();
  });
});

it('prepares a portal once per page, and has a failed preparation load it afresh', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  load.mockRejectedValueOnce(new Error('remote entry unreachable'));
  prepareDashboard('lawfirm');
  prepareDashboard('lawfirm');
  await waitFor(() => expect(warn).toHaveBeenCalled());
  expect(load).toHaveBeenCalledTimes(1);
  expect(prepare).not.toHaveBeenCalled();
  warn.mockRestore();
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
