import { loadRemote } from '@module-federation/enhanced/runtime';
import { render, screen } from '@testing-library/react';
import { i18n, initI18n, loadAllTexts } from 'shared-ui/light';
import { RemoteRoutes } from './remote-routes';
import { loadedRemoteModule, loadRemoteModule, registerRuntimeRemotes } from './remotes';

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
  load.mockReset();
  load.mockResolvedValue({ default: Portal });
});

it('draws a portal through Suspense while its module has not been run yet', async () => {
  render(<RemoteRoutes remote="lawfirm" />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  expect(await screen.findByTestId('creditor-portal-root')).toBeInTheDocument();
});

it('draws a portal whose module has already run at once, without a loading state', async () => {
  await loadRemoteModule('creditor', './routes');
  expect(loadedRemoteModule('creditor', './routes')).toEqual({ default: Portal });
  load.mockClear();
  render(<RemoteRoutes remote="creditor" />);
  // In the first commit: no fallback, whose replacement React would hold back.
  expect(screen.getByTestId('creditor-portal-root')).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
});
