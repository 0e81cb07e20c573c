import { amountToOre, type Invoice, type InvoiceStatus, invoiceStatusSchema, sumAmounts } from 'shared-api';
import { matches } from '../text';
import { inPeriod, type TimeFilter } from '../time-filter';

export const CLAIM_STATUSES = invoiceStatusSchema.options;
export type ClaimStatusFilter = 'all' | InvoiceStatus;

export type DeadlineFilter = 'all' | 'late' | 'onTime';
export type ClaimQuery = {
  search: string;
  status: ClaimStatusFilter;
  time: TimeFilter;
  /** Issue 16 §1: late claims only, or those filed in time (a server without deadlines: none are late). */
  deadline?: DeadlineFilter;
  now?: Date;
};

/** Newest first; search matches the file name or the reference (spec 2 §2). */
export function filterClaims(invoices: readonly Invoice[], query: ClaimQuery): Invoice[] {
  return invoices
    .filter((invoice) => query.status === 'all' || invoice.invoiceStatus === query.status)
    .filter((invoice) => inPeriod(invoice.createdOn, query.time, query.now))
    .filter(
      (invoice) =>
        !query.deadline ||
        query.deadline === 'all' ||
        (query.deadline === 'late') === (invoice.isLate ?? false),
    )
    .filter(
      (invoice) =>
        matches(invoice.invoiceDocumentResponse.invoiceName, query.search) ||
        matches(invoice.claimRefernce, query.search),
    )
    .sort((a, b) => Date.parse(b.createdOn) - Date.parse(a.createdOn));
}

/** The exact total ("12500.50"), summed in öre: never a float. */
export const totalOf = (invoices: readonly Invoice[]): string =>
  sumAmounts(invoices.map((invoice) => invoice.claimAmount));

export type StatusAmount = { status: InvoiceStatus; amount: string; ore: bigint; count: number };

/** Amount and count per status, in the order Pending, Approved, Rejected, Paid. */
export function amountsByStatus(invoices: readonly Invoice[]): StatusAmount[] {
  return CLAIM_STATUSES.map((status) => {
    const of = invoices.filter((invoice) => invoice.invoiceStatus === status);
    const amount = totalOf(of);
    return { status, amount, ore: amountToOre(amount), count: of.length };
  });
}

/** Issue 16 §3: what the firm approved of a claim; Approved or Paid without an amount: all of it. */
export const approvedOf = (invoice: Invoice): string | null =>
  invoice.invoiceStatus === 'Approved' || invoice.invoiceStatus === 'Paid'
    ? (invoice.approvedAmount ?? invoice.claimAmount)
    : null;

/** Approved with less than claimed. */
export const isPartial = (invoice: Invoice): boolean => {
  const approved = approvedOf(invoice);
  return approved !== null && amountToOre(approved) < amountToOre(invoice.claimAmount);
};

/** The exact approved total of the claims ("40000.00"). */
export const approvedTotalOf = (invoices: readonly Invoice[]): string =>
  sumAmounts(invoices.map(approvedOf).filter((amount): amount is string => amount !== null));
