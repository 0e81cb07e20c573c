import type { FastifyRequest } from 'fastify';
import { type AuditActor, auditBy } from '../audit';
import type { Config } from '../config';
import {
  type AccountKind,
  confirmPendingEmail,
  type EmailAccount,
  emailAccount,
  setPendingEmail,
} from '../db/email-change-repository';
import { replaceContactEmail } from '../db/law-firms-repository';
import { replaceUnverifiedSignup, staffEmailTaken } from '../db/signups';
import type { Db, Executor } from '../db/types';
import { emailTaken } from '../db/users-repository';
import { badRequest, conflict } from '../http/errors';
import { languageOf } from '../http/language';
import { emailChangeCodeMail, emailChangedMail, emailChangeRequestedMail } from '../mail/identity-mails';
import { DEFAULT_LANGUAGE } from '../mail/languages';
import { enqueueMail, uniqueKey } from '../mail/outbox';
import { accountCodeKey, checkCode, dropCode, INVALID_CODE, issueCode } from './email-codes';
import type { Session } from './session';

/**
 * A new e-mail address counts only once it is confirmed
 * (docs/decisions/0027-email-changes-wait-for-a-code.md). Whoever changes it (the creditor in
 * its profile, staff on the account page, the firm's administrator in the user form, S or A
 * with the firm's contact e-mail), the account keeps its address until the code mailed to the
 * new one is entered by the account's owner; the old address is told at once. Until then
 * sign-in, invitations, debt collectors' requests and every mail use the old address: a
 * profile could otherwise take an address it does not hold, and with it an invitation meant
 * for that address.
 */
export const CHANGE_PENDING = 'Enter the code we mailed to the new e-mail address to start using it';

type Actor = Session | AuditActor;

/**
 * Is the address another account's? For staff, as when S or A gives an address: an unverified
 * sign-up does not count (it goes at confirmation). For a creditor, any account counts.
 */
const takenFor = (trx: Executor, kind: AccountKind, id: number, email: string) =>
  kind === 'user' ? staffEmailTaken(trx, email, { userId: id }) : emailTaken(trx, email, { creditorId: id });

/**
 * Starts a change to `newEmail` (call in the write's transaction): the account keeps its
 * address, the new one waits with a code mailed to it, the old one gets a notice. 409 when the
 * new address is another account's. Nothing happens when it is the account's own address
 * (a pending change then stays as it is). The mails are in the account's language, else in
 * that of the request.
 */
export async function requestEmailChange(
  trx: Executor,
  request: FastifyRequest,
  actor: Actor,
  change: { kind: AccountKind; id: number; newEmail: string },
): Promise<boolean> {
  const { config } = request.server.portal;
  const { newEmail, ...who } = change;
  const account = await emailAccount(trx, who.kind, who.id);
  if (!account) return false;
  if (account.email.toLowerCase() === newEmail.toLowerCase()) return false;
  if (await takenFor(trx, who.kind, who.id, newEmail)) throw conflict();
  const language = account.language ?? languageOf(request.headers['accept-language']);
  // A code for an earlier pending address goes: only the latest change can be confirmed.
  if (account.pendingEmail && account.pendingEmail.toLowerCase() !== newEmail.toLowerCase())
    await dropCode(trx, 'email-change', accountCodeKey(who.kind, who.id, account.pendingEmail));
  await setPendingEmail(trx, who.kind, who.id, newEmail);
  const code = await issueCode(
    trx,
    config.jwtSecret,
    'email-change',
    accountCodeKey(who.kind, who.id, newEmail),
  );
  // Within 10 minutes of the last code to this address, that code still serves: no second mail.
  if (code) {
    await enqueueMail(trx, {
      ...emailChangeCodeMail(newEmail, code, language),
      key: uniqueKey('email-change-code'),
    });
    await enqueueMail(trx, {
      ...emailChangeRequestedMail(account.email, newEmail, language),
      key: uniqueKey('email-change-requested'),
    });
  }
  await auditBy(trx, actor, 'request_email_change', who.kind === 'user' ? 'user' : 'creditor', who.id, {
    details: { from: account.email, to: newEmail },
  });
  return true;
}

/**
 * The owner enters the code mailed to the new address: it becomes the account's e-mail (and,
 * for a firm's administrator, the firm's contact e-mail). 400 for a wrong or expired code or
 * when no change waits; 409 when another account took the address meanwhile.
 */
export async function confirmEmailChange(
  db: Db,
  config: Config,
  who: { kind: AccountKind; id: number },
  code: string,
  actor: Actor,
): Promise<EmailAccount> {
  const account = await emailAccount(db, who.kind, who.id);
  const pending = account?.pendingEmail;
  // Without a change waiting, a code is checked against a decoy all the same (tries count alike).
  const key = accountCodeKey(who.kind, who.id, pending ?? `none-${who.id}`);
  await checkCode(db, config.jwtSecret, 'email-change', key, code, 'code');
  if (!account || !pending) throw badRequest(`code: ${INVALID_CODE}`);
  try {
    await db.transaction().execute(async (trx) => {
      // An unverified sign-up holding the address is not an account: the code proves the mailbox.
      await replaceUnverifiedSignup(trx, pending);
      if (await takenFor(trx, who.kind, who.id, pending)) throw conflict();
      if (!(await confirmPendingEmail(trx, who.kind, who.id, pending)))
        throw badRequest(`code: ${INVALID_CODE}`);
      if (account.userType === 'A' && account.lawFirmId !== null)
        await replaceContactEmail(trx, account.lawFirmId, account.email, pending);
      await dropCode(trx, 'email-change', key);
      await enqueueMail(trx, {
        ...emailChangedMail(account.email, pending, account.language ?? DEFAULT_LANGUAGE),
        key: uniqueKey('email-changed'),
      });
      await auditBy(trx, actor, 'confirm_email_change', who.kind === 'user' ? 'user' : 'creditor', who.id, {
        details: { from: account.email, to: pending },
      });
    });
  } catch (error) {
    // Taken at the same moment by another account: the unique index says so.
    if ((error as { code?: string }).code === '23505') throw conflict();
    throw error;
  }
  return { ...account, email: pending, pendingEmail: null };
}
