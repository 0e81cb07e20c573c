import { sql } from 'kysely';
import { as, setupClaimsProcedureTests, t, w } from '../claims-procedure-fixture';
import { call } from '../helper';
import {
  courtOutcome,
  fileClaim,
  listObjections,
  mailsTo,
  object,
  publishVersion,
  replyTo,
  setProcedureDates,
  settle,
  withdraw,
} from '../objections-fixture';

/**
 * Objections to the claims of a published register: filed by a creditor with a file and mailed to
 * the claimant and the trustee, replied to, withdrawn, settled (the claim follows), turned into a
 * claims dispute past the settlement deadline, bundled for the court and decided.
 */

setupClaimsProcedureTests();

let leverantorClaim: number;
let byggClaim: number;

beforeAll(async () => {
  await t.db
    .updateTable('cases')
    .set({ administrator_email: 'anna.berg@nordlaw.demo' })
    .where('case_id', '=', w.shared)
    .execute();
  await setProcedureDates(w.shared, 5, 10);
  leverantorClaim = await fileClaim(as.leverantor, w.shared, '1000');
  byggClaim = await fileClaim(as.bygg, w.shared, '500');
  await publishVersion(as.anna, w.shared, [leverantorClaim, byggClaim]);
});

const objectionOf = async (who: typeof as.anna, id: number) =>
  (await listObjections(who, w.shared)).body.data.objections.find(
    (o: { objectionId: number }) => o.objectionId === id,
  );

describe('objections', () => {
  let objectionId: number;

  it('takes an objection with a file from another creditor and mails the claimant and the trustee', async () => {
    const res = await object(
      as.bygg,
      {
        InvoiceId: leverantorClaim,
        DisputesAmount: true,
        ProposedAmount: '600',
        Reason: 'Fakturan avser delvis leveranser som aldrig kom.',
      },
      { withFile: true, language: 'sv' },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      state: 'Open',
      disputesAmount: true,
      disputesPriority: false,
      proposedAmount: '600.00',
      isObjector: true,
      isClaimant: false,
    });
    expect(res.body.data.files).toHaveLength(1);
    expect(res.body.data.files[0].sha256).toMatch(/^[0-9a-f]{64}$/);
    objectionId = res.body.data.objectionId;
    expect(
      (await mailsTo('leverantor@creditor.demo', 'bjection')).length +
        (await mailsTo('leverantor@creditor.demo', 'nmärkning')).length,
    ).toBeGreaterThan(0);
    expect(
      (await mailsTo('anna.berg@nordlaw.demo', 'nmärkning')).length +
        (await mailsTo('anna.berg@nordlaw.demo', 'bjection')).length,
    ).toBeGreaterThan(0);
  });

  it('lists the published claims and the objections each side may see', async () => {
    const firm = await listObjections(as.ulf, w.shared);
    expect(firm.status).toBe(200);
    expect(firm.body.data.objectionsOpen).toBe(true);
    expect(firm.body.data.claims.map((c: { invoiceId: number }) => c.invoiceId)).toEqual(
      expect.arrayContaining([leverantorClaim, byggClaim]),
    );
    expect(firm.body.data.objections.map((o: { objectionId: number }) => o.objectionId)).toContain(
      objectionId,
    );
    const claimant = await objectionOf(as.leverantor, objectionId);
    expect(claimant).toMatchObject({ isClaimant: true, isObjector: false });
    const own = (await listObjections(as.leverantor, w.shared)).body.data.claims.find(
      (c: { invoiceId: number }) => c.invoiceId === leverantorClaim,
    );
    expect(own.isOwn).toBe(true);
  });

  it("shows the claimant its claim as objected, with the objection dated in the claim's timeline", async () => {
    const res = await call(t.app, {
      method: 'GET',
      url: `/api/Creditor/invoice/state?invoiceId=${leverantorClaim}`,
      headers: as.leverantor.headers,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.state).toBe('Objected');
    expect(res.body.data.timeline.map((s: { step: string }) => s.step)).toContain('Objected');
  });

  it('lets the claimant reply with a file; the objector and the trustee read it', async () => {
    const res = await replyTo(as.leverantor, objectionId, 'Leveranserna kvitterades, se bilaga.', {
      withFile: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.replies).toHaveLength(1);
    expect((await objectionOf(as.bygg, objectionId)).replies[0].text).toContain('kvitterades');
    expect((await objectionOf(as.anna, objectionId)).replies).toHaveLength(1);
    expect((await objectionOf(as.anna, objectionId)).files).toHaveLength(2);
  });

  it('lets the objector download its file and keeps it from others', async () => {
    const fileId = (await objectionOf(as.anna, objectionId)).files[0].fileId;
    const url = `/api/Claims/objection/file?fileId=${fileId}`;
    expect((await call(t.app, { method: 'GET', url, headers: as.bygg.headers })).status).toBe(200);
    expect((await call(t.app, { method: 'GET', url, headers: as.leverantor.headers })).status).toBe(200);
    expect((await call(t.app, { method: 'GET', url, headers: as.karin.headers })).status).toBe(404);
  });

  it('records a settlement with the signed agreement: the claim takes the agreed amount and priority', async () => {
    const res = await settle(as.anna, {
      ObjectionId: objectionId,
      Amount: '700',
      PriorityClass: 'NonPriority',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.state).toBe('Settled');
    expect(res.body.data.settlement).toMatchObject({ amount: '700.00', priorityClass: 'NonPriority' });
    const claim = await t.db
      .selectFrom('invoices')
      .select(['approved_amount', 'invoice_status'])
      .where('invoice_id', '=', leverantorClaim)
      .executeTakeFirstOrThrow();
    expect(claim).toMatchObject({ approved_amount: '700.00', invoice_status: 'Approved' });
    const { rows } = await sql<{
      p: string;
    }>`SELECT priority_class AS p FROM invoices WHERE invoice_id = ${leverantorClaim}`.execute(t.db);
    expect(rows[0]?.p).toBe('NonPriority');
    expect(
      (await mailsTo('bygg@creditor.demo', 'ettlement')).length +
        (await mailsTo('bygg@creditor.demo', 'örlikning')).length,
    ).toBeGreaterThan(0);
    expect(
      (await settle(as.anna, { ObjectionId: objectionId, Amount: '600', PriorityClass: 'NonPriority' }))
        .status,
    ).toBe(409);
  });

  it('refuses a settlement above the claimed amount', async () => {
    const other = await object(as.leverantor, {
      InvoiceId: byggClaim,
      DisputesPriority: true,
      ProposedPriorityClass: 'NonPriority',
      Reason: 'Ingen förmånsrätt.',
    });
    expect(other.status).toBe(200);
    const res = await settle(
      as.anna,
      { ObjectionId: other.body.data.objectionId, Amount: '501', PriorityClass: 'NonPriority' },
      'sv',
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('högre än det bevakade');
    expect((await withdraw(as.leverantor, other.body.data.objectionId)).body.data.state).toBe('Withdrawn');
  });

  it('lets only the objector withdraw, and the trustee object too', async () => {
    const trustee = await object(as.ulf, {
      InvoiceId: byggClaim,
      DisputesAmount: true,
      ProposedAmount: '0',
      Reason: 'Fordringen är betald.',
    });
    expect(trustee.status).toBe(200);
    expect(trustee.body.data.byTrustee).toBe(true);
    expect((await withdraw(as.bygg, trustee.body.data.objectionId)).status).toBe(403);
    const done = await withdraw(as.anna, trustee.body.data.objectionId);
    expect(done.body.data.state).toBe('Withdrawn');
    expect((await withdraw(as.anna, trustee.body.data.objectionId)).status).toBe(409);
  });

  it('turns an open objection into a claims dispute after the settlement deadline; bundle and court outcome', async () => {
    const open = await object(as.bygg, {
      InvoiceId: leverantorClaim,
      DisputesPriority: true,
      ProposedPriorityClass: 'Subordinated',
      Reason: 'Aktieägarlån.',
    });
    expect(open.status).toBe(200);
    const id = open.body.data.objectionId;
    expect(
      (
        await courtOutcome(as.anna, {
          ObjectionId: id,
          Amount: '700',
          PriorityClass: 'Subordinated',
          DecidedOn: '2026-11-01',
        })
      ).status,
    ).toBe(409);
    await setProcedureDates(w.shared, -3, -1);
    expect((await objectionOf(as.anna, id)).state).toBe('Disputed');
    const late = await replyTo(as.leverantor, id, 'För sent.', { language: 'sv' });
    expect(late.status).toBe(400);
    expect(late.body.message).toContain('Sista dag för förlikning');
    const tooLate = await object(
      as.bygg,
      { InvoiceId: leverantorClaim, DisputesAmount: true, ProposedAmount: '1', Reason: 'x' },
      { language: 'sv' },
    );
    expect(tooLate.status).toBe(400);
    expect(tooLate.body.message).toMatch(/Anmärkningstiden gick ut \d{4}-\d{2}-\d{2}/);
    const en = await object(as.bygg, {
      InvoiceId: leverantorClaim,
      DisputesAmount: true,
      ProposedAmount: '1',
      Reason: 'x',
    });
    expect(en.body.message).toMatch(/objection period ended on \d{4}-\d{2}-\d{2}/);

    const bundle = await call(t.app, {
      method: 'GET',
      url: `/api/LawFirm/objection/bundle?objectionId=${id}&lang=sv`,
      headers: as.anna.headers,
    });
    expect(bundle.status).toBe(200);
    expect(bundle.res.headers['content-type']).toContain('application/pdf');
    expect(bundle.res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: `/api/LawFirm/objection/bundle?objectionId=${id}`,
          headers: as.karin.headers,
        })
      ).status,
    ).toBe(404);

    const decided = await courtOutcome(as.anna, {
      ObjectionId: id,
      Amount: '650',
      PriorityClass: 'Subordinated',
      DecidedOn: '2026-11-01',
    });
    expect(decided.status).toBe(200);
    expect(decided.body.data).toMatchObject({
      state: 'Decided',
      courtOutcome: { amount: '650.00', decidedOn: '2026-11-01' },
    });
    const claim = await t.db
      .selectFrom('invoices')
      .select('approved_amount')
      .where('invoice_id', '=', leverantorClaim)
      .executeTakeFirstOrThrow();
    expect(claim.approved_amount).toBe('650.00');
    expect((await withdraw(as.bygg, id)).status).toBe(409);
  });

  it('shows each claim its objections in the register, whose totals count the admitted amounts after them', async () => {
    const { loadClaimsRegister } = await import('../../src/claims/register');
    const register = await loadClaimsRegister(t.db, w.shared, 'sv');
    const claims = register?.groups.flatMap((g) => g.statuses.flatMap((s) => s.claims)) ?? [];
    const lines = claims.find((c) => c.claimId === leverantorClaim)?.objections ?? [];
    expect(lines.some((l) => l.includes('förlikt') && l.includes('beloppet'))).toBe(true);
    expect(lines.some((l) => l.includes('avgjord av tingsrätten'))).toBe(true);
    expect(claims.find((c) => c.claimId === leverantorClaim)?.approvedAmount).toBe('650.00');
    const pdf = await call(t.app, {
      method: 'GET',
      url: `/api/LawFirm/claimsRegister?caseId=${w.shared}&format=pdf&lang=sv`,
      headers: as.anna.headers,
    });
    expect(pdf.status).toBe(200);
  });

  it('words every step in the case history in both languages', async () => {
    const rows = await t.db
      .selectFrom('audit_log')
      .select(['action'])
      .where('entity', '=', 'objection')
      .execute();
    expect(new Set(rows.map((r) => r.action))).toEqual(
      new Set(['add', 'reply', 'settle', 'withdraw', 'bundle', 'courtOutcome']),
    );
    const { summaryOf } = await import('../../src/case-history/summary');
    expect(
      summaryOf('sv', 'objection', 'settle', {
        claimNumber: 3,
        amount: '700.00',
        priorityClass: 'NonPriority',
      }),
    ).toBe('Förlikning registrerad för bevakning nr 3: 700,00 kr, oprioriterad');
    expect(
      summaryOf('en', 'objection', 'add', { claimNumber: 3, objector: 'Bygg AB', disputesAmount: true }),
    ).toBe('Objection to claim no. 3 by Bygg AB: the amount');
  });
});
