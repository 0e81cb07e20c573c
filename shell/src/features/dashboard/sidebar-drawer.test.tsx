import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, setupTestEnvironment, signInAs } from '../../testing/render-app';
import { COMPACT_QUERY } from './use-compact-layout';

setupTestEnvironment();
// The dashboard (antd) loads lazily: on a busy shared machine that takes more than jest's 5 s.
jest.setTimeout(30_000);

/** The window answers media queries as a phone (narrower than 768 px) or as a desktop. */
function windowOf(kind: 'phone' | 'desktop') {
  window.matchMedia = (query: string) =>
    ({
      matches: kind === 'phone' && query === COMPACT_QUERY,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

async function dashboard() {
  signInAs('C', 'leverantor@creditor.demo');
  const view = await renderApp('/dashboard');
  await screen.findByTestId('creditor-portal-root');
  return view;
}

describe('the sidebar on a phone', () => {
  it('opens as a drawer from the menu button, takes focus, and Escape closes it back to the button', async () => {
    windowOf('phone');
    const user = userEvent.setup();
    await dashboard();
    const menu = screen.getByRole('button', { name: 'Menu' });
    const sidebar = screen.getByRole('complementary', { name: 'Side panel' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-controls', sidebar.id);

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(sidebar.contains(document.activeElement)).toBe(true));
    // The page behind the open drawer is out of reach.
    expect(screen.getByRole('main', { hidden: true })).toHaveAttribute('inert');

    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
    expect(screen.getByRole('main')).not.toHaveAttribute('inert');
  });

  it('closes when the user goes to another page from it', async () => {
    windowOf('phone');
    const user = userEvent.setup();
    const { router } = await dashboard();
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await act(() => router.navigate('/dashboard/about'));
    await waitFor(() => expect(menu).toHaveAttribute('aria-expanded', 'false'));
  });

  it('names the menu button in Swedish', async () => {
    windowOf('phone');
    signInAs('C', 'leverantor@creditor.demo');
    await renderApp('/dashboard', { language: 'sv' });
    expect(await screen.findByRole('button', { name: 'Meny' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays a sidebar on a wide window: the menu button opens nothing', async () => {
    windowOf('desktop');
    const user = userEvent.setup();
    await dashboard();
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('main')).not.toHaveAttribute('inert');
  });
});
