import { sql } from 'kysely';
import type { addCaseBodySchema, Case, Language, updateCaseBodySchema } from 'shared-api/contract';
import type { z } from 'zod';
import { containsPattern } from '../http/paging';
import { COUNT, counted } from './list-page';
import { orgNumberMatches } from './org-number-search';
import type { Executor } from './types';

type Page = { limit: number; offset: number } | null;

type ReferenceRows = {
  statuses: { case_status_id: number; name_en: string; name_sv: string }[];
  sectors: { sector_id: number; code: string; name_en: string; name_sv: string }[];
};
const referenceCache = new WeakMap<object, Promise<ReferenceRows>>();

/**
 * Case statuses and sectors come with the migrations and never change while the server runs: read them
 * once per database instead of on every case-list request.
 */
export function referenceData(db: Executor): Promise<ReferenceRows> {
  let cached = referenceCache.get(db);
  if (!cached) {
    cached = (async () => ({
      statuses: await db.selectFrom('case_statuses').selectAll().orderBy('case_status_id').execute(),
      sectors: await db.selectFrom('sectors').selectAll().orderBy('code').execute(),
    }))();
    cached.catch(() => referenceCache.delete(db));
    referenceCache.set(db, cached);
  }
  return cached;
}

/** The filters of a case list (readCases). */
export interface CaseFilter {
  caseId?: number;
  lawFirmId?: number;
  search?: string | null;
  page?: Page;
  withKnr?: boolean;
  /** The cases this creditor (or debt collector) follows come first, so the pages do not shift as it ticks. */
  followedBy?: number | null;
}

/** How many cases the firm has, or every firm together: the kept counts (migration 261), not a count. */
async function keptCaseCount(db: Executor, lawFirmId: number | undefined) {
  let kept = db
    .selectFrom('law_firm_case_counts')
    .select(sql<number>`coalesce(sum(case_count), 0)::int`.as('n'));
  if (lawFirmId) kept = kept.where('law_firm_id', '=', lawFirmId);
  return counted(kept);
}

/** Cases as every read returns them, names in the caller's language. */
export async function readCases(
  db: Executor,
  language: Language,
  filter: CaseFilter,
): Promise<{ cases: Case[]; total: number }> {
  // Every case has its firm and its status (foreign keys), so filters and the count need `cases` alone;
  // the joins are for the page that is shown.
  let filtered = db.selectFrom('cases as c');
  if (filter.caseId) filtered = filtered.where('c.case_id', '=', filter.caseId);
  if (filter.lawFirmId) filtered = filtered.where('c.law_firm_id', '=', filter.lawFirmId);
  if (filter.search) {
    const { search } = filter;
    const pattern = containsPattern(search);
    filtered = filtered.where((eb) =>
      eb.or([
        eb('c.debtor_name', 'ilike', pattern),
        orgNumberMatches('c.debtor_orgnr', search),
        ...(filter.withKnr ? [eb('c.knr', 'ilike', pattern)] : []),
      ]),
    );
  }
  let total = 0;
  if (filter.page) {
    total =
      filter.caseId || filter.search
        ? await counted(filtered.select(COUNT))
        : await keptCaseCount(db, filter.lawFirmId);
  }
  // The page's ids first, in the lists' order (debtor name, id: the index of migration 260 or the firm's),
  // at most offset + limit of them; only those are joined. Followed cases first: the followed and the other
  // cases are two such ordered heads, merged; a sort over every case of the platform cost 150 ms a page.
  const limit = filter.page ? filter.page.offset + filter.page.limit : null;
  const followedBy = filter.followedBy;
  const head = (group: number, followed: boolean | null) => {
    let query = filtered.select([
      'c.case_id',
      sql<number>`${sql.lit(group)}::int`.as('grp'),
      sql<string>`lower(c.debtor_name)`.as('sort_name'),
    ]);
    if (followedBy && followed !== null) {
      query = query.where((eb) => {
        const follows = eb.exists(
          eb
            .selectFrom('creditor_cases as cc')
            .select('cc.creditor_cases_id')
            .whereRef('cc.case_id', '=', 'c.case_id')
            .where('cc.creditor_id', '=', followedBy),
        );
        return followed ? follows : eb.not(follows);
      });
    }
    query = query.orderBy(sql`lower(c.debtor_name)`).orderBy('c.case_id');
    return limit === null ? query : query.limit(limit);
  };
  const heads = followedBy
    ? db
        .selectFrom(head(0, true).as('a'))
        .selectAll()
        .unionAll(db.selectFrom(head(1, false).as('b')).selectAll())
    : head(0, null);
  // The page is cut from the heads' ids by the sort key they carry, and only its rows are joined (not every
  // head's offset + limit); statuses and sectors are the cached reference rows, not two more joins a page.
  let ids = db
    .selectFrom(heads.as('h'))
    .selectAll()
    .orderBy('h.grp')
    .orderBy('h.sort_name')
    .orderBy('h.case_id');
  if (filter.page) ids = ids.limit(filter.page.limit).offset(filter.page.offset);
  const query = db
    .selectFrom(ids.as('p'))
    .innerJoin('cases as c', 'c.case_id', 'p.case_id')
    .innerJoin('law_firms as f', 'f.law_firm_id', 'c.law_firm_id')
    .selectAll('c')
    .select('f.name as firm_name')
    .orderBy('p.grp')
    .orderBy('p.sort_name')
    .orderBy('p.case_id');
  const rows = await query.execute();
  const reference = await referenceData(db);
  const named = <T extends { name_en: string; name_sv: string }>(row: T | undefined) =>
    row ? (language === 'sv' ? row.name_sv : row.name_en) : null;
  const statusNames = new Map(reference.statuses.map((st) => [st.case_status_id, named(st)]));
  const sectorNames = new Map(reference.sectors.map((se) => [se.sector_id, named(se)]));
  const cases = rows.map((r) => ({
    caseId: r.case_id,
    debtorName: r.debtor_name,
    debtorOrgnr: r.debtor_orgnr,
    knr: r.knr,
    status: r.status,
    statusName: statusNames.get(r.status) as string,
    lawFirmId: r.law_firm_id,
    lawfirmName: r.firm_name,
    debtorSectorId: r.sector_id,
    debtorSector: (r.sector_id === null ? null : sectorNames.get(r.sector_id)) ?? null,
    court: r.court,
    dateDecision: r.date_decision,
    dateEdited: new Date(r.date_edited).toISOString(),
    lawyerName: r.lawyer_name,
    managerName: r.manager_name,
    administratorName: r.administrator_name,
    administratorEmail: r.administrator_email,
    caseNotes: r.case_notes,
    isAllowCreditorNotification: r.is_allow_creditor_notification,
    claimsDeadline: r.claims_deadline,
    claimsProcedureDecidedOn: r.claims_procedure_decided_on,
    objectionDeadline: r.objection_deadline,
    settlementDeadline: r.settlement_deadline,
  }));
  return { cases, total: filter.page ? total : cases.length };
}

/** Stored names of every file that belongs to these cases (documents, claims, published registers). */
export async function caseFiles(db: Executor, caseIds: number[]): Promise<string[]> {
  if (!caseIds.length) return [];
  const rows = await sql<{ stored_name: string }>`
    SELECT stored_name FROM documents WHERE case_id = ANY(${caseIds})
    UNION ALL
    SELECT stored_name FROM invoices WHERE case_id = ANY(${caseIds})
    UNION ALL
    SELECT f.stored_name FROM claims_register_version_files f
    JOIN claims_register_versions v ON v.register_version_id = f.register_version_id
    WHERE v.case_id = ANY(${caseIds})
  `.execute(db);
  return rows.rows.map((r) => r.stored_name);
}

/** Does this sector exist? */
export async function sectorExists(db: Executor, sectorId: number) {
  const found = await db
    .selectFrom('sectors')
    .select('sector_id')
    .where('sector_id', '=', sectorId)
    .executeTakeFirst();
  return Boolean(found);
}

/** The columns a case's add and update both write, from the wire body. */
function caseColumns(body: z.output<typeof addCaseBodySchema> | z.output<typeof updateCaseBodySchema>) {
  return {
    debtor_name: body.debtorName,
    debtor_orgnr: body.debtorOrgnr,
    knr: body.knr,
    court: body.court,
    date_decision: body.dateDecision ? body.dateDecision.slice(0, 10) : null,
    lawyer_name: body.lawyerName,
    manager_name: body.managerName,
    administrator_name: body.administratorName,
    administrator_email: body.administratorEmail,
    case_notes: body.caseNotes,
    sector_id: body.debtorSectorId,
    status: body.status,
    is_allow_creditor_notification: body.isAllowCreditorNotification,
  };
}

/** A new case of the firm; returns its id. */
export async function insertCase(
  trx: Executor,
  lawFirmId: number,
  body: z.output<typeof addCaseBodySchema>,
  createdByUserId: number,
): Promise<number> {
  const { case_id } = await trx
    .insertInto('cases')
    .values({
      law_firm_id: lawFirmId,
      ...caseColumns(body),
      claims_deadline: body.claimsDeadline ?? null,
      claims_procedure_decided_on: body.claimsProcedureDecidedOn ?? null,
      objection_deadline: body.objectionDeadline ?? null,
      settlement_deadline: body.settlementDeadline ?? null,
      created_by_user_id: createdByUserId,
    })
    .returning('case_id')
    .executeTakeFirstOrThrow();
  return case_id;
}

/** The case's fields as sent; the claims deadline only when given. */
export async function updateCase(trx: Executor, body: z.output<typeof updateCaseBodySchema>) {
  await trx
    .updateTable('cases')
    .set({
      ...caseColumns(body),
      // Absent (a client that does not know it): unchanged.
      ...(body.claimsDeadline !== undefined ? { claims_deadline: body.claimsDeadline } : {}),
      ...(body.claimsProcedureDecidedOn !== undefined
        ? { claims_procedure_decided_on: body.claimsProcedureDecidedOn }
        : {}),
      ...(body.objectionDeadline !== undefined ? { objection_deadline: body.objectionDeadline } : {}),
      ...(body.settlementDeadline !== undefined ? { settlement_deadline: body.settlementDeadline } : {}),
      date_edited: new Date(),
    })
    .where('case_id', '=', body.caseId)
    .execute();
}

/** Links, messages, documents and claims of the case go by cascade. */
export async function deleteCase(trx: Executor, caseId: number) {
  await trx.deleteFrom('cases').where('case_id', '=', caseId).execute();
}
