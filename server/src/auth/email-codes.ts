import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import { OTP_RESEND_COOLDOWN_SECONDS } from 'shared-api/contract';
import type { Db, Executor } from '../db/types';
import { badRequest, tooManyRequests } from '../http/errors';
import { enqueueMail, type OutboxEntry } from '../mail/outbox';

/**
 * Six-digit codes mailed to an address: e-mail verification ('verify') and
 * password reset ('reset'). Each is valid 600 s, 5 wrong tries (then
 * 429), a new one at most every 600 s. Rows are keyed by the address, and an
 * address without an account gets a row too (a decoy, never mailed), so the
 * answers are the same whether or not it has an account.
 */
export type CodePurpose = 'verify' | 'reset' | 'sign-in' | 'email-change';

/**
 * The key of a code that belongs to an account rather than to an address as typed: the second
 * sign-in proof (`sign-in`), and the confirmation of a new address (`email-change`, bound to
 * that address too, so a code for one new address never confirms another).
 */
export const accountCodeKey = (account: 'user' | 'creditor', id: number, newAddress?: string) =>
  newAddress ? `${account}:${id}:${newAddress.trim().toLowerCase()}` : `${account}:${id}`;
export const CODE_TTL_SECONDS = 600;
export const CODE_MAX_WRONG = 5;
export const INVALID_CODE = 'Invalid or expired code';

const normal = (email: string) => email.trim().toLowerCase();

function codeHash(secret: string, purpose: CodePurpose, email: string, code: string): string {
  return createHmac('sha256', secret)
    .update(`${purpose}:${normal(email)}:${code}`)
    .digest('base64url');
}

/**
 * A fresh code for the address, unless one was sent less than 600 s ago
 * (then null: nothing is due). `mailed: false` for an address without an
 * account: the row is written all the same, and it never counts as sent, so
 * the owner of a real account is never held back by it.
 */
export async function issueCode(
  db: Executor,
  secret: string,
  purpose: CodePurpose,
  email: string,
): Promise<string | null> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const values = {
    code_hash: codeHash(secret, purpose, email, code),
    expires_at: sql<Date>`now() + make_interval(secs => ${CODE_TTL_SECONDS})`,
    attempts: 0,
    sent_at: sql<Date>`now()`,
  };
  const row = await db
    .insertInto('email_codes')
    .values({ purpose, email: normal(email), ...values } as never)
    .onConflict((oc) =>
      oc
        .columns(['purpose', 'email'])
        .doUpdateSet(values as never)
        .where(
          sql<boolean>`email_codes.sent_at <= now() - make_interval(secs => ${OTP_RESEND_COOLDOWN_SECONDS})`,
        ),
    )
    .returning('email')
    .executeTakeFirst();
  return row ? code : null;
}

/** Forgets the address's code of this purpose (after it was used). */
export async function dropCode(db: Executor, purpose: CodePurpose, email: string): Promise<void> {
  await db
    .deleteFrom('email_codes')
    .where('purpose', '=', purpose)
    .where('email', '=', normal(email))
    .execute();
}

/**
 * Checks a code; takes one try first (atomically: 40 parallel guesses get at
 * most 5 answers). 400 `Invalid or expired code` for a wrong, expired or
 * unknown code, 429 with Retry-After once the tries are used up; the same for
 * every address, with an account or not.
 */
export async function checkCode(
  db: Db,
  secret: string,
  purpose: CodePurpose,
  email: string,
  code: string,
  field: string,
): Promise<void> {
  const address = normal(email);
  const taken = await db
    .updateTable('email_codes')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('purpose', '=', purpose)
    .where('email', '=', address)
    .where('attempts', '<', CODE_MAX_WRONG)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('code_hash')
    .executeTakeFirst();
  if (taken) {
    const expected = Buffer.from(taken.code_hash);
    const given = Buffer.from(codeHash(secret, purpose, email, code));
    if (expected.length === given.length && timingSafeEqual(expected, given)) return;
    throw badRequest(`${field}: ${INVALID_CODE}`);
  }
  const spent = await db
    .selectFrom('email_codes')
    .select(sql<number>`ceil(extract(epoch from (expires_at - now())))::int`.as('wait'))
    .where('purpose', '=', purpose)
    .where('email', '=', address)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (spent) throw tooManyRequests(spent.wait, 'Too many wrong codes, request a new one');
  // No live code (none sent, expired, or already used): a decoy row takes this try, as a real one would.
  await db
    .insertInto('email_codes')
    .values({
      purpose,
      email: address,
      code_hash: randomBytes(32).toString('base64url'),
      expires_at: sql<Date>`now() + make_interval(secs => ${CODE_TTL_SECONDS})`,
      attempts: 1,
      sent_at: new Date(0),
    } as never)
    .onConflict((oc) =>
      oc
        .columns(['purpose', 'email'])
        .doUpdateSet({
          code_hash: randomBytes(32).toString('base64url'),
          expires_at: sql<Date>`now() + make_interval(secs => ${CODE_TTL_SECONDS})`,
          attempts: 1,
        } as never)
        .where(sql<boolean>`email_codes.expires_at <= now()`),
    )
    .execute();
  throw badRequest(`${field}: ${INVALID_CODE}`);
}

/**
 * Queues the code's mail when the address has an account to mail; otherwise
 * queues the same mail to the address as given and takes it back. The same
 * statements run either way (a savepoint, the insert, its notice, then release
 * or roll back), so the time of the answer does not tell whether the address
 * has an account (bench/public-answers.ts measures it). Call in
 * the transaction of the code.
 */
export async function enqueueCodeMail(trx: Executor, mail: OutboxEntry, send: boolean): Promise<void> {
  await sql`SAVEPOINT code_mail`.execute(trx);
  await enqueueMail(trx, mail);
  await sql.raw(send ? 'RELEASE SAVEPOINT code_mail' : 'ROLLBACK TO SAVEPOINT code_mail').execute(trx);
}
