import type { FastifyInstance } from 'fastify';
import {
  creditorLogin,
  type Language,
  lawFirmLogin,
  logout,
  logoutEverywhere,
  verifyTwoFactor,
} from 'shared-api/contract';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from '../auth/password';
import { CODE_MAILED, mailedChallenge, verifySecondStep } from '../auth/second-step';
import { beginSignIn, type SignInAttempt } from '../auth/throttle';
import {
  bearerHeader,
  endCreditorSessions,
  endUserSessions,
  issueCreditorToken,
  issueUserToken,
  revokeToken,
  type UserAccount,
} from '../auth/tokens';
import { signChallenge } from '../auth/two-factor';
import { creditorByEmail, firmUserByEmail, replacePasswordHash } from '../db/auth-repository';
import type { Db } from '../db/types';
import { forbidden, unauthorized } from '../http/errors';
import { route } from '../http/route';
import { recordSignInLanguage } from '../mail/languages';

export const WRONG_CREDENTIALS = 'Invalid email or password';
export const EMAIL_NOT_VERIFIED = 'Email not verified';
export { SIGN_IN_AGAIN, WRONG_CODE } from '../auth/second-step';

/** A hash made with a lower cost is replaced once the password is known to be right. */
async function rehashIfWeak(
  db: Db,
  table: 'users' | 'creditors',
  id: number,
  password: string,
  stored: string,
) {
  if (!needsRehash(stored)) return;
  await replacePasswordHash(db, table, id, await hashPassword(password));
}

/**
 * The password step of a sign-in, the same for firm users and creditors: throttled, a dummy hash when
 * the email is unknown (no timing difference), one answer for a wrong email or a wrong password.
 * `secondProofNeeded`: the e-mail's failed-sign-in ceiling has tripped, so the right password alone
 * does not sign in.
 */
async function checkPassword<T extends { password_hash: string }>(
  db: Db,
  login: { email: string; password: string; address: string },
  find: (email: string) => Promise<T | undefined>,
): Promise<{ account: T; secondProofNeeded: boolean }> {
  const attempt: SignInAttempt = await beginSignIn(db, { email: login.email, address: login.address });
  const account = await find(login.email);
  const ok = await verifyPassword(login.password, account?.password_hash ?? (await dummyPasswordHash()));
  if (!account || !ok) throw unauthorized(WRONG_CREDENTIALS);
  await attempt.succeeded();
  return { account, secondProofNeeded: attempt.secondProofNeeded };
}

/**
 * Sign-in (POST /api/Auth/login for S, A, U; POST /api/Creditor/login for C, D),
 * its second step with two-factor on, and sign-out of one or every session.
 * Failures are throttled atomically (auth/throttle.ts); successes never count.
 */
export async function authRoutes(app: FastifyInstance) {
  const { db, config } = app.portal;

  /** The answer when the right password is not enough (the ceiling tripped): a code is mailed to the account. */
  /** Mails the account its sign-in code: a user's or a creditor's row, each with its own id column. */
  const codeMailed = async (
    kind: 'user' | 'creditor',
    id: number,
    row: { email: string; token_version: number; language: Language | null },
  ) => {
    const { email, token_version: version, language } = row;
    const challenge = await mailedChallenge(db, config, { kind, id, email, version, language });
    return {
      message: CODE_MAILED,
      data: { requiresTwoFactor: true as const, method: 'email' as const, challenge },
    };
  };

  /** A firm user is in: the language noted for its mails, the token, and whether it must set up two-factor. */
  const userSignedIn = async (
    user: UserAccount,
    acceptLanguage: string | string[] | undefined,
    setupRequired: boolean,
  ) => {
    await recordSignInLanguage(db, user.user_id, acceptLanguage);
    const issued = issueUserToken(user, config);
    return {
      message: 'Login successful',
      headers: bearerHeader(issued.token),
      data: { ...issued.data, ...(setupRequired ? { twoFactorSetupRequired: true } : {}) },
    };
  };

  route(app, lawFirmLogin, async ({ body, request }) => {
    const login = { email: body.EmalId, password: body.password, address: request.ip };
    const { account: user, secondProofNeeded } = await checkPassword(db, login, (email) =>
      firmUserByEmail(db, email),
    );
    await rehashIfWeak(db, 'users', user.user_id, body.password, user.password_hash);
    if (user.totp_enabled_at) {
      return {
        message: 'Enter the code from your authenticator app',
        data: {
          requiresTwoFactor: true as const,
          method: 'totp' as const,
          challenge: signChallenge(config.jwtSecret, user.user_id, user.token_version),
        },
      };
    }
    if (secondProofNeeded) return codeMailed('user', user.user_id, user);
    return userSignedIn(user, request.headers['accept-language'], Boolean(user.require_two_factor));
  });

  route(app, verifyTwoFactor, async ({ body, request }) => {
    const account = await verifySecondStep(db, config, { ...body, address: request.ip });
    if (account.kind === 'creditor') {
      const issued = issueCreditorToken(account.creditor, config);
      return { message: 'Login successful', headers: bearerHeader(issued.token), data: issued.data };
    }
    const setupRequired = Boolean(account.user.require_two_factor) && !account.user.totp_enabled_at;
    return userSignedIn(account.user, request.headers['accept-language'], setupRequired);
  });

  route(app, creditorLogin, async ({ body, request }) => {
    const login = { email: body.emalId, password: body.password, address: request.ip };
    const { account: creditor, secondProofNeeded } = await checkPassword(db, login, (email) =>
      creditorByEmail(db, email),
    );
    // Only after the right password, so the answer reveals nothing to a guesser.
    if (!creditor.email_verified_at) throw forbidden(EMAIL_NOT_VERIFIED);
    await rehashIfWeak(db, 'creditors', creditor.creditor_id, body.password, creditor.password_hash);
    if (secondProofNeeded) return codeMailed('creditor', creditor.creditor_id, creditor);
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
