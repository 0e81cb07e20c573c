import { mailTemplates } from '../../src/app';
import { createMailer, readOutbox } from '../../src/mail';
import type { MailWorker } from '../../src/mail/loop';
import { createMailWorker } from '../../src/mail/worker';
import { type FilesWorld, loadWorld, MINIMAL_PDF, multipart } from '../files-fixtures';
import { call, createTestApp, loginAll, type SignedIn, type TestApp } from '../helper';

/**
 * A debt collector hears of a creditor's claims only while that creditor lets it act for it, and
 * the right is asked when the mail goes out, not only when it is queued. The demo debt collector
 * (inkasso) files claims for both demo creditors while approved; each creditor then ends the
 * approval, one before the firm decides, one after the decision is queued and before it is sent.
 * Either way the decision reaches the creditor and not the debt collector; the claims keep naming
 * who filed them, and the debt collector can read nothing of them any more.
 */

let t: TestApp;
let w: FilesWorld;
let as: Record<'anna' | 'leverantor' | 'bygg' | 'inkasso', SignedIn>;
/** Delivers the outbox when the test says so (the app's own delivery is stopped). */
let delivery: MailWorker;

const COLLECTOR = 'inkasso@collector.demo';

beforeAll(async () => {
  t = await createTestApp();
  w = await loadWorld(t.db);
  as = await loginAll(t.app);
  await t.app.portal.mailWorker.stop();
  delivery = createMailWorker({
    db: t.db,
    mailer: createMailer(t.config),
    templates: mailTemplates,
    log: () => t.app.log,
  });
});
afterAll(async () => {
  await delivery.stop();
  await t.close();
});

const deliver = () => delivery.drain();
const mailsTo = (address: string, since: number) =>
  readOutbox(t.config.dataDir)
    .slice(since)
    .filter((m) => m.to.toLowerCase().includes(address));
const outboxLength = () => readOutbox(t.config.dataDir).length;

async function fileFor(creditorId: number, amount: string): Promise<number> {
  const form = multipart(
    {
      CaseId: w.shared,
      CreditorId: creditorId,
      DebtByDebtCollector: 'true',
      ClaimAmount: amount,
      ClaimBasis: 'Rent',
      ClaimRefernce: `FILED-${amount}`,
    },
    { name: 'faktura.pdf', content: MINIMAL_PDF },
  );
  const res = await call(t.app, {
    method: 'POST',
    url: '/api/Creditor/invoice/add',
    headers: { ...as.inkasso.headers, ...form.headers },
    payload: form.payload,
  });
  if (res.status !== 200) throw new Error(`filing failed: ${res.status} ${res.body.message}`);
  return res.body.data.invoiceId;
}

const decideClaim = (invoiceId: number) =>
  call(t.app, {
    method: 'PUT',
    url: '/api/LawFirm/invoice/update',
    headers: as.anna.headers,
    payload: {
      invoiceId,
      invoiceStatus: 'Approved',
      approvedAmount: '100',
      decisionReason: 'Delvis styrkt.',
    },
  });

const revoke = (who: SignedIn) =>
  call(t.app, {
    method: 'PUT',
    url: '/api/Creditor/representatives/revoke',
    headers: who.headers,
    payload: { debtCollectorId: as.inkasso.creditorId },
  });

describe('a debt collector whose creditor ended its right', () => {
  let byggClaim: number;
  let leverantorClaim: number;

  beforeAll(async () => {
    const before = outboxLength();
    byggClaim = await fileFor(w.creditors.bygg, '1111');
    leverantorClaim = await fileFor(w.creditors.leverantor, '2222');
    await deliver();
    // While approved, the debt collector gets the receipt of what it filed.
    expect(mailsTo(COLLECTOR, before).filter((m) => /Mottagningsbevis|Receipt/.test(m.subject))).toHaveLength(
      2,
    );
  });

  it('gets no decision mail once the creditor revoked it and later declined a new request', async () => {
    expect((await revoke(as.bygg)).status).toBe(200);
    const asked = await call(t.app, {
      method: 'POST',
      url: '/api/Creditor/DebtCollectorMapping',
      headers: as.inkasso.headers,
      payload: { debtCollectorId: as.inkasso.creditorId, creditorIdList: [w.creditors.bygg] },
    });
    expect(asked.status).toBe(200);
    const declined = await call(t.app, {
      method: 'PUT',
      url: '/api/Creditor/representatives/decide',
      headers: as.bygg.headers,
      payload: { debtCollectorId: as.inkasso.creditorId, approve: false },
    });
    expect(declined.status).toBe(200);
    await deliver();
    const before = outboxLength();
    expect((await decideClaim(byggClaim)).status).toBe(200);
    await deliver();
    expect(mailsTo('bygg@creditor.demo', before).map((m) => m.subject)).toEqual([
      expect.stringMatching(/Beslut om fordran|Decision on claim/),
    ]);
    expect(mailsTo(COLLECTOR, before)).toEqual([]);
  });

  it('gets no decision mail queued while it was approved when the creditor revokes before it is sent', async () => {
    const before = outboxLength();
    expect((await decideClaim(leverantorClaim)).status).toBe(200);
    // Queued for both readers while the approval stood …
    const queued = await t.db
      .selectFrom('mail_outbox')
      .select(['recipient'])
      .where('sent_at', 'is', null)
      .execute();
    expect(queued.map((m) => m.recipient.toLowerCase())).toContain(COLLECTOR);
    // … and the approval ends before delivery takes it.
    expect((await revoke(as.leverantor)).status).toBe(200);
    await deliver();
    const toCreditor = mailsTo('leverantor@creditor.demo', before).map((m) => m.subject);
    expect(toCreditor).toContainEqual(expect.stringMatching(/Beslut om fordran|Decision on claim/));
    // The revocation notice reaches the debt collector; the claim's decision does not.
    expect(mailsTo(COLLECTOR, before).map((m) => m.subject)).toEqual([
      expect.stringMatching(/Fullmakt återkallat|Authorisation revoked/),
    ]);
    const withheld = await t.db
      .selectFrom('mail_outbox')
      .select(['withheld_at', 'subject', 'body'])
      .where('withheld_at', 'is not', null)
      .execute();
    expect(withheld).toEqual([{ withheld_at: expect.any(Date), subject: '', body: '' }]);
  });

  it('keeps naming who filed the claims, and lets the debt collector read nothing of them', async () => {
    const firm = await call(t.app, {
      method: 'GET',
      url: `/api/LawFirm/invoice/get?caseId=${w.shared}`,
      headers: as.anna.headers,
    });
    const filed = firm.body.data.invoiceList.filter((c: { invoiceId: number }) =>
      [byggClaim, leverantorClaim].includes(c.invoiceId),
    );
    expect(filed).toHaveLength(2);
    for (const claim of filed)
      expect(claim).toMatchObject({ debtByDebtCollector: true, debtCollectorName: expect.any(String) });

    const list = (creditorId: number) =>
      call(t.app, {
        method: 'POST',
        url: '/api/Creditor/invoice/get',
        headers: as.inkasso.headers,
        payload: { caseId: w.shared, creditorId },
      });
    const own = (await list(as.inkasso.creditorId as number)).body.data.invoiceList.map(
      (c: { invoiceId: number }) => c.invoiceId,
    );
    expect(own).not.toContain(byggClaim);
    expect(own).not.toContain(leverantorClaim);
    expect((await list(w.creditors.bygg)).status).toBe(403);
    expect((await list(w.creditors.leverantor)).status).toBe(403);
    for (const invoiceId of [byggClaim, leverantorClaim]) {
      const receipt = await call(t.app, {
        method: 'GET',
        url: `/api/Creditor/invoice/receipt?invoiceId=${invoiceId}`,
        headers: as.inkasso.headers,
      });
      expect(receipt.status).toBe(404);
    }
    const stored = await t.db
      .selectFrom('invoices')
      .select('stored_name')
      .where('invoice_id', 'in', [byggClaim, leverantorClaim])
      .execute();
    for (const { stored_name } of stored) {
      const download = await call(t.app, {
        method: 'GET',
        url: `/api/Creditor/invoice/download?fileName=${stored_name}`,
        headers: as.inkasso.headers,
      });
      expect(download.status).toBe(404);
    }
  });
});
