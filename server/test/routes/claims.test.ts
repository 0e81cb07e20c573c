import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type FilesWorld, loadWorld, MINIMAL_PDF, multipart } from '../files-fixtures';
import { call, createTestApp, loginAll, type SignedIn, type TestApp } from '../helper';

let t: TestApp;
let w: FilesWorld;
let as: Record<'anna' | 'ulf' | 'karin' | 'admin' | 'leverantor' | 'bygg' | 'inkasso', SignedIn>;

beforeAll(async () => {
  t = await createTestApp();
  w = await loadWorld(t.db);
  as = await loginAll(t.app);
});
afterAll(() => t.close());

const storedFiles = () =>
  readdirSync(join(t.config.dataDir, 'files'))
    .filter((n) => !n.startsWith('.'))
    .sort();
const pdf = { name: 'Faktura 1001.pdf', content: MINIMAL_PDF };

function add(
  who: SignedIn,
  fields: Record<string, string | number | boolean>,
  file: typeof pdf | null = pdf,
) {
  const form = multipart(fields, file ?? undefined);
  return call(t.app, {
    method: 'POST',
    url: '/api/Creditor/invoice/add',
    headers: { ...who.headers, ...form.headers },
    payload: form.payload,
  });
}
function update(who: SignedIn, fields: Record<string, string | number | boolean>, file?: typeof pdf) {
  const form = multipart(fields, file);
  return call(t.app, {
    method: 'PUT',
    url: '/api/Creditor/invoice/update',
    headers: { ...who.headers, ...form.headers },
    payload: form.payload,
  });
}
const setStatus = (who: SignedIn, claimId: number, status: string) =>
  call(t.app, {
    method: 'PUT',
    url: '/api/LawFirm/invoice/update',
    headers: who.headers,
    // A rejection states its reason; the other statuses need none.
    payload: {
      invoiceId: claimId,
      invoiceStatus: status,
      ...(status === 'Rejected' ? { decisionReason: 'Inte styrkt' } : {}),
    },
  });
const creditorList = (who: SignedIn, caseId: number, creditorId: number) =>
  call(t.app, {
    method: 'POST',
    url: '/api/Creditor/invoice/get',
    headers: who.headers,
    payload: { caseId, creditorId },
  });
const firmList = (who: SignedIn, caseId: number) =>
  call(t.app, { method: 'GET', url: `/api/LawFirm/invoice/get?caseId=${caseId}`, headers: who.headers });

describe('claims', () => {
  it('the demo set has claims in every status, one filed by the debt collector and one by the firm', async () => {
    const all = (await firmList(as.anna, w.shared)).body.data.invoiceList;
    expect(new Set(all.map((i: { invoiceStatus: string }) => i.invoiceStatus))).toEqual(
      new Set(['Pending', 'Approved', 'Rejected', 'Paid']),
    );
    expect(all.some((i: { debtByDebtCollector: boolean }) => i.debtByDebtCollector)).toBe(true);
    expect(all.some((i: { isCreatedByLawFirm: boolean }) => i.isCreatedByLawFirm)).toBe(true);
  });

  it('lists the ClaimBasis key values in the caller language', async () => {
    const sv = await call(t.app, {
      method: 'GET',
      url: '/api/Creditor/invoice/keyValues',
      headers: { ...as.leverantor.headers, 'accept-language': 'sv-SE' },
    });
    expect(sv.status).toBe(200);
    expect(sv.body.data.keyValueList).toContainEqual({
      keyName: 'ClaimBasis',
      keyValue: 'Wages',
      label: 'Lön',
    });
  });

  it('a creditor claim is always Pending, its own, never by the firm, with an exact amount', async () => {
    const { status, body } = await add(as.leverantor, {
      CaseId: w.shared,
      CreditorId: w.creditors.bygg,
      IsCreatedByLawFirm: 'true',
      InvoiceStatus: 'Approved',
      ClaimAmount: '12 500,5',
      ClaimBasis: 'SupplierInvoice',
      ClaimPriorityRight: 'false',
      ClaimRefernce: 'F-1001',
      Invoicecomment: 'Levererat virke',
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      creditorId: w.creditors.leverantor,
      invoiceStatus: 'Pending',
      isCreatedByLawFirm: false,
      claimAmount: '12500.50',
      claimRefernce: 'F-1001',
      debtByDebtCollector: false,
      invoiceDocumentResponse: { invoiceName: 'Faktura 1001.pdf', invoicecomment: 'Levererat virke' },
    });
    const row = await t.db
      .selectFrom('invoices')
      .select('claim_amount')
      .where('invoice_id', '=', body.data.invoiceId)
      .executeTakeFirst();
    expect(row?.claim_amount).toBe('12500.50');
    const mine = await creditorList(as.leverantor, w.shared, w.creditors.leverantor);
    expect(mine.body.data.invoiceList.map((i: { invoiceId: number }) => i.invoiceId)).toContain(
      body.data.invoiceId,
    );
    expect((await creditorList(as.bygg, w.shared, w.creditors.leverantor)).status).toBe(403);
  });

  it('validates amount, basis and file, leaving no file behind', async () => {
    const before = storedFiles();
    const base = { CaseId: w.shared, ClaimAmount: '100', ClaimBasis: 'Rent' };
    expect((await add(as.leverantor, { ...base, ClaimAmount: '0' })).status).toBe(400);
    expect((await add(as.leverantor, { ...base, ClaimAmount: '1.234' })).status).toBe(400);
    expect((await add(as.leverantor, { ...base, ClaimBasis: 'Lottery' })).status).toBe(400);
    expect((await add(as.leverantor, base, null)).status).toBe(400);
    expect((await add(as.leverantor, base, { name: 'x.pdf', content: Buffer.from('MZ....') })).status).toBe(
      415,
    );
    // A case the creditor does not follow answers as one that does not exist.
    expect((await add(as.leverantor, { ...base, CaseId: w.vast })).status).toBe(404);
    expect(storedFiles()).toEqual(before);
  });

  it('a debt collector files for a mapped creditor that follows the case, and only then', async () => {
    const base = { CaseId: w.shared, ClaimAmount: 5000, ClaimBasis: 'Loan', DebtByDebtCollector: 'true' };
    const ok = await add(as.inkasso, { ...base, CreditorId: w.creditors.bygg });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      creditorId: w.creditors.bygg,
      debtByDebtCollector: true,
      debtCollectorName: 'Nordisk Inkasso AB',
      invoiceStatus: 'Pending',
    });
    // the creditor sees it, and so does the collector
    const forBygg = await creditorList(as.bygg, w.shared, w.creditors.bygg);
    expect(forBygg.body.data.invoiceList.map((i: { invoiceId: number }) => i.invoiceId)).toContain(
      ok.body.data.invoiceId,
    );
    const forInkasso = await creditorList(as.inkasso, w.shared, w.creditors.inkasso);
    expect(forInkasso.body.data.invoiceList.map((i: { invoiceId: number }) => i.invoiceId)).toContain(
      ok.body.data.invoiceId,
    );
    // a case the collector does not follow answers as one that does not exist
    expect(
      (await add(as.inkasso, { ...base, CaseId: w.kaffe, CreditorId: w.creditors.leverantor })).status,
    ).toBe(404);
    // a creditor that is not a collector cannot file for another
    const asCreditor = await add(as.leverantor, { ...base, CreditorId: w.creditors.bygg });
    expect(asCreditor.body.data.creditorId).toBe(w.creditors.leverantor);
  });

  it('the firm registers a claim for a creditor of the case, sees all and sets any status', async () => {
    const reg = await add(as.ulf, {
      CaseId: w.shared,
      CreditorId: w.creditors.bygg,
      ClaimAmount: '999.99',
      ClaimBasis: 'Wages',
      InvoiceStatus: 'Approved',
    });
    expect(reg.status).toBe(200);
    expect(reg.body.data).toMatchObject({
      isCreatedByLawFirm: true,
      invoiceStatus: 'Approved',
      createdBy: 'Ulf Lind',
    });
    expect(
      (
        await add(as.anna, {
          CaseId: w.shared,
          CreditorId: w.creditors.leverantor + 9999,
          ClaimAmount: 1,
          ClaimBasis: 'Wages',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await add(as.karin, {
          CaseId: w.shared,
          CreditorId: w.creditors.bygg,
          ClaimAmount: 1,
          ClaimBasis: 'Wages',
        })
      ).status,
    ).toBe(404); // another firm's case: as if it did not exist

    const all = await firmList(as.anna, w.shared);
    expect(all.status).toBe(200);
    expect(all.body.data.invoiceList.length).toBeGreaterThanOrEqual(3);
    expect((await firmList(as.karin, w.shared)).status).toBe(404);
    expect((await firmList(as.leverantor, w.shared)).status).toBe(403);

    for (const status of ['Rejected', 'Paid', 'Pending', 'Approved']) {
      expect((await setStatus(as.ulf, reg.body.data.invoiceId, status)).status).toBe(200);
    }
    expect((await setStatus(as.karin, reg.body.data.invoiceId, 'Paid')).status).toBe(404);
    expect((await setStatus(as.bygg, reg.body.data.invoiceId, 'Paid')).status).toBe(403);
    expect((await setStatus(as.anna, reg.body.data.invoiceId, 'Done')).status).toBe(400);
  });

  it('a creditor edits only while Pending or Rejected, which puts it back to Pending; decided claims answer 409', async () => {
    const claim = (
      await add(as.bygg, { CaseId: w.shared, ClaimAmount: '100', ClaimBasis: 'Rent', ClaimRefernce: 'H-1' })
    ).body.data;
    const fields = {
      InvoiceId: claim.invoiceId,
      CaseId: w.shared,
      ClaimAmount: '150.25',
      ClaimBasis: 'Rent',
    };
    // another creditor's claim is not found
    expect((await update(as.leverantor, fields)).status).toBe(404);
    await setStatus(as.anna, claim.invoiceId, 'Rejected');
    const edited = await update(as.bygg, fields, { name: 'ny.pdf', content: MINIMAL_PDF });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ invoiceStatus: 'Pending', claimAmount: '150.25' });
    await t.app.portal.mailWorker.drain(); // the replaced file goes with the job queue's next round
    expect(storedFiles()).not.toContain(claim.invoiceDocumentResponse.invoiceFullName);

    const keep = await update(
      as.bygg,
      { ...fields, ClaimAmount: '160' },
      { name: '', content: Buffer.alloc(0) },
    );
    expect(keep.status).toBe(200);
    expect(keep.body.data.invoiceDocumentResponse.invoiceFullName).toBe(
      edited.body.data.invoiceDocumentResponse.invoiceFullName,
    );

    await setStatus(as.anna, claim.invoiceId, 'Approved');
    const late = await update(as.bygg, fields);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/Approved/);
    const lateDelete = await call(t.app, {
      method: 'DELETE',
      url: `/api/Creditor/invoice/deleteInvoice?invoiceId=${claim.invoiceId}`,
      headers: as.bygg.headers,
    });
    expect(lateDelete.status).toBe(409);

    await setStatus(as.anna, claim.invoiceId, 'Pending');
    const file = edited.body.data.invoiceDocumentResponse.invoiceFullName;
    const dl = (who: SignedIn) =>
      t.app.inject({
        method: 'GET',
        url: `/api/Creditor/invoice/download?fileName=${file}`,
        headers: who.headers,
      });
    expect((await dl(as.bygg)).statusCode).toBe(200);
    expect((await dl(as.anna)).statusCode).toBe(200);
    expect((await dl(as.leverantor)).statusCode).toBe(404);
    expect((await dl(as.karin)).statusCode).toBe(404);
    const del = await call(t.app, {
      method: 'DELETE',
      url: `/api/Creditor/invoice/deleteInvoice?invoiceId=${claim.invoiceId}`,
      headers: as.bygg.headers,
    });
    expect(del.status).toBe(200);
    await t.app.portal.mailWorker.drain(); // the file goes with the job queue's next round
    expect(storedFiles()).not.toContain(file);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'invoice')
      .where('entity_id', '=', String(claim.invoiceId))
      .execute();
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['add', 'update', 'status', 'delete']));
  });
});
