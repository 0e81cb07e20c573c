import { sql } from 'kysely';
import type { Db } from '../db/types';
import { tooManyRequests } from '../http/errors';

/**
 * Throttles shared by every API instance through the database (RUN-CONTRACT.md,
 * issue 12 §3). Counting is atomic: a slot is counted and taken under a
 * transaction-scoped advisory lock per subject, so 40 parallel wrong passwords
 * get at most 10 answers of 401, on one instance or several.
 */
export const WINDOW_MINUTES = 15;

/** Failed sign-ins in 15 minutes: per pair of e-mail and address, per e-mail, per address. */
export const SIGN_IN_LIMITS = { pair: 10, email: 50, address: 100 } as const;

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

/** The two-int advisory lock space of the throttles (PostgreSQL keeps it apart from one-bigint locks). */
const LOCK_CLASS = 7241;

interface Check {
  scope: string;
  subject: string;
  max: number;
  windowSeconds: number;
}

type Table = 'sign_in_failures' | 'mail_requests';
const TIME_COLUMN: Record<Table, string> = { sign_in_failures: 'failed_at', mail_requests: 'requested_at' };
const ID_COLUMN: Record<Table, string> = { sign_in_failures: 'failure_id', mail_requests: 'request_id' };

/**
 * Counts each check's rows in its window and, when none is at its limit,
 * records one row per check: all in one transaction holding an advisory lock
 * per subject (taken in a fixed order, so two callers never deadlock).
 * 429 with Retry-After when a limit is reached. Returns the new rows' ids.
 */
async function take(db: Db, table: Table, checks: Check[]): Promise<string[]> {
  const at = sql.ref(TIME_COLUMN[table]);
  return db.transaction().execute(async (trx) => {
    for (const key of checks.map((c) => `${table}:${c.scope}:${c.subject}`).sort())
      await sql`SELECT pg_advisory_xact_lock(${LOCK_CLASS}, hashtext(${key}))`.execute(trx);
    let wait = 0;
    for (const check of checks) {
      const { rows } = await sql<{ n: number; retry: number | null }>`
        SELECT count(*)::int AS n,
               ceil(extract(epoch from (min(${at}) + make_interval(secs => ${check.windowSeconds}) - now())))::int AS retry
        FROM ${sql.table(table)}
        WHERE scope = ${check.scope} AND subject = ${check.subject}
          AND ${at} > now() - make_interval(secs => ${check.windowSeconds})`.execute(trx);
      const row = rows[0];
      // The window slides: the caller may try again when the oldest counted row leaves it.
      if (row && row.n >= check.max) wait = Math.max(wait, Math.max(1, row.retry ?? 1));
    }
    if (wait > 0) throw tooManyRequests(wait);
    const values = checks.map((c) => sql`(${c.scope}, ${c.subject})`);
    const inserted = await sql<{ id: string }>`
      INSERT INTO ${sql.table(table)} (scope, subject) VALUES ${sql.join(values)}
      RETURNING ${sql.ref(ID_COLUMN[table])}::text AS id`.execute(trx);
    return inserted.rows.map((r) => r.id);
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
}

/**
 * Takes a sign-in attempt for this e-mail from this address before the
 * password (or code) is checked: it counts as a failure until `succeeded()`.
 * 429 with Retry-After once 10 failures for the pair, 50 for the e-mail or
 * 100 for the address are in the window.
 */
export async function beginSignIn(
  db: Db,
  subject: { email: string; address: string },
): Promise<SignInAttempt> {
  const email = subject.email.trim().toLowerCase();
  const windowSeconds = WINDOW_MINUTES * 60;
  const ids = await take(db, 'sign_in_failures', [
    { scope: 'pair', subject: `${email} ${subject.address}`, max: SIGN_IN_LIMITS.pair, windowSeconds },
    { scope: 'email', subject: email, max: SIGN_IN_LIMITS.email, windowSeconds },
    { scope: 'address', subject: subject.address, max: SIGN_IN_LIMITS.address, windowSeconds },
  ]);
  await prune(db, 'sign_in_failures');
  return {
    succeeded: async () => {
      await db.deleteFrom('sign_in_failures').where('failure_id', 'in', ids).execute();
    },
  };
}

/** One public call that sends mail: 429 past 3 per e-mail in an hour or 5 per address in 15 minutes. */
export async function countMailRequest(db: Db, subject: { email: string; address: string }): Promise<void> {
  await take(db, 'mail_requests', [
    { scope: 'email', subject: subject.email.trim().toLowerCase(), ...MAIL_LIMITS.email },
    { scope: 'address', subject: subject.address, ...MAIL_LIMITS.address },
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
  await take(db, 'mail_requests', [
    {
      scope: 'email',
      subject: `representation:${subject.debtCollectorId}`,
      ...REPRESENTATION_LIMITS.debtCollector,
    },
    { scope: 'address', subject: `representation:${subject.address}`, ...REPRESENTATION_LIMITS.address },
  ]);
  await prune(db, 'mail_requests');
}
