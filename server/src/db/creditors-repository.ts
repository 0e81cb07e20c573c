import { sql } from 'kysely';
import type {
  Creditor,
  CreditorType,
  creditorSignupBodySchema,
  Language,
  profileUpdateBodySchema,
  SelectedCase,
} from 'shared-api/contract';
import type { z } from 'zod';
import { containsPattern } from '../http/paging';
import { COUNT, counted } from './list-page';
import { orgNumberMatches } from './org-number-search';
import type { CreditorsTable, Executor } from './types';

type CreditorRow = {
  [K in keyof CreditorsTable]: CreditorsTable[K] extends { __select__: infer S } ? S : CreditorsTable[K];
};

/** A creditors row as the wire's creditorSchema (never the password). */
export function toCreditor(
  row: Pick<
    CreditorRow,
    | 'creditor_id'
    | 'name'
    | 'email'
    | 'company_name'
    | 'company_org_nr'
    | 'creditor_type'
    | 'is_debt_collector'
    | 'street'
    | 'post_number'
    | 'town'
    | 'country'
  >,
  caseIds?: number[],
): Creditor {
  return {
    creditorId: row.creditor_id,
    creditorName: row.name,
    creditorEmaill: row.email,
    creditrorCompanyName: row.company_name,
    creditorCompanyOrgNr: row.company_org_nr,
    creditorType: row.creditor_type as CreditorType,
    isDebtCollector: row.is_debt_collector,
    creditorStreet: row.street,
    creditorPostNumber: row.post_number,
    creditorTown: row.town,
    creditorCountry: row.country,
    ...(caseIds ? { caseIdList: caseIds.map((caseId) => ({ caseId })) } : {}),
  };
}

/** The whole creditors row (with its password hash), or undefined. */
export const findCreditor = (db: Executor, creditorId: number) =>
  db.selectFrom('creditors').selectAll().where('creditor_id', '=', creditorId).executeTakeFirst();

/** The whole creditors row; throws when it is gone. */
export const getCreditor = (db: Executor, creditorId: number) =>
  db.selectFrom('creditors').selectAll().where('creditor_id', '=', creditorId).executeTakeFirstOrThrow();

/** The profile as the creditor sent it; a new password only with `passwordHash`. */
export async function updateCreditor(
  trx: Executor,
  creditorId: number,
  body: z.output<typeof profileUpdateBodySchema>,
  passwordHash: string | null,
) {
  await trx
    .updateTable('creditors')
    .set({
      name: body.creditorName,
      email: body.creditorEmaill,
      company_name: body.creditrorCompanyName,
      company_org_nr: body.creditorCompanyOrgNr,
      creditor_type: body.creditorType,
      street: body.creditorStreet,
      post_number: body.creditorPostNumber,
      town: body.creditorTown,
      country: body.creditorCountry,
      // Absent keeps the stored language (older clients send none).
      ...(body.language ? { language: body.language } : {}),
      ...(passwordHash ? { password_hash: passwordHash } : {}),
      updated_at: new Date(),
    })
    .where('creditor_id', '=', creditorId)
    .execute();
}

/** A new self sign-up, unverified, with the language of its mails; undefined when the address was taken meanwhile. */
export const insertSignup = (
  trx: Executor,
  body: z.output<typeof creditorSignupBodySchema>,
  passwordHash: string,
  language: Language,
) =>
  trx
    .insertInto('creditors')
    .values({
      name: body.creditorName,
      email: body.creditorEmaill,
      password_hash: passwordHash,
      company_name: body.creditrorCompanyName,
      company_org_nr: body.creditorCompanyOrgNr,
      creditor_type: body.creditorType,
      is_debt_collector: body.isDebtCollector,
      street: body.creditorStreet,
      post_number: body.creditorPostNumber,
      town: body.creditorTown,
      country: body.creditorCountry,
      email_verified_at: null,
      language,
    })
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returning('creditor_id')
    .executeTakeFirst();

/** The sign-up waiting for this address's code (id and password hash), or undefined. */
export const pendingSignup = (db: Executor, email: string) =>
  db
    .selectFrom('creditors')
    .select(['creditor_id', 'password_hash'])
    .where(sql<boolean>`lower(email) = ${email.trim().toLowerCase()}`)
    .where('email_verified_at', 'is', null)
    .executeTakeFirst();

/** Marks this sign-up verified; undefined when it is gone or verified already (replaced meanwhile). */
export const verifySignup = (trx: Executor, creditorId: number) =>
  trx
    .updateTable('creditors')
    .set({ email_verified_at: new Date(), updated_at: new Date() })
    .where('creditor_id', '=', creditorId)
    .where('email_verified_at', 'is', null)
    .returning(['creditor_id', 'email', 'is_debt_collector'])
    .executeTakeFirst();

/** A reset password; the code that allowed it proves the address too. */
export async function resetCreditorPassword(trx: Executor, creditorId: number, passwordHash: string) {
  const now = new Date();
  await trx
    .updateTable('creditors')
    .set((eb) => ({
      password_hash: passwordHash,
      email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(now)),
      updated_at: now,
    }))
    .where('creditor_id', '=', creditorId)
    .execute();
}

/** How many of these cases exist. */
export async function existingCaseCount(db: Executor, caseIds: number[]) {
  return counted(db.selectFrom('cases').select(COUNT).where('case_id', 'in', caseIds));
}

/** The cases a creditor follows, with their link ids. */
export const followedCases = (trx: Executor, creditorId: number) =>
  trx
    .selectFrom('creditor_cases')
    .select(['creditor_cases_id', 'case_id'])
    .where('creditor_id', '=', creditorId)
    .execute();

/** Which of these cases hold claims of the creditor. */
export async function casesWithClaims(trx: Executor, creditorId: number, caseIds: number[]) {
  const rows = await sql<{ case_id: number }>`
    SELECT DISTINCT case_id FROM invoices
    WHERE creditor_id = ${creditorId} AND case_id = ANY(${caseIds})
  `.execute(trx);
  return rows.rows.map((r) => r.case_id);
}

export async function unfollowCases(trx: Executor, creditorCasesIds: number[]) {
  await trx.deleteFrom('creditor_cases').where('creditor_cases_id', 'in', creditorCasesIds).execute();
}

export async function followCases(trx: Executor, creditorId: number, caseIds: number[]) {
  await trx
    .insertInto('creditor_cases')
    .values(caseIds.map((case_id) => ({ creditor_id: creditorId, case_id })))
    .onConflict((oc) => oc.columns(['creditor_id', 'case_id']).doNothing())
    .execute();
}

/** The cases a creditor follows, as the wire lists them; the total only with a page. */
export async function listSelectedCases(
  db: Executor,
  creditorId: number,
  search: string | null,
  page: { limit: number; offset: number } | null,
): Promise<{ list: SelectedCase[]; total: number }> {
  let base = db
    .selectFrom('creditor_cases as cc')
    .innerJoin('cases as c', 'c.case_id', 'cc.case_id')
    .innerJoin('law_firms as f', 'f.law_firm_id', 'c.law_firm_id')
    .where('cc.creditor_id', '=', creditorId);
  if (search) {
    const pattern = containsPattern(search);
    base = base.where((eb) =>
      eb.or([eb('c.debtor_name', 'ilike', pattern), orgNumberMatches('c.debtor_orgnr', search)]),
    );
  }
  const total = page
    ? ((await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirst())?.n ?? 0)
    : 0;
  let rows = base
    .select([
      'c.case_id',
      'cc.creditor_cases_id',
      'c.law_firm_id',
      'c.debtor_name',
      'c.is_allow_creditor_notification',
      'c.debtor_orgnr',
      'c.knr',
      'c.status',
      'f.name as firm_name',
    ])
    .orderBy(sql`lower(c.debtor_name)`);
  if (page) rows = rows.limit(page.limit).offset(page.offset);
  const list = (await rows.execute()).map((r) => ({
    caseId: r.case_id,
    creditorCasesId: r.creditor_cases_id,
    lawFirmId: r.law_firm_id,
    debtorName: r.debtor_name,
    isAllowCreditorNotification: r.is_allow_creditor_notification,
    debtorOrgnr: r.debtor_orgnr,
    knr: r.knr,
    status: r.status,
    lawfirmName: r.firm_name,
  }));
  return { list, total };
}

/** The creditors following a case, as the wire lists them; the total only with a page. */
export async function listCaseCreditors(
  db: Executor,
  caseId: number,
  search: string | null,
  page: { limit: number; offset: number } | null,
) {
  let base = db
    .selectFrom('creditor_cases as cc')
    .innerJoin('creditors as cr', 'cr.creditor_id', 'cc.creditor_id')
    .where('cc.case_id', '=', caseId);
  if (search) {
    const pattern = containsPattern(search);
    base = base.where((eb) =>
      eb.or([
        eb('cr.name', 'ilike', pattern),
        orgNumberMatches('cr.company_org_nr', search),
        eb('cr.company_name', 'ilike', pattern),
      ]),
    );
  }
  const total = page
    ? ((await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirst())?.n ?? 0)
    : 0;
  let rows = base.selectAll('cr').select(['cc.creditor_cases_id', 'cc.case_id']).orderBy(sql`lower(cr.name)`);
  if (page) rows = rows.limit(page.limit).offset(page.offset);
  const list = (await rows.execute()).map((r) => ({
    creditorCasesId: r.creditor_cases_id,
    caseId: r.case_id,
    creditorResponse: toCreditor(r),
  }));
  return { list, total };
}
