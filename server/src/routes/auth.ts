import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { creditorLogin, lawFirmLogin, logout, logoutEverywhere, verifyTwoFactor } from 'shared-api/contract';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from '../auth/password';
import { open } from '../auth/secret-box';
import { beginSignIn } from '../auth/throttle';
import {
  bearerHeader,
  endCreditorSessions,
  endUserSessions,
  issueCreditorToken,
  issueUserToken,
  revokeToken,
} from '../auth/tokens';
import {
  acceptedStep,
  readChallenge,
  recoveryCodeHash,
  signChallenge,
  TOTP_PURPOSE,
} from '../auth/two-factor';
import type { Db } from '../db/types';
import { forbidden, unauthorized } from '../http/errors';
import { route } from '../http/route';
import { recordSignInLanguage } from '../mail/languages';

export const WRONG_CREDENTIALS = 'Invalid email or password';
export const EMAIL_NOT_VERIFIED = 'Email not verified';
export const WRONG_CODE = 'Invalid code';
export const SIGN_IN_AGAIN = 'The sign-in has expired, sign in again';

const byEmail = (email: string) => sql<boolean>`lower(email) = ${email.toLowerCase()}`;

/** A hash made with a lower cost is replaced once the password is known to be right (issue 12 §10). */
async function rehashIfWeak(
  db: Db,
  table: 'users' | 'creditors',
  id: number,
  password: string,
  stored: string,
) {
  if (!needsRehash(stored)) return;
  const fresh = await hashPassword(password);
  if (table === 'users')
    await db.updateTable('users').set({ password_hash: fresh }).where('user_id', '=', id).execute();
  else
    await db.updateTable('creditors').set({ password_hash: fresh }).where('creditor_id', '=', id).execute();
}

/** A firm-side user with what sign-in and the account page need (its firm's two-factor rule too). */
export const firmUser = (db: Db) =>
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
      'f.require_two_factor',
    ]);

/**
 * Sign-in (POST /api/Auth/login for S, A, U; POST /api/Creditor/login for C, D),
 * its second step with two-factor on, and sign-out of one or every session.
 * Failures are throttled atomically (auth/throttle.ts); successes never count.
 */
export async function authRoutes(app: FastifyInstance) {
  const { db, config } = app.portal;

  route(app, lawFirmLogin, async ({ body, request }) => {
    const attempt = await beginSignIn(db, { email: body.EmalId, address: request.ip });
    const user = await firmUser(db)
      .where(sql<boolean>`lower(u.email) = ${body.EmalId.toLowerCase()}`)
      .executeTakeFirst();
    const ok = await verifyPassword(body.password, user?.password_hash ?? (await dummyPasswordHash()));
    if (!user || !ok) throw unauthorized(WRONG_CREDENTIALS);
    await attempt.succeeded();
    await rehashIfWeak(db, 'users', user.user_id, body.password, user.password_hash);
    if (user.totp_enabled_at) {
      return {
        message: 'Enter the code from your authenticator app',
        data: {
          requiresTwoFactor: true as const,
          challenge: signChallenge(config.jwtSecret, user.user_id, user.token_version),
        },
      };
    }
    await recordSignInLanguage(db, user.user_id, request.headers['accept-language']);
    const issued = issueUserToken(user, config);
    const setupRequired = Boolean(user.require_two_factor);
    return {
      message: 'Login successful',
      headers: bearerHeader(issued.token),
      data: { ...issued.data, ...(setupRequired ? { twoFactorSetupRequired: true } : {}) },
    };
  });

  route(app, verifyTwoFactor, async ({ body, request }) => {
    const challenge = readChallenge(config.jwtSecret, body.challenge);
    const user = challenge
      ? await firmUser(db).where('u.user_id', '=', challenge.userId).executeTakeFirst()
      : undefined;
    if (!challenge || !user?.totp_enabled_at || user.token_version !== challenge.version)
      throw unauthorized(SIGN_IN_AGAIN);
    // A wrong code is a failed sign-in: the same throttle as a wrong password.
    const attempt = await beginSignIn(db, { email: user.email, address: request.ip });
    let ok = false;
    if (/^\d{6}$/.test(body.code)) {
      const secret = user.totp_secret ? open(config.jwtSecret, TOTP_PURPOSE, user.totp_secret) : null;
      const step = secret ? await acceptedStep(secret, body.code, user.totp_last_step) : null;
      if (step !== null) {
        const taken = await db
          .updateTable('users')
          .set({ totp_last_step: step })
          .where('user_id', '=', user.user_id)
          .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
          .returning('user_id')
          .executeTakeFirst();
        ok = Boolean(taken);
      }
    } else {
      const used = await db
        .updateTable('recovery_codes')
        .set({ used_at: new Date() })
        .where('user_id', '=', user.user_id)
        .where('code_hash', '=', recoveryCodeHash(user.user_id, body.code))
        .where('used_at', 'is', null)
        .returning('user_id')
        .executeTakeFirst();
      ok = Boolean(used);
    }
    if (!ok) throw unauthorized(WRONG_CODE);
    await attempt.succeeded();
    await recordSignInLanguage(db, user.user_id, request.headers['accept-language']);
    const issued = issueUserToken(user, config);
    return { message: 'Login successful', headers: bearerHeader(issued.token), data: issued.data };
  });

  route(app, creditorLogin, async ({ body, request }) => {
    const attempt = await beginSignIn(db, { email: body.emalId, address: request.ip });
    const creditor = await db
      .selectFrom('creditors')
      .select([
        'creditor_id',
        'email',
        'password_hash',
        'is_debt_collector',
        'email_verified_at',
        'token_version',
      ])
      .where(byEmail(body.emalId))
      .executeTakeFirst();
    const ok = await verifyPassword(body.password, creditor?.password_hash ?? (await dummyPasswordHash()));
    if (!creditor || !ok) throw unauthorized(WRONG_CREDENTIALS);
    await attempt.succeeded();
    // Only after the right password, so the answer reveals nothing to a guesser.
    if (!creditor.email_verified_at) throw forbidden(EMAIL_NOT_VERIFIED);
    await rehashIfWeak(db, 'creditors', creditor.creditor_id, body.password, creditor.password_hash);
    const issued = issueCreditorToken(creditor, config);
    return { message: 'Login successful', headers: bearerHeader(issued.token), data: issued.data };
  });

  route(app, logout, async ({ user }) => {
    const session = user();
    if (session.jti && session.expiresAt) await revokeToken(db, session.jti, session.expiresAt);
    // A token from before token ids existed can only be ended with all the others.
    else if (session.creditorId) await endCreditorSessions(db, session.id);
    else await endUserSessions(db, session.id);
    return { data: null, message: 'Signed out' };
  });

  route(app, logoutEverywhere, async ({ user }) => {
    const session = user();
    if (session.creditorId) await endCreditorSessions(db, session.id);
    else await endUserSessions(db, session.id);
    return { data: null, message: 'Signed out everywhere' };
  });
}
