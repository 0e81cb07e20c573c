import type { FastifyRequest } from 'fastify';
import type { UserType } from 'shared-api/contract';
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
}

export type Role = 'public' | UserType;

export const MISSING_OR_EXPIRED = 'Missing or expired token';

/** Reads and checks the bearer token; 401 when it is missing, bad or expired, or the account is gone. */
export async function authenticate(request: FastifyRequest, db: Db, secret: string): Promise<Session> {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (!match?.[1]) throw unauthorized(MISSING_OR_EXPIRED);
  const result = verifyToken(match[1], secret);
  if (!result.ok) throw unauthorized(result.problem === 'expired' ? MISSING_OR_EXPIRED : 'Invalid token');
  const { claims } = result;
  const id = Number(claims.sub);
  if (!Number.isInteger(id)) throw unauthorized('Invalid token');
  if (claims.userType === 'C' || claims.userType === 'D') {
    const creditor = await db
      .selectFrom('creditors')
      .select(['creditor_id', 'email', 'is_debt_collector', 'email_verified_at'])
      .where('creditor_id', '=', id)
      .executeTakeFirst();
    if (
      !creditor ||
      creditor.is_debt_collector !== (claims.userType === 'D') ||
      !creditor.email_verified_at
    ) {
      throw unauthorized('Invalid token');
    }
    return { userType: claims.userType, id, email: creditor.email, lawFirmId: null, creditorId: id };
  }
  const user = await db
    .selectFrom('users')
    .select(['user_id', 'email', 'user_type', 'law_firm_id'])
    .where('user_id', '=', id)
    .executeTakeFirst();
  if (!user || user.user_type !== claims.userType) throw unauthorized('Invalid token');
  return { userType: user.user_type, id, email: user.email, lawFirmId: user.law_firm_id, creditorId: null };
}

export function authorize(session: Session, roles: readonly Role[]): void {
  if (!roles.includes(session.userType)) throw forbidden('You are not allowed to do this');
}
