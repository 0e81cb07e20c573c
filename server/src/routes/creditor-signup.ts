import type { FastifyInstance } from 'fastify';
import { creditorSignup, resendOtp, validationMessages, verifyOtp } from 'shared-api/contract';
import { auditBy, creditorActor } from '../audit';
import { checkCode, dropCode, enqueueCodeMail, issueCode } from '../auth/email-codes';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../auth/password';
import { requireStrongPassword } from '../auth/password-policy';
import { countMailRequest } from '../auth/throttle';
import { insertSignup, pendingSignup, verifySignup } from '../db/creditors-repository';
import { bindSignup, findInvitation, followInvitedCases } from '../db/invitations-repository';
import { ownerOf, purgeExpiredSignups, replaceUnverifiedSignup } from '../db/signups';
import { badRequest } from '../http/errors';
import { languageOf } from '../http/language';
import { route } from '../http/route';
import { hashInvitationToken } from '../invitations/check-rows';
import { alreadyRegisteredMail, verificationCodeMail } from '../mail/account-mails';
import { enqueueMail, uniqueKey } from '../mail/outbox';

export const SIGNUP_ANSWER = 'Check your e-mail to continue';
/** One answer for every unusable invitation token (unknown, another address, used, expired): it reveals none of them. */
export const INVALID_INVITATION =
  'This invitation link is not valid for this e-mail address, or it has expired. Sign up without it or ask the trustee for a new one';
export const RESEND_ANSWER = 'A new code has been sent if the e-mail is registered';

/**
 * Self sign-up and e-mail verification (docs/decisions/0008-real-e-mail-verification.md).
 * The answers are the same for a new address, one with an unverified or a
 * verified account and one of firm staff, and so is the work done before
 * answering (one password hash); the owner of the address learns the rest by
 * e-mail, sent after the answer.
 *
 * Nobody takes over an address through an unfinished sign-up
 * (docs/decisions/0022-verification-asks-for-the-sign-up-password.md): a newer
 * sign-up for an address not yet verified replaces the older one (details,
 * password, code; the old code stops working), and verification takes the
 * code together with the password chosen at that sign-up.
 */
export async function creditorSignupRoutes(app: FastifyInstance) {
  const { db, config } = app.portal;

  route(app, creditorSignup, async ({ body, request }) => {
    const email = body.creditorEmaill;
    // The language of the request: the new account's, and that of a mail to an owner without one.
    const language = body.language ?? languageOf(request.headers['accept-language']);
    // The same rule for every address: the answer tells nothing about it.
    requireStrongPassword(request, body.creditorPsw, {
      audience: 'creditor',
      field: 'creditorPsw',
      personal: [email, body.creditorName, body.creditrorCompanyName],
    });
    await countMailRequest(db, { email, address: request.ip });
    await purgeExpiredSignups(db);
    const tokenHash = body.invitationToken ? hashInvitationToken(body.invitationToken) : null;
    if (tokenHash) {
      const invitation = await findInvitation(db, tokenHash);
      const fits =
        invitation &&
        invitation.email.toLowerCase() === email.toLowerCase() &&
        invitation.creditorId === null &&
        invitation.acceptedAt === null &&
        !invitation.expired;
      if (!fits) throw badRequest(INVALID_INVITATION);
    }
    const passwordHash = await hashPassword(body.creditorPsw);
    const owner = await ownerOf(db, email);
    const replaces = owner?.kind === 'creditor' && !owner.verified;
    if (!owner || replaces) {
      await db.transaction().execute(async (trx) => {
        // The newer sign-up wins: whoever holds the mailbox can always start over with their own details.
        if (replaces) await replaceUnverifiedSignup(trx, email);
        const created = await insertSignup(trx, body, passwordHash, language);
        // Taken by a sign-up running at the same moment: that one got the code.
        if (!created) return;
        const actor = creditorActor(body.isDebtCollector, created.creditor_id, email);
        await auditBy(trx, actor, 'signup', 'creditor', created.creditor_id, { details: { replaces } });
        // Bound to the invitation's case: once the address is verified, the creditor follows it.
        if (tokenHash) await bindSignup(trx, tokenHash, email, created.creditor_id);
        // The older sign-up's code goes with it.
        await dropCode(trx, 'verify', email);
        const code = await issueCode(trx, config.jwtSecret, 'verify', email);
        // Queued with the account: the mail exists exactly when the sign-up does.
        if (code)
          await enqueueMail(trx, {
            ...verificationCodeMail(email, code, language),
            key: uniqueKey('verify-code'),
          });
      });
    }
    // To the address as stored, in its owner's language (staff not yet signed in: this request's).
    else
      await enqueueMail(db, {
        ...alreadyRegisteredMail(owner.email, owner.language ?? language),
        key: uniqueKey('signup-taken'),
      });
    return { data: { creditorId: null, creditorEmaill: email }, message: SIGNUP_ANSWER };
  });

  route(app, verifyOtp, async ({ body, request }) => {
    // A sign-up left unverified for 7 days is gone for these calls too, as if it never was.
    await purgeExpiredSignups(db);
    await checkCode(db, config.jwtSecret, 'verify', body.email, body.otp, 'otp');
    // Only the holder of the mailbox gets here. The code proves the mailbox; the password, whose sign-up it is.
    const pending = await pendingSignup(db, body.email);
    const matches = await verifyPassword(
      body.password,
      pending?.password_hash ?? (await dummyPasswordHash()),
    );
    // A right code whose sign-up is gone (removed meanwhile) is no better than a wrong one.
    if (!pending) throw badRequest('otp: Invalid or expired code');
    if (!matches) {
      const language = languageOf(request.headers['accept-language']);
      throw badRequest(`password: ${validationMessages[language]['validation.signupPassword']}`);
    }
    const verified = await db.transaction().execute(async (trx) => {
      // This very sign-up: one that replaced it meanwhile has its own password and code.
      const creditor = await verifySignup(trx, pending.creditor_id);
      if (!creditor) return false;
      await dropCode(trx, 'verify', body.email);
      const actor = creditorActor(creditor.is_debt_collector, creditor.creditor_id, creditor.email);
      await auditBy(trx, actor, 'verify_email', 'creditor', creditor.creditor_id);
      for (const caseId of await followInvitedCases(trx, creditor.creditor_id))
        await auditBy(trx, actor, 'accept', 'invitation', creditor.creditor_id, { caseId });
      return true;
    });
    if (!verified) throw badRequest('otp: Invalid or expired code');
    return { data: null, message: 'Email verified successfully' };
  });

  route(app, resendOtp, async ({ body, request }) => {
    await countMailRequest(db, { email: body.email, address: request.ip });
    await purgeExpiredSignups(db);
    const owner = await ownerOf(db, body.email);
    const waiting = owner?.kind === 'creditor' && !owner.verified;
    // A code row for every address (never mailed without a sign-up waiting): tries, 429s and times look alike.
    await db.transaction().execute(async (trx) => {
      const code = await issueCode(trx, config.jwtSecret, 'verify', body.email);
      if (code) {
        const to = waiting ? owner.email : body.email;
        // The account's language; an address without one (never mailed) the request's.
        const language = waiting ? owner.language : languageOf(request.headers['accept-language']);
        await enqueueCodeMail(
          trx,
          { ...verificationCodeMail(to, code, language), key: uniqueKey('verify-code') },
          waiting,
        );
      }
    });
    return { data: null, message: RESEND_ANSWER };
  });
}
