import { sql } from 'kysely';
import type { Db, Executor } from './types';

/** A firm-side user with what sign-in and the account page need (its firm's two-factor rule too). */
const firmUser = (db: Executor) =>
  db
    .selectFrom('users as u')
    .leftJoin('law_firms as f', 'f.law_firm_id', 'u.law_firm_id')
    .select([
      'u.user_id',
      'u.user_type',
      'u.law_firm_id',
      'u.email',
      'u.password_hash',
      'u.token_version',
      'u.totp_secret',
      'u.totp_pending_secret',
      'u.totp_enabled_at',
      'u.totp_last_step',
      'u.language',
      'u.pending_email',
      'f.require_two_factor',
    ]);

/** The firm-side user who signs in with this e-mail, or undefined. */
export const firmUserByEmail = (db: Executor, email: string) =>
  firmUser(db).where(sql<boolean>`lower(u.email) = ${email.toLowerCase()}`).executeTakeFirst();

/** The firm-side user with this id, or undefined. */
export const firmUserById = (db: Executor, userId: number) =>
  firmUser(db).where('u.user_id', '=', userId).executeTakeFirst();

/** The account page's user: the sign-in fields and how many recovery codes are left unused. */
export const firmAccount = (db: Executor, userId: number) =>
  firmUser(db)
    .select(
      sql<number>`(SELECT count(*)::int FROM recovery_codes r WHERE r.user_id = u.user_id AND r.used_at IS NULL)`.as(
        'codes_left',
      ),
    )
    .where('u.user_id', '=', userId)
    .executeTakeFirst();

/** A creditor (C or D) with what sign-in needs. */
const signInCreditor = (db: Executor) =>
  db
    .selectFrom('creditors')
    .select([
      'creditor_id',
      'email',
      'password_hash',
      'is_debt_collector',
      'email_verified_at',
      'token_version',
      'language',
    ]);

/** The creditor (C or D) who signs in with this e-mail, or undefined. */
export const creditorByEmail = (db: Executor, email: string) =>
  signInCreditor(db).where(sql<boolean>`lower(email) = ${email.toLowerCase()}`).executeTakeFirst();

/** The creditor (C or D) with this id, as sign-in needs it, or undefined. */
export const creditorById = (db: Executor, creditorId: number) =>
  signInCreditor(db).where('creditor_id', '=', creditorId).executeTakeFirst();

/**
 * Uses up a sign-in challenge: false when it was used already. Call in the transaction that
 * checks the second step, so that a wrong code rolls the use back (the challenge may be tried
 * again) and a second request with the same challenge waits for the first and then fails.
 */
export async function takeChallenge(trx: Executor, nonce: string, expiresAt: Date): Promise<boolean> {
  const taken = await trx
    .insertInto('used_sign_in_challenges')
    .values({ nonce, expires_at: expiresAt })
    .onConflict((oc) => oc.column('nonce').doNothing())
    .returning('nonce')
    .executeTakeFirst();
  // Keep the table small: a row past its challenge's expiry is useless.
  if (Math.random() < 0.05)
    await trx.deleteFrom('used_sign_in_challenges').where('expires_at', '<', sql<Date>`now()`).execute();
  return Boolean(taken);
}

/** A new hash of the same password: the account's sessions stay. */
export async function replacePasswordHash(db: Db, table: 'users' | 'creditors', id: number, hash: string) {
  if (table === 'users')
    await db.updateTable('users').set({ password_hash: hash }).where('user_id', '=', id).execute();
  else await db.updateTable('creditors').set({ password_hash: hash }).where('creditor_id', '=', id).execute();
}

/** Takes this TOTP time step for the user; false when it or a later one was used already. */
export async function takeTotpStep(db: Executor, userId: number, step: number) {
  const taken = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .returning('user_id')
    .executeTakeFirst();
  return Boolean(taken);
}

/** Uses up one of the user's recovery codes; false when there is no such unused code. */
export async function useRecoveryCode(db: Executor, userId: number, codeHash: string) {
  const used = await db
    .updateTable('recovery_codes')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .returning('user_id')
    .executeTakeFirst();
  return Boolean(used);
}

/** A secret shown for set-up (sealed), waiting for its first code. */
export async function setPendingTotpSecret(db: Executor, userId: number, sealed: string) {
  await db.updateTable('users').set({ totp_pending_secret: sealed }).where('user_id', '=', userId).execute();
}

/** Two-factor sign-in on: the pending secret becomes the secret, with fresh recovery codes. */
export async function enableTotp(
  trx: Executor,
  userId: number,
  secret: string | null,
  step: number,
  codeHashes: string[],
) {
  await trx
    .updateTable('users')
    .set({
      totp_secret: secret,
      totp_pending_secret: null,
      totp_enabled_at: new Date(),
      totp_last_step: step,
    })
    .where('user_id', '=', userId)
    .execute();
  await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await trx
    .insertInto('recovery_codes')
    .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null })))
    .execute();
}

/** Two-factor sign-in off: secrets and recovery codes go. */
export async function disableTotp(trx: Executor, userId: number) {
  await trx
    .updateTable('users')
    .set({ totp_secret: null, totp_pending_secret: null, totp_enabled_at: null, totp_last_step: null })
    .where('user_id', '=', userId)
    .execute();
  await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
}
