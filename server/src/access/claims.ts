import { NOT_APPROVED_MESSAGE } from 'shared-api/contract';
import type { Session } from '../auth/session';
import type { ClaimScope } from '../db/invoice-lists-repository';
import { findInvoice, type InvoiceRow } from '../db/invoices-repository';
import { isApproved } from '../db/representatives-repository';
import type { Executor } from '../db/types';
import { conflict, forbidden, found, notFound } from '../http/errors';
import { isDebtCollector, isDecided, isFiledForOther, isSelf, mayActOnClaim, maySeeClaim } from './policy';

/**
 * Who may act on an existing claim (DECISIONS; issue 11: a debt collector only
 * with the creditor's approval). Filing a new one: claims/claim-owner.ts.
 */

export const NOT_APPROVED = NOT_APPROVED_MESSAGE;
export const CLAIM_NOT_FOUND = 'Claim not found';
export const CLAIM_BY_FIRM = 'This claim was registered by the law firm and can only be changed by it';
export const CLAIM_DECIDED = (status: string) =>
  `This claim is ${status} and can no longer be changed. Contact the law firm if something is wrong.`;

/** Whether the creditor still approves the debt collector that filed the claim for it (asked only then). */
async function approvedFiler(db: Executor, session: Session, claim: InvoiceRow): Promise<boolean> {
  return (
    isFiledForOther(session, claim) && (await isApproved(db, session.creditorId as number, claim.creditorId))
  );
}

/** Whether a creditor-side caller may act on a claim: its own, or one it filed for a creditor that approves it. */
export async function mayActOnClaimNow(db: Executor, session: Session, claim: InvoiceRow): Promise<boolean> {
  return mayActOnClaim(session, claim, await approvedFiler(db, session, claim));
}

/** Whether the caller may see a claim and its files: staff of the case's firm, or whoever may act on it. */
export async function maySeeClaimNow(db: Executor, session: Session, claim: InvoiceRow): Promise<boolean> {
  return maySeeClaim(session, claim, await approvedFiler(db, session, claim));
}

export async function requireClaim(db: Executor, invoiceId: number): Promise<InvoiceRow> {
  return found(findInvoice(db, invoiceId), CLAIM_NOT_FOUND);
}

/**
 * A claim the creditor-side caller may change: its own, not registered by the firm, still open.
 * Another creditor's claim is not found; a debt collector's claim for a creditor that no longer
 * approves it is refused (it knows the claim, it may not touch it).
 */
export async function requireChangeableClaim(
  db: Executor,
  session: Session,
  invoiceId: number,
): Promise<InvoiceRow> {
  const claim = await requireClaim(db, invoiceId);
  if (!(await mayActOnClaimNow(db, session, claim))) {
    if (isFiledForOther(session, claim)) throw forbidden(NOT_APPROVED);
    throw notFound(CLAIM_NOT_FOUND);
  }
  if (claim.isCreatedByLawFirm) throw forbidden(CLAIM_BY_FIRM);
  if (isDecided(claim)) throw conflict(CLAIM_DECIDED(claim.invoiceStatus));
  return claim;
}

/**
 * Whose claims a creditor-side caller lists when it asks for `creditorId`'s (POST
 * /api/Creditor/invoice/get): its own (a debt collector's with those it filed for creditors
 * approving it), or, for a debt collector, what it filed for a creditor that approves it.
 */
export async function claimsListedFor(
  db: Executor,
  session: Session,
  creditorId: number,
): Promise<ClaimScope> {
  const own = session.creditorId as number;
  if (isSelf(session, creditorId))
    return { kind: 'own', creditorId: own, debtCollector: isDebtCollector(session) };
  if (!isDebtCollector(session)) throw forbidden('You may only see your own claims');
  if (!(await isApproved(db, own, creditorId))) throw forbidden(NOT_APPROVED);
  return { kind: 'filedFor', debtCollectorId: own, creditorId };
}
