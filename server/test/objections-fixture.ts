import { sql } from 'kysely';
import { readOutbox } from '../src/mail';
import { dayOffset, file, t } from './claims-procedure-fixture';
import { MINIMAL_PDF, multipart } from './files-fixtures';
import { call, type SignedIn } from './helper';

/**
 * Helpers of the objection route tests. `publishVersion` publishes the register through the real
 * publishing route, so the published versions the objections read are those the product makes;
 * `setProcedureDates` sets the case's deadlines.
 */

/**
 * Publishes the case's register as its next version, as `who` (staff of the firm running the case), and
 * checks that the version holds `claimIds`: the route publishes every claim of the case (the demo data's
 * too), so a test states which of its own claims it expects there.
 */
export async function publishVersion(who: SignedIn, caseId: number, claimIds: number[]): Promise<number> {
  const res = await call(t.app, {
    method: 'POST',
    url: '/api/LawFirm/claimsRegister/publish',
    headers: who.headers,
    payload: { caseId },
  });
  if (res.status !== 201) throw new Error(`register not published: ${res.status} ${res.body.message}`);
  const id = res.body.data.registerVersionId as number;
  const rows = await t.db
    .selectFrom('claims_register_version_rows')
    .select('claim_id')
    .where('register_version_id', '=', id)
    .execute();
  expect(rows.map((row) => row.claim_id)).toEqual(expect.arrayContaining(claimIds));
  return id;
}

/** The deadlines as days from today in Sweden (negative: already over); claims deadline well before. */
export async function setProcedureDates(caseId: number, objection: number, settlement: number) {
  await t.db
    .updateTable('cases')
    .set({ claims_deadline: dayOffset(Math.min(objection, settlement) - 30) })
    .where('case_id', '=', caseId)
    .execute();
  await sql`UPDATE cases SET objection_deadline = ${dayOffset(objection)}::date,
    settlement_deadline = ${dayOffset(settlement)}::date WHERE case_id = ${caseId}`.execute(t.db);
}

export async function fileClaim(
  who: SignedIn,
  caseId: number,
  amount = '1000',
  extra: Record<string, string | number> = {},
) {
  const res = await file(who, { CaseId: caseId, ClaimAmount: amount, ClaimBasis: 'Rent', ...extra });
  if (res.status !== 200) throw new Error(`claim not filed: ${res.status} ${res.body.message}`);
  return res.body.data.invoiceId as number;
}

const upload = (
  who: SignedIn,
  url: string,
  fields: Record<string, string | number | boolean>,
  withFile: boolean,
  language: string,
) => {
  const form = multipart(fields, withFile ? { name: 'Anmärkning.pdf', content: MINIMAL_PDF } : undefined);
  return call(t.app, {
    method: 'POST',
    url,
    headers: { ...who.headers, ...form.headers, 'accept-language': language },
    payload: form.payload,
  });
};

export const object = (
  who: SignedIn,
  fields: Record<string, string | number | boolean>,
  { withFile = false, language = 'en' } = {},
) => upload(who, '/api/Claims/objection/add', fields, withFile, language);

export const replyTo = (
  who: SignedIn,
  objectionId: number,
  text: string,
  { withFile = false, language = 'en' } = {},
) => upload(who, '/api/Claims/objection/reply', { ObjectionId: objectionId, Text: text }, withFile, language);

export const settle = (who: SignedIn, fields: Record<string, string | number>, language = 'en') =>
  upload(who, '/api/LawFirm/objection/settle', fields, true, language);

export const courtOutcome = (who: SignedIn, fields: Record<string, string | number>, language = 'en') =>
  upload(who, '/api/LawFirm/objection/courtOutcome', fields, true, language);

export const withdraw = (who: SignedIn, objectionId: number) =>
  call(t.app, {
    method: 'PUT',
    url: '/api/Claims/objection/withdraw',
    headers: who.headers,
    payload: { objectionId },
  });

export const listObjections = (who: SignedIn, caseId: number) =>
  call(t.app, { method: 'GET', url: `/api/Claims/objections?caseId=${caseId}`, headers: who.headers });

/** The mails delivered so far to `address` whose subject holds `subjectPart`. */
export async function mailsTo(address: string, subjectPart: string) {
  await t.app.portal.deferredMail.idle();
  return readOutbox(t.config.dataDir).filter(
    (m) => m.to.includes(address) && m.subject.includes(subjectPart),
  );
}
