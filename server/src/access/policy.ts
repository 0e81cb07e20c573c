import {
  type ClaimStatus,
  isCreditorSide as creditorSideRole,
  type DocumentStatus,
  isDebtCollector as debtCollectorRole,
  isFirmAdmin as firmAdminRole,
  isFirmStaff as firmStaffRole,
  isPlatformAdmin as platformAdminRole,
} from 'shared-api/contract';
import type { Session } from '../auth/session';

/**
 * Who may see or change what, as named answers: pure, no
 * database and no errors. `require.ts` and `claims.ts` look the facts up and
 * turn a "no" into the refusal each endpoint gives.
 *
 * The rules: S runs the platform's firms; A
 * and U work on their own firm's cases; C and D see the cases they follow and
 * act only as themselves; a debt collector acts for a creditor only while that
 * creditor approves it.
 */

/** The part of a session the rules read. */
export type Caller = Pick<Session, 'userType' | 'lawFirmId' | 'creditorId'>;

// The roles as the contract's roles module names them, for the browser and the server alike.
export const isPlatformAdmin = (caller: Caller) => platformAdminRole(caller.userType);
export const isFirmAdmin = (caller: Caller) => firmAdminRole(caller.userType);
export const isFirmStaff = (caller: Caller) => firmStaffRole(caller.userType);
export const isCreditorSide = (caller: Caller) => creditorSideRole(caller.userType);
export const isDebtCollector = (caller: Caller) => debtCollectorRole(caller.userType);

/** Staff (A, U) of this very firm. */
export const staffsFirm = (caller: Caller, lawFirmId: number) =>
  isFirmStaff(caller) && caller.lawFirmId === lawFirmId;

/** S acts on any firm, A and U only on their own. */
export const mayManageFirm = (caller: Caller, lawFirmId: number) =>
  isPlatformAdmin(caller) || staffsFirm(caller, lawFirmId);

/** A creditor or debt collector acting on its own account. */
export const isSelf = (caller: Caller, creditorId: number) => caller.creditorId === creditorId;

/** A case is read by S, by staff of the firm that runs it, and by a creditor side that follows it. */
export const mayReadCase = (caller: Caller, theCase: { lawFirmId: number }, follows: boolean) =>
  isPlatformAdmin(caller) || staffsFirm(caller, theCase.lawFirmId) || (isCreditorSide(caller) && follows);

/** A case's audit trail is read only by the administrator (A) of the firm that runs it. */
export const mayReadCaseHistory = (caller: Caller, theCase: { lawFirmId: number }) =>
  isFirmAdmin(caller) && caller.lawFirmId === theCase.lawFirmId;

/** A creditor–case link of the caller's own (C or D). */
export const ownsLink = (caller: Caller, link: { creditorId: number }) =>
  isCreditorSide(caller) && caller.creditorId !== null && link.creditorId === caller.creditorId;

/** Only published documents reach the creditors of a case. */
export const isPublished = (document: { status: DocumentStatus }) => document.status === 'Published';

/** A document is read by staff of its firm, and once published by the creditors that follow its case. */
export const mayReadDocument = (
  caller: Caller,
  document: { lawFirmId: number; status: DocumentStatus },
  follows: boolean,
) => staffsFirm(caller, document.lawFirmId) || (isCreditorSide(caller) && isPublished(document) && follows);

/** The facts about a claim the rules read. */
export interface ClaimFacts {
  lawFirmId: number;
  creditorId: number;
  status: ClaimStatus;
  isCreatedByLawFirm: boolean;
  debtByDebtCollector: boolean;
  debtCollectorId: number | null;
}

/** A claim of the caller's own creditor account (C or D). */
export const isOwnClaim = (caller: Caller, claim: ClaimFacts) =>
  isCreditorSide(caller) && caller.creditorId !== null && claim.creditorId === caller.creditorId;

/** A claim a debt collector filed for another creditor (it may act on it only while that creditor approves it). */
export const isFiledForOther = (caller: Caller, claim: ClaimFacts) =>
  isDebtCollector(caller) &&
  !isOwnClaim(caller, claim) &&
  claim.debtByDebtCollector &&
  claim.debtCollectorId === caller.creditorId;

/** The creditor side acts on its own claims, and a debt collector on those it filed for a creditor approving it. */
export const mayActOnClaim = (caller: Caller, claim: ClaimFacts, approvedByCreditor: boolean) =>
  isOwnClaim(caller, claim) || (isFiledForOther(caller, claim) && approvedByCreditor);

/** A claim is seen by staff of the case's firm and by whoever may act on it. */
export const maySeeClaim = (caller: Caller, claim: ClaimFacts, approvedByCreditor: boolean) =>
  staffsFirm(caller, claim.lawFirmId) || mayActOnClaim(caller, claim, approvedByCreditor);

/** Approved and Paid claims stand as the firm decided them (docs/decisions/0004-decided-claims-are-not-edited-behind-the-trustee.md). */
export const isDecided = (claim: { status: ClaimStatus }) =>
  claim.status === 'Approved' || claim.status === 'Paid';
