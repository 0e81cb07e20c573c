import type { FastifyInstance } from 'fastify';
import {
  type Account,
  changeEmail,
  changePassword,
  confirmEmail,
  disableTwoFactor,
  enableTwoFactor,
  getAccount,
  setupTwoFactor,
} from 'shared-api/contract';
import { auditBy } from '../audit';
import { CHANGE_PENDING, confirmEmailChange, requestEmailChange } from '../auth/email-change';
import { hashPassword, verifyPassword } from '../auth/password';
import { requireStrongPassword } from '../auth/password-policy';
import { open, seal } from '../auth/secret-box';
import type { Session } from '../auth/session';
import { bearerHeader, endUserSessions, issueUserToken } from '../auth/tokens';
import {
  acceptedStep,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  setupFor,
  TOTP_PURPOSE,
} from '../auth/two-factor';
import { disableTotp, enableTotp, firmAccount, setPendingTotpSecret } from '../db/auth-repository';
import type { Db } from '../db/types';
import { updateUser } from '../db/users-repository';
import { badRequest, notFound } from '../http/errors';
import { route } from '../http/route';

async function accountOf(db: Db, session: Session) {
  const user = await firmAccount(db, session.id);
  if (!user) throw notFound('User not found');
  return user;
}

/** The account page's data of a user. */
const accountData = (account: NonNullable<Awaited<ReturnType<typeof firmAccount>>>): Account => ({
  email: account.email,
  userType: account.user_type,
  twoFactorEnabled: Boolean(account.totp_enabled_at),
  twoFactorRequired: Boolean(account.require_two_factor),
  recoveryCodesLeft: account.totp_enabled_at ? account.codes_left : 0,
  pendingEmail: account.pending_email,
});

/**
 * The account page of S, A and U: their own password, and
 * two-factor sign-in with an authenticator app (TOTP) and recovery codes.
 */
export async function accountRoutes(app: FastifyInstance) {
  const { db, config } = app.portal;

  route(app, getAccount, async ({ user }) => {
    const account = await accountOf(db, user());
    return { message: 'Success', data: accountData(account) };
  });

  route(app, changeEmail, async ({ body, user, request }) => {
    const session = user();
    const account = await accountOf(db, session);
    if (!(await verifyPassword(body.password, account.password_hash)))
      throw badRequest('password: the current password is not correct');
    const change = { kind: 'user', id: account.user_id, newEmail: body.newEmail } as const;
    await db.transaction().execute((trx) => requestEmailChange(trx, request, session, change));
    return { message: CHANGE_PENDING, data: accountData(await accountOf(db, session)) };
  });

  route(app, confirmEmail, async ({ body, user }) => {
    const session = user();
    await accountOf(db, session);
    await confirmEmailChange(db, config, { kind: 'user', id: session.id }, body.code, session);
    return { message: 'E-mail address changed', data: accountData(await accountOf(db, session)) };
  });

  route(app, changePassword, async ({ body, user, request }) => {
    const session = user();
    const account = await accountOf(db, session);
    // 400, not 401: the session is fine, the password typed is not.
    if (!(await verifyPassword(body.currentPassword, account.password_hash)))
      throw badRequest('currentPassword: the current password is not correct');
    requireStrongPassword(request, body.newPassword, {
      audience: 'staff',
      field: 'newPassword',
      personal: [account.email],
    });
    const passwordHash = await hashPassword(body.newPassword);
    const version = await db.transaction().execute(async (trx) => {
      await updateUser(trx, account.user_id, { passwordHash });
      await auditBy(trx, session, 'change_password', 'user', account.user_id);
      return endUserSessions(trx, account.user_id);
    });
    // Every other session ends; this one goes on with a fresh token.
    const fresh = issueUserToken({ ...account, token_version: version }, config);
    return { data: null, message: 'Password changed', headers: bearerHeader(fresh.token) };
  });

  route(app, setupTwoFactor, async ({ user }) => {
    const account = await accountOf(db, user());
    if (account.totp_enabled_at) throw badRequest('Two-factor sign-in is already on');
    const secret = newTotpSecret();
    await setPendingTotpSecret(db, account.user_id, seal(config.jwtSecret, TOTP_PURPOSE, secret));
    return {
      data: await setupFor(account.email, secret),
      message: 'Scan the code with your authenticator app',
    };
  });

  route(app, enableTwoFactor, async ({ body, user }) => {
    const session = user();
    const account = await accountOf(db, session);
    if (account.totp_enabled_at) throw badRequest('Two-factor sign-in is already on');
    const secret = account.totp_pending_secret
      ? open(config.jwtSecret, TOTP_PURPOSE, account.totp_pending_secret)
      : null;
    if (!secret) throw badRequest('Start the set-up again');
    // The password first: a session alone (left open, or taken) must not bind its own authenticator.
    if (!(await verifyPassword(body.password, account.password_hash)))
      throw badRequest('password: the current password is not correct');
    const step = await acceptedStep(secret, body.code, null);
    if (step === null) throw badRequest('code: The code is not correct, try the one your app shows now');
    const codes = newRecoveryCodes();
    const version = await db.transaction().execute(async (trx) => {
      await enableTotp(
        trx,
        account.user_id,
        account.totp_pending_secret,
        step,
        codes.map((code) => recoveryCodeHash(account.user_id, code)),
      );
      await auditBy(trx, session, 'enable_two_factor', 'user', account.user_id);
      // Every other session ends: one opened before two-factor was on must sign in again with it.
      return endUserSessions(trx, account.user_id);
    });
    const fresh = issueUserToken({ ...account, token_version: version }, config);
    return {
      data: { recoveryCodes: codes },
      message: 'Two-factor sign-in is on',
      headers: bearerHeader(fresh.token),
    };
  });

  route(app, disableTwoFactor, async ({ body, user }) => {
    const session = user();
    const account = await accountOf(db, session);
    if (account.require_two_factor) throw badRequest('Your law firm requires two-factor sign-in');
    if (!(await verifyPassword(body.password, account.password_hash)))
      throw badRequest('password: the current password is not correct');
    await db.transaction().execute(async (trx) => {
      await disableTotp(trx, account.user_id);
      await auditBy(trx, session, 'disable_two_factor', 'user', account.user_id);
    });
    return { data: null, message: 'Two-factor sign-in is off' };
  });
}
