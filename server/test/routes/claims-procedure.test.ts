import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { renderReceipt } from '../../src/claims/receipt';
import { findClaim } from '../../src/db/claims-repository';
import { readOutbox } from '../../src/mail';
import {
  as,
  dayOffset,
  file,
  firmList,
  pageText,
  setDeadline,
  setupClaimsProcedureTests,
  stockholmToday,
  t,
  w,
} from '../claims-procedure-fixture';
import { MINIMAL_PDF } from '../files-fixtures';
import { call, type SignedIn } from '../helper';

// The claims deadline and numbered claims with receipts (setup: claims-procedure-fixture.ts).

setupClaimsProcedureTests();

describe('the claims deadline', () => {
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

describe('numbered claims with a receipt', () => {
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
    const row = await findClaim(t.db, filed.body.data.invoiceId);
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
