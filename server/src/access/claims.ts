import { type addClaimBodySchema, type ClaimStatus, NOT_APPROVED_MESSAGE } from 'shared-api/contract';
import type { z } from 'zod';
import type { Session } from '../auth/session';
import { followsCase } from '../db/case-links-repository';
import type { ClaimScope } from '../db/claim-lists-repository';
import { type ClaimRow, creditorNameOf, findClaim, isClaimBasis, staffNameOf } from '../db/claims-repository';
import { isApproved } from '../db/representatives-repository';
import type { Executor } from '../db/types';
import { badRequest, conflict, forbidden, found, notFound } from '../http/errors';
import {
  isDebtCollector,
  isDecided,
  isFiledForOther,
  isFirmStaff,
  isSelf,
  mayActOnClaim,
  maySeeClaim,
} from './policy';
import { requireCaseStaff, requireFollower } from './require';

/**
 * Who may file a claim for whom, and who may act on an existing one. The
 * creditor side files and changes only its own claims; a debt collector acts
 * for a creditor only while that creditor approves it; the firm's staff file
 * for the creditors of their own firm's cases and decide them.
 */

export const NOT_APPROVED = NOT_APPROVED_MESSAGE;
export const CLAIM_NOT_FOUND = 'Claim not found';
export const CLAIM_WITHDRAWN = 'This claim has been withdrawn and can no longer be changed.';
export const CLAIM_BY_FIRM = 'This claim was registered by the law firm and can only be changed by it';
export const CLAIM_DECIDED = (status: string) =>
  `This claim is ${status} and can no longer be changed. Contact the law firm if something is wrong.`;

/** Whether the creditor still approves the debt collector that filed the claim for it (asked only then). */
async function approvedFiler(db: Executor, session: Session, claim: ClaimRow): Promise<boolean> {
  return (
    isFiledForOther(session, claim) && (await isApproved(db, session.creditorId as number, claim.creditorId))
  );
}

/** Whether a creditor-side caller may act on a claim: its own, or one it filed for a creditor that approves it. */
export async function mayActOnClaimNow(db: Executor, session: Session, claim: ClaimRow): Promise<boolean> {
  return mayActOnClaim(session, claim, await approvedFiler(db, session, claim));
}

/** Whether the caller may see a claim and its files: staff of the case's firm, or whoever may act on it. */
export async function maySeeClaimNow(db: Executor, session: Session, claim: ClaimRow): Promise<boolean> {
  return maySeeClaim(session, claim, await approvedFiler(db, session, claim));
}

// ---- An existing claim.

export async function requireClaim(db: Executor, claimId: number): Promise<ClaimRow> {
  return found(findClaim(db, claimId), CLAIM_NOT_FOUND);
}

/**
 * A claim the creditor-side caller may change: its own, not registered by the firm, still open.
 * Another creditor's claim is not found; a debt collector's claim for a creditor that no longer
 * approves it is refused (it knows the claim, it may not touch it).
 */
export async function requireChangeableClaim(
  db: Executor,
  session: Session,
  claimId: number,
): Promise<ClaimRow> {
  const claim = await requireClaim(db, claimId);
  if (!(await mayActOnClaimNow(db, session, claim))) {
    if (isFiledForOther(session, claim)) throw forbidden(NOT_APPROVED);
    throw notFound(CLAIM_NOT_FOUND);
  }
  if (claim.isCreatedByLawFirm) throw forbidden(CLAIM_BY_FIRM);
  if (isDecided(claim)) throw conflict(CLAIM_DECIDED(claim.status));
  if (claim.withdrawnOn) throw conflict(CLAIM_WITHDRAWN);
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

// ---- A new claim: fields a caller may not set are taken from its session.

type NewClaimFields = z.output<typeof addClaimBodySchema>;

/** Who a new claim belongs to, and who filed it. */
export interface ClaimOwner {
  creditorId: number;
  status: ClaimStatus;
  byFirm: boolean;
  userId: number | null;
  creditorFiler: number | null;
  createdBy: string;
  debtCollectorId: number | null;
}

/**
 * Checks a new claim's case and creditor against the caller and says whom it
 * belongs to: firm staff file for a creditor of their firm's case; a creditor
 * its own claim in a case it follows; a debt collector its own, or one for a
 * creditor that approves it and follows the case (403 otherwise).
 */
export async function claimOwner(
  db: Executor,
  session: Session,
  fields: NewClaimFields,
): Promise<ClaimOwner> {
  const owner = isFirmStaff(session)
    ? await firmFiles(db, session, fields)
    : await creditorFiles(db, session, fields);
  if (!(await isClaimBasis(db, fields.ClaimBasis))) throw badRequest('ClaimBasis: Invalid value');
  return owner;
}

async function firmFiles(db: Executor, session: Session, fields: NewClaimFields): Promise<ClaimOwner> {
  const facts = await requireCaseStaff(db, session, fields.CaseId);
  if (!fields.CreditorId) throw badRequest('CreditorId: This field is required');
  if (!(await followsCase(db, fields.CreditorId, facts.caseId))) {
    throw badRequest('CreditorId: not a creditor of this case');
  }
  return {
    creditorId: fields.CreditorId,
    status: fields.InvoiceStatus ?? 'Pending',
    byFirm: true,
    userId: session.id,
    creditorFiler: null,
    createdBy: await staffNameOf(db, session),
    debtCollectorId: null,
  };
}

async function creditorFiles(db: Executor, session: Session, fields: NewClaimFields): Promise<ClaimOwner> {
  const own = session.creditorId as number;
  await requireFollower(db, session, fields.CaseId);
  const owner: ClaimOwner = {
    creditorId: own,
    status: 'Pending',
    byFirm: false,
    userId: null,
    creditorFiler: own,
    createdBy: await creditorNameOf(db, own),
    debtCollectorId: null,
  };
  if (!isDebtCollector(session) || !fields.DebtByDebtCollector) return owner;
  if (!fields.CreditorId) throw badRequest('CreditorId: This field is required');
  if (!(await isApproved(db, own, fields.CreditorId))) throw forbidden(NOT_APPROVED);
  if (!(await followsCase(db, fields.CreditorId, fields.CaseId))) {
    throw forbidden('This creditor does not follow the case');
  }
  return { ...owner, creditorId: fields.CreditorId, debtCollectorId: own };
}
