import type { DatabaseHandle } from '../db/database';
import type { MailWorker } from './loop';
import { DEFAULT_RETENTION_DAYS, purgeSentMail } from './outbox';
import { createQueueDelivery } from './queue';
import type { SideJob } from './side-jobs';
import { createMailWorker, type MailWorkerOptions } from './worker';

interface MailDeliveryOptions extends Omit<MailWorkerOptions, 'db' | 'listen' | 'chores'> {
  database: DatabaseHandle;
  /** DATABASE_URL: on PostgreSQL the pg-boss queue delivers (it opens its own pool on it). */
  databaseUrl?: string;
  /** Sent mails older than this are deleted (MAIL_RETENTION_DAYS). Default 30. */
  retentionDays?: number;
  /** Other work the delivery runs (side-jobs.ts): the removal of stored files. */
  sideJobs?: readonly SideJob[];
}

const HOUR_MS = 3_600_000;
const PURGE_BATCH = 10_000;

/**
 * The mail delivery of this instance: the pg-boss queue on
 * PostgreSQL (queue.ts), the in-process worker on PGlite (worker.ts), both on
 * the outbox table. Either also deletes, at start and every hour, the mails
 * sent more than `retentionDays` ago.
 */
export function createMailDelivery(options: MailDeliveryOptions): MailWorker {
  const { database, databaseUrl, retentionDays = DEFAULT_RETENTION_DAYS, ...settings } = options;
  const chores = {
    everyMs: HOUR_MS,
    async run() {
      let deleted = 0;
      let batch: number;
      do {
        batch = await purgeSentMail(database.db, retentionDays, PURGE_BATCH);
        deleted += batch;
      } while (batch === PURGE_BATCH);
      if (deleted) options.log().info({ deleted, retentionDays }, 'mail outbox: sent mails deleted');
    },
  };
  if (database.kind === 'postgres' && databaseUrl)
    return createQueueDelivery({ ...settings, database, connectionString: databaseUrl, chores });
  return createMailWorker({ ...settings, db: database.db, listen: database.listen, chores });
}
