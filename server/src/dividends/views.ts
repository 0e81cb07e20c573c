import type { DividendLine, FirmDividendLine, ProposalSummary } from 'shared-api/contract';
import type { BankStanding } from '../db/bank-details-repository';
import type { LineRow, ProposalRow } from '../db/dividends-repository';
import { swedishParts } from '../swedish-time';

/** Stored rows as the contract's shapes. */

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export const summaryOf = (row: ProposalRow): ProposalSummary => ({
  proposalId: row.proposalId,
  version: row.version,
  status: row.status,
  createdAt: new Date(row.createdAt).toISOString(),
  createdBy: row.createdBy,
  publishedAt: iso(row.publishedAt),
  sentToAuthorityOn: row.sentToAuthorityOn,
  confirmedOn: row.confirmedOn,
  finalOn: row.finalOn,
  minimumDividend: row.minimumDividend,
  enteredAmount: row.enteredAmount,
  distributedAmount: row.distributedAmount,
  paidOutAmount: row.paidOutAmount,
  notPaidOutAmount: row.notPaidOutAmount,
  surplusAmount: row.surplusAmount,
  assets: row.assets,
  restAmount: row.restAmount,
  classes: row.classes,
});

/** Today in Sweden, "2026-11-02". */
export function swedishToday(now = new Date()): string {
  const p = swedishParts(now);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/**
 * A dividend not paid within one year of the day the decision became final is lost to the creditor
 * (docs/decisions/0037-dividend-computation.md): from the day a year after the final date.
 */
export function isLapsed(
  finalOn: string | null,
  line: Pick<LineRow, 'paidOut' | 'paymentStatus'>,
  today: string,
) {
  if (!finalOn || !line.paidOut || line.paymentStatus === 'Paid') return false;
  const lapses = `${Number(finalOn.slice(0, 4)) + 1}${finalOn.slice(4)}`;
  return today > lapses;
}

export const lineOf = (row: LineRow, finalOn: string | null, today = swedishToday()): DividendLine => ({
  lineNumber: row.lineNumber,
  creditorId: row.creditorId,
  creditorName: row.creditorName,
  claimNumbers: row.claimNumbers,
  dividendAmount: row.dividendAmount,
  paidOut: row.paidOut,
  parts: row.parts,
  payment: {
    status: row.paymentStatus,
    paidOn: row.paidOn,
    returnedReason: row.returnedReason,
    lapsed: isLapsed(finalOn, row, today),
  },
});

export const firmLineOf = (
  row: LineRow,
  finalOn: string | null,
  standing: BankStanding | undefined,
): FirmDividendLine => ({
  ...lineOf(row, finalOn),
  bank: {
    status: standing?.status ?? 'None',
    masked: standing?.masked ?? null,
    changedAt: iso(standing?.changedAt ?? null),
    heldUntil: iso(standing?.heldUntil ?? null),
  },
});
