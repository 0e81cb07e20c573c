import type { Language } from 'shared-api/contract';
import type { Config } from '../config';
import {
  creditorById,
  firmUserById,
  takeChallenge,
  takeTotpStep,
  useRecoveryCode,
} from '../db/auth-repository';
import type { Db, Executor } from '../db/types';
import { HttpError, unauthorized } from '../http/errors';
import { signInCodeMail } from '../mail/identity-mails';
import { DEFAULT_LANGUAGE } from '../mail/languages';
import { enqueueMail, uniqueKey } from '../mail/outbox';
import { accountCodeKey, checkCode, dropCode, issueCode } from './email-codes';
import { open } from './secret-box';
import { beginSecondStep } from './throttle';
import {
  acceptedStep,
  type Challenge,
  readChallenge,
  recoveryCodeHash,
  signChallenge,
  TOTP_PURPOSE,
} from './two-factor';

/**
 * The second step of a sign-in (POST /api/Auth/verifyTwoFactor): the authenticator or a
 * recovery code of staff with two-factor on, or the code mailed to the account while its
 * failed-sign-in ceiling has tripped (docs/decisions/0024-second-proof-past-the-sign-in-ceiling.md).
 * A challenge works once; wrong codes count per account (SECOND_STEP_LIMIT), never towards
 * the e-mail's ceiling of wrong passwords.
 */
export const WRONG_CODE = 'Invalid code';
export const SIGN_IN_AGAIN = 'The sign-in has expired, sign in again';
export const CODE_MAILED = 'We have mailed a sign-in code to the e-mail address of the account';

/** Mails the account a sign-in code (unless one went out in the last 10 minutes) and answers its challenge. */
export async function mailedChallenge(
  db: Db,
  config: Config,
  account: {
    kind: 'user' | 'creditor';
    id: number;
    email: string;
    version: number;
    language: Language | null;
  },
): Promise<string> {
  await db.transaction().execute(async (trx) => {
    const code = await issueCode(trx, config.jwtSecret, 'sign-in', accountCodeKey(account.kind, account.id));
    if (code)
      await enqueueMail(trx, {
        ...signInCodeMail(account.email, code, account.language ?? DEFAULT_LANGUAGE),
        key: uniqueKey('sign-in-code'),
      });
  });
  return signChallenge(config.jwtSecret, account.id, account.version, Date.now(), {
    account: account.kind,
    method: 'email',
  });
}

export type SignedInAccount =
  | { kind: 'user'; user: NonNullable<Awaited<ReturnType<typeof firmUserById>>> }
  | { kind: 'creditor'; creditor: NonNullable<Awaited<ReturnType<typeof creditorById>>> };

async function accountOf(db: Db, challenge: Challenge): Promise<SignedInAccount | null> {
  if (challenge.account === 'creditor') {
    const creditor = await creditorById(db, challenge.userId);
    if (!creditor?.email_verified_at || creditor.token_version !== challenge.version) return null;
    return { kind: 'creditor', creditor };
  }
  const user = await firmUserById(db, challenge.userId);
  if (!user || user.token_version !== challenge.version) return null;
  if (challenge.method === 'totp' && !user.totp_enabled_at) return null;
  return { kind: 'user', user };
}

/** Is this the authenticator's code (a step not used yet) or an unused recovery code? Uses it up if so. */
async function authenticatorCodeFits(
  trx: Executor,
  config: Config,
  user: SignedInAccount & { kind: 'user' },
  code: string,
) {
  const { user: u } = user;
  if (!/^\d{6}$/.test(code)) return useRecoveryCode(trx, u.user_id, recoveryCodeHash(u.user_id, code));
  const secret = u.totp_secret ? open(config.jwtSecret, TOTP_PURPOSE, u.totp_secret) : null;
  const step = secret ? await acceptedStep(secret, code, u.totp_last_step) : null;
  return step !== null && (await takeTotpStep(trx, u.user_id, step));
}

/**
 * Checks the second step and uses the challenge up; the account to sign in. 401 for an
 * unknown, expired or used challenge and for a wrong code; 429 past the account's limit.
 */
export async function verifySecondStep(
  db: Db,
  config: Config,
  input: { challenge: string; code: string; address: string },
): Promise<SignedInAccount> {
  const challenge = readChallenge(config.jwtSecret, input.challenge);
  const account = challenge ? await accountOf(db, challenge) : null;
  if (!challenge || !account) throw unauthorized(SIGN_IN_AGAIN);
  const id = account.kind === 'user' ? account.user.user_id : account.creditor.creditor_id;
  const key = accountCodeKey(account.kind, id);
  const attempt = await beginSecondStep(db, { account: key, address: input.address });
  if (challenge.method === 'email') {
    try {
      await checkCode(db, config.jwtSecret, 'sign-in', key, input.code, 'code');
    } catch (error) {
      // Past its tries the code answers 429 as every code does; a wrong one is a wrong code here.
      if (error instanceof HttpError && error.statusCode === 400) throw unauthorized(WRONG_CODE);
      throw error;
    }
  }
  await db.transaction().execute(async (trx) => {
    if (!(await takeChallenge(trx, challenge.nonce, challenge.expiresAt))) throw unauthorized(SIGN_IN_AGAIN);
    if (challenge.method === 'email') await dropCode(trx, 'sign-in', key);
    else if (account.kind !== 'user' || !(await authenticatorCodeFits(trx, config, account, input.code)))
      throw unauthorized(WRONG_CODE);
  });
  await attempt.succeeded();
  return account;
}
