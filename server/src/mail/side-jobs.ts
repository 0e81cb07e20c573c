import type PgBoss from 'pg-boss';
import type { Executor } from '../db/types';

/**
 * Work that is not mail but needs the same guarantees (written in the
 * transaction of a change, done later, retried until it succeeds) rides on
 * the mail delivery instead of a queue of its own: its rounds run in the same
 * loop, woken by the same NOTIFY and poll; on PostgreSQL its jobs go through
 * the same pg-boss (queue.ts), on PGlite the in-process worker runs it
 * (worker.ts). Today: removing stored files of deleted records
 * (storage/removals.ts).
 */
export interface SideJob {
  /** A name for the log. */
  name: string;
  /** On PostgreSQL, once pg-boss has started (under the set-up lock): create the job's queues. */
  setup?(queue: JobQueue): Promise<void>;
  /** One round: with the queue on PostgreSQL, with null on PGlite. Returns how much it found (0: nothing now). */
  round(queue: JobQueue | null): Promise<number>;
}

/** pg-boss as the delivery started it, and a way to create jobs in the caller's transaction. */
export interface JobQueue {
  boss: PgBoss;
  inTransaction(trx: Executor): PgBoss.Db;
}

/** Runs every side job's round; one that fails is logged and counts as nothing found, the mail goes on. */
export async function sideRounds(
  jobs: readonly SideJob[],
  queue: JobQueue | null,
  onError: (job: SideJob, error: unknown) => void,
): Promise<number> {
  let found = 0;
  for (const job of jobs) {
    try {
      found += await job.round(queue);
    } catch (error) {
      onError(job, error);
    }
  }
  return found;
}
