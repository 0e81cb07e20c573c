import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { i18n, initI18n } from '../i18n/init';
import { SidebarFrame } from './sidebar-frame';

type Case = { caseId: number; debtorName: string };
const cases: Case[] = [
  { caseId: 1, debtorName: 'Byggbolaget i Umeå AB' },
  { caseId: 2, debtorName: 'Åkeri Norrland AB' },
  { caseId: 3, debtorName: 'Café Lilla Torget' },
];

function Harness({ items = cases, collapsible = false }: { items?: Case[]; collapsible?: boolean }) {
  const [selected, setSelected] = useState<number | null>(null);
  return (
    <SidebarFrame
      title="Our cases"
      items={items}
      getKey={(item) => item.caseId}
      getSearchText={(item) => item.debtorName}
      selectedKey={selected}
      onSelect={(item) => setSelected(item.caseId)}
      emptyState={<p>No cases yet</p>}
      collapsible={collapsible}
    />
  );
}

beforeAll(() => {
  initI18n();
});
beforeEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('SidebarFrame', () => {
  it('selects the first item when nothing is selected', () => {
    render(<Harness />);
    const list = screen.getByRole('navigation', { name: 'Our cases' });
    expect(within(list).getByRole('button', { name: 'Byggbolaget i Umeå AB' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('selects the clicked item', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Café Lilla Torget' }));
    expect(screen.getByRole('button', { name: 'Café Lilla Torget' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Byggbolaget i Umeå AB' })).not.toHaveAttribute('aria-current');
  });

  it('searches case-insensitively, Swedish letters included', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'åKERI');
    expect(screen.getByRole('button', { name: 'Åkeri Norrland AB' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Café Lilla Torget' })).not.toBeInTheDocument();
  });

  it('says when the search matches nothing, and when there is nothing at all', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz');
    expect(screen.getByText('No results')).toBeInTheDocument();
    unmount();
    render(<Harness items={[]} />);
    expect(screen.getByText('No cases yet')).toBeInTheDocument();
  });

  it('folds its list away when collapsible', async () => {
    const user = userEvent.setup();
    render(<Harness collapsible />);
    const toggle = screen.getByRole('button', { name: /Our cases/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Café Lilla Torget' })).not.toBeInTheDocument();
  });
});
