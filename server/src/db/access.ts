import type { Session } from '../auth/session';
import { forbidden, notFound } from '../http/errors';
import type { Executor } from './types';

/**
 * Who may see what (issue 3): firm staff see their own firm's cases, C and D
 * only cases they follow. Answers 404 rather than 403 where a refusal would
 * reveal that a case exists.
 */
export async function caseOf(db: Executor, caseId: number) {
  return db
    .selectFrom('cases')
    .select(['case_id', 'law_firm_id'])
    .where('case_id', '=', caseId)
    .executeTakeFirst();
}

export async function followsCase(db: Executor, creditorId: number, caseId: number): Promise<boolean> {
  const row = await db
    .selectFrom('creditor_cases')
    .select('creditor_cases_id')
    .where('creditor_id', '=', creditorId)
    .where('case_id', '=', caseId)
    .executeTakeFirst();
  return Boolean(row);
}

/** The case when the caller may read it: A/U of its firm, S, or C/D following it. Else 404. */
export async function readableCase(db: Executor, session: Session, caseId: number) {
  const found = await caseOf(db, caseId);
  if (!found) throw notFound('Case not found');
  if (session.userType === 'S') return found;
  if (session.userType === 'A' || session.userType === 'U') {
    if (found.law_firm_id === session.lawFirmId) return found;
  } else if (session.creditorId && (await followsCase(db, session.creditorId, caseId))) {
    return found;
  }
  throw notFound('Case not found');
}

/** The case when the caller's firm owns it (A/U). Else 404. */
export async function ownCase(db: Executor, session: Session, caseId: number) {
  const found = await caseOf(db, caseId);
  if (!found || found.law_firm_id !== session.lawFirmId) throw notFound('Case not found');
  return found;
}

/** S may act on any firm, A and U only on their own (403 otherwise). */
export function assertFirmAccess(session: Session, lawFirmId: number): void {
  if (session.userType === 'S') return;
  if ((session.userType === 'A' || session.userType === 'U') && session.lawFirmId === lawFirmId) return;
  throw forbidden('You may only act on your own law firm');
}

/** C and D act only as themselves (403 otherwise). */
export function assertSelf(session: Session, creditorId: number): void {
  if (session.creditorId !== creditorId) throw forbidden('You may only act on your own account');
}

/** Is this e-mail taken by any firm user or creditor? */
export async function emailTaken(
  db: Executor,
  email: string,
  except?: { userId?: number; creditorId?: number },
) {
  const lower = email.toLowerCase();
  let users = db
    .selectFrom('users')
    .select('user_id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', lower));
  if (except?.userId) users = users.where('user_id', '<>', except.userId);
  let creditors = db
    .selectFrom('creditors')
    .select('creditor_id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', lower));
  if (except?.creditorId) creditors = creditors.where('creditor_id', '<>', except.creditorId);
  return Boolean((await users.executeTakeFirst()) || (await creditors.executeTakeFirst()));
}
