import { sql } from 'kysely';
import { readOutbox } from '../src/mail';
import { dayOffset, file, t } from './claims-procedure-fixture';
import { MINIMAL_PDF, multipart } from './files-fixtures';
import { call, type SignedIn } from './helper';

/**
 * Helpers of the objection route tests. `publishVersion` is the one place a published register
 * version is made: it writes the version tables directly, as the publishing route will (swap it
 * for that route once it exists); `setProcedureDates` sets the case's deadlines.
 */

export async function publishVersion(caseId: number, claimIds: number[]): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    INSERT INTO claims_register_versions (case_id, version, published_by, totals)
    VALUES (${caseId}, (SELECT coalesce(max(version), 0) + 1 FROM claims_register_versions WHERE case_id = ${caseId}),
      'Anna Berg', '{}'::jsonb)
    RETURNING register_version_id AS id`.execute(t.db);
  const id = rows[0]?.id as number;
  for (const [position, claimId] of claimIds.entries()) {
    await sql`INSERT INTO claims_register_version_rows (register_version_id, position, claim_id, row)
      VALUES (${id}, ${position + 1}, ${claimId}, '{}'::jsonb)`.execute(t.db);
  }
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
