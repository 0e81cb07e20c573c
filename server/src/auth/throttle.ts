import { sql } from 'kysely';
import type { Db } from '../db/types';
import { tooManyRequests } from '../http/errors';
import { addressKey } from './client-address';

/**
 * Throttles shared by every API instance through the database, so that a second
 * instance gives an attacker no second budget. Counting is atomic: a slot is counted and taken under a
 * transaction-scoped advisory lock per subject, so 40 parallel wrong passwords
 * get at most 10 answers of 401, on one instance or several. Client addresses
 * count as `addressKey` says (an IPv4-mapped address as IPv4, IPv6 by its /64).
 */
export const WINDOW_MINUTES = 15;

/** Failed sign-ins in 15 minutes: per pair of e-mail and address, per e-mail, per address. */
export const SIGN_IN_LIMITS = { pair: 10, email: 50, address: 100 } as const;

/**
 * Wrong second-step codes (authenticator, recovery or mailed sign-in code) per account in
 * 15 minutes: their own limit, apart from the per-e-mail ceiling of wrong passwords (only
 * someone who knew the password can reach this step).
 */
export const SECOND_STEP_LIMIT = 5;

/** Public calls that send mail (signup, resendOtp, forgotPassword). */
export const MAIL_LIMITS = {
  email: { max: 3, windowSeconds: 3600 },
  address: { max: 5, windowSeconds: WINDOW_MINUTES * 60 },
} as const;

/**
 * A debt collector's requests to act for creditors (DebtCollectorMapping), which
 * mail each creditor asked: per debt collector and per client address.
 */
export const REPRESENTATION_LIMITS = {
  debtCollector: { max: 20, windowSeconds: 3600 },
  address: { max: 20, windowSeconds: WINDOW_MINUTES * 60 },
} as const;

/**
 * A debt collector's exact search for creditors (Creditor/get with `search`): per debt
 * collector and per client address, in 15 minutes. Each search tells whether an organisation
 * number or e-mail belongs to a creditor.
 */
export const CREDITOR_SEARCH_LIMITS = {
  debtCollector: { max: 30, windowSeconds: WINDOW_MINUTES * 60 },
  address: { max: 60, windowSeconds: WINDOW_MINUTES * 60 },
} as const;

/** The two-int advisory lock space of the throttles (PostgreSQL keeps it apart from one-bigint locks). */
const LOCK_CLASS = 7241;

interface Check {
  scope: string;
  subject: string;
  max: number;
  windowSeconds: number;
  /**
   * Over its limit, this check does not refuse when `excused` says so (it sees the count of
   * every check, in order): the caller gets `excused: true` and must ask for more instead.
   */
  excused?: (counts: number[]) => boolean;
}

type Table = 'sign_in_failures' | 'mail_requests';
const TIME_COLUMN: Record<Table, string> = { sign_in_failures: 'failed_at', mail_requests: 'requested_at' };
const ID_COLUMN: Record<Table, string> = { sign_in_failures: 'failure_id', mail_requests: 'request_id' };

/**
 * Counts each check's rows in its window and, when none is at its limit,
 * records one row per check: all in one transaction holding an advisory lock
 * per subject (taken in a fixed order, so two callers never deadlock).
 * 429 with Retry-After when a limit is reached (unless that check excuses it).
 * Returns the new rows' ids, and whether a limit was excused.
 */
async function take(db: Db, table: Table, checks: Check[]): Promise<{ ids: string[]; excused: boolean }> {
  const at = sql.ref(TIME_COLUMN[table]);
  return db.transaction().execute(async (trx) => {
    for (const key of checks.map((c) => `${table}:${c.scope}:${c.subject}`).sort())
      await sql`SELECT pg_advisory_xact_lock(${LOCK_CLASS}, hashtext(${key}))`.execute(trx);
    let wait = 0;
    let excused = false;
    const counts: number[] = [];
    const over: { check: Check; retry: number }[] = [];
    for (const check of checks) {
      const { rows } = await sql<{ n: number; retry: number | null }>`
        SELECT count(*)::int AS n,
               ceil(extract(epoch from (min(${at}) + make_interval(secs => ${check.windowSeconds}) - now())))::int AS retry
        FROM ${sql.table(table)}
        WHERE scope = ${check.scope} AND subject = ${check.subject}
          AND ${at} > now() - make_interval(secs => ${check.windowSeconds})`.execute(trx);
      const row = rows[0];
      counts.push(row?.n ?? 0);
      // The window slides: the caller may try again when the oldest counted row leaves it.
      if (row && row.n >= check.max) over.push({ check, retry: Math.max(1, row.retry ?? 1) });
    }
    for (const { check, retry } of over) {
      if (check.excused?.(counts)) excused = true;
      else wait = Math.max(wait, retry);
    }
    if (wait > 0) throw tooManyRequests(wait);
    const values = checks.map((c) => sql`(${c.scope}, ${c.subject})`);
    const inserted = await sql<{ id: string }>`
      INSERT INTO ${sql.table(table)} (scope, subject) VALUES ${sql.join(values)}
      RETURNING ${sql.ref(ID_COLUMN[table])}::text AS id`.execute(trx);
    return { ids: inserted.rows.map((r) => r.id), excused };
  });
}

/** Rows outside every window are useless: now and then, drop them. */
async function prune(db: Db, table: Table) {
  if (Math.random() >= 0.02) return;
  await sql`DELETE FROM ${sql.table(table)} WHERE ${sql.ref(TIME_COLUMN[table])} < now() - interval '1 day'`.execute(
    db,
  );
}

export interface SignInAttempt {
  /** The sign-in worked: it never counts, its provisional failure rows go. */
  succeeded(): Promise<void>;
  /**
   * The e-mail's ceiling (50) has tripped, and this address has not failed for it: the right
   * password alone does not sign in, a second proof must follow (docs/decisions/0024-second-proof-past-the-sign-in-ceiling.md).
   */
  secondProofNeeded: boolean;
}

const attemptOf = (db: Db, ids: string[], secondProofNeeded: boolean): SignInAttempt => ({
  secondProofNeeded,
  succeeded: async () => {
    await db.deleteFrom('sign_in_failures').where('failure_id', 'in', ids).execute();
  },
});

/**
 * Takes a sign-in attempt for this e-mail from this address before the
 * password is checked: it counts as a failure until `succeeded()`.
 * 429 with Retry-After once 10 failures for the pair or 100 for the address
 * are in the window. Past 50 for the e-mail, from an address with failures for
 * it; from one without, the attempt goes on with `secondProofNeeded`, so
 * strangers' wrong passwords cannot lock the owner out.
 */
export async function beginSignIn(
  db: Db,
  subject: { email: string; address: string },
): Promise<SignInAttempt> {
  const email = subject.email.trim().toLowerCase();
  const address = addressKey(subject.address);
  const windowSeconds = WINDOW_MINUTES * 60;
  const { ids, excused } = await take(db, 'sign_in_failures', [
    { scope: 'pair', subject: `${email} ${address}`, max: SIGN_IN_LIMITS.pair, windowSeconds },
    {
      scope: 'email',
      subject: email,
      max: SIGN_IN_LIMITS.email,
      windowSeconds,
      // counts[0] is the pair's: this address has not failed for this e-mail.
      excused: (counts) => counts[0] === 0,
    },
    { scope: 'address', subject: address, max: SIGN_IN_LIMITS.address, windowSeconds },
  ]);
  await prune(db, 'sign_in_failures');
  return attemptOf(db, ids, excused);
}

/**
 * Takes a try at the second step of a sign-in (an authenticator, recovery or mailed code)
 * for this account: 429 past SECOND_STEP_LIMIT wrong ones for the account or 100 for the
 * address in 15 minutes. Wrong codes never count towards the e-mail's ceiling of wrong
 * passwords.
 */
export async function beginSecondStep(
  db: Db,
  subject: { account: string; address: string },
): Promise<SignInAttempt> {
  const windowSeconds = WINDOW_MINUTES * 60;
  const address = addressKey(subject.address);
  const { ids } = await take(db, 'sign_in_failures', [
    { scope: 'second-step', subject: subject.account, max: SECOND_STEP_LIMIT, windowSeconds },
    { scope: 'address', subject: address, max: SIGN_IN_LIMITS.address, windowSeconds },
  ]);
  await prune(db, 'sign_in_failures');
  return attemptOf(db, ids, false);
}

/** One public call that sends mail: 429 past 3 per e-mail in an hour or 5 per address in 15 minutes. */
export async function countMailRequest(db: Db, subject: { email: string; address: string }): Promise<void> {
  await take(db, 'mail_requests', [
    { scope: 'email', subject: subject.email.trim().toLowerCase(), ...MAIL_LIMITS.email },
    { scope: 'address', subject: addressKey(subject.address), ...MAIL_LIMITS.address },
  ]);
  await prune(db, 'mail_requests');
}

/**
 * One call of a debt collector counted per debt collector and per address, in the public calls' table but
 * kept apart from their counts (and from each other kind) by the subject's `kind:` prefix.
 */
async function countDebtCollectorCall(
  db: Db,
  kind: string,
  limits: {
    debtCollector: { max: number; windowSeconds: number };
    address: { max: number; windowSeconds: number };
  },
  subject: { debtCollectorId: number; address: string },
): Promise<void> {
  await take(db, 'mail_requests', [
    { scope: 'email', subject: `${kind}:${subject.debtCollectorId}`, ...limits.debtCollector },
    { scope: 'address', subject: `${kind}:${addressKey(subject.address)}`, ...limits.address },
  ]);
  await prune(db, 'mail_requests');
}

/**
 * One DebtCollectorMapping call, counted before its ids are looked at (so a
 * 429 tells nothing about them): 429 past 20 per debt collector in an hour or
 * 20 per address in 15 minutes. Kept apart from the public calls' counts by
 * the subject's prefix.
 */
export async function countRepresentationRequest(
  db: Db,
  subject: { debtCollectorId: number; address: string },
): Promise<void> {
  await countDebtCollectorCall(db, 'representation', REPRESENTATION_LIMITS, subject);
}

/**
 * One exact search of a debt collector (Creditor/get with `search`), counted before it
 * runs: 429 past 30 per debt collector or 60 per address in 15 minutes.
 */
export async function countCreditorSearch(
  db: Db,
  subject: { debtCollectorId: number; address: string },
): Promise<void> {
  await countDebtCollectorCall(db, 'search', CREDITOR_SEARCH_LIMITS, subject);
}
