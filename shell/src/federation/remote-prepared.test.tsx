import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { render, screen } from '@testing-library/react';
import { i18n, initI18n, loadAllTexts } from 'shared-ui/light';
import { preparedRemoteModule, prepareRemote, resetPreparedRemotes } from './prepared-remotes';
import { RemoteRoutes } from './remote-routes';
import { registerRuntimeRemotes } from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(() => Promise.resolve()),
  registerRemotes: jest.fn(),
}));

const load = jest.mocked(loadRemote);

function Portal() {
  return <div data-testid="creditor-portal-root">remote content</div>;
}

beforeAll(async () => {
  initI18n();
  await i18n.changeLanguage('en');
  await loadAllTexts();
  registerRuntimeRemotes({
    audience: 'creditor',
    remotes: {
      lawfirm: 'http://lawfirm.test/mf-manifest.json',
      creditor: 'http://creditor.test/mf-manifest.json',
    },
  });
});

beforeEach(() => {
  resetPreparedRemotes();
  jest.mocked(registerRemotes).mockClear();
  load.mockReset();
  load.mockResolvedValue({ default: Portal });
});

it('draws a portal through Suspense while its module has not been run yet', async () => {
  render(<RemoteRoutes remote="lawfirm" />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  expect(await screen.findByTestId('creditor-portal-root')).toBeInTheDocument();
});

it('draws a portal whose module has already run at once, without a loading state', async () => {
  const prepare = jest.fn();
  load.mockResolvedValueOnce({ default: Portal, prepare });
  await prepareRemote('creditor');
  expect(prepare).toHaveBeenCalledTimes(1);
  expect(preparedRemoteModule('creditor', './routes')).toEqual({ default: Portal, prepare });
  load.mockClear();
  render(<RemoteRoutes remote="creditor" />);
  // In the first commit: no fallback, whose replacement React would hold back.
  expect(screen.getByTestId('creditor-portal-root')).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
});

it('asks the federation runtime afresh for a portal whose preparation failed', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  load.mockRejectedValueOnce(new Error('remote entry unreachable'));
  await prepareRemote('creditor');
  expect(preparedRemoteModule('creditor', './routes')).toBeUndefined();
  render(<RemoteRoutes remote="creditor" />);
  expect(await screen.findByTestId('creditor-portal-root')).toBeInTheDocument();
  // The real load dropped what the runtime cached about the remote, as a retry does.
  expect(jest.mocked(registerRemotes)).toHaveBeenCalledWith(
    [{ name: 'creditor', entry: 'http://creditor.test/mf-manifest.json' }],
    { force: true },
  );
  warn.mockRestore();
});
