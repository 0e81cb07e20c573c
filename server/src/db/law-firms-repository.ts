import { sql } from 'kysely';
import type { addLawFirmQuerySchema, LawFirm, updateLawFirmQuerySchema } from 'shared-api/contract';
import type { z } from 'zod';
import { containsPattern } from '../http/paging';
import type { Executor } from './types';

declare module './types' {
  interface Database {
    /** How many cases each firm has, kept by triggers on cases (migration 261). */
    law_firm_case_counts: { law_firm_id: number; case_count: number };
  }
}

/** Reads firms with their offices and case counts, shaped as the wire's lawFirmSchema. */
export async function readLawFirms(
  db: Executor,
  filter: {
    lawFirmId?: number;
    search?: string | null;
    page?: { limit: number; offset: number } | null;
  } = {},
): Promise<LawFirm[]> {
  let query = db
    .selectFrom('law_firms as f')
    // The kept count (migration 261): counting each firm's cases here cost a scan per firm of the list.
    .leftJoin('law_firm_case_counts as k', 'k.law_firm_id', 'f.law_firm_id')
    .selectAll('f')
    .select(sql<number>`coalesce(k.case_count, 0)`.as('case_count'))
    .orderBy(sql`lower(f.name)`)
    .orderBy('f.law_firm_id');
  if (filter.lawFirmId) query = query.where('f.law_firm_id', '=', filter.lawFirmId);
  if (filter.search) query = query.where('f.name', 'ilike', containsPattern(filter.search));
  if (filter.page) query = query.limit(filter.page.limit).offset(filter.page.offset);
  const firms = await query.execute();
  if (!firms.length) return [];
  const offices = await db
    .selectFrom('law_firm_offices')
    .selectAll()
    .where(
      'law_firm_id',
      'in',
      firms.map((f) => f.law_firm_id),
    )
    .orderBy('sort_order')
    .orderBy('law_firm_office_id')
    .execute();
  return firms.map((f) => ({
    lawFirmId: f.law_firm_id,
    lawfirmName: f.name,
    officeList: offices
      .filter((o) => o.law_firm_id === f.law_firm_id)
      .map((o) => ({ lawFirmOfficeId: o.law_firm_office_id, lawfirmOffice: o.name })),
    lawfirmContactName: f.contact_name,
    lawfirmContactEmail: f.contact_email,
    lawfirmUrl: f.url,
    lawfirmNotes: f.notes,
    color: f.color_code,
    logoFulllName: f.logo_original_name,
    logoPath: f.logo_stored_name,
    createdBy: f.created_by,
    caseCount: f.case_count,
    requireTwoFactor: f.require_two_factor,
  }));
}

/** The whole law_firms row, or undefined. */
export const findLawFirm = (db: Executor, lawFirmId: number) =>
  db.selectFrom('law_firms').selectAll().where('law_firm_id', '=', lawFirmId).executeTakeFirst();

/** Does the creditor follow a case of this firm? */
export async function followsFirmCase(db: Executor, creditorId: number, lawFirmId: number) {
  const follows = await db
    .selectFrom('creditor_cases as cc')
    .innerJoin('cases as c', 'c.case_id', 'cc.case_id')
    .select('cc.creditor_cases_id')
    .where('cc.creditor_id', '=', creditorId)
    .where('c.law_firm_id', '=', lawFirmId)
    .executeTakeFirst();
  return Boolean(follows);
}

/** The firm's administrator: the A who signs in with the firm's contact e-mail. */
export const firmAdministrator = (db: Executor, firm: { law_firm_id: number; contact_email: string }) =>
  db
    .selectFrom('users')
    .select(['user_id', 'email'])
    .where('law_firm_id', '=', firm.law_firm_id)
    .where('user_type', '=', 'A')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', firm.contact_email.toLowerCase()))
    .executeTakeFirst();

type Logo = { storedName: string; originalName: string } | null | undefined;

/** A new firm; returns its id. */
export async function insertLawFirm(
  trx: Executor,
  query: z.output<typeof addLawFirmQuerySchema>,
  logo: Logo,
  createdBy: string,
): Promise<number> {
  const { law_firm_id } = await trx
    .insertInto('law_firms')
    .values({
      name: query.LawfirmName,
      contact_name: query.LawfirmContactName,
      contact_email: query.LawfirmContactEmail,
      url: query.LawfirmUrl,
      notes: query.LawfirmNotes,
      color_code: query.ColorCode,
      logo_stored_name: logo?.storedName ?? null,
      logo_original_name: logo?.originalName ?? null,
      created_by: createdBy,
      require_two_factor: query.RequireTwoFactor === true,
    })
    .returning('law_firm_id')
    .executeTakeFirstOrThrow();
  return law_firm_id;
}

/** A new firm's offices, in this order; returns their ids. */
export async function insertOffices(trx: Executor, lawFirmId: number, offices: string[]) {
  const rows = await trx
    .insertInto('law_firm_offices')
    .values(offices.map((name, i) => ({ law_firm_id: lawFirmId, name, sort_order: i })))
    .returning('law_firm_office_id')
    .execute();
  return rows.map((o) => o.law_firm_office_id);
}

/** The firm's fields as sent; the colour and the logo only when given. */
export async function updateLawFirm(
  trx: Executor,
  lawFirmId: number,
  query: z.output<typeof updateLawFirmQuerySchema>,
  logo: Logo,
) {
  await trx
    .updateTable('law_firms')
    .set({
      name: query.LawfirmName,
      contact_name: query.LawfirmContactName,
      contact_email: query.LawfirmContactEmail,
      url: query.LawfirmUrl,
      notes: query.LawfirmNotes,
      ...(query.ColorCode ? { color_code: query.ColorCode } : {}),
      ...(logo ? { logo_stored_name: logo.storedName, logo_original_name: logo.originalName } : {}),
      updated_at: new Date(),
    })
    .where('law_firm_id', '=', lawFirmId)
    .execute();
}

/** The administrator's e-mail is the firm's contact e-mail: it follows a change of the former. */
export async function replaceContactEmail(trx: Executor, lawFirmId: number, from: string, to: string) {
  await trx
    .updateTable('law_firms')
    .set({ contact_email: to, updated_at: new Date() })
    .where('law_firm_id', '=', lawFirmId)
    .where((eb) => eb(eb.fn('lower', ['contact_email']), '=', from.toLowerCase()))
    .execute();
}

/** The ids of the firm's cases. */
export async function firmCaseIds(db: Executor, lawFirmId: number) {
  const rows = await db.selectFrom('cases').select('case_id').where('law_firm_id', '=', lawFirmId).execute();
  return rows.map((c) => c.case_id);
}

/** Cases, offices, users, documents, claims, messages and creditor links go by cascade. */
export async function deleteLawFirm(trx: Executor, lawFirmId: number) {
  await trx.deleteFrom('law_firms').where('law_firm_id', '=', lawFirmId).execute();
}
