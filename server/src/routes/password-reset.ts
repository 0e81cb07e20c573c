import type { FastifyInstance } from 'fastify';
import { forgotPassword, resetPassword } from 'shared-api/contract';
import { auditBy } from '../audit';
import { checkCode, dropCode, enqueueCodeMail, INVALID_CODE, issueCode } from '../auth/email-codes';
import { hashPassword } from '../auth/password';
import { requireStrongPassword } from '../auth/password-policy';
import { countMailRequest } from '../auth/throttle';
import { endCreditorSessions, endUserSessions } from '../auth/tokens';
import { resetCreditorPassword } from '../db/creditors-repository';
import { ownerOf, purgeExpiredSignups } from '../db/signups';
import { updateUser } from '../db/users-repository';
import { badRequest } from '../http/errors';
import { languageOf } from '../http/language';
import { route } from '../http/route';
import { passwordResetMail } from '../mail/account-mails';
import { uniqueKey } from '../mail/outbox';

export const FORGOT_ANSWER =
  'If the e-mail has an account, a code to choose a new password has been sent to it';
export const RESET_ANSWER = 'Your password has been changed. Sign in with the new password';

/**
 * Forgotten passwords for every role: a code mailed to the
 * address (the same rules as the sign-up code), then a new password. The first
 * call answers the same for every address; the reset ends every session of the
 * account and, for a creditor, verifies the address (the code proves it).
 */
export async function passwordResetRoutes(app: FastifyInstance) {
  const { db, config } = app.portal;

  route(app, forgotPassword, async ({ body, request }) => {
    await countMailRequest(db, { email: body.email, address: request.ip });
    await purgeExpiredSignups(db);
    const owner = await ownerOf(db, body.email);
    // A code row for every address (mailed only to a real account): tries, 429s and times look alike.
    await db.transaction().execute(async (trx) => {
      const code = await issueCode(trx, config.jwtSecret, 'reset', body.email);
      if (code) {
        // The account's language; staff never signed in, or no account: the request's.
        const language = owner?.language ?? languageOf(request.headers['accept-language']);
        const mail = {
          ...passwordResetMail(owner?.email ?? body.email, code, language),
          key: uniqueKey('reset-code'),
        };
        await enqueueCodeMail(trx, mail, Boolean(owner));
      }
    });
    return { data: null, message: FORGOT_ANSWER };
  });

  route(app, resetPassword, async ({ body, request }) => {
    await checkCode(db, config.jwtSecret, 'reset', body.email, body.code, 'code');
    const owner = await ownerOf(db, body.email);
    // After the code: only the owner of the mailbox learns which rules the account has.
    requireStrongPassword(request, body.password, {
      audience: owner?.kind === 'user' ? 'staff' : 'creditor',
      field: 'password',
      personal: [body.email],
    });
    const passwordHash = await hashPassword(body.password);
    await db.transaction().execute(async (trx) => {
      await dropCode(trx, 'reset', body.email);
      if (!owner) return;
      if (owner.kind === 'user') {
        await updateUser(trx, owner.id, { passwordHash });
        await endUserSessions(trx, owner.id);
      } else {
        await resetCreditorPassword(trx, owner.id, passwordHash);
        await endCreditorSessions(trx, owner.id);
      }
      const actor = { actorUserType: null, actorId: owner.id, actorEmail: body.email };
      await auditBy(trx, actor, 'reset_password', owner.kind === 'user' ? 'user' : 'creditor', owner.id);
    });
    // A right code for an address whose account went meanwhile is no better than a wrong one.
    if (!owner) throw badRequest(`code: ${INVALID_CODE}`);
    return { data: null, message: RESET_ANSWER };
  });
}
