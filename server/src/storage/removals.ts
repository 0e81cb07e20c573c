import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db, Executor } from '../db/types';
import { notifyOutbox } from '../mail/outbox';
import type { JobQueue, SideJob } from '../mail/side-jobs';
import type { FileStorage } from './types';

/**
 * Removing the stored files of deleted records (a law firm, a case, a document, a
 * claim). The deletion writes the names into `file_removals` in its own
 * transaction (`removeStoredFiles`): the removal exists exactly when the
 * deletion does, and survives a crash right after it. The mail delivery's
 * loop (mail/side-jobs.ts) then removes them from the storage at once, and
 * again until it succeeds when the storage fails (a bucket away):
 *
 * - on PostgreSQL through pg-boss: a relay gives each row a job in the
 *   transaction that sets its `queued_at`; a failed removal fails its job and
 *   pg-boss retries it with backoff; a job out of retries puts its row back
 *   to be relayed an hour later, so a removal is never lost;
 * - on PGlite the round itself takes due rows (a lease against a second
 *   worker) and retries with `retryBaseMs × 2^(attempts-1)`, at most an hour.
 */
export const FILE_REMOVAL_QUEUE = 'file-removal';

const BATCH = 50;
const RELAY_BATCH = 1000;
const HOUR_MS = 3_600_000;

interface RemovalJob {
  storedName: string;
}

/** Queues the removal of stored files in the caller's transaction (the deletion of their records). */
export async function removeStoredFiles(trx: Executor, names: readonly (string | null | undefined)[]) {
  const list = [...new Set(names.filter((name): name is string => !!name))];
  if (list.length === 0) return;
  await sql`
    INSERT INTO file_removals (stored_name)
    SELECT unnest(${list}::text[])
    ON CONFLICT (stored_name) DO UPDATE SET next_attempt_at = now()`.execute(trx);
  await notifyOutbox(trx); // wakes the delivery of every instance at commit
}

export interface FileRemovalOptions {
  db: Db;
  /** The app's storage (read at each removal: a test may swap it). */
  storage: () => FileStorage;
  log: () => FastifyBaseLogger;
  /** First retry delay (ms), doubled on each failure, at most an hour. Default 5000 (MAIL_RETRY_BASE_MS). */
  retryBaseMs?: number;
  /** Tries through pg-boss before the row waits an hour to be relayed again. Default 8. */
  retryLimit?: number;
}

export function fileRemovalJob(options: FileRemovalOptions): SideJob {
  const { db, storage, log } = options;
  const retryBaseMs = options.retryBaseMs ?? 5000;
  const retryLimit = options.retryLimit ?? 8;

  /** Removes one file, and its row once it is gone. */
  async function removeOne(storedName: string): Promise<{ ok: true } | { ok: false; error: Error }> {
    try {
      await storage().remove(storedName);
      await sql`DELETE FROM file_removals WHERE stored_name = ${storedName}`.execute(db);
      return { ok: true };
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      log().warn({ err: failure, storedName }, 'file removal failed; it is tried again');
      return { ok: false, error: failure };
    }
  }

  /** PGlite: due rows, leased, removed; a failure waits its backoff. */
  async function roundInProcess(): Promise<number> {
    const { rows } = await sql<{ stored_name: string; attempts: number }>`
      UPDATE file_removals SET locked_until = now() + interval '5 minutes'
      WHERE stored_name IN (
        SELECT stored_name FROM file_removals
        WHERE next_attempt_at <= now() AND (locked_until IS NULL OR locked_until <= now())
        ORDER BY next_attempt_at LIMIT ${BATCH}
        FOR UPDATE SKIP LOCKED)
      RETURNING stored_name, attempts`.execute(db);
    for (const row of rows) {
      const outcome = await removeOne(row.stored_name);
      if (outcome.ok) continue;
      const waitMs = Math.min(retryBaseMs * 2 ** row.attempts, HOUR_MS);
      await sql`
        UPDATE file_removals
        SET attempts = attempts + 1, locked_until = NULL, last_error = ${outcome.error.message},
            next_attempt_at = now() + make_interval(secs => ${waitMs / 1000})
        WHERE stored_name = ${row.stored_name}`.execute(db);
    }
    return rows.length;
  }

  /** PostgreSQL: rows not yet queued get their jobs in one transaction with `queued_at`. */
  async function relay({ boss, inTransaction }: JobQueue): Promise<number> {
    return db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ stored_name: string }>`
        UPDATE file_removals SET queued_at = now()
        WHERE stored_name IN (
          SELECT stored_name FROM file_removals
          WHERE queued_at IS NULL AND next_attempt_at <= now()
          ORDER BY next_attempt_at LIMIT ${RELAY_BATCH}
          FOR UPDATE SKIP LOCKED)
        RETURNING stored_name`.execute(trx);
      if (rows.length === 0) return 0;
      const jobs = rows.map((row) => ({
        name: FILE_REMOVAL_QUEUE,
        data: { storedName: row.stored_name } satisfies RemovalJob,
        retryLimit,
        retryDelay: Math.max(1, Math.round(retryBaseMs / 1000)),
        retryBackoff: true,
      }));
      await boss.insert(jobs, { db: inTransaction(trx) });
      return rows.length;
    });
  }

  async function roundOnQueue(queue: JobQueue): Promise<number> {
    const relayed = await relay(queue);
    const jobs = await queue.boss.fetch<RemovalJob>(FILE_REMOVAL_QUEUE, {
      batchSize: BATCH,
      includeMetadata: true,
    });
    const done: string[] = [];
    for (const job of jobs) {
      const { storedName } = job.data;
      const outcome = await removeOne(storedName);
      if (outcome.ok) {
        done.push(job.id);
        continue;
      }
      const lastTry = job.retryCount >= job.retryLimit;
      await sql`
        UPDATE file_removals
        SET attempts = attempts + 1, last_error = ${outcome.error.message},
            queued_at = CASE WHEN ${lastTry}::boolean THEN NULL ELSE queued_at END,
            next_attempt_at = CASE WHEN ${lastTry}::boolean THEN now() + interval '1 hour' ELSE next_attempt_at END
        WHERE stored_name = ${storedName}`.execute(db);
      if (lastTry) log().error({ storedName }, 'file removal: the queue gave up; relayed again in an hour');
      await queue.boss.fail(FILE_REMOVAL_QUEUE, job.id, { message: outcome.error.message });
    }
    if (done.length) await queue.boss.complete(FILE_REMOVAL_QUEUE, done);
    return relayed + jobs.length;
  }

  return {
    name: 'file removal',
    async setup({ boss }) {
      await boss.createQueue(FILE_REMOVAL_QUEUE, { name: FILE_REMOVAL_QUEUE });
    },
    round: (queue) => (queue ? roundOnQueue(queue) : roundInProcess()),
  };
}

export interface RemovalStats {
  /** Files waiting to be removed. */
  pending: number;
  /** Of them, those that failed at least once. */
  failing: number;
}

export async function removalStats(db: Executor): Promise<RemovalStats> {
  const { rows } = await sql<RemovalStats>`
    SELECT count(*)::int AS pending, count(*) FILTER (WHERE attempts > 0)::int AS failing
    FROM file_removals`.execute(db);
  return rows[0] ?? { pending: 0, failing: 0 };
}
