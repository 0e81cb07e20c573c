import { screen, waitFor, within } from '@testing-library/react';
import { addCase, type Case, deleteCase, getCaseById, getCases, updateCase } from 'shared-api';
import {
  errorFor,
  handlerFor,
  sampleCase,
  sampleCaseStatuses,
  sampleOtherCase,
  sampleSectors,
} from 'shared-api/testing';
import { i18n } from 'shared-ui';
import { pageFromUrl } from '../../../testing/paging';
import { renderWithProviders } from '../../../testing/render';
import { server, setupTestEnvironment, signInAs } from '../../../testing/server';
import { mountShellSidebar } from '../../../testing/sidebar';
import { CasesPage } from './cases-page';

setupTestEnvironment();

/** The firm's cases as the server answers them: paged, searched by debtor name. */
const listHandler = (cases: Case[]) =>
  handlerFor(getCases, ({ url }) => {
    const { items, totalCount } = pageFromUrl(url, cases, (item) => item.debtorName);
    return {
      casesResponses: items,
      caseStatusResponses: sampleCaseStatuses,
      caseSectorIndustryResponses: sampleSectors,
      totalCount,
    };
  });
const byIdHandler = (cases: Case[]) =>
  handlerFor(
    getCaseById,
    ({ url }) => cases.find((item) => item.caseId === Number(url.searchParams.get('caseId')))!,
  );

function renderPage(userType: 'A' | 'U', path = '/dashboard') {
  signInAs(userType);
  const sidebar = mountShellSidebar();
  const view = renderWithProviders(
    <CasesPage lawFirmId={1} userType={userType} renderTabs={(caseId) => <p>tabs of {caseId}</p>} />,
    { path },
  );
  return { ...view, sidebar: within(sidebar) };
}

afterEach(() => {
  document.body.innerHTML = '';
});

it('selects the first case, shows its header and more information on request', async () => {
  server.use(listHandler([sampleCase, sampleOtherCase]), byIdHandler([sampleCase, sampleOtherCase]));
  const { user, sidebar } = renderPage('A');
  expect(await sidebar.findByRole('heading', { name: 'Our cases' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: /Byggfirma Åkesson AB/ })).toBeInTheDocument();
  expect(
    within(screen.getByRole('region', { name: 'Byggfirma Åkesson AB' })).getByText('K 1234-26'),
  ).toBeInTheDocument();
  expect(screen.queryByText('Stockholms tingsrätt')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Show more information' }));
  expect(screen.getByText('Stockholms tingsrätt')).toBeInTheDocument();
  expect(screen.getByText('2026/03/14')).toBeInTheDocument();
  // Notes show their first word; the icon opens the full text.
  expect(screen.getByText('Bevakningsförfarande')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Show all notes' }));
  expect(await screen.findByText(/Fordringsanmälan senast den 30 april/)).toBeInTheDocument();
  expect(screen.getByText('tabs of 11')).toBeInTheDocument();
  await user.click(sidebar.getByRole('button', { name: /Café Älvsjö/ }));
  expect(await screen.findByRole('heading', { name: /Café Älvsjö/ })).toBeInTheDocument();
});

it('searches the sidebar by debtor name, case-insensitively', async () => {
  server.use(listHandler([sampleCase, sampleOtherCase]), byIdHandler([sampleCase, sampleOtherCase]));
  const { user, sidebar } = renderPage('A');
  await sidebar.findByRole('button', { name: /Café Älvsjö/ });
  await user.type(sidebar.getByRole('searchbox', { name: 'Search by debtor' }), 'BYGG');
  await waitFor(() => expect(sidebar.queryByRole('button', { name: /Café Älvsjö/ })).not.toBeInTheDocument());
  expect(sidebar.getByRole('button', { name: /Byggfirma/ })).toBeInTheDocument();
  await user.type(sidebar.getByRole('searchbox', { name: 'Search by debtor' }), 'zzz');
  expect(await sidebar.findByText('No cases found')).toBeInTheDocument();
});

it('keeps 10,000 cases fast: only a window of rows is in the page, and search finds the last one', async () => {
  const many = Array.from({ length: 10_000 }, (_, index) => ({
    ...sampleCase,
    caseId: index + 1,
    debtorName: `Gäldenär ${String(index + 1).padStart(5, '0')} AB`,
  }));
  server.use(listHandler(many), byIdHandler(many));
  const { user, sidebar } = renderPage('A');
  await sidebar.findByRole('button', { name: /Gäldenär 00001 AB/ });
  expect(sidebar.getAllByRole('listitem').length).toBeLessThan(60);
  await user.type(sidebar.getByRole('searchbox', { name: 'Search by debtor' }), '10000');
  expect(await sidebar.findByRole('button', { name: /Gäldenär 10000 AB/ })).toBeInTheDocument();
});

it("says 'No cases yet' when the firm has none", async () => {
  server.use(listHandler([]));
  const { sidebar } = renderPage('A');
  expect(await sidebar.findByText('No cases yet')).toBeInTheDocument();
  expect(await screen.findByText('There are no cases yet')).toBeInTheDocument();
});

it('lets A add a case and selects it', async () => {
  const created = { ...sampleOtherCase, caseId: 40, debtorName: 'Nya Bygg AB' };
  let cases: Case[] = [sampleCase];
  server.use(
    handlerFor(getCases, () => ({
      casesResponses: cases,
      caseStatusResponses: sampleCaseStatuses,
      caseSectorIndustryResponses: sampleSectors,
    })),
    handlerFor(
      getCaseById,
      ({ url }) => cases.find((item) => item.caseId === Number(url.searchParams.get('caseId')))!,
    ),
    handlerFor(addCase, () => {
      cases = [sampleCase, created];
      return { caseId: 40 };
    }),
  );
  const { user, sidebar } = renderPage('A');
  await screen.findByRole('heading', { name: /Byggfirma/ });
  await user.click(sidebar.getByRole('button', { name: 'Add case' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText(/debtor name/i), 'Nya Bygg AB');
  await user.type(within(dialog).getByLabelText(/organisation number/i), '556000-0000');
  await user.type(within(dialog).getByLabelText(/k-number/i), 'K 1-26');
  await user.selectOptions(within(dialog).getByLabelText(/^status/i), '1');
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Case created successfully')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: /Nya Bygg AB/ })).toBeInTheDocument();
});

it("toasts the server message, or 'Case creation failed'", async () => {
  server.use(
    listHandler([sampleCase]),
    byIdHandler([sampleCase]),
    errorFor(addCase, 400, 'knr: K-number is required'),
  );
  const { user, sidebar } = renderPage('A');
  await screen.findByRole('heading', { name: /Byggfirma/ });
  await user.click(sidebar.getByRole('button', { name: 'Add case' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText(/debtor name/i), 'X AB');
  await user.type(within(dialog).getByLabelText(/organisation number/i), '1');
  await user.type(within(dialog).getByLabelText(/k-number/i), 'K');
  await user.selectOptions(within(dialog).getByLabelText(/^status/i), '1');
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('knr: K-number is required')).toBeInTheDocument();
  server.use(handlerFor(addCase, () => new Response('', { status: 500 })));
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Case creation failed')).toBeInTheDocument();
});

it('lets A edit a case and shows the new details', async () => {
  let current = sampleCase;
  server.use(
    listHandler([sampleCase]),
    handlerFor(getCaseById, () => current),
    handlerFor(updateCase, ({ body }) => {
      current = { ...sampleCase, debtorName: (body as { debtorName: string }).debtorName };
      return current;
    }),
  );
  const { user } = renderPage('A');
  await user.click(await screen.findByRole('button', { name: 'Edit case' }));
  const dialog = await screen.findByRole('dialog');
  await user.clear(within(dialog).getByLabelText(/debtor name/i));
  await user.type(within(dialog).getByLabelText(/debtor name/i), 'Byggfirma Åkesson i likvidation AB');
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Case updated successfully')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: /i likvidation/ })).toBeInTheDocument();
});

it("toasts 'Case update failed' without a server message", async () => {
  server.use(
    listHandler([sampleCase]),
    byIdHandler([sampleCase]),
    handlerFor(updateCase, () => new Response('', { status: 500 })),
  );
  const { user } = renderPage('A');
  await user.click(await screen.findByRole('button', { name: 'Edit case' }));
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Case update failed')).toBeInTheDocument();
});

it('lets A delete a case after a confirmation naming the debtor', async () => {
  server.use(
    listHandler([sampleCase, sampleOtherCase]),
    byIdHandler([sampleCase, sampleOtherCase]),
    handlerFor(deleteCase, null),
  );
  const { user, sidebar } = renderPage('A');
  await user.click(await screen.findByRole('button', { name: 'Delete case' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Delete Byggfirma Åkesson AB?');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Case deleted successfully')).toBeInTheDocument();
  await waitFor(() => expect(sidebar.queryByRole('button', { name: /Byggfirma/ })).not.toBeInTheDocument());
  expect(await screen.findByRole('heading', { name: /Café Älvsjö/ })).toBeInTheDocument();
});

it("toasts 'Case deletion failed' and keeps the case", async () => {
  server.use(
    listHandler([sampleCase]),
    byIdHandler([sampleCase]),
    handlerFor(deleteCase, () => new Response('', { status: 500 })),
  );
  const { user } = renderPage('A');
  await user.click(await screen.findByRole('button', { name: 'Delete case' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Case deletion failed')).toBeInTheDocument();
});

it("toasts 'Fetching cases failed'", async () => {
  server.use(handlerFor(getCases, () => new Response('', { status: 500 })));
  renderPage('A');
  expect(await screen.findByText('Fetching cases failed')).toBeInTheDocument();
});

it("toasts 'Fetching case failed' when the details cannot be read", async () => {
  // A case the list holds is shown from the list; one it lacks (a link to it) is read on its own.
  server.use(
    listHandler([sampleOtherCase]),
    handlerFor(getCaseById, () => new Response('', { status: 500 })),
  );
  renderPage('A', `/dashboard?case=${sampleCase.caseId}`);
  expect(await screen.findByText('Fetching case failed')).toBeInTheDocument();
});

it('gives U the same list and view without add, edit, delete or the firm page', async () => {
  server.use(listHandler([sampleCase]), byIdHandler([sampleCase]));
  const { sidebar } = renderPage('U');
  expect(await screen.findByRole('heading', { name: /Byggfirma/ })).toBeInTheDocument();
  expect(sidebar.queryByRole('button', { name: 'Add case' })).not.toBeInTheDocument();
  expect(sidebar.queryByRole('button', { name: 'My law firm' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Edit case' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Delete case' })).not.toBeInTheDocument();
  expect(screen.getByText('tabs of 11')).toBeInTheDocument();
});

it('toasts in Swedish when the portal is in Swedish', async () => {
  await i18n.changeLanguage('sv');
  server.use(listHandler([sampleCase]), byIdHandler([sampleCase]), handlerFor(deleteCase, null));
  const { user, sidebar } = renderPage('A');
  expect(await sidebar.findByRole('heading', { name: 'Våra ärenden' })).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Ta bort ärende' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ta bort' }));
  expect(await screen.findByText('Ärendet har tagits bort')).toBeInTheDocument();
});

it('shows a case the list holds without reading it again (one cache)', async () => {
  let detailReads = 0;
  server.use(
    listHandler([sampleCase, sampleOtherCase]),
    handlerFor(getCaseById, () => {
      detailReads += 1;
      return sampleCase;
    }),
  );
  renderPage('A');
  expect(await screen.findByRole('heading', { name: /Byggfirma Åkesson AB/ })).toBeInTheDocument();
  expect(screen.getByText(`tabs of ${sampleCase.caseId}`)).toBeInTheDocument();
  expect(detailReads).toBe(0);
});
