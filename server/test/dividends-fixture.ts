import { sql } from 'kysely';
import { insertDebtCollector } from './debt-collector-fixture';
import type { FilesWorld } from './files-fixtures';
import type { SignedIn, TestApp } from './helper';
import { login } from './helper';

/**
 * The dividend tests' case: a fresh Nordlaw case that Leverantören, Byggvaror and Nordisk Inkasso follow,
 * with admitted claims in three classes, a pending one (never in a proposal) and a small one (below the
 * minimum): claim 1 Leverantören 100,000 special priority in Fastigheten Norrby 1:23; 2 Byggvaror
 * 50,000 claimed, 40,000 approved, general priority; 3 Leverantören 60,000 Paid, non-priority; 4 Byggvaror
 * 1,000 pending; 5 Nordisk Inkasso's own 200 non-priority (its line is below the minimum).
 */

export const ASSET = 'Fastigheten Norrby 1:23';

export async function dividendCase(t: TestApp, w: FilesWorld, knr = 'K 88-26'): Promise<number> {
  const caseId = (
    await t.db
      .insertInto('cases')
      .values({
        law_firm_id: w.nordlawId,
        debtor_name: 'Provbygg i Umeå AB',
        debtor_orgnr: '556000-0000',
        knr,
        status: 5,
      })
      .returning('case_id')
      .executeTakeFirstOrThrow()
  ).case_id;
  const { leverantor, bygg, inkasso } = w.creditors;
  await t.db
    .insertInto('creditor_cases')
    .values([leverantor, bygg, inkasso].map((creditor_id) => ({ creditor_id, case_id: caseId })))
    .execute();
  const claim = (
    n: number,
    creditor: number,
    status: 'Approved' | 'Paid' | 'Pending',
    amount: string,
    approved: string | null,
  ) => ({
    case_id: caseId,
    creditor_id: creditor,
    invoice_status: status,
    claim_amount: amount,
    approved_amount: approved,
    claim_basis: 'SupplierInvoice',
    created_by: 'Test',
    file_name: `Faktura ${n}.pdf`,
    stored_name: `dividend-${caseId}-${n}.pdf`,
    file_size: 100,
  });
  await t.db
    .insertInto('invoices')
    .values([
      claim(1, leverantor, 'Approved', '100000.00', null),
      claim(2, bygg, 'Approved', '50000.00', '40000.00'),
      claim(3, leverantor, 'Paid', '60000.00', null),
      claim(4, bygg, 'Pending', '1000.00', null),
      claim(5, inkasso, 'Approved', '200.00', null),
    ])
    .execute();
  await setClass(t, caseId, 1, 'SpecialPriority', ASSET);
  await setClass(t, caseId, 2, 'GeneralPriority');
  await setClass(t, caseId, 3, 'NonPriority');
  await setClass(t, caseId, 5, 'NonPriority');
  return caseId;
}

/** The trustee's decided class of claim `n` (the decision's own route is another area's). */
export async function setClass(
  t: TestApp,
  caseId: number,
  n: number,
  priorityClass: string | null,
  asset: string | null = null,
) {
  await sql`UPDATE invoices SET priority_class = ${priorityClass}, priority_asset = ${asset}
    WHERE case_id = ${caseId} AND claim_number = ${n}`.execute(t.db);
}

/** A debt collector that follows the case but no creditor has approved. */
export async function strangerCollector(t: TestApp, caseId: number): Promise<SignedIn> {
  const email = `okand-${caseId}@collector.demo`;
  await insertDebtCollector(t.db, { email, name: 'Okänd Inkasso AB', org: '556999-0001' }, 'Hemligt1!');
  const { creditor_id } = await t.db
    .selectFrom('creditors')
    .select('creditor_id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  await t.db.insertInto('creditor_cases').values({ creditor_id, case_id: caseId }).execute();
  return login(t.app, email, 'Hemligt1!', 'creditor');
}

export const call = (
  t: TestApp,
  who: SignedIn | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(who ? who.headers : {}), 'accept-language': 'sv' },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** The mails queued for an address, their subjects and texts. */
export const mailsTo = (t: TestApp, email: string) =>
  t.db.selectFrom('mail_outbox').select(['subject', 'body']).where('recipient', '=', email).execute();
