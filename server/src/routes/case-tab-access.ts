import type { Session } from '../auth/session';
import {
  type CaseFacts,
  type CreditorLink,
  findCaseFacts,
  findCreditorLink,
} from '../db/notifications-repository';
import type { Executor } from '../db/types';
import { forbidden, notFound } from '../http/errors';

/**
 * Who may use a case's tabs (messages, documents, claims), as plain checks:
 * firm staff (A, U) of the firm that runs the case, or a creditor / debt
 * collector (C, D) that follows it. Everyone else gets 403, or 404 for a case
 * that does not exist.
 */

export const isFirmStaff = (session: Session) => session.userType === 'A' || session.userType === 'U';
export const isCreditorSide = (session: Session) => session.userType === 'C' || session.userType === 'D';

export async function caseOrNotFound(db: Executor, caseId: number): Promise<CaseFacts> {
  const facts = await findCaseFacts(db, caseId);
  if (!facts) throw notFound('Case not found');
  return facts;
}

/** The case, when the caller is staff of the firm that runs it. */
export async function requireCaseStaff(db: Executor, session: Session, caseId: number): Promise<CaseFacts> {
  if (!isFirmStaff(session)) throw forbidden('Only the law firm of this case may do this');
  const facts = await caseOrNotFound(db, caseId);
  if (facts.lawFirmId !== session.lawFirmId) throw forbidden('This case belongs to another law firm');
  return facts;
}

/** The caller's own creditor–case link, when it follows the case. */
export async function requireFollower(
  db: Executor,
  session: Session,
  caseId: number,
): Promise<{ facts: CaseFacts; creditorCasesId: number }> {
  if (!isCreditorSide(session) || session.creditorId === null)
    throw forbidden('Only creditors of this case may do this');
  const facts = await caseOrNotFound(db, caseId);
  const link = await db
    .selectFrom('creditor_cases')
    .select('creditor_cases_id')
    .where('creditor_id', '=', session.creditorId)
    .where('case_id', '=', caseId)
    .executeTakeFirst();
  if (!link) throw forbidden('You do not follow this case');
  return { facts, creditorCasesId: link.creditor_cases_id };
}

/** A creditor–case link that must be the caller's own. */
export async function requireOwnLink(
  db: Executor,
  session: Session,
  creditorCasesId: number,
): Promise<CreditorLink> {
  if (!isCreditorSide(session)) throw forbidden('Only creditors may do this');
  const link = await findCreditorLink(db, creditorCasesId);
  if (!link) throw notFound('No such creditor case');
  if (link.creditorId !== session.creditorId) throw forbidden('This is not your case link');
  return link;
}

/** Staff of the owning firm, or a follower of the case: may read its tabs. */
export async function requireCaseReader(
  db: Executor,
  session: Session,
  caseId: number,
): Promise<{ facts: CaseFacts; staff: boolean }> {
  if (isFirmStaff(session)) return { facts: await requireCaseStaff(db, session, caseId), staff: true };
  const { facts } = await requireFollower(db, session, caseId);
  return { facts, staff: false };
}
