import { sql } from 'kysely';
import type { ClaimStatus, PriorityClass } from 'shared-api/contract';
import { fromCaseWithFirm } from './case-links-repository';
import { APPROVED, amount, CLAIMED } from './claim-lists-repository';
import { fromClaims, IS_LATE } from './claims-repository';
import { COUNT } from './list-page';
import type { Executor } from './types';

/**
 * The claims register of a case (bevakningsförteckning): its claims in register
 * order (priority right first, then by status, then by number) and the totals per priority, per
 * priority and status, and in all, summed by one ROLLUP in SQL.
 */

export interface RegisterCase {
  caseId: number;
  knr: string;
  debtorName: string;
  debtorOrgnr: string;
  lawFirmName: string;
  /** "2026-04-30", or null when the case has none. */
  claimsDeadline: string | null;
}

export interface RegisterClaim {
  claimId: number;
  claimNumber: number;
  creditorName: string;
  creditorOrgNr: string;
  createdBy: string;
  isCreatedByLawFirm: boolean;
  lawFirmName: string;
  debtByDebtCollector: boolean;
  /** The debt collector that filed it, else null. */
  debtCollectorName: string | null;
  /** "12500.50" */
  claimAmount: string;
  /** Of Approved and Paid claims ("8000.00"), else null. */
  approvedAmount: string | null;
  status: ClaimStatus;
  priorityRight: boolean;
  createdOn: Date;
  isLate: boolean;
  /** Its objections, worded for the register (objections/register-lines.ts); none when absent. */
  objections?: string[];
  /** The trustee's decided class, beside the creditor's claimed priority (`priorityRight`). */
  priorityClass: PriorityClass | null;
  priorityAsset: string | null;
  /** Withdrawn by its creditor: listed, counted in no total. */
  withdrawnOn: Date | null;
}

export interface RegisterTotals {
  count: number;
  claimAmount: string;
  approvedAmount: string;
}

/** One line of the ROLLUP: a priority and status, a priority (status null) or the grand total (both null). */
export interface RegisterTotalsRow extends RegisterTotals {
  priorityRight: boolean | null;
  status: ClaimStatus | null;
}

export async function findRegisterCase(db: Executor, caseId: number): Promise<RegisterCase | undefined> {
  return fromCaseWithFirm(db, caseId)
    .select([
      'cases.case_id as caseId',
      'cases.knr as knr',
      'cases.debtor_name as debtorName',
      'cases.debtor_orgnr as debtorOrgnr',
      'law_firms.name as lawFirmName',
      sql<string | null>`to_char(cases.claims_deadline, 'YYYY-MM-DD')`.as('claimsDeadline'),
    ])
    .executeTakeFirst();
}

/** Pending, Approved, Rejected, Paid: the contract's order of the statuses. */
const STATUS_ORDER = sql<number>`array_position(ARRAY['Pending', 'Approved', 'Rejected', 'Paid']::text[], i.invoice_status)`;

/** Every claim of the case in register order. */
export async function registerClaims(db: Executor, caseId: number): Promise<RegisterClaim[]> {
  const rows = await fromClaims(db)
    .innerJoin('law_firms as lf', 'lf.law_firm_id', 'cases.law_firm_id')
    .innerJoin('creditors as c', 'c.creditor_id', 'i.creditor_id')
    .leftJoin('creditors as dc', 'dc.creditor_id', 'i.debt_collector_id')
    .where('i.case_id', '=', caseId)
    .select([
      'i.invoice_id as claimId',
      'i.claim_number as claimNumber',
      'c.name as creditorName',
      'c.company_org_nr as creditorOrgNr',
      'i.created_by as createdBy',
      'i.is_created_by_law_firm as isCreatedByLawFirm',
      'lf.name as lawFirmName',
      'i.debt_by_debt_collector as debtByDebtCollector',
      'dc.name as debtCollectorName',
      sql<string>`i.claim_amount::text`.as('claimAmount'),
      sql<string | null>`(${APPROVED})::text`.as('approvedAmount'),
      'i.invoice_status as status',
      'i.claim_priority_right as priorityRight',
      'i.created_at as createdOn',
      IS_LATE.as('isLate'),
      'i.priority_class as priorityClass',
      'i.priority_asset as priorityAsset',
      'i.withdrawn_at as withdrawnOn',
    ])
    .orderBy('i.claim_priority_right', 'desc')
    .orderBy(STATUS_ORDER)
    .orderBy('i.claim_number')
    .execute();
  return rows.map((row) => ({
    ...row,
    createdOn: new Date(row.createdOn),
    withdrawnOn: row.withdrawnOn ? new Date(row.withdrawnOn) : null,
  }));
}

/**
 * The register's totals in one grouped query: ROLLUP (priority, status) gives a line per priority
 * and status, one per priority (status null) and the grand total (both null); GROUPING() tells a
 * rolled-up null from a real one. The grand total is there even for a case without claims.
 */
export async function registerTotals(db: Executor, caseId: number): Promise<RegisterTotalsRow[]> {
  const rows = await fromClaims(db)
    .where('i.case_id', '=', caseId)
    .select([
      sql<number>`grouping(i.claim_priority_right)::int`.as('gPriority'),
      sql<number>`grouping(i.invoice_status)::int`.as('gStatus'),
      'i.claim_priority_right as priorityRight',
      'i.invoice_status as status',
      COUNT,
      amount(CLAIMED).as('claimAmount'),
      amount(APPROVED).as('approvedAmount'),
    ])
    .groupBy(sql`ROLLUP (i.claim_priority_right, i.invoice_status)`)
    .execute();
  const lines = rows.map((row) => ({
    priorityRight: row.gPriority ? null : row.priorityRight,
    status: row.gStatus ? null : row.status,
    count: Number(row.n),
    claimAmount: String(row.claimAmount),
    approvedAmount: String(row.approvedAmount),
  }));
  return lines.some((line) => line.priorityRight === null)
    ? lines
    : [
        ...lines,
        { priorityRight: null, status: null, count: 0, claimAmount: '0.00', approvedAmount: '0.00' },
      ];
}
