import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { type CaseHistoryEntry, downloadCaseHistoryCsv, getCaseHistory } from 'shared-api';
import { errorFor, handlerFor } from 'shared-api/testing';
import { formatDateTime, i18n } from 'shared-ui';
import { renderWithProviders } from '../../../testing/render';
import { server, setupTestEnvironment, signInAs } from '../../../testing/server';
import { CaseHistory } from './case-history';

setupTestEnvironment();
beforeEach(() => signInAs('A'));
afterEach(() => jest.restoreAllMocks());

const entry = (n: number): CaseHistoryEntry => ({
  at: new Date(Date.UTC(2026, 2, 20, 10, 0, 0) - n * 60_000).toISOString(),
  actorName: n % 2 ? 'Leverantören AB' : 'Anna Berg',
  actorRole: n % 2 ? 'C' : 'A',
  kind: n % 2 ? 'claim' : 'decision',
  action: n % 2 ? 'add' : 'status',
  summary: `Entry ${n}`,
});
const actors = [
  { actor: 'A-2', name: 'Anna Berg', role: 'A' as const },
  { actor: 'C-1', name: 'Leverantören AB', role: 'C' as const },
];

/** Serves 45 entries, 20 a page, and records every query asked. */
function serveHistory() {
  const asked: URLSearchParams[] = [];
  server.use(
    handlerFor(getCaseHistory, ({ url }) => {
      asked.push(url.searchParams);
      const page = Number(url.searchParams.get('page') ?? 1);
      const all = Array.from({ length: 45 }, (_, i) => entry(i + 1));
      return { entries: all.slice((page - 1) * 20, page * 20), total: 45, actors };
    }),
  );
  return asked;
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

it('shows who did what and when, 20 a page, and pages through the server', async () => {
  const asked = serveHistory();
  const { user } = renderWithProviders(<CaseHistory caseId={11} />);
  expect(await screen.findByText('Entry 1')).toBeInTheDocument();
  expect(rows()).toHaveLength(20);
  expect(screen.getAllByRole('cell', { name: 'Leverantören AB (creditor)' }).length).toBeGreaterThan(0);
  expect(screen.getAllByRole('cell', { name: 'Decision' }).length).toBeGreaterThan(0);
  expect(screen.getByText(formatDateTime(entry(1).at))).toBeInTheDocument();
  expect(asked[0]?.get('caseId')).toBe('11');
  expect(asked[0]?.get('pageSize')).toBe('20');
  await user.click(screen.getByRole('button', { name: 'Page 3' }));
  expect(await screen.findByText('Entry 45')).toBeInTheDocument();
  expect(asked.at(-1)?.get('page')).toBe('3');
});

it('filters by person, kind and period on the server, from the first page', async () => {
  const asked = serveHistory();
  const { user } = renderWithProviders(<CaseHistory caseId={11} />);
  await screen.findByText('Entry 1');
  await user.click(screen.getByRole('button', { name: 'Page 2' }));
  await waitFor(() => expect(asked.at(-1)?.get('page')).toBe('2'));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Person' }), 'Leverantören AB (creditor)');
  await waitFor(() => expect(asked.at(-1)?.get('actor')).toBe('C-1'));
  expect(asked.at(-1)?.get('page')).toBe('1');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Decision');
  await waitFor(() => expect(asked.at(-1)?.get('kind')).toBe('decision'));
  fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
  fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
  await waitFor(() => expect(asked.at(-1)?.get('to')).toBe('2026-03-31'));
  expect(asked.at(-1)?.get('from')).toBe('2026-03-01');
  expect(asked.at(-1)?.get('actor')).toBe('C-1');
});

it('exports the filtered history as CSV under the name the server gives', async () => {
  serveHistory();
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(new RegExp(`${downloadCaseHistoryCsv.path}$`, 'i'), ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return new HttpResponse('\uFEFFTime\r\n', {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('History K 1234-26.csv')}`,
        },
      });
    }),
  );
  URL.createObjectURL = jest.fn(() => 'blob:csv');
  URL.revokeObjectURL = jest.fn();
  const names: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  const { user } = renderWithProviders(<CaseHistory caseId={11} />);
  await screen.findByText('Entry 1');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Claim');
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(names).toEqual(['History K 1234-26.csv']));
  expect(asked[0]?.get('kind')).toBe('claim');
  expect(asked[0]?.get('page')).toBeNull();
  expect(await screen.findByText('The history has been exported')).toBeInTheDocument();
});

it('toasts the server message when the history cannot be read', async () => {
  server.use(errorFor(getCaseHistory, 403, "Only the firm's administrator may read a case's history"));
  renderWithProviders(<CaseHistory caseId={11} />);
  expect(
    await screen.findByText("Only the firm's administrator may read a case's history"),
  ).toBeInTheDocument();
  expect(screen.getByText('Nothing has been recorded for this case yet.')).toBeInTheDocument();
});

it('shows the invitations as their own kind and filters by it, in both languages', async () => {
  const asked: URLSearchParams[] = [];
  server.use(
    handlerFor(getCaseHistory, ({ url }) => {
      asked.push(url.searchParams);
      const invited = { ...entry(2), kind: 'invitation' as const, action: 'invite', summary: 'Invited 2' };
      return { entries: [invited], total: 1, actors };
    }),
  );
  const { user } = renderWithProviders(<CaseHistory caseId={11} />);
  await screen.findByText('Invited 2');
  expect(screen.getByRole('cell', { name: 'Invitation' })).toBeInTheDocument();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Invitation');
  await waitFor(() => expect(asked.at(-1)?.get('kind')).toBe('invitation'));
  await act(() => i18n.changeLanguage('sv'));
  expect(screen.getByRole('cell', { name: 'Inbjudan' })).toBeInTheDocument();
  expect(
    within(screen.getByRole('combobox', { name: 'Typ' })).getByRole('option', { name: 'Inbjudan' }),
  ).toBeInTheDocument();
});
