import { sql } from 'kysely';
import type { LoginData } from 'shared-api/contract';
import type { Config } from '../config';
import type { Executor } from '../db/types';
import { signToken } from './jwt';

/** A firm-side account (S, A, U) as the token needs it. */
export interface UserAccount {
  user_id: number;
  user_type: 'S' | 'A' | 'U';
  law_firm_id: number | null;
  email: string;
  token_version: number;
}

/** A creditor or debt collector as the token needs it. */
export interface CreditorAccount {
  creditor_id: number;
  email: string;
  is_debt_collector: boolean;
  token_version: number;
}

export type Issued = { token: string; data: LoginData };

export function issueUserToken(user: UserAccount, config: Config): Issued {
  const token = signToken(
    {
      sub: String(user.user_id),
      email: user.email,
      userType: user.user_type,
      lawFirmId: user.law_firm_id,
      creditorId: null,
      lawFirmUserId: user.user_type === 'S' ? null : user.user_id,
      ver: user.token_version,
    },
    config.jwtSecret,
    config.tokenTtlSeconds,
  );
  return {
    token,
    data: {
      token,
      userType: user.user_type,
      creditorId: null,
      lawFirmId: user.law_firm_id,
      email: user.email,
    },
  };
}

export function issueCreditorToken(creditor: CreditorAccount, config: Config): Issued {
  const userType: 'C' | 'D' = creditor.is_debt_collector ? 'D' : 'C';
  const token = signToken(
    {
      sub: String(creditor.creditor_id),
      email: creditor.email,
      userType,
      lawFirmId: null,
      creditorId: creditor.creditor_id,
      ver: creditor.token_version,
    },
    config.jwtSecret,
    config.tokenTtlSeconds,
  );
  return {
    token,
    data: { token, userType, creditorId: creditor.creditor_id, lawFirmId: null, email: creditor.email },
  };
}

/** The answer header that hands the caller a fresh token (the client swaps it in). */
export const bearerHeader = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * Ends every session of a firm-side account: tokens carry the version they
 * were issued with, and authenticate() refuses older ones. Returns the new version.
 */
export const endUserSessions = (db: Executor, userId: number) => bumpTokenVersion(db, 'users', userId);

export const endCreditorSessions = (db: Executor, creditorId: number) =>
  bumpTokenVersion(db, 'creditors', creditorId);

async function bumpTokenVersion(db: Executor, table: 'users' | 'creditors', id: number): Promise<number> {
  const key = table === 'users' ? 'user_id' : 'creditor_id';
  const { rows } = await sql<{ token_version: number }>`
    UPDATE ${sql.table(table)} SET token_version = token_version + 1
    WHERE ${sql.ref(key)} = ${id} RETURNING token_version`.execute(db);
  return rows[0]?.token_version ?? 0;
}

/** Ends one token (sign-out): remembered until it would have expired anyway. */
export async function revokeToken(db: Executor, jti: string, expiresAt: Date): Promise<void> {
  await db
    .insertInto('revoked_tokens')
    .values({ jti, expires_at: expiresAt })
    .onConflict((oc) => oc.column('jti').doNothing())
    .execute();
  // Keep the table small: a row past its token's expiry is useless.
  if (Math.random() < 0.05)
    await db.deleteFrom('revoked_tokens').where('expires_at', '<', sql<Date>`now()`).execute();
}
