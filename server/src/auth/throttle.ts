import { sql } from 'kysely';
import type { Executor } from '../db/types';
import { tooManyRequests } from '../http/errors';

/**
 * Failed sign-in and code attempts, counted in the database so that every API
 * instance shares them (RUN-CONTRACT.md): 10 failures for one e-mail in 15
 * minutes, or 100 from one address. Successes are never recorded.
 */
export const WINDOW_MINUTES = 15;
export const MAX_PER_EMAIL = 10;
export const MAX_PER_ADDRESS = 100;

interface Subject {
  email: string;
  address: string;
}

async function retryAfter(db: Executor, scope: 'email' | 'address', subject: string, limit: number) {
  const row = await db
    .selectFrom('sign_in_failures')
    .select([
      sql<number>`count(*)::int`.as('failures'),
      sql<number>`ceil(extract(epoch from (min(failed_at) + make_interval(mins => ${WINDOW_MINUTES}) - now())))::int`.as(
        'retry_after',
      ),
    ])
    .where('scope', '=', scope)
    .where('subject', '=', subject)
    .where('failed_at', '>', sql<Date>`now() - make_interval(mins => ${WINDOW_MINUTES})`)
    .executeTakeFirst();
  if (!row || row.failures < limit) return null;
  // The window slides: the caller may try again when the oldest counted failure leaves it.
  return Math.max(1, row.retry_after ?? 1);
}

/** Throws 429 with Retry-After when this e-mail or address has failed too often. */
export async function assertNotThrottled(db: Executor, subject: Subject): Promise<void> {
  const byEmail = await retryAfter(db, 'email', subject.email.toLowerCase(), MAX_PER_EMAIL);
  const byAddress = await retryAfter(db, 'address', subject.address, MAX_PER_ADDRESS);
  const wait = Math.max(byEmail ?? 0, byAddress ?? 0);
  if (wait > 0) throw tooManyRequests(wait);
}

export async function recordFailure(db: Executor, subject: Subject): Promise<void> {
  await db
    .insertInto('sign_in_failures')
    .values([
      { scope: 'email', subject: subject.email.toLowerCase() },
      { scope: 'address', subject: subject.address },
    ])
    .execute();
  // Keep the table small: rows outside every window are useless.
  if (Math.random() < 0.05) {
    await db
      .deleteFrom('sign_in_failures')
      .where('failed_at', '<', sql<Date>`now() - interval '1 day'`)
      .execute();
  }
}
