import { sql } from 'kysely';
import type { Language } from 'shared-api/contract';
import type { Executor } from './types';

/**
 * Self sign-ups that nobody verified: they expire after 7 days,
 * and they never stop S or A from giving that address to firm staff.
 */
export const UNVERIFIED_SIGNUP_DAYS = 7;

const sameEmail = (email: string) => sql<boolean>`lower(email) = ${email.trim().toLowerCase()}`;

/** Removes sign-ups left unverified for 7 days. */
export async function purgeExpiredSignups(db: Executor): Promise<void> {
  await db
    .deleteFrom('creditors')
    .where('email_verified_at', 'is', null)
    .where('created_at', '<', sql<Date>`now() - make_interval(days => ${UNVERIFIED_SIGNUP_DAYS})`)
    .execute();
}

/** Is the address taken by firm staff or a verified creditor? (An unverified sign-up does not count.) */
export async function staffEmailTaken(db: Executor, email: string, except?: { userId?: number }) {
  let users = db.selectFrom('users').select('user_id').where(sameEmail(email));
  if (except?.userId) users = users.where('user_id', '<>', except.userId);
  const creditor = await db
    .selectFrom('creditors')
    .select('creditor_id')
    .where(sameEmail(email))
    .where('email_verified_at', 'is not', null)
    .executeTakeFirst();
  return Boolean(creditor || (await users.executeTakeFirst()));
}

/**
 * The unverified sign-up of this address goes (call in the write's transaction): so that firm
 * staff can have the address, or a newer sign-up replaces it. An invitation it was made from
 * counts as not signed up again.
 */
export async function replaceUnverifiedSignup(trx: Executor, email: string): Promise<void> {
  const unverified = trx
    .selectFrom('creditors')
    .select('creditor_id')
    .where(sameEmail(email))
    .where('email_verified_at', 'is', null);
  await trx
    .updateTable('case_invitations')
    .set({ creditor_id: null, signed_up_at: null })
    .where('creditor_id', 'in', unverified)
    .where('accepted_at', 'is', null)
    .execute();
  await trx.deleteFrom('creditors').where(sameEmail(email)).where('email_verified_at', 'is', null).execute();
}

/**
 * Who owns an address: a firm-side user, a creditor (verified or not), or nobody; with the
 * language of its mails (null for staff not yet signed in with one).
 */
export type AddressOwner =
  | { kind: 'user'; id: number; email: string; language: Language | null }
  | { kind: 'creditor'; id: number; email: string; verified: boolean; language: Language }
  | null;

export async function ownerOf(db: Executor, email: string): Promise<AddressOwner> {
  const user = await db
    .selectFrom('users')
    .select(['user_id', 'email', 'language'])
    .where(sameEmail(email))
    .executeTakeFirst();
  // Asked for staff too: the public calls do the same work for every address.
  const creditor = await db
    .selectFrom('creditors')
    .select(['creditor_id', 'email', 'email_verified_at', 'language'])
    .where(sameEmail(email))
    .executeTakeFirst();
  if (user) return { kind: 'user', id: user.user_id, email: user.email, language: user.language };
  return creditor
    ? {
        kind: 'creditor',
        id: creditor.creditor_id,
        email: creditor.email,
        verified: Boolean(creditor.email_verified_at),
        language: creditor.language,
      }
    : null;
}
