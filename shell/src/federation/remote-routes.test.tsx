import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { i18n, initI18n } from 'shared-ui/light';
import { type RemoteLoader, RemoteModule, RemoteRoutes } from './remote-routes';
import { RemoteUnavailableError } from './remotes';

beforeAll(() => {
  initI18n();
});

beforeEach(async () => {
  await i18n.changeLanguage('en');
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

function Placeholder() {
  return <div data-testid="lawfirm-portal-root">remote content</div>;
}

function Broken(): never {
  throw new Error('remote bug');
}

/** A loader that fails `failures` times, then serves the placeholder; records the options it got. */
function flakyLoader(failures: number) {
  const calls: { remote: string; module: string; retry: boolean | undefined }[] = [];
  const loader = (async (remote, module, options) => {
    calls.push({ remote, module, retry: options.retry });
    if (calls.length <= failures) throw new RemoteUnavailableError(remote, module, { cause: 'offline' });
    return { default: Placeholder as ComponentType<never> };
  }) as RemoteLoader;
  return { loader, calls };
}

describe('RemoteRoutes', () => {
  it("renders the remote's exposed routes", async () => {
    const { loader, calls } = flakyLoader(0);
    render(<RemoteRoutes remote="lawfirm" loader={loader} />);
    expect(await screen.findByTestId('lawfirm-portal-root')).toBeInTheDocument();
    expect(calls).toEqual([{ remote: 'lawfirm', module: './routes', retry: false }]);
  });

  it('shows the translated message when the remote cannot load, and a retry that loads it again', async () => {
    const user = userEvent.setup();
    const { loader, calls } = flakyLoader(1);
    render(<RemoteRoutes remote="lawfirm" loader={loader} />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This part of the portal could not be loaded. Check your connection and try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByTestId('lawfirm-portal-root')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.map((call) => call.retry)).toEqual([false, true]);
  });

  it('speaks Swedish to a Swedish user and keeps offering the retry while the remote stays down', async () => {
    await i18n.changeLanguage('sv');
    const user = userEvent.setup();
    const { loader, calls } = flakyLoader(2);
    render(<RemoteRoutes remote="creditor" loader={loader} />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Den här delen av portalen kunde inte laddas. Kontrollera anslutningen och försök igen.',
    );
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('button', { name: 'Försök igen' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));

    expect(await screen.findByTestId('lawfirm-portal-root')).toBeInTheDocument();
    expect(calls).toHaveLength(3);
  });

  it('contains a remote that throws while rendering', async () => {
    const loader = (async () => ({ default: Broken as ComponentType<never> })) as unknown as RemoteLoader;
    render(
      <>
        <header>shell header</header>
        <RemoteModule remote="lawfirm" module="./routes" loader={loader} />
      </>,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByText('shell header')).toBeInTheDocument();
  });
});
