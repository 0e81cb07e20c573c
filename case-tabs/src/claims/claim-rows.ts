import { amountToOre, type Claim, type ClaimStatus, claimStatusSchema, sumAmounts } from 'shared-api';

/**
 * The claims' statuses and filters, and what one claim says of its amounts. The server filters, pages and
 * sums the claim centre's list (use-claims.ts); the export sums the claims it wrote.
 */

export const CLAIM_STATUSES = claimStatusSchema.options;
export type ClaimStatusFilter = 'all' | ClaimStatus;

/** Late claims only, or those filed in time (a server without deadlines: none are late). */
export type DeadlineFilter = 'all' | 'late' | 'onTime';

/** The exact total ("12500.50"), summed in öre: never a float. */
export const totalOf = (claims: readonly Claim[]): string =>
  sumAmounts(claims.map((claim) => claim.claimAmount));

/** What the firm approved of a claim; Approved or Paid without an amount: all of it. */
export const approvedOf = (claim: Claim): string | null =>
  claim.invoiceStatus === 'Approved' || claim.invoiceStatus === 'Paid'
    ? (claim.approvedAmount ?? claim.claimAmount)
    : null;

/** Approved with less than claimed. */
export const isPartial = (claim: Claim): boolean => {
  const approved = approvedOf(claim);
  return approved !== null && amountToOre(approved) < amountToOre(claim.claimAmount);
};
