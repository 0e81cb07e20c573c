import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAllCases, getSelectedCases, selectCases } from 'shared-api';
import {
  errorFor,
  handlerFor,
  type PagedRead,
  pageOfMatches,
  sampleCase,
  sampleSelectedCase,
} from 'shared-api/testing';
import { matchesSearch, pageOf, selectedFirst } from '../../../lib/selection';
import CreditorRoutes from '../../../routes';
import { CREDITOR_ID, renderAt, server, setupTestEnvironment, signInAs } from '../../../testing/render';

setupTestEnvironment();

const names = ['Alfa AB', 'Beta AB', 'Gamma AB', 'Delta AB', 'Epsilon AB', 'Zeta AB', 'Eta AB'];
const allCases = names.map((debtorName, index) => ({
  ...sampleCase,
  caseId: 100 + index,
  debtorName,
  debtorOrgnr: `55600${index}-000${index}`,
}));

type Asked = { page: string | null; pageSize: string | null; search: string | null };

/** getAllCases as the server answers it: searched, the followed cases first, one page. */
function serve({ followed = [105], asked = [] as Asked[] }: { followed?: number[]; asked?: Asked[] } = {}) {
  const saved: unknown[] = [];
  server.use(
    handlerFor(getAllCases, ({ url }) => {
      const param = (name: string) => url.searchParams.get(name);
      asked.push({ page: param('page'), pageSize: param('pageSize'), search: param('search') });
      const search = param('search') ?? '';
      const found = allCases.filter((c) => matchesSearch(search, [c.debtorName, c.debtorOrgnr, c.knr]));
      const ordered =
        param('followedFirst') === 'true' ? selectedFirst(found, new Set(followed), (c) => c.caseId) : found;
      const page = Number(param('page') ?? 1);
      const size = Number(param('pageSize') ?? ordered.length);
      const onPage = page > Math.ceil(ordered.length / size) ? [] : pageOf(ordered, page, size);
      return { casesResponses: onPage, totalCount: ordered.length };
    }),
    handlerFor(getSelectedCases, {
      creditorCaseList: followed.map((caseId, index) => ({
        ...sampleSelectedCase,
        caseId,
        creditorCasesId: 900 + index,
        debtorName: allCases.find((item) => item.caseId === caseId)?.debtorName ?? 'x',
      })),
    }),
    handlerFor(selectCases, ({ body }) => {
      saved.push(body);
      return null;
    }),
  );
  return saved;
}

const checkboxNames = () => screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent);

beforeEach(() => signInAs('C'));

it('lists the followed cases first, checked, five per page', async () => {
  serve();
  await renderAt(<CreditorRoutes />, '/dashboard/select-case');
  expect(await screen.findByRole('heading', { name: 'Select cases' })).toBeInTheDocument();
  await waitFor(() =>
    expect(checkboxNames()).toEqual(['Zeta AB', 'Alfa AB', 'Beta AB', 'Gamma AB', 'Delta AB']),
  );
  expect(screen.getByRole('checkbox', { name: 'Zeta AB' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Alfa AB' })).not.toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
  expect(checkboxNames()).toEqual(['Epsilon AB', 'Eta AB']);
});

it('searches on debtor name or organisation number and expands details', async () => {
  serve();
  await renderAt(<CreditorRoutes />, '/dashboard/select-case');
  const search = await screen.findByRole('searchbox', { name: /Search by debtor name/ });
  await userEvent.type(search, '556003');
  await waitFor(() => expect(checkboxNames()).toEqual(['Delta AB']));
  const details = screen.getByRole('button', { name: 'Details of Delta AB' });
  expect(details).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(details);
  expect(details).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText('K 1234-26')).toBeInTheDocument();
  await userEvent.clear(search);
  await userEvent.type(search, 'gAmMa');
  await waitFor(() => expect(checkboxNames()).toEqual(['Gamma AB']));
});

it('Cancel clears the search first, then returns to /dashboard', async () => {
  serve();
  server.use(handlerFor(getSelectedCases, { creditorCaseList: [] }));
  await renderAt(<CreditorRoutes />, '/dashboard/select-case');
  const search = await screen.findByRole('searchbox', { name: /Search by debtor name/ });
  await userEvent.type(search, 'Beta');
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(search).toHaveValue('');
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/select-case');
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
});

it('does not save without a case and says so', async () => {
  const saved = serve();
  await renderAt(<CreditorRoutes />, '/dashboard/select-case');
  const followed = await screen.findByRole('checkbox', { name: 'Zeta AB' });
  await waitFor(() => expect(followed).toBeChecked());
  await userEvent.click(followed);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please select at least one case.');
  expect(saved).toEqual([]);
});

it('saves the whole selection, says so and returns to the case view', async () => {
  const saved = serve();
  await renderAt(<CreditorRoutes />, '/dashboard/select-case');
  await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Zeta AB' })).toBeChecked());
  await userEvent.click(screen.getByRole('checkbox', { name: 'Beta AB' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Cases selected successfully')).toBeInTheDocument();
  expect(saved).toEqual([{ creditorId: CREDITOR_ID, caseList: [105, 101] }]);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
});

it('shows the server message when the selection fails, in Swedish too', async () => {
  serve();
  server.use(errorFor(selectCases, 409, 'Ett ärende med fordringar kan inte väljas bort'));
  await renderAt(<CreditorRoutes />, '/dashboard/select-case', { language: 'sv' });
  expect(await screen.findByRole('heading', { name: 'Välj ärenden' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Zeta AB' })).toBeChecked());
  await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
  const toasts = await screen.findByText('Ett ärende med fordringar kan inte väljas bort');
  expect(within(toasts.closest('[role]') ?? document.body).getByText(/fordringar/)).toBeInTheDocument();
});

it('asks the server for one page at a time and searches there after a pause in typing', async () => {
  const asked: Asked[] = [];
  serve({ asked });
  await renderAt(<CreditorRoutes />, '/dashboard/select-case');
  await waitFor(() => expect(checkboxNames()).toHaveLength(5));
  expect(asked).toEqual([{ page: '1', pageSize: '5', search: null }]);
  await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
  await waitFor(() => expect(checkboxNames()).toEqual(['Epsilon AB', 'Eta AB']));
  expect(asked.at(-1)).toEqual({ page: '2', pageSize: '5', search: null });
  const search = screen.getByRole('searchbox', { name: /Search by debtor name/ });
  await userEvent.type(search, 'Beta');
  await waitFor(() => expect(checkboxNames()).toEqual(['Beta AB']));
  // One request for the whole word, on page 1, not one per keystroke.
  expect(asked.slice(2)).toEqual([{ page: '1', pageSize: '5', search: 'Beta' }]);
});

it('keeps a choice on page 1 when going to page 2 and saves both', async () => {
  const saved = serve();
  await renderAt(<CreditorRoutes />, '/dashboard/select-case');
  await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Zeta AB' })).toBeChecked());
  await userEvent.click(screen.getByRole('checkbox', { name: 'Alfa AB' }));
  await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Eta AB' }));
  await userEvent.click(screen.getByRole('button', { name: 'Page 1' }));
  expect(await screen.findByRole('checkbox', { name: 'Alfa AB' })).toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Cases selected successfully')).toBeInTheDocument();
  expect(saved).toEqual([{ creditorId: CREDITOR_ID, caseList: [105, 100, 106] }]);
});

it('reads every followed case in pages of at most 200 and saves them all (500 followed)', async () => {
  const followed = Array.from({ length: 450 }, (_, index) => ({
    ...sampleSelectedCase,
    caseId: 1000 + index,
    creditorCasesId: 5000 + index,
    debtorName: `Följd ${index} AB`,
  }));
  const saved = serve({ followed: [] });
  const reads: PagedRead[] = [];
  server.use(
    handlerFor(getSelectedCases, ({ url }) => {
      const { items, totalCount } = pageOfMatches(url, followed, (item) => item.debtorName, reads);
      return { creditorCaseList: items, totalCount };
    }),
  );
  await renderAt(<CreditorRoutes />, '/dashboard/select-case');
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Beta AB' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Cases selected successfully')).toBeInTheDocument();
  expect(saved).toEqual([{ creditorId: CREDITOR_ID, caseList: [...followed.map((c) => c.caseId), 101] }]);
  expect(reads.every((read) => Number(read.pageSize) <= 200)).toBe(true);
  expect(reads.map((read) => read.page)).toContain('3');
});
