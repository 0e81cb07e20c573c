import { as, setupClaimsProcedureTests, t, w } from '../claims-procedure-fixture';
import { call } from '../helper';
import {
  fileClaim,
  listObjections,
  object,
  publishVersion,
  replyTo,
  setProcedureDates,
  withdraw,
} from '../objections-fixture';

/**
 * Who may not object, reply or withdraw: another firm's staff and creditors not following the case
 * get 404 as for a missing claim; a debt collector whose creditor has not approved it is refused;
 * nobody objects to its own claim, answers for another claimant or withdraws another's objection.
 */

setupClaimsProcedureTests();

let leverantorClaim: number;
let byggClaim: number;
let vastClaim: number;
let unpublished: number;
let objectionId: number;

const amount = (InvoiceId: number) => ({
  InvoiceId,
  DisputesAmount: true,
  ProposedAmount: '10',
  Reason: 'För högt.',
});

beforeAll(async () => {
  await setProcedureDates(w.shared, 5, 10);
  await setProcedureDates(w.vast, 5, 10);
  leverantorClaim = await fileClaim(as.leverantor, w.shared, '1000');
  byggClaim = await fileClaim(as.bygg, w.shared, '400');
  vastClaim = await fileClaim(as.bygg, w.vast, '200');
  await publishVersion(as.anna, w.shared, [leverantorClaim, byggClaim]);
  await publishVersion(as.karin, w.vast, [vastClaim]);
  // Filed after the register was published: in no version.
  unpublished = await fileClaim(as.bygg, w.shared, '300');
  const res = await object(as.bygg, amount(leverantorClaim));
  objectionId = res.body.data.objectionId;
});

describe('objection refusals', () => {
  it("answers another firm's staff 404 for the claim, the list and the objection", async () => {
    expect((await object(as.karin, amount(leverantorClaim))).status).toBe(404);
    expect((await listObjections(as.karin, w.shared)).status).toBe(404);
    expect((await withdraw(as.karin, objectionId)).status).toBe(404);
  });

  it('answers a creditor not following the case 404', async () => {
    expect((await object(as.leverantor, amount(vastClaim))).status).toBe(404);
    expect((await listObjections(as.leverantor, w.vast)).status).toBe(404);
  });

  it('refuses a debt collector its creditor has not approved', async () => {
    await t.db
      .updateTable('debt_collector_creditors')
      .set({ status: 'Revoked' })
      .where('debt_collector_id', '=', w.creditors.inkasso)
      .where('creditor_id', '=', w.creditors.bygg)
      .execute();
    try {
      const res = await object(as.inkasso, { ...amount(leverantorClaim), CreditorId: w.creditors.bygg });
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/approv/i);
    } finally {
      await t.db
        .updateTable('debt_collector_creditors')
        .set({ status: 'Approved' })
        .where('debt_collector_id', '=', w.creditors.inkasso)
        .where('creditor_id', '=', w.creditors.bygg)
        .execute();
    }
    const approved = await object(as.inkasso, { ...amount(leverantorClaim), CreditorId: w.creditors.bygg });
    expect(approved.status).toBe(200);
    expect(approved.body.data.objectorName).not.toBe('');
  });

  it('refuses an objection to one’s own claim, in the caller’s language', async () => {
    const res = await object(as.leverantor, amount(leverantorClaim), { language: 'sv' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Ni kan inte anmärka mot er egen fordran');
  });

  it('takes objections only to claims of a published register, with a reason and what is disputed', async () => {
    expect((await object(as.leverantor, amount(unpublished))).status).toBe(400);
    const noReason = await object(as.leverantor, { ...amount(byggClaim), Reason: '' }, { language: 'sv' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toContain('Ange skälet för anmärkningen');
    const nothing = await object(as.leverantor, { InvoiceId: byggClaim, Reason: 'x' });
    expect(nothing.status).toBe(400);
    const noAmount = await object(as.leverantor, { InvoiceId: byggClaim, DisputesAmount: true, Reason: 'x' });
    expect(noAmount.status).toBe(400);
  });

  it('lets nobody but the claimant reply, and nobody but the objector withdraw', async () => {
    expect((await replyTo(as.bygg, objectionId, 'Jag svarar för någon annan.')).status).toBe(403);
    expect((await replyTo(as.anna, objectionId, 'Förvaltaren svarar.')).status).toBe(403);
    expect((await replyTo(as.karin, objectionId, 'x')).status).toBe(403);
    expect((await withdraw(as.leverantor, objectionId)).status).toBe(403);
    expect((await withdraw(as.anna, objectionId)).status).toBe(403);
  });

  it('keeps settlements, court outcomes and bundles to the firm of the case', async () => {
    const get = (who: typeof as.anna) =>
      call(t.app, {
        method: 'GET',
        url: `/api/LawFirm/objection/bundle?objectionId=${objectionId}`,
        headers: who.headers,
      });
    expect((await get(as.leverantor)).status).toBe(403);
    expect((await get(as.karin)).status).toBe(404);
    expect((await get(as.anna)).status).toBe(409);
  });

  it('refuses a reply from a debt collector whose creditor no longer approves it', async () => {
    const filedFor = await fileClaim(as.inkasso, w.shared, '250', {
      CreditorId: w.creditors.bygg,
      DebtByDebtCollector: 'true',
    });
    await publishVersion(as.anna, w.shared, [leverantorClaim, byggClaim, unpublished, filedFor]);
    const against = await object(as.leverantor, amount(filedFor));
    expect(against.status).toBe(200);
    const id = against.body.data.objectionId;
    const approval = () =>
      t.db
        .updateTable('debt_collector_creditors')
        .where('debt_collector_id', '=', w.creditors.inkasso)
        .where('creditor_id', '=', w.creditors.bygg);
    await approval().set({ status: 'Revoked' }).execute();
    try {
      expect((await replyTo(as.inkasso, id, 'Vi svarar för Bygg.')).status).toBe(403);
    } finally {
      await approval().set({ status: 'Approved' }).execute();
    }
    expect((await replyTo(as.inkasso, id, 'Vi svarar för Bygg.')).status).toBe(200);
  });
});
