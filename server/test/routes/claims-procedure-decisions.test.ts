import { readOutbox } from '../../src/mail';
import { as, decide, file, firmList, setupClaimsProcedureTests, t, w } from '../claims-procedure-fixture';
import { call } from '../helper';

// Decisions with reasons and approved amounts (setup: claims-procedure-fixture.ts).

setupClaimsProcedureTests();

describe('decisions with reasons and approved amounts', () => {
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

  it('approves in full without an amount; an original call approves, but rejects only with a reason', async () => {
    expect(
      (await decide(as.anna, { invoiceId: claimId, invoiceStatus: 'Approved', decisionReason: '' })).status,
    ).toBe(200);
    expect(await shown()).toMatchObject({ approvedAmount: '10000.00', decisionReason: null });
    expect((await decide(as.anna, { invoiceId: claimId, invoiceStatus: 'Approved' })).status).toBe(200);
    const bare = await decide(as.anna, { invoiceId: claimId, invoiceStatus: 'Rejected' }, 'sv-SE');
    expect(bare.status).toBe(400);
    expect(bare.body.message).toContain('Ange skäl');
    expect(
      (
        await decide(as.anna, {
          invoiceId: claimId,
          invoiceStatus: 'Rejected',
          decisionReason: 'Preskriberad',
        })
      ).status,
    ).toBe(200);
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
