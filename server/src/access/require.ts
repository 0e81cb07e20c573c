import type { Session } from '../auth/session';
import {
  type CaseFacts,
  type CreditorLink,
  findCaseFacts,
  findCreditorLink,
  findFollowLink,
} from '../db/case-links-repository';
import { followsFirmCase } from '../db/law-firms-repository';
import type { Executor } from '../db/types';
import { forbidden, found, notFound } from '../http/errors';
import {
  isCreditorSide,
  isFirmAdmin,
  isFirmStaff,
  isSelf,
  mayManageFirm,
  mayReadCase,
  mayReadCaseHistory,
  ownsLink,
  staffsFirm,
} from './policy';

/**
 * The policy's answers as refusals. A role that never may call gets 403; a
 * case, firm, link or record the caller may not see answers 404, word for word
 * as one that does not exist (the answer must not tell whether an
 * id exists). `missing` is the 404 message of the record asked about (a
 * document, a claim, a message), so another firm's record reads exactly like a
 * missing one.
 */

const CASE_NOT_FOUND = 'Case not found';
const FIRM_NOT_FOUND = 'Lawfirm not found';

/** The case, when the caller may read it: S, A/U of its firm, or C/D following it. Else 404. */
export async function requireReadableCase(db: Executor, session: Session, caseId: number) {
  const facts = await found(findCaseFacts(db, caseId), CASE_NOT_FOUND);
  const follows =
    isCreditorSide(session) &&
    session.creditorId !== null &&
    (await findFollowLink(db, session.creditorId, caseId)) !== undefined;
  if (!mayReadCase(session, facts, follows)) throw notFound(CASE_NOT_FOUND);
  return facts;
}

/** The case, when the caller's firm runs it. Else 404 (the routes using it are A/U only). */
export async function requireOwnCase(db: Executor, session: Session, caseId: number) {
  const facts = await findCaseFacts(db, caseId);
  if (!facts || facts.lawFirmId !== session.lawFirmId) throw notFound(CASE_NOT_FOUND);
  return facts;
}

/** The case, when the caller administers (A) the firm that runs it: 403 for any other role, else 404. */
export async function requireCaseHistoryReader(db: Executor, session: Session, caseId: number) {
  if (!isFirmAdmin(session)) throw forbidden("Only the firm's administrator may read a case's history");
  const facts = await findCaseFacts(db, caseId);
  if (!facts || !mayReadCaseHistory(session, facts)) throw notFound(CASE_NOT_FOUND);
  return facts;
}

/**
 * S may act on any firm, A and U only on their own; another firm answers 404 as a missing one (`missing`:
 * the 404 of the record asked about, as a user of another firm).
 */
export function requireFirmAccess(session: Session, lawFirmId: number, missing = FIRM_NOT_FOUND): void {
  if (!mayManageFirm(session, lawFirmId)) throw notFound(missing);
}

/** The caller's own firm, for staff (A, U) only: 403 for any other role. */
export function requireOwnFirm(session: Session): number {
  if (!isFirmStaff(session) || session.lawFirmId === null) throw forbidden();
  return session.lawFirmId;
}

/** Staff (A, U) of this very firm; another firm answers 404 as a missing one. */
export function requireFirmStaff(session: Session, lawFirmId: number): void {
  if (!staffsFirm(session, lawFirmId)) throw notFound(FIRM_NOT_FOUND);
}

/** A firm read by S, its own staff, or a creditor side following one of its cases; else 404. */
export async function requireReadableFirm(db: Executor, session: Session, lawFirmId: number) {
  if (!isCreditorSide(session)) return requireFirmAccess(session, lawFirmId);
  if (!(await followsFirmCase(db, session.creditorId ?? 0, lawFirmId))) throw notFound(FIRM_NOT_FOUND);
}

/** C and D act only as themselves (403 otherwise, with no lookup). */
export function requireSelf(session: Session, creditorId: number): void {
  if (!isSelf(session, creditorId)) throw forbidden('You may only act on your own account');
}

/** The case, when the caller is staff (A, U) of the firm that runs it. */
export async function requireCaseStaff(
  db: Executor,
  session: Session,
  caseId: number,
  missing = CASE_NOT_FOUND,
): Promise<CaseFacts> {
  if (!isFirmStaff(session)) throw forbidden('Only the law firm of this case may do this');
  const facts = await found(findCaseFacts(db, caseId), CASE_NOT_FOUND);
  if (!staffsFirm(session, facts.lawFirmId)) throw notFound(missing);
  return facts;
}

/** The case and the caller's own link to it, when the caller (C, D) follows it. */
export async function requireFollower(
  db: Executor,
  session: Session,
  caseId: number,
  missing = CASE_NOT_FOUND,
): Promise<{ facts: CaseFacts; creditorCasesId: number }> {
  if (!isCreditorSide(session) || session.creditorId === null)
    throw forbidden('Only creditors of this case may do this');
  const facts = await found(findCaseFacts(db, caseId), missing);
  const creditorCasesId = await findFollowLink(db, session.creditorId, caseId);
  if (creditorCasesId === undefined) throw notFound(missing);
  return { facts, creditorCasesId };
}

/** A creditor–case link that must be the caller's own. */
export async function requireOwnLink(
  db: Executor,
  session: Session,
  creditorCasesId: number,
  missing = 'No such creditor case',
): Promise<CreditorLink> {
  if (!isCreditorSide(session)) throw forbidden('Only creditors may do this');
  const link = await findCreditorLink(db, creditorCasesId);
  if (!link || !ownsLink(session, link)) throw notFound(missing);
  return link;
}

/** Staff of the case's firm, or a follower of the case: may read its tabs (`staff` says which). */
export async function requireCaseReader(
  db: Executor,
  session: Session,
  caseId: number,
): Promise<{ facts: CaseFacts; staff: boolean }> {
  if (isFirmStaff(session)) return { facts: await requireCaseStaff(db, session, caseId), staff: true };
  const { facts } = await requireFollower(db, session, caseId);
  return { facts, staff: false };
}
