import { sql } from 'kysely';
import type { Language } from 'shared-api/contract';
import type { Executor } from './types';

/**
 * E-mail changes that wait for their code (migrations 311, 312): the new address sits in
 * `pending_email` and counts for nothing (sign-in, invitations, requests, mails) until it is
 * confirmed; then it replaces `email`.
 */
export type AccountKind = 'user' | 'creditor';

export interface EmailAccount {
  kind: AccountKind;
  id: number;
  email: string;
  pendingEmail: string | null;
  language: Language | null;
  /** S, A or U for a user; C or D for a creditor. */
  userType: string;
  lawFirmId: number | null;
}

export async function emailAccount(
  db: Executor,
  kind: AccountKind,
  id: number,
): Promise<EmailAccount | null> {
  if (kind === 'user') {
    const user = await db
      .selectFrom('users')
      .select(['user_id', 'email', 'pending_email', 'language', 'user_type', 'law_firm_id'])
      .where('user_id', '=', id)
      .executeTakeFirst();
    return user
      ? {
          kind,
          id,
          email: user.email,
          pendingEmail: user.pending_email,
          language: user.language,
          userType: user.user_type,
          lawFirmId: user.law_firm_id,
        }
      : null;
  }
  const creditor = await db
    .selectFrom('creditors')
    .select(['creditor_id', 'email', 'pending_email', 'language', 'is_debt_collector'])
    .where('creditor_id', '=', id)
    .executeTakeFirst();
  return creditor
    ? {
        kind,
        id,
        email: creditor.email,
        pendingEmail: creditor.pending_email,
        language: creditor.language,
        userType: creditor.is_debt_collector ? 'D' : 'C',
        lawFirmId: null,
      }
    : null;
}

export async function setPendingEmail(trx: Executor, kind: AccountKind, id: number, pending: string | null) {
  if (kind === 'user')
    await trx.updateTable('users').set({ pending_email: pending }).where('user_id', '=', id).execute();
  else
    await trx
      .updateTable('creditors')
      .set({ pending_email: pending })
      .where('creditor_id', '=', id)
      .execute();
}

/**
 * The pending address becomes the account's e-mail, if it is still the one the code was for;
 * false otherwise (changed or confirmed meanwhile).
 */
export async function confirmPendingEmail(trx: Executor, kind: AccountKind, id: number, pending: string) {
  const same = sql<boolean>`lower(pending_email) = ${pending.toLowerCase()}`;
  const done =
    kind === 'user'
      ? await trx
          .updateTable('users')
          .set({ email: pending, pending_email: null, updated_at: new Date() })
          .where('user_id', '=', id)
          .where(same)
          .returning('user_id')
          .executeTakeFirst()
      : await trx
          .updateTable('creditors')
          .set({ email: pending, pending_email: null, updated_at: new Date() })
          .where('creditor_id', '=', id)
          .where(same)
          .returning('creditor_id')
          .executeTakeFirst();
  return done !== undefined;
}
