import { sql } from 'kysely';
import type { ClaimStatus } from 'shared-api/contract';
import { insertClaim, setClaimStatus } from '../../src/db/claims-repository';
import { loadWorld } from '../files-fixtures';
import { call, createTestApp, loginAll, type SignedIn, type TestApp } from '../helper';
import { backdate, createListCase, type ListCase, qs, toLastYear } from '../lists-fixture';

/**
 * The claim lists page, filter and sum in SQL. The case's claims
 * deadline was 10 days ago. Newest first:
 * K4 Byggvaror, filed by Nordisk Inkasso, 50.00 Rejected, 1 day (late);
 * K1 Leverantören 100.00 Pending, 2 days (late); K3 Leverantören 300.00 Paid
 * in full, 5 days (late); K2 Byggvaror 250.50 Approved for 200.00, 40 days;
 * K5 Alfa 1000.00 Pending, last year.
 */

let t: TestApp;
let as: Record<'anna' | 'karin' | 'leverantor' | 'inkasso', SignedIn>;
let list: ListCase;
const ids = {} as Record<'K1' | 'K2' | 'K3' | 'K4' | 'K5', number>;

beforeAll(async () => {
  t = await createTestApp();
  const w = await loadWorld(t.db);
  as = await loginAll(t.app);
  list = await createListCase(t.db, w, 'Listfallet Fordringar AB');
  await sql`UPDATE cases SET claims_deadline = (now() AT TIME ZONE 'Europe/Stockholm')::date - 10
    WHERE case_id = ${list.caseId}`.execute(t.db);
  const file = async (
    name: keyof typeof ids,
    claim: { creditorId: number; amount: string; status: ClaimStatus; approved?: string; ref?: string },
    days: number | 'lastYear',
    debtCollectorId: number | null = null,
  ) => {
    const id = await insertClaim(t.db, {
      caseId: list.caseId,
      creditorId: claim.creditorId,
      status: 'Pending',
      claimAmount: claim.amount,
      claimBasis: 'SupplierInvoice',
      claimPriorityRight: false,
      claimReference: claim.ref ?? null,
      comment: null,
      isCreatedByLawFirm: false,
      createdByUserId: null,
      createdByCreditorId: debtCollectorId ?? claim.creditorId,
      createdBy: 'Test',
      debtByDebtCollector: debtCollectorId !== null,
      debtCollectorId,
      fileName: `${name.toLowerCase()}-faktura.pdf`,
      storedName: `${name}-${list.caseId}.pdf`,
      fileSize: 100,
    });
    if (claim.status !== 'Pending')
      await setClaimStatus(t.db, id, claim.status, {
        approvedAmount: claim.approved ?? null,
        reason: 'Prövad',
      });
    if (days === 'lastYear') await toLastYear(t.db, 'invoices', id);
    else await backdate(t.db, 'invoices', id, days);
    ids[name] = id;
  };
  const { leverantor, bygg, alfa, inkasso } = list.creditors;
  await file('K1', { creditorId: leverantor, amount: '100.00', status: 'Pending', ref: 'REF-1' }, 2);
  await file(
    'K2',
    { creditorId: bygg, amount: '250.50', status: 'Approved', approved: '200.00', ref: 'AVTAL-7' },
    40,
  );
  await file('K3', { creditorId: leverantor, amount: '300.00', status: 'Paid' }, 5);
  await file('K4', { creditorId: bygg, amount: '50.00', status: 'Rejected' }, 1, inkasso);
  await file('K5', { creditorId: alfa, amount: '1000.00', status: 'Pending' }, 'lastYear');
});
afterAll(() => t.close());

type Query = Record<string, string | number | boolean | undefined>;
const firmGet = (query: Query = {}, who: SignedIn = as.anna) =>
  call(t.app, {
    method: 'GET',
    url: `/api/LawFirm/invoice/get?${qs({ caseId: list.caseId, ...query })}`,
    headers: who.headers,
  });
const creditorGet = (creditorId: number, query: Query, who: SignedIn) =>
  call(t.app, {
    method: 'POST',
    url: `/api/Creditor/invoice/get?${qs(query)}`,
    headers: who.headers,
    payload: { caseId: list.caseId, creditorId },
  });
const nameOf = (id: number) => Object.entries(ids).find(([, value]) => value === id)?.[0] ?? '?';
const names = (data: { invoiceList: { invoiceId: number }[] }) =>
  data.invoiceList.map((i) => nameOf(i.invoiceId));
const amounts = (count: number, claimAmount: string, approvedAmount: string) => ({
  count,
  claimAmount,
  approvedAmount,
});

describe('the firm’s claim list', () => {
  it('answers the original call as before: every claim, newest first, without totals', async () => {
    const { body } = await firmGet();
    expect(Object.keys(body.data).sort()).toEqual(['invoiceList', 'totalCount']);
    expect(names(body.data)).toEqual(['K4', 'K1', 'K3', 'K2', 'K5']);
  });

  it('pages with the total, the approved total and the chart’s amounts per status, summed in SQL', async () => {
    const { body } = await firmGet({ page: 1, pageSize: 2 });
    expect(names(body.data)).toEqual(['K4', 'K1']);
    expect(body.data.totalCount).toBe(5);
    expect(body.data.totals).toEqual({
      ...amounts(5, '1700.50', '500.00'),
      byStatus: [
        { invoiceStatus: 'Pending', ...amounts(2, '1100.00', '0.00') },
        { invoiceStatus: 'Approved', ...amounts(1, '250.50', '200.00') },
        { invoiceStatus: 'Rejected', ...amounts(1, '50.00', '0.00') },
        { invoiceStatus: 'Paid', ...amounts(1, '300.00', '300.00') },
      ],
    });
  });

  it('keeps one status in the list and the total, while the chart keeps all four', async () => {
    const { body } = await firmGet({ invoiceStatus: 'Pending', page: 1, pageSize: 10 });
    expect(names(body.data)).toEqual(['K1', 'K5']);
    expect(body.data.totals).toMatchObject(amounts(2, '1100.00', '0.00'));
    expect(body.data.totals.byStatus.map((s: { count: number }) => s.count)).toEqual([2, 1, 1, 1]);
  });

  it('keeps late claims or those in time, a period, and one creditor', async () => {
    expect(names((await firmGet({ isLate: true })).body.data)).toEqual(['K4', 'K1', 'K3']);
    expect(names((await firmGet({ isLate: false })).body.data)).toEqual(['K2', 'K5']);
    expect(names((await firmGet({ period: 'last7' })).body.data)).toEqual(['K4', 'K1', 'K3']);
    expect(names((await firmGet({ period: 'month' })).body.data)).toEqual(['K4', 'K1', 'K3']);
    expect(names((await firmGet({ period: 'thisYear' })).body.data)).not.toContain('K5');
    expect(names((await firmGet({ creditorId: list.creditors.bygg })).body.data)).toEqual(['K4', 'K2']);
    const late = await firmGet({ isLate: true, invoiceStatus: 'Paid', page: 1, pageSize: 10 });
    expect(names(late.body.data)).toEqual(['K3']);
    expect(late.body.data.totals.byStatus.map((s: { count: number }) => s.count)).toEqual([1, 0, 1, 1]);
  });

  it('searches the file name and the reference', async () => {
    expect(names((await firmGet({ search: 'avtal' })).body.data)).toEqual(['K2']);
    expect(names((await firmGet({ search: 'k3-FAKTURA' })).body.data)).toEqual(['K3']);
    expect(names((await firmGet({ search: '_' })).body.data)).toEqual([]);
  });

  it('answers another firm as a missing case', async () => {
    const foreign = await firmGet({ page: 1 }, as.karin);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Case not found');
  });
});

describe('a creditor’s and a debt collector’s claim lists', () => {
  it('filters, pages and sums the creditor’s own claims', async () => {
    const own = list.creditors.leverantor;
    expect(names((await creditorGet(own, {}, as.leverantor)).body.data)).toEqual(['K1', 'K3']);
    const paid = await creditorGet(own, { invoiceStatus: 'Paid', page: 1, pageSize: 5 }, as.leverantor);
    expect(names(paid.body.data)).toEqual(['K3']);
    expect(paid.body.data.totals).toMatchObject(amounts(1, '300.00', '300.00'));
    const recent = await creditorGet(own, { period: 'last7', isLate: true, search: 'k1' }, as.leverantor);
    expect(names(recent.body.data)).toEqual(['K1']);
  });

  it('gives a debt collector what it filed for creditors approving it, filtered the same way', async () => {
    const { inkasso, bygg } = list.creditors;
    expect(names((await creditorGet(inkasso, {}, as.inkasso)).body.data)).toEqual(['K4']);
    expect(names((await creditorGet(inkasso, { isLate: false }, as.inkasso)).body.data)).toEqual([]);
    const forBygg = await creditorGet(bygg, { invoiceStatus: 'Rejected', page: 1 }, as.inkasso);
    expect(names(forBygg.body.data)).toEqual(['K4']);
    expect(forBygg.body.data.totalCount).toBe(1);
  });
});
