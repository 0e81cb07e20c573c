import { amountToOre, type Invoice, type InvoiceStatus, invoiceStatusSchema, sumAmounts } from 'shared-api';

/**
 * The claims' statuses and filters, and what one claim says of its amounts. The server filters, pages and
 * sums the claim centre's list (issue 13 §2: use-claims.ts); the export sums the claims it wrote.
 */

export const CLAIM_STATUSES = invoiceStatusSchema.options;
export type ClaimStatusFilter = 'all' | InvoiceStatus;

/** Issue 16 §1: late claims only, or those filed in time (a server without deadlines: none are late). */
export type DeadlineFilter = 'all' | 'late' | 'onTime';

/** The exact total ("12500.50"), summed in öre: never a float. */
export const totalOf = (invoices: readonly Invoice[]): string =>
  sumAmounts(invoices.map((invoice) => invoice.claimAmount));

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
