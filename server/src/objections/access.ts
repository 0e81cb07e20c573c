import type { Language } from 'shared-api/contract';
import { NOT_APPROVED } from '../access/claims';
import { isDebtCollector, isFiledForOther, isFirmStaff, isSelf, mayActOnClaim } from '../access/policy';
import { requireCaseStaff, requireFollower } from '../access/require';
import type { Session } from '../auth/session';
import { followsCase } from '../db/case-links-repository';
import { type ClaimRow, creditorNameOf, staffNameOf } from '../db/claims-repository';
import type { ObjectionRow } from '../db/objections-repository';
import { isApproved } from '../db/representatives-repository';
import type { Executor } from '../db/types';
import { badRequest, forbidden, notFound } from '../http/errors';
import { OBJECTION_TEXTS } from './texts';

/**
 * Who may object, reply, withdraw and see an objection. The firm's staff see every objection of
 * their own cases and object as the trustee. A creditor of the case objects for itself; a debt
 * collector for itself or for a creditor that approves it. An objection is seen by its objector and
 * by whoever answers for the claimant (the creditor, or the debt collector that filed the claim
 * while approved); anyone else gets 404, as for a missing one.
 */

export const CLAIM_NOT_FOUND = 'Claim not found';
export const OBJECTION_NOT_FOUND = 'Objection not found';

export interface Objector {
  byTrustee: boolean;
  userId: number | null;
  creditorId: number | null;
  actingDebtCollectorId: number | null;
  filedBy: string;
}

/** Whether the caller answers for the claimant of `claim` (own claim, or filed for an approving creditor). */
export async function answersForClaimant(db: Executor, session: Session, claim: ClaimRow): Promise<boolean> {
  if (isFirmStaff(session) || session.creditorId === null) return false;
  const approved = isFiledForOther(session, claim)
    ? await isApproved(db, session.creditorId, claim.creditorId)
    : false;
  return mayActOnClaim(session, claim, approved);
}

/** The objector a new objection of the caller names; refusals as the module says. */
export async function objectorOf(
  db: Executor,
  session: Session,
  claim: ClaimRow,
  onBehalfOf: number | null,
  language: Language,
): Promise<Objector> {
  if (isFirmStaff(session)) {
    await requireCaseStaff(db, session, claim.caseId, CLAIM_NOT_FOUND);
    return {
      byTrustee: true,
      userId: session.id,
      creditorId: null,
      actingDebtCollectorId: null,
      filedBy: await staffNameOf(db, session),
    };
  }
  await requireFollower(db, session, claim.caseId, CLAIM_NOT_FOUND);
  const own = session.creditorId as number;
  let creditorId = own;
  let acting: number | null = null;
  if (onBehalfOf !== null && !isSelf(session, onBehalfOf)) {
    if (!isDebtCollector(session)) throw forbidden('You may only act on your own account');
    if (!(await isApproved(db, own, onBehalfOf))) throw forbidden(NOT_APPROVED);
    if (!(await followsCase(db, onBehalfOf, claim.caseId)))
      throw badRequest(OBJECTION_TEXTS[language].notCreditor);
    creditorId = onBehalfOf;
    acting = own;
  }
  if (creditorId === claim.creditorId || (await answersForClaimant(db, session, claim))) {
    throw badRequest(OBJECTION_TEXTS[language].ownClaim);
  }
  const name = await creditorNameOf(db, own);
  return { byTrustee: false, userId: null, creditorId, actingDebtCollectorId: acting, filedBy: name };
}

export interface ObjectionSight {
  staff: boolean;
  isObjector: boolean;
  isClaimant: boolean;
}

/** What the caller is to an objection; 404 when it may not see it, 403 for a debt collector no longer approved. */
export async function sightOf(
  db: Executor,
  session: Session,
  objection: ObjectionRow,
  claim: ClaimRow,
): Promise<ObjectionSight> {
  if (isFirmStaff(session)) {
    await requireCaseStaff(db, session, objection.caseId, OBJECTION_NOT_FOUND);
    return { staff: true, isObjector: objection.byTrustee, isClaimant: false };
  }
  await requireFollower(db, session, objection.caseId, OBJECTION_NOT_FOUND);
  const sight = await creditorSight(db, session, objection, claim);
  if (sight.isObjector || sight.isClaimant) return sight;
  const ownsOnlyThroughRevoked =
    objection.actingDebtCollectorId === session.creditorId || isFiledForOther(session, claim);
  if (ownsOnlyThroughRevoked) throw forbidden(NOT_APPROVED);
  throw notFound(OBJECTION_NOT_FOUND);
}

/** The creditor side's relation to an objection, without refusing. */
export async function creditorSight(
  db: Executor,
  session: Session,
  objection: ObjectionRow,
  claim: ClaimRow,
): Promise<ObjectionSight> {
  const own = session.creditorId as number;
  const isObjector =
    objection.objectorCreditorId === own ||
    (objection.actingDebtCollectorId === own &&
      objection.objectorCreditorId !== null &&
      (await isApproved(db, own, objection.objectorCreditorId)));
  return { staff: false, isObjector, isClaimant: await answersForClaimant(db, session, claim) };
}
