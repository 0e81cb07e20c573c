import { type ColumnType, type RawBuilder, sql } from 'kysely';
import type { RepresentationStatus } from 'shared-api/contract';
import { containsPattern } from '../http/paging';
import { COUNT, counted, type Page, paged } from './list-page';
import { orgNumberMatches } from './org-number-search';
import type { Executor } from './types';

declare module './types' {
  interface Database {
    /** A creditor a debt collector found by the exact search (migration 150). */
    creditor_lookups: {
      debt_collector_id: number;
      creditor_id: number;
      looked_up_at: ColumnType<Date, Date | string | undefined, Date | string>;
    };
  }
}

/**
 * Which debt collector may act for which creditor. A row of
 * debt_collector_creditors is a request the creditor decides; only an
 * Approved row lets the debt collector act.
 */

/** Whether the creditor has approved the debt collector, and not revoked it. */
export async function isApproved(
  db: Executor,
  debtCollectorId: number,
  creditorId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('debt_collector_creditors')
    .select('creditor_id')
    .where('debt_collector_id', '=', debtCollectorId)
    .where('creditor_id', '=', creditorId)
    .where('status', '=', 'Approved')
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * The cases each creditor follows, in case order: one array a creditor, gathered in SQL (a page of 50
 * creditors follows some 2,000 cases; a row for each was 2,000 row objects to read and throw away a page).
 */
export async function caseIdsOf(db: Executor, creditorIds: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>(creditorIds.map((id) => [id, []]));
  if (!creditorIds.length) return map;
  const links = await db
    .selectFrom('creditor_cases')
    .select(['creditor_id', sql<number[]>`array_agg(case_id ORDER BY case_id)`.as('case_ids')])
    .where('creditor_id', 'in', creditorIds)
    .groupBy('creditor_id')
    .execute();
  for (const l of links) map.set(l.creditor_id, l.case_ids);
  return map;
}

/** How long a creditor found by the exact search may be asked without searching again. */
export const LOOKUP_SECONDS = 3600;

const lookedUpSince = () => sql<Date>`now() - make_interval(secs => ${LOOKUP_SECONDS})`;

/**
 * Records that the debt collector found these creditors by the exact search
 * (so it may ask them for the next hour), and forgets its finds that are older.
 */
export async function recordLookups(db: Executor, debtCollectorId: number, creditorIds: number[]) {
  if (!creditorIds.length) return;
  await db
    .deleteFrom('creditor_lookups')
    .where('debt_collector_id', '=', debtCollectorId)
    .where('looked_up_at', '<=', lookedUpSince())
    .execute();
  await db
    .insertInto('creditor_lookups')
    .values(creditorIds.map((creditor_id) => ({ debt_collector_id: debtCollectorId, creditor_id })))
    .onConflict((oc) =>
      oc.columns(['debt_collector_id', 'creditor_id']).doUpdateSet({ looked_up_at: sql<Date>`now()` }),
    )
    .execute();
}

/**
 * Creditors the debt collector may ask: verified, not debt collectors
 * themselves, and either found by its exact search within the hour or already
 * asked before (to ask again after a decline or a revocation). Any other id,
 * a real creditor's too, is left out exactly as an id that names nobody.
 */
export async function requestableCreditors(db: Executor, debtCollectorId: number, creditorIds: number[]) {
  if (!creditorIds.length) return [];
  return db
    .selectFrom('creditors as c')
    .select(['c.creditor_id', 'c.name', 'c.email'])
    .where('c.creditor_id', 'in', creditorIds)
    .where('c.is_debt_collector', '=', false)
    .where('c.email_verified_at', 'is not', null)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('creditor_lookups as l')
            .select('l.creditor_id')
            .whereRef('l.creditor_id', '=', 'c.creditor_id')
            .where('l.debt_collector_id', '=', debtCollectorId)
            .where('l.looked_up_at', '>', lookedUpSince()),
        ),
        eb.exists(
          eb
            .selectFrom('debt_collector_creditors as m')
            .select('m.creditor_id')
            .whereRef('m.creditor_id', '=', 'c.creditor_id')
            .where('m.debt_collector_id', '=', debtCollectorId),
        ),
      ]),
    )
    .execute();
}

/**
 * Asks each creditor: a new request, or a declined or revoked one asked again.
 * Pending and approved ones stay as they are. Returns the creditors asked now.
 */
export async function request(
  trx: Executor,
  debtCollectorId: number,
  creditorIds: number[],
): Promise<number[]> {
  if (!creditorIds.length) return [];
  const rows = await trx
    .insertInto('debt_collector_creditors')
    .values(
      creditorIds.map((creditor_id) => ({
        debt_collector_id: debtCollectorId,
        creditor_id,
        status: 'Pending' as const,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['debt_collector_id', 'creditor_id'])
        .doUpdateSet({ status: 'Pending', requested_at: sql<Date>`now()`, decided_at: null })
        .where('debt_collector_creditors.status', 'in', ['Declined', 'Revoked']),
    )
    .returning('creditor_id')
    .execute();
  return rows.map((r) => r.creditor_id);
}

export interface RepresentativeRow {
  debtCollectorId: number;
  name: string;
  orgNumber: string;
  email: string;
  status: RepresentationStatus;
  requestedAt: Date;
  decidedAt: Date | null;
}

function selectRepresentatives(db: Executor, creditorId: number) {
  return db
    .selectFrom('debt_collector_creditors as m')
    .innerJoin('creditors as d', 'd.creditor_id', 'm.debt_collector_id')
    .select([
      'm.debt_collector_id as debtCollectorId',
      'd.name as name',
      'd.company_org_nr as orgNumber',
      'd.email as email',
      'm.status as status',
      'm.requested_at as requestedAt',
      'm.decided_at as decidedAt',
    ])
    .where('m.creditor_id', '=', creditorId);
}

/** Every debt collector that asked to act for the creditor: pending first, then the newest request. */
export async function listRepresentatives(db: Executor, creditorId: number): Promise<RepresentativeRow[]> {
  return selectRepresentatives(db, creditorId)
    .orderBy(sql`m.status = 'Pending'`, 'desc')
    .orderBy('m.requested_at', 'desc')
    .orderBy('m.debt_collector_id')
    .execute();
}

export async function findRepresentative(
  db: Executor,
  creditorId: number,
  debtCollectorId: number,
): Promise<RepresentativeRow | undefined> {
  return selectRepresentatives(db, creditorId)
    .where('m.debt_collector_id', '=', debtCollectorId)
    .executeTakeFirst();
}

/**
 * Records the creditor's decision (Approved, Declined) or revocation (Revoked),
 * stamped now, if the request still stands at `from`. False when it has moved on.
 */
export async function setStatus(
  trx: Executor,
  creditorId: number,
  debtCollectorId: number,
  from: RepresentationStatus,
  to: RepresentationStatus,
): Promise<boolean> {
  const result = await trx
    .updateTable('debt_collector_creditors')
    .set({ status: to, decided_at: sql<Date>`now()` })
    .where('creditor_id', '=', creditorId)
    .where('debt_collector_id', '=', debtCollectorId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Text as the exact search compares it: no spaces, lower case. */
export const emailKey = (text: string) => text.replace(/\s/g, '').toLowerCase();
/** An organisation number as the exact search compares it: no spaces, no dashes. */
export const orgNumberKey = (text: string) => text.replace(/[\s-]/g, '');

/**
 * The creditors a debt collector sees in GET /api/Creditor/get: those that
 * approved it, plus, with a search, those whose e-mail or organisation number
 * equals it exactly; without a search, those it has asked and that have not
 * answered yet. Each with where the debt collector's request stands.
 */
function creditorsVisibleTo(db: Executor, debtCollectorId: number, search: string | null) {
  return db
    .selectFrom('creditors as c')
    .leftJoin('debt_collector_creditors as m', (join) =>
      join.onRef('m.creditor_id', '=', 'c.creditor_id').on('m.debt_collector_id', '=', debtCollectorId),
    )
    .where('c.is_debt_collector', '=', false)
    .where('c.email_verified_at', 'is not', null)
    .where((eb) => {
      const shown = [eb('m.status', '=', 'Approved')];
      if (!search) shown.push(eb('m.status', '=', 'Pending'));
      return eb.or([...shown, ...exactMatch(search)]);
    });
}

/** The conditions of the exact search: the e-mail or the organisation number equals it (none without a search). */
function exactMatch(search: string | null) {
  const email = search ? emailKey(search) : '';
  const org = search ? orgNumberKey(search) : '';
  const found: RawBuilder<boolean>[] = [];
  if (email) found.push(sql<boolean>`lower(c.email) = ${email}`);
  if (org) found.push(sql<boolean>`translate(c.company_org_nr, ' -', '') = ${org}`);
  return found;
}

/** GET /api/Creditor/get for a debt collector: the creditors it may see (above), each with its request's status. */
export async function pageCreditorsVisibleTo(
  db: Executor,
  debtCollectorId: number,
  search: string | null,
  page: Page,
) {
  const base = creditorsVisibleTo(db, debtCollectorId, search);
  const exact = exactMatch(search);
  const rows = await base
    .selectAll('c')
    .select('m.status as representation')
    // What the search found exactly comes first, so the first page holds it however many approved it.
    .$if(exact.length > 0, (query) =>
      query.orderBy(sql`case when ${sql.join(exact, sql` or `)} then 0 else 1 end`),
    )
    .orderBy(sql`lower(c.name)`)
    .orderBy('c.creditor_id')
    .$call(paged(page))
    .execute();
  return { rows, total: page ? await counted(base.select(COUNT)) : rows.length };
}

/** GET /api/Creditor/get for S, A and U: every creditor, searched by name or organisation number. */
export async function pageCreditors(db: Executor, search: string | null, page: Page) {
  let base = db.selectFrom('creditors as c');
  if (search) {
    const pattern = containsPattern(search);
    base = base.where((eb) =>
      eb.or([eb('c.name', 'ilike', pattern), orgNumberMatches('c.company_org_nr', search)]),
    );
  }
  // Only what the list shows (creditors-repository.ts#toCreditor): not the password hash, nor three
  // timestamps parsed into dates and dropped, on every row of every page.
  const rows = await base
    .select([
      'c.creditor_id',
      'c.name',
      'c.email',
      'c.company_name',
      'c.company_org_nr',
      'c.creditor_type',
      'c.is_debt_collector',
      'c.street',
      'c.post_number',
      'c.town',
      'c.country',
    ])
    .orderBy(sql`lower(c.name)`)
    .orderBy('c.creditor_id')
    .$call(paged(page))
    .execute();
  return { rows, total: page ? await counted(base.select(COUNT)) : rows.length };
}

/** The creditors that have approved a debt collector, in name order. */
export async function listApprovedCreditors(db: Executor, debtCollectorId: number) {
  return db
    .selectFrom('debt_collector_creditors as m')
    .innerJoin('creditors as c', 'c.creditor_id', 'm.creditor_id')
    .selectAll('c')
    .where('m.debt_collector_id', '=', debtCollectorId)
    .where('m.status', '=', 'Approved')
    .orderBy(sql`lower(c.name)`)
    .execute();
}

/** A creditor's (or debt collector's) name and organisation number, for the mails about representation. */
export async function creditorIdentity(db: Executor, creditorId: number) {
  return db
    .selectFrom('creditors')
    .select(['name', 'company_org_nr as orgNumber'])
    .where('creditor_id', '=', creditorId)
    .executeTakeFirstOrThrow();
}
