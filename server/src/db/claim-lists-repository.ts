import { type RawBuilder, sql } from 'kysely';
import {
  type ClaimStatus,
  type ClaimTotals,
  claimStatusSchema,
  type ListPeriod,
  sumAmounts,
} from 'shared-api/contract';
import { type ClaimRow, type ClaimsFrom, fromClaims, normalise, withClaimColumns } from './claims-repository';
import { COUNT, counted, type Page, paged, periodAndSearch } from './list-page';
import type { Executor } from './types';

/**
 * The claim lists of a case: filtered, paged, counted and summed
 * in SQL, newest first. The claims register and any other reader of many
 * claims start here; one claim is claims-repository.ts#findClaim.
 */

/** Whose claims a list holds. */
export type ClaimScope =
  /** Every claim of the case (its firm). */
  | { kind: 'case' }
  /** A creditor's own claims; for a debt collector also those it filed for creditors approving it now. */
  | { kind: 'own'; creditorId: number; debtCollector: boolean }
  /** What a debt collector filed for one creditor. */
  | { kind: 'filedFor'; debtCollectorId: number; creditorId: number };

/** Which claims of a case a list shows (contract claimListQuerySchema). */
export interface ClaimFilter {
  caseId: number;
  scope: ClaimScope;
  invoiceStatus?: ClaimStatus | undefined;
  isLate?: boolean | undefined;
  period?: ListPeriod | undefined;
  /** Only this creditor's claims. */
  creditorId?: number | undefined;
  /** Matches the file name or the reference. */
  search?: string | null | undefined;
}

/**
 * The claims alone, without their case: what a page's ids and the totals are chosen from. The filters
 * read the claim only (the late one its case's deadline by key), so the join to `cases` that the rows
 * need is left out there: planning it cost PostgreSQL a third of the totals' time every page.
 */
const claimsAlone = (db: Executor) => db.selectFrom('invoices as i');
type ClaimsAlone = ReturnType<typeof claimsAlone>;

/** Filed after the end of the case's claims deadline, Swedish time (claims-repository.ts IS_LATE, without the join). */
const FILED_LATE = sql<boolean>`coalesce(i.created_at >= (((SELECT k.claims_deadline FROM cases k WHERE k.case_id = i.case_id) + 1)::timestamp AT TIME ZONE 'Europe/Stockholm'), false)`;

function inScope(query: ClaimsAlone, scope: ClaimScope): ClaimsAlone {
  switch (scope.kind) {
    case 'case':
      return query;
    case 'filedFor':
      return query
        .where('i.debt_collector_id', '=', scope.debtCollectorId)
        .where('i.creditor_id', '=', scope.creditorId);
    case 'own':
      if (!scope.debtCollector) return query.where('i.creditor_id', '=', scope.creditorId);
      // What it filed for others, only for creditors that approve it now.
      return query.where((eb) =>
        eb.or([
          eb('i.creditor_id', '=', scope.creditorId),
          eb.and([
            eb('i.debt_collector_id', '=', scope.creditorId),
            eb(
              'i.creditor_id',
              'in',
              eb
                .selectFrom('debt_collector_creditors as m')
                .select('m.creditor_id')
                .where('m.debt_collector_id', '=', scope.creditorId)
                .where('m.status', '=', 'Approved'),
            ),
          ]),
        ]),
      );
  }
}

/** The claims matching every filter (`withStatus: false`: every filter but the status). */
function matching<Q extends ClaimsAlone | ClaimsFrom = ClaimsAlone>(
  db: Executor,
  filter: ClaimFilter,
  withStatus = true,
  start: Q = claimsAlone(db) as Q,
): Q {
  // The filters name the claim's columns only, the same with the case joined or not.
  let query = inScope((start as ClaimsAlone).where('i.case_id', '=', filter.caseId), filter.scope);
  if (withStatus && filter.invoiceStatus) query = query.where('i.invoice_status', '=', filter.invoiceStatus);
  if (filter.isLate !== undefined) query = query.where(FILED_LATE, '=', filter.isLate);
  if (filter.creditorId) query = query.where('i.creditor_id', '=', filter.creditorId);
  return periodAndSearch(query, filter, 'i.created_at', ['i.file_name', 'i.claim_reference']) as Q;
}

/**
 * Claims of a case, newest first: one page of them with `page`, and how many match (`knownTotal`: the caller
 * has it already, from claimTotals' count, and no count is run). A page picks its ids from the index on
 * (case, created, id) first and joins only those; joining every claim of the case, then sorting, cost ~10 ms.
 */
export async function listClaims(
  db: Executor,
  filter: ClaimFilter,
  page: Page = null,
  knownTotal?: number,
): Promise<{ rows: ClaimRow[]; total: number }> {
  const newestFirst = <Q extends ClaimsFrom>(query: Q) =>
    query.orderBy('i.created_at', 'desc').orderBy('i.invoice_id', 'desc') as Q;
  const base = matching(db, filter);
  const ids = base.select('i.invoice_id').orderBy('i.created_at', 'desc').orderBy('i.invoice_id', 'desc');
  // Without a page every matching claim is read, filtered with its case joined (no list of ids).
  const chosen = page
    ? fromClaims(db).where('i.invoice_id', 'in', ids.$call(paged(page)))
    : matching(db, filter, true, fromClaims(db));
  const rows = await newestFirst(withClaimColumns(chosen)).execute();
  const total = page ? (knownTotal ?? (await counted(base.select(COUNT)))) : rows.length;
  return { rows: rows.map(normalise), total };
}

/**
 * What the firm approved: of Approved and Paid claims the approved amount, in full without one;
 * nothing of a claim its creditor withdrew.
 */
export const APPROVED = sql<string>`CASE WHEN i.invoice_status IN ('Approved', 'Paid') AND i.withdrawn_at IS NULL
  THEN coalesce(i.approved_amount, i.claim_amount) END`;
/** The claimed amount a total counts: none of a withdrawn claim, which is still listed. */
export const CLAIMED = sql<string>`CASE WHEN i.withdrawn_at IS NULL THEN i.claim_amount END`;
/** A sum of amounts as an exact decimal string ("0.00" for none). */
export const amount = (sum: RawBuilder<unknown>) =>
  sql<string>`coalesce(sum(${sum}), 0)::numeric(20, 2)::text`;

/**
 * The claim centre's total and chart (contract claimTotalsSchema): claimed and
 * approved amounts of the matching claims, and per status of those matching
 * every filter but the status. One grouped query; amounts summed exactly.
 */
export async function claimTotals(db: Executor, filter: ClaimFilter): Promise<ClaimTotals> {
  const groups = await matching(db, filter, false)
    .select([
      'i.invoice_status as invoiceStatus',
      COUNT,
      amount(CLAIMED).as('claimAmount'),
      amount(APPROVED).as('approvedAmount'),
    ])
    .groupBy('i.invoice_status')
    .execute();
  const byStatus = claimStatusSchema.options.map((status) => {
    const group = groups.find((g) => g.invoiceStatus === status);
    return {
      invoiceStatus: status,
      count: group?.n ?? 0,
      claimAmount: group ? String(group.claimAmount) : '0.00',
      approvedAmount: group ? String(group.approvedAmount) : '0.00',
    };
  });
  const shown = byStatus.filter((s) => !filter.invoiceStatus || s.invoiceStatus === filter.invoiceStatus);
  return {
    count: shown.reduce((sum, s) => sum + s.count, 0),
    claimAmount: sumAmounts(shown.map((s) => s.claimAmount)),
    approvedAmount: sumAmounts(shown.map((s) => s.approvedAmount)),
    byStatus,
  };
}
