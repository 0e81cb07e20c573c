import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Role, TokenClaims, UserType } from 'shared-api/contract';
import type { Db } from '../db/types';
import { forbidden, unauthorized } from '../http/errors';
import { verifyToken } from './jwt';

/** Who is calling, from a verified token whose account still exists. */
export interface Session {
  userType: UserType;
  /** users.user_id for S/A/U, creditors.creditor_id for C/D. */
  id: number;
  email: string;
  lawFirmId: number | null;
  creditorId: number | null;
  /** The token's id and expiry, for signing this one session out. */
  jti?: string | undefined;
  expiresAt?: Date;
  /** Staff of a firm that requires two-factor sign-in, not set up yet: only the account calls are open. */
  twoFactorSetupPending?: boolean;
}

export const MISSING_OR_EXPIRED = 'Missing or expired token';
export const TWO_FACTOR_SETUP_REQUIRED = 'Set up two-factor sign-in first';

/** True when this token id was signed out (POST /api/Auth/logout). */
const revoked = (jti: string | undefined) =>
  jti ? sql<boolean>`EXISTS (SELECT 1 FROM revoked_tokens WHERE jti = ${jti})` : sql<boolean>`false`;

/**
 * Reads and checks the bearer token; 401 when it is missing, bad or expired,
 * signed out, older than the account's token version (password changed or
 * reset, signed out everywhere), or when the account is gone or its role or
 * firm changed. The account is read on every call anyway.
 */
export async function authenticate(request: FastifyRequest, db: Db, secret: string): Promise<Session> {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (!match?.[1]) throw unauthorized(MISSING_OR_EXPIRED);
  const result = verifyToken(match[1], secret);
  if (!result.ok) throw unauthorized(result.problem === 'expired' ? MISSING_OR_EXPIRED : 'Invalid token');
  const { claims } = result;
  const id = Number(claims.sub);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw unauthorized('Invalid token');
  const account =
    claims.userType === 'C' || claims.userType === 'D'
      ? await creditorAccount(db, claims, id)
      : await staffAccount(db, claims, id);
  if (!account) throw unauthorized('Invalid token');
  return { ...account, jti: claims.jti, expiresAt: new Date(claims.exp * 1000) };
}

type Account = Omit<Session, 'jti' | 'expiresAt'>;

/**
 * The creditor (C) or debt collector (D) of the token, when it still is one with a verified
 * address, at the token's version, and the token is not signed out.
 */
async function creditorAccount(db: Db, claims: TokenClaims, id: number): Promise<Account | undefined> {
  const creditor = await db
    .selectFrom('creditors')
    .select(['creditor_id', 'email', 'is_debt_collector', 'email_verified_at', 'token_version'])
    .select(revoked(claims.jti).as('revoked'))
    .where('creditor_id', '=', id)
    .executeTakeFirst();
  const valid =
    creditor &&
    creditor.is_debt_collector === (claims.userType === 'D') &&
    creditor.email_verified_at &&
    creditor.token_version === (claims.ver ?? 0) &&
    !creditor.revoked;
  if (!valid) return undefined;
  return { userType: claims.userType, id, email: creditor.email, lawFirmId: null, creditorId: id };
}

/** The staff user of the token, when its role, firm and token version are still the token's and it is not signed out. */
async function staffAccount(db: Db, claims: TokenClaims, id: number): Promise<Account | undefined> {
  const user = await db
    .selectFrom('users as u')
    .leftJoin('law_firms as f', 'f.law_firm_id', 'u.law_firm_id')
    .select(['u.email', 'u.user_type', 'u.law_firm_id', 'u.token_version', 'u.totp_enabled_at'])
    .select(['f.require_two_factor'])
    .select(revoked(claims.jti).as('revoked'))
    .where('u.user_id', '=', id)
    .executeTakeFirst();
  const valid =
    user &&
    user.user_type === claims.userType &&
    user.law_firm_id === claims.lawFirmId &&
    user.token_version === (claims.ver ?? 0) &&
    !user.revoked;
  if (!valid) return undefined;
  return {
    userType: user.user_type,
    id,
    email: user.email,
    lawFirmId: user.law_firm_id,
    creditorId: null,
    twoFactorSetupPending: Boolean(user.require_two_factor) && !user.totp_enabled_at,
  };
}

export function authorize(session: Session, roles: readonly Role[]): void {
  if (!roles.includes(session.userType)) throw forbidden('You are not allowed to do this');
}
