import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { renderReceipt } from '../src/claims/receipt';
import { findInvoice } from '../src/db/invoices-repository';
import { readOutbox } from '../src/mail';
import { type FilesWorld, loadWorld, MINIMAL_PDF, multipart } from './files-fixtures';
import { call, createTestApp, loginAll, type SignedIn, type TestApp } from './helper';

/** Issue 16 §1-§3: claims deadline, numbered claims with receipts, decisions with reasons. */

let t: TestApp;
let w: FilesWorld;
let as: Record<'anna' | 'ulf' | 'karin' | 'admin' | 'leverantor' | 'bygg' | 'inkasso', SignedIn>;

beforeAll(async () => {
  t = await createTestApp();
  w = await loadWorld(t.db);
  as = await loginAll(t.app);
});
afterAll(() => t.close());

const pdf = { name: 'Faktura 2001.pdf', content: MINIMAL_PDF };

function file(who: SignedIn, fields: Record<string, string | number | boolean>, language = 'en') {
  const form = multipart(fields, pdf);
  return call(t.app, {
    method: 'POST',
    url: '/api/Creditor/invoice/add',
    headers: { ...who.headers, ...form.headers, 'accept-language': language },
    payload: form.payload,
  });
}
const decide = (who: SignedIn, payload: object, language = 'en') =>
  call(t.app, {
    method: 'PUT',
    url: '/api/LawFirm/invoice/update',
    headers: { ...who.headers, 'accept-language': language },
    payload,
  });
const firmList = async (caseId: number) =>
  (
    await call(t.app, {
      method: 'GET',
      url: `/api/LawFirm/invoice/get?caseId=${caseId}`,
      headers: as.anna.headers,
    })
  ).body.data.invoiceList as Record<string, unknown>[];
const setDeadline = (caseId: number, deadline: string | null) =>
  t.db.updateTable('cases').set({ claims_deadline: deadline }).where('case_id', '=', caseId).execute();
const stockholmToday = () =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());
const dayOffset = (days: number) => {
  const d = new Date(`${stockholmToday()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The text a PDF page shows: the hex strings of its TJ/Tj operators, read as WinAnsi (Latin-1 for these). */
function pageText(pdfBytes: Buffer): string {
  const source = pdfBytes.toString('latin1');
  let text = '';
  for (const match of source.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]+)>\s*Tj/g)) {
    const hexes = match[1] ? [...match[1].matchAll(/<([0-9a-fA-F]+)>/g)].map((m) => m[1]) : [match[2]];
    text += `${hexes.map((h) => Buffer.from(h ?? '', 'hex').toString('latin1')).join('')}\n`;
  }
  return text;
}

describe('§1 the claims deadline', () => {
  it('A sets it with the case, creditors read it, and a client that leaves it out keeps it', async () => {
    const read = async (who: SignedIn) =>
      (
        await call(t.app, {
          method: 'GET',
          url: `/api/case/getCaseById?caseId=${w.kaffe}`,
          headers: who.headers,
        })
      ).body.data;
    const details = await read(as.anna);
    const body = { ...details, dateDecision: details.dateDecision, claimsDeadline: '2026-04-30' };
    const put = (payload: object) =>
      call(t.app, { method: 'PUT', url: '/api/Case/update', headers: as.anna.headers, payload });
    expect((await put(body)).status).toBe(200);
    expect((await read(as.leverantor)).claimsDeadline).toBe('2026-04-30');
    const { claimsDeadline: _left, ...specOnly } = body;
    expect((await put(specOnly)).status).toBe(200);
    expect((await read(as.anna)).claimsDeadline).toBe('2026-04-30');
    expect((await put({ ...body, claimsDeadline: '' })).status).toBe(200);
    expect((await read(as.anna)).claimsDeadline).toBeNull();
    expect((await put({ ...body, claimsDeadline: 'tomorrow' })).status).toBe(400);
  });

  it('a claim filed after the deadline is accepted and marked late on both sides; one in time is not', async () => {
    await setDeadline(w.kaffe, dayOffset(1));
    const inTime = await file(as.leverantor, { CaseId: w.kaffe, ClaimAmount: '100', ClaimBasis: 'Rent' });
    expect(inTime.status).toBe(200);
    expect(inTime.body.data.isLate).toBe(false);
    await setDeadline(w.kaffe, dayOffset(-1));
    const late = await file(as.leverantor, { CaseId: w.kaffe, ClaimAmount: '200', ClaimBasis: 'Rent' });
    expect(late.status).toBe(200);
    expect(late.body.data.isLate).toBe(true);
    const firm = await firmList(w.kaffe);
    expect(firm.find((c) => c.invoiceId === late.body.data.invoiceId)?.isLate).toBe(true);
    // Late is read against the deadline as it stands: moved back, the claim filed earlier is late too.
    const own = await call(t.app, {
      method: 'POST',
      url: '/api/Creditor/invoice/get',
      headers: as.leverantor.headers,
      payload: { caseId: w.kaffe, creditorId: w.creditors.leverantor },
    });
    expect(
      own.body.data.invoiceList.find((c: { invoiceId: number }) => c.invoiceId === late.body.data.invoiceId)
        .isLate,
    ).toBe(true);
    // The deadline's day counts in Swedish time: filed on the deadline itself is in time.
    await setDeadline(w.kaffe, stockholmToday());
    expect((await firmList(w.kaffe)).find((c) => c.invoiceId === late.body.data.invoiceId)?.isLate).toBe(
      false,
    );
    await setDeadline(w.kaffe, null);
  });
});

describe('§2 numbered claims with a receipt', () => {
  it('numbers the claims of a case 1, 2, 3 in filing order and never reuses a deleted number', async () => {
    const fresh = await t.db
      .insertInto('cases')
      .values({
        law_firm_id: w.nordlawId,
        debtor_name: 'Numrering AB',
        debtor_orgnr: '556000-0001',
        knr: 'K 9-26',
        status: 1,
      })
      .returning('case_id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('creditor_cases')
      .values({ creditor_id: w.creditors.leverantor, case_id: fresh.case_id })
      .execute();
    const numbers: number[] = [];
    for (const amount of ['1', '2']) {
      const res = await file(as.leverantor, {
        CaseId: fresh.case_id,
        ClaimAmount: amount,
        ClaimBasis: 'Rent',
      });
      numbers.push(res.body.data.claimNumber);
    }
    expect(numbers).toEqual([1, 2]);
    const second = (await firmList(fresh.case_id)).find((c) => c.claimNumber === 2);
    await call(t.app, {
      method: 'DELETE',
      url: `/api/Creditor/invoice/deleteInvoice?invoiceId=${second?.invoiceId}`,
      headers: as.anna.headers,
    });
    const third = await file(as.leverantor, { CaseId: fresh.case_id, ClaimAmount: '3', ClaimBasis: 'Rent' });
    expect(third.body.data.claimNumber).toBe(3);
  });

  it('gives parallel filings in one case distinct consecutive numbers', async () => {
    const before = await t.db
      .selectFrom('cases')
      .select('next_claim_number')
      .where('case_id', '=', w.shared)
      .executeTakeFirstOrThrow();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        file(i % 2 ? as.bygg : as.leverantor, {
          CaseId: w.shared,
          ClaimAmount: String(10 + i),
          ClaimBasis: 'Rent',
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    const got = results.map((r) => r.body.data.claimNumber as number).sort((a, b) => a - b);
    expect(got).toEqual(Array.from({ length: 8 }, (_, i) => before.next_claim_number + i));
    const dupes = await t.db
      .selectFrom('invoices')
      .select(['case_id', 'claim_number', sql<number>`count(*)::int`.as('n')])
      .groupBy(['case_id', 'claim_number'])
      .having(sql`count(*)`, '>', 1)
      .execute();
    expect(dupes).toEqual([]);
  });

  it("serves the receipt as a PDF to the firm and the claim's creditor, 404 to anyone else", async () => {
    const filed = await file(
      as.leverantor,
      { CaseId: w.shared, ClaimAmount: '12 500,50', ClaimBasis: 'SupplierInvoice', ClaimRefernce: 'F-9' },
      'sv-SE',
    );
    const id = filed.body.data.invoiceId;
    expect(filed.body.data.fileSha256).toBe(createHash('sha256').update(MINIMAL_PDF).digest('hex'));
    const get = (who: SignedIn) =>
      t.app.inject({
        method: 'GET',
        url: `/api/Creditor/invoice/receipt?invoiceId=${id}`,
        headers: who.headers,
      });
    for (const who of [as.anna, as.ulf, as.leverantor]) {
      const res = await get(who);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('Mottagningsbevis');
    }
    for (const who of [as.karin, as.bygg, as.inkasso]) expect((await get(who)).statusCode).toBe(404);
    expect((await get(as.admin)).statusCode).toBe(403);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/Creditor/invoice/receipt?invoiceId=999999',
      headers: as.anna.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(JSON.parse(missing.body).message).toBe(JSON.parse((await get(as.bygg)).body).message);
  });

  it('writes the receipt in the filer language with every field, Swedish letters included', async () => {
    const filed = await file(
      as.leverantor,
      {
        CaseId: w.shared,
        ClaimAmount: '12 500,50',
        ClaimBasis: 'SupplierInvoice',
        ClaimRefernce: 'Återköp-ö',
      },
      'sv-SE',
    );
    const row = await findInvoice(t.db, filed.body.data.invoiceId);
    if (!row) throw new Error('no claim');
    expect(row.filerLanguage).toBe('sv');
    const text = pageText(
      await renderReceipt({ claim: row, language: 'sv', basisLabel: 'Leverantörsfaktura', compress: false }),
    );
    for (const expected of [
      'Mottagningsbevis för bevakad fordran',
      row.knr,
      row.debtorName,
      `${row.claimNumber}`,
      'Leverantören AB',
      'Bevakad av',
      '12 500,50 kr',
      'Leverantörsfaktura',
      'Oprioriterad fordran',
      'Återköp-ö',
      'Faktura 2001.pdf',
      createHash('sha256').update(MINIMAL_PDF).digest('hex'),
    ])
      expect(text.replace(/\u00a0/g, ' ').replace(/\n/g, '')).toContain(expected);
    const english = pageText(
      await renderReceipt({ claim: row, language: 'en', basisLabel: 'Supplier invoice', compress: false }),
    );
    expect(english).toContain('Receipt for a filed claim');
  });

  it('mails the receipt to the creditor, and to the debt collector when it filed', async () => {
    await t.app.portal.deferredMail.idle();
    const before = readOutbox(t.config.dataDir).length;
    const filed = await file(
      as.leverantor,
      { CaseId: w.shared, ClaimAmount: '500', ClaimBasis: 'Rent' },
      'sv-SE',
    );
    await t.app.portal.deferredMail.idle();
    const mails = readOutbox(t.config.dataDir).slice(before);
    const mail = mails.find((m) => m.subject.includes(`nr ${filed.body.data.claimNumber},`));
    expect(mail?.to).toContain('leverantor@creditor.demo');
    expect(mail?.text).toContain('Mottagningsbeviset finns bifogat');
    expect(mail?.attachments?.[0]?.contentType).toBe('application/pdf');
    expect(mail?.attachments?.[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(mail?.attachments?.[0]?.filename).toMatch(/^Mottagningsbevis .* nr \d+\.pdf$/);
  });
});

describe('§3 decisions with reasons and approved amounts', () => {
  let claimId: number;
  beforeAll(async () => {
    claimId = (await file(as.bygg, { CaseId: w.shared, ClaimAmount: '10000', ClaimBasis: 'Rent' })).body.data
      .invoiceId;
  });
  const shown = async () => (await firmList(w.shared)).find((c) => c.invoiceId === claimId);

  it('refuses a rejection without a reason, in the caller language', async () => {
    const sv = await decide(
      as.anna,
      { invoiceId: claimId, invoiceStatus: 'Rejected', decisionReason: '' },
      'sv-SE',
    );
    expect(sv.status).toBe(400);
    expect(sv.body.message).toContain('Ange skäl');
    const en = await decide(as.anna, { invoiceId: claimId, invoiceStatus: 'Rejected', decisionReason: ' ' });
    expect(en.body.message).toContain('Give a reason');
  });

  it('refuses a partial approval without a reason and an amount above the claim', async () => {
    const noReason = await decide(
      as.anna,
      { invoiceId: claimId, invoiceStatus: 'Approved', approvedAmount: '8000' },
      'sv-SE',
    );
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toContain('Ange skäl');
    const tooHigh = await decide(as.anna, {
      invoiceId: claimId,
      invoiceStatus: 'Approved',
      approvedAmount: '10000,01',
      decisionReason: 'x',
    });
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.body.message).toContain('cannot be more than the claimed amount');
  });

  it('records a partial approval with its reason; the creditor reads it and gets a mail', async () => {
    await t.app.portal.deferredMail.idle();
    const before = readOutbox(t.config.dataDir).length;
    const ok = await decide(as.anna, {
      invoiceId: claimId,
      invoiceStatus: 'Approved',
      approvedAmount: '8 000,50',
      decisionReason: 'Frakten medges inte.',
    });
    expect(ok.status).toBe(200);
    expect(await shown()).toMatchObject({
      invoiceStatus: 'Approved',
      approvedAmount: '8000.50',
      decisionReason: 'Frakten medges inte.',
    });
    const own = await call(t.app, {
      method: 'POST',
      url: '/api/Creditor/invoice/get',
      headers: as.bygg.headers,
      payload: { caseId: w.shared, creditorId: w.creditors.bygg },
    });
    expect(
      own.body.data.invoiceList.find((c: { invoiceId: number }) => c.invoiceId === claimId),
    ).toMatchObject({
      approvedAmount: '8000.50',
      decisionReason: 'Frakten medges inte.',
    });
    await t.app.portal.deferredMail.idle();
    const mail = readOutbox(t.config.dataDir)
      .slice(before)
      .find((m) => m.to.includes('bygg@creditor.demo'));
    expect(mail?.text).toContain('har godkänts delvis');
    expect(mail?.text).toContain('Frakten medges inte.');
    expect(mail?.text.replace(/\u00a0/g, ' ')).toContain('8 000,50 kr');
  });

  it('approves in full without an amount, and a spec call without the new fields still works', async () => {
    expect(
      (await decide(as.anna, { invoiceId: claimId, invoiceStatus: 'Approved', decisionReason: '' })).status,
    ).toBe(200);
    expect(await shown()).toMatchObject({ approvedAmount: '10000.00', decisionReason: null });
    expect((await decide(as.anna, { invoiceId: claimId, invoiceStatus: 'Rejected' })).status).toBe(200);
    expect(await shown()).toMatchObject({ invoiceStatus: 'Rejected', approvedAmount: null });
  });

  it('the demo data has a case with a deadline, numbered claims and one partial approval', async () => {
    const details = (
      await call(t.app, {
        method: 'GET',
        url: `/api/case/getCaseById?caseId=${w.shared}`,
        headers: as.anna.headers,
      })
    ).body.data;
    expect(details.claimsDeadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const rows = await firmList(w.shared);
    const numbers = rows.map((c) => c.claimNumber as number);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers).toContain(1);
    const partial = rows.find((c) => c.claimRefernce === 'BN-7781');
    expect(partial).toMatchObject({
      invoiceStatus: 'Approved',
      claimAmount: '48200.00',
      approvedAmount: '40000.00',
    });
    expect(partial?.decisionReason).toBeTruthy();
  });
});
