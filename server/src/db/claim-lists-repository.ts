import { type RawBuilder, sql } from 'kysely';
import {
  type ClaimStatus,
  type ClaimTotals,
  claimStatusSchema,
  type ListPeriod,
  sumAmounts,
} from 'shared-api/contract';
import {
  type ClaimRow,
  type ClaimsFrom,
  fromClaims,
  IS_LATE,
  normalise,
  withClaimColumns,
} from './claims-repository';
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

function inScope(query: ClaimsFrom, scope: ClaimScope): ClaimsFrom {
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
function matching(db: Executor, filter: ClaimFilter, withStatus = true): ClaimsFrom {
  let query = inScope(fromClaims(db).where('i.case_id', '=', filter.caseId), filter.scope);
  if (withStatus && filter.invoiceStatus) query = query.where('i.invoice_status', '=', filter.invoiceStatus);
  if (filter.isLate !== undefined) query = query.where(IS_LATE, '=', filter.isLate);
  if (filter.creditorId) query = query.where('i.creditor_id', '=', filter.creditorId);
  return periodAndSearch(query, filter, 'i.created_at', ['i.file_name', 'i.claim_reference']);
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
  const base = matching(db, filter);
  const newestFirst = <Q extends ClaimsFrom>(query: Q) =>
    query.orderBy('i.created_at', 'desc').orderBy('i.invoice_id', 'desc') as Q;
  const chosen = page
    ? fromClaims(db).where('i.invoice_id', 'in', newestFirst(base).select('i.invoice_id').$call(paged(page)))
    : base;
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
