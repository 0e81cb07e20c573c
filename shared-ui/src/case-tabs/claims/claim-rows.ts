import { amountToOre, type Invoice, type InvoiceStatus, invoiceStatusSchema, sumAmounts } from 'shared-api';
import { matches } from '../text';
import { inPeriod, type TimeFilter } from '../time-filter';

export const CLAIM_STATUSES = invoiceStatusSchema.options;
export type ClaimStatusFilter = 'all' | InvoiceStatus;

export type ClaimQuery = { search: string; status: ClaimStatusFilter; time: TimeFilter; now?: Date };

/** Newest first; search matches the file name or the reference (spec 2 §2). */
export function filterClaims(invoices: readonly Invoice[], query: ClaimQuery): Invoice[] {
  return invoices
    .filter((invoice) => query.status === 'all' || invoice.invoiceStatus === query.status)
    .filter((invoice) => inPeriod(invoice.createdOn, query.time, query.now))
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
