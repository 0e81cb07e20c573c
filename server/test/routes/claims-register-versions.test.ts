import { sql } from 'kysely';
import { summaryOf } from '../../src/case-history/summary';
import { isClaimInPublishedVersion, versionRows } from '../../src/db/claims-register-versions-repository';
import { pdfText, registerFixture, rowsOf, sheetsOf } from '../claims-register-fixture';
import { type FilesWorld, loadWorld } from '../files-fixtures';
import { call, createTestApp, DEMO, loginAll, type SignedIn, type TestApp } from '../helper';

/** Publishing the claims register: numbered frozen versions the case's creditors list and download. */

let t: TestApp;
let w: FilesWorld;
let as: Awaited<ReturnType<typeof loginAll>>;
let caseId: number;

beforeAll(async () => {
  t = await createTestApp();
  w = await loadWorld(t.db);
  as = await loginAll(t.app);
  caseId = await registerFixture(t, w);
  // Leverantören (English mail) and Byggvaror follow the case; Nordisk Inkasso follows it, approved by both.
  const { leverantor, bygg, inkasso } = w.creditors;
  await t.db
    .insertInto('creditor_cases')
    .values([leverantor, bygg, inkasso].map((creditor_id) => ({ creditor_id, case_id: caseId })))
    .execute();
  await t.db.updateTable('creditors').set({ language: 'en' }).where('creditor_id', '=', leverantor).execute();
});
afterAll(() => t.close());

const publish = (who: SignedIn | null, id = caseId) =>
  call(t.app, {
    method: 'POST',
    url: '/api/LawFirm/claimsRegister/publish',
    headers: who ? who.headers : {},
    payload: { caseId: id },
  });
const list = (who: SignedIn, id = caseId) =>
  call(t.app, { method: 'GET', url: `/api/ClaimsRegister/versions?caseId=${id}`, headers: who.headers });
const download = (who: SignedIn, registerVersionId: number, format = 'pdf', lang = 'sv') =>
  t.app.inject({
    method: 'GET',
    url: `/api/ClaimsRegister/version/file?registerVersionId=${registerVersionId}&format=${format}&lang=${lang}`,
    headers: who.headers,
  });

describe('publishing', () => {
  let first: { registerVersionId: number; version: number };

  it('A publishes version 1 with its totals, rows and files, and mails every creditor in its language', async () => {
    const res = await publish(as.anna);
    expect(res.status).toBe(201);
    first = res.body.data;
    expect(first.version).toBe(1);
    expect(res.body.data.total).toEqual({ count: 6, claimAmount: '4800.50', approvedAmount: '2250.25' });
    expect(res.body.data.groups.map((g: { priorityRight: boolean }) => g.priorityRight)).toEqual([
      true,
      false,
    ]);
    const rows = await versionRows(t.db, first.registerVersionId);
    expect(rows).toHaveLength(6);
    expect(rows.every((r) => typeof r.claimId === 'number')).toBe(true);
    const mails = await t.db
      .selectFrom('mail_outbox')
      .select(['recipient', 'subject', 'body'])
      .where('subject', 'like', '%K 77-26%')
      .execute();
    const to = (email: string) => mails.filter((m) => m.recipient === email);
    expect(to(DEMO.leverantor)[0]?.subject).toBe(
      'Claims register published: Provbolaget Åkesson AB (K 77-26)',
    );
    expect(to(DEMO.leverantor)[0]?.body).toContain('/dashboard');
    expect(to(DEMO.bygg)[0]?.subject).toBe(
      'Bevakningsförteckning publicerad: Provbolaget Åkesson AB (K 77-26)',
    );
    expect(to(DEMO.inkasso)).toHaveLength(1);
  });

  it('U publishes version 2 after a change; version 1 keeps its rows, totals and files', async () => {
    const oldPdf = (await download(as.anna, first.registerVersionId)).rawPayload;
    const oldList = (await list(as.anna)).body.data.versions[0];
    await t.db
      .updateTable('invoices')
      .set({ invoice_status: 'Approved', approved_amount: '900.00' })
      .where('case_id', '=', caseId)
      .where('claim_amount', '=', '1000.00')
      .execute();
    const second = await publish(as.ulf);
    expect(second.status).toBe(201);
    expect(second.body.data.version).toBe(2);
    expect(second.body.data.total.approvedAmount).toBe('3150.25');
    const versions = (await list(as.bygg)).body.data.versions;
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(versions[1]).toEqual(oldList);
    expect((await download(as.anna, first.registerVersionId)).rawPayload.equals(oldPdf)).toBe(true);
    const firstRows = await versionRows(t.db, first.registerVersionId);
    expect(firstRows.find((r) => r.row.claimNumber === 1)?.row.status).toBe('Pending');
    expect(pdfText((await download(as.anna, second.body.data.registerVersionId)).rawPayload)).toContain(
      '900',
    );
  });

  it('refuses C, D and S, and answers another firm and a missing case with 404', async () => {
    for (const who of [as.leverantor, as.inkasso, as.admin]) expect((await publish(who)).status).toBe(403);
    expect((await publish(null)).status).toBe(401);
    const other = await publish(as.karin);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe((await publish(as.anna, 999999)).body.message);
  });
});

describe('reading and downloading', () => {
  it('creditors, the approved debt collector and staff list the versions and download PDF and XLSX', async () => {
    const versions = (await list(as.leverantor)).body.data.versions;
    const latest = versions[0].registerVersionId;
    for (const who of [as.leverantor, as.bygg, as.inkasso, as.anna, as.ulf]) {
      expect((await list(who)).status).toBe(200);
      const pdf = await download(who, latest, 'pdf', 'en');
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-disposition']).toContain('version-2.pdf');
      expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    }
    const xlsx = await download(as.bygg, latest, 'xlsx', 'sv');
    expect(xlsx.statusCode).toBe(200);
    const sheet = (await sheetsOf(xlsx)).worksheets[0];
    expect(sheet && rowsOf(sheet).length).toBeGreaterThan(6);
  });

  it('audits every download with who and when, worded in both languages', async () => {
    const latest = (await list(as.bygg)).body.data.versions[0].registerVersionId;
    const before = new Date(Date.now() - 1000);
    await download(as.bygg, latest, 'xlsx', 'sv');
    const rows = await t.db
      .selectFrom('audit_log')
      .select(['actor_email', 'occurred_at', 'action', 'details'])
      .where('case_id', '=', caseId)
      .where('entity', '=', 'claimsRegisterVersion')
      .where('action', '=', 'download')
      .orderBy('audit_id', 'desc')
      .execute();
    expect(rows[0]?.actor_email).toBe(DEMO.bygg);
    expect(new Date(rows[0]!.occurred_at).getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect(summaryOf('sv', 'claimsRegisterVersion', 'download', rows[0]?.details)).toBe(
      'Bevakningsförteckningen version 2 hämtad: XLSX (svenska)',
    );
    expect(summaryOf('en', 'claimsRegisterVersion', 'publish', { version: 1, claims: 6 })).toBe(
      'Claims register published as version 1, 6 claims',
    );
  });

  it("answers another firm's staff and a creditor not following the case with 404, as a missing one", async () => {
    const latest = (await list(as.anna)).body.data.versions[0].registerVersionId;
    await t.db
      .deleteFrom('creditor_cases')
      .where('case_id', '=', caseId)
      .where('creditor_id', '=', w.creditors.bygg)
      .execute();
    try {
      for (const who of [as.karin, as.bygg]) {
        expect((await list(who)).status).toBe(404);
        const res = await download(who, latest);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe((await download(who, 999999)).json().message);
      }
      expect((await list(as.admin)).status).toBe(403);
    } finally {
      await t.db
        .insertInto('creditor_cases')
        .values({ creditor_id: w.creditors.bygg, case_id: caseId })
        .execute();
    }
  });

  it('refuses a debt collector no creditor of the case approves (403)', async () => {
    const latest = (await list(as.anna)).body.data.versions[0].registerVersionId;
    await sql`UPDATE debt_collector_creditors SET status = 'Revoked' WHERE debt_collector_id = ${w.creditors.inkasso}`.execute(
      t.db,
    );
    try {
      expect((await list(as.inkasso)).status).toBe(403);
      expect((await download(as.inkasso, latest)).statusCode).toBe(403);
    } finally {
      await sql`UPDATE debt_collector_creditors SET status = 'Approved' WHERE debt_collector_id = ${w.creditors.inkasso}`.execute(
        t.db,
      );
    }
  });

  it('answers 400 for a format or language it does not have', async () => {
    const latest = (await list(as.anna)).body.data.versions[0].registerVersionId;
    expect((await download(as.anna, latest, 'csv')).statusCode).toBe(400);
    expect((await download(as.anna, latest, 'pdf', 'de')).statusCode).toBe(400);
  });

  it('tells whether a claim is in a published version of the case', async () => {
    const claim = await t.db
      .selectFrom('invoices')
      .select('invoice_id')
      .where('case_id', '=', caseId)
      .executeTakeFirstOrThrow();
    expect(await isClaimInPublishedVersion(t.db, caseId, claim.invoice_id)).toBe(true);
    expect(await isClaimInPublishedVersion(t.db, w.kaffe, claim.invoice_id)).toBe(false);
  });
});
