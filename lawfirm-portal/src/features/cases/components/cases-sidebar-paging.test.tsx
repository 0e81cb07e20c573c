import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type Case, getCaseById, getCases } from 'shared-api';
import { handlerFor, sampleCase, sampleCaseStatuses, sampleSectors } from 'shared-api/testing';
import { pageFromUrl } from '../../../testing/paging';
import { renderWithProviders } from '../../../testing/render';
import { server, setupTestEnvironment, signInAs } from '../../../testing/server';
import { mountShellSidebar } from '../../../testing/sidebar';
import { CasesPage } from './cases-page';

setupTestEnvironment();
afterEach(() => {
  document.body.innerHTML = '';
});

const ROW_HEIGHT = 56;
const many: Case[] = Array.from({ length: 120 }, (_, index) => ({
  ...sampleCase,
  caseId: index + 1,
  debtorName: `Gäldenär ${String(index + 1).padStart(5, '0')} AB`,
}));

/** The server's case list, paged and searched; every query it was asked is kept, and `hold` delays pages. */
function serveCases(cases: Case[], hold?: (page: string | null) => Promise<void>) {
  const asked: URLSearchParams[] = [];
  server.use(
    handlerFor(getCases, async ({ url }) => {
      asked.push(url.searchParams);
      await hold?.(url.searchParams.get('page'));
      const { items, totalCount } = pageFromUrl(url, cases, (item) => item.debtorName);
      return {
        casesResponses: items,
        caseStatusResponses: sampleCaseStatuses,
        caseSectorIndustryResponses: sampleSectors,
        totalCount,
      };
    }),
    handlerFor(
      getCaseById,
      ({ url }) => cases.find((item) => item.caseId === Number(url.searchParams.get('caseId')))!,
    ),
  );
  return asked;
}

function renderPage(path = '/dashboard') {
  signInAs('A');
  const sidebar = within(mountShellSidebar());
  const view = renderWithProviders(
    <CasesPage lawFirmId={1} userType="A" renderTabs={(caseId) => <p>tabs of {caseId}</p>} />,
    { path },
  );
  return { ...view, sidebar };
}

/** Scrolls the sidebar's windowed list to a row. */
function scrollToRow(sidebar: ReturnType<typeof renderPage>['sidebar'], row: number) {
  const scroller = sidebar.getByRole('list').parentElement as HTMLElement;
  fireEvent.scroll(scroller, { target: { scrollTop: row * ROW_HEIGHT } });
}

it('reads one page of 50, shows the total, and reads the next page when the window reaches the end', async () => {
  let release: () => void = () => {};
  const asked = serveCases(many, (page) =>
    page === '2' ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve(),
  );
  const { sidebar } = renderPage();
  expect(await sidebar.findByRole('button', { name: /Gäldenär 00001 AB/ })).toBeInTheDocument();
  expect(sidebar.getByText('120 cases')).toBeInTheDocument();
  expect(asked.map((query) => [query.get('page'), query.get('pageSize')])).toEqual([['1', '50']]);
  expect(asked[0]?.has('search')).toBe(false);

  scrollToRow(sidebar, 40);
  await waitFor(() => expect(asked.map((query) => query.get('page'))).toEqual(['1', '2']));
  // A loading row ends the list while the next page comes.
  expect(await sidebar.findByText('Loading…')).toBeInTheDocument();
  release();
  scrollToRow(sidebar, 50);
  expect(await sidebar.findByRole('button', { name: /Gäldenär 00055 AB/ })).toBeInTheDocument();
  await waitFor(() => expect(sidebar.queryByText('Loading…')).not.toBeInTheDocument());
});

it('sends the search to the server once typing pauses, not once per letter', async () => {
  const asked = serveCases(many);
  const { user, sidebar } = renderPage();
  await sidebar.findByRole('button', { name: /Gäldenär 00001 AB/ });
  await user.type(sidebar.getByRole('searchbox', { name: 'Search by debtor' }), '0011');
  // Typing is instant here: nothing is asked before the pause. 00011 and 00110–00119 match.
  expect(asked.filter((query) => query.has('search'))).toHaveLength(0);
  expect(await sidebar.findByRole('button', { name: /Gäldenär 00110 AB/ })).toBeInTheDocument();
  await waitFor(() =>
    expect(sidebar.queryByRole('button', { name: /Gäldenär 00001 AB/ })).not.toBeInTheDocument(),
  );
  const searches = asked.filter((query) => query.has('search'));
  expect(searches.map((query) => [query.get('search'), query.get('page')])).toEqual([['0011', '1']]);
  expect(sidebar.getByText('11 cases')).toBeInTheDocument();
});

it('keeps a selected case the pages read do not hold selected and in the sidebar', async () => {
  const asked = serveCases(many);
  const { sidebar } = renderPage('/dashboard?case=100');
  expect(await screen.findByRole('heading', { name: /Gäldenär 00100 AB/ })).toBeInTheDocument();
  const selected = await sidebar.findByRole('button', { name: /Gäldenär 00100 AB/ });
  expect(selected).toHaveAttribute('aria-current', 'true');
  expect(sidebar.getByRole('button', { name: /Gäldenär 00001 AB/ })).not.toHaveAttribute('aria-current');
  expect(asked.map((query) => query.get('page'))).toEqual(['1']);
  expect(screen.getByText('tabs of 100')).toBeInTheDocument();
});
