import { CompiledQuery, sql } from 'kysely';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/database';
import type { Executor } from '../db/types';
import { createLoop, type MailWorker } from './loop';
import { notifyOutbox } from './outbox';
import { sendMany } from './send-one';
import { type JobQueue, type SideJob, sideRounds } from './side-jobs';
import { deliverySetup, type MailWorkerOptions } from './worker';

/**
 * Delivery on PostgreSQL through pg-boss 10. The outbox row,
 * written in the change's transaction, stays the truth; the queue drives the
 * attempts:
 *
 * - relay: one transaction takes committed rows not yet queued (`FOR UPDATE
 *   SKIP LOCKED`), sets their `queued_at` and creates one job per row with
 *   `boss.insert(…, { db: <that transaction> })`, so a row gets its job
 *   exactly once (and the job id is made from the row: see `jobIdOf`);
 * - each instance fetches jobs (`boss.fetch`, SKIP LOCKED: a job goes to one
 *   instance) and sends their mails (send-one.ts: lease, send, mark sent);
 *   a sent (or already sent) mail completes its job, a failed one fails it and
 *   pg-boss retries it with backoff (retryLimit, retryDelay, retryBackoff);
 * - a job that ran out of retries, or whose instance died on its last one
 *   (expired by pg-boss's maintenance), goes to the dead-letter queue, which
 *   marks the mail given up (`failed_at`);
 * - an instance that dies holding jobs: pg-boss expires them after
 *   `leaseSeconds` (maintenance every `leaseSeconds`, at most 2 min) and
 *   retries them; their rows are free once their lease ran out.
 *
 * pg-boss keeps its tables in schema `pgboss` of the same database, on a pool
 * of its own (3 connections). Its schema is created or migrated at start under
 * an advisory lock, so instances starting together take turns.
 */
export const MAIL_QUEUE = 'mail';
const MAIL_DEAD_LETTERS = 'mail-given-up';

/** Every instance takes this lock while it installs or migrates pg-boss (migrate.ts uses …331, prepare.ts …333). */
const QUEUE_SETUP_LOCK_KEY = 724_105_334;
/** Rows moved into the queue per relay transaction. */
const RELAY_BATCH = 1000;

interface MailJob {
  mailId: number;
}

/**
 * The job of mail `mailId` relayed at `relayedAtMs` (its `queued_at`): "mail" in hex, the relay's
 * time, the mail id. A repeated relay of one row could never make a second job (pg-boss ignores a
 * known id), a row put back in the queue on purpose (`queued_at` cleared) gets a new one, and the
 * jobs of one relay sort in mail order.
 */
export function jobIdOf(mailId: number, relayedAtMs: number): string {
  const at = relayedAtMs.toString(16).padStart(12, '0');
  return `6d61696c-${at.slice(0, 4)}-${at.slice(4, 8)}-${at.slice(8, 12)}-${mailId.toString(16).padStart(12, '0')}`;
}

/** pg-boss's connection for a query run inside our transaction (boss.insert with `db`). */
const inTransaction = (trx: Executor): PgBoss.Db => ({
  async executeSql(text, values) {
    return { rows: (await trx.executeQuery(CompiledQuery.raw(text, values ?? []))).rows as unknown[] };
  },
});

interface QueueDeliveryOptions extends Omit<MailWorkerOptions, 'db' | 'listen'> {
  database: DatabaseHandle;
  /** The database's URL: pg-boss opens its own small pool on it. */
  connectionString: string;
  /** Other work on the same queue (side-jobs.ts). */
  sideJobs?: readonly SideJob[];
}

export function createQueueDelivery(options: QueueDeliveryOptions): MailWorker {
  const { database, log } = options;
  const db = database.db;
  const { settings, counters, sending } = deliverySetup(options, db);
  const jobOptions = {
    retryLimit: settings.maxAttempts - 1,
    retryDelay: Math.max(1, Math.round(settings.retryBaseMs / 1000)),
    retryBackoff: true,
    expireInSeconds: settings.leaseSeconds,
    deadLetter: MAIL_DEAD_LETTERS,
  };

  let booting: Promise<PgBoss> | undefined;
  const boot = () => {
    booting ??= startBoss().catch((error) => {
      booting = undefined;
      throw error;
    });
    return booting;
  };

  async function startBoss(): Promise<PgBoss> {
    const boss = new PgBoss({
      connectionString: options.connectionString,
      max: 3,
      application_name: 'portal-mail-queue',
      schedule: false,
      maintenanceIntervalSeconds: Math.min(Math.max(settings.leaseSeconds, 1), 120),
    });
    boss.on('error', (error) => log().warn({ err: error }, 'mail queue (pg-boss)'));
    // Two instances starting at once: one installs or migrates pg-boss, the other then finds it done.
    await database.withSession(async (session) => {
      await session.query('SELECT pg_advisory_lock($1)', [QUEUE_SETUP_LOCK_KEY]);
      try {
        await boss.start();
        await boss.createQueue(MAIL_DEAD_LETTERS, { name: MAIL_DEAD_LETTERS });
        await boss.createQueue(MAIL_QUEUE, { name: MAIL_QUEUE, deadLetter: MAIL_DEAD_LETTERS });
        for (const job of options.sideJobs ?? []) await job.setup?.(queueOf(boss));
      } finally {
        await session.query('SELECT pg_advisory_unlock($1)', [QUEUE_SETUP_LOCK_KEY]);
      }
    });
    return boss;
  }

  /** Committed rows not yet queued get their jobs, in one transaction with `queued_at`. */
  async function relay(boss: PgBoss): Promise<number> {
    return db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ mail_id: number; at_ms: number }>`
        UPDATE mail_outbox SET queued_at = now()
        WHERE mail_id IN (
          SELECT mail_id FROM mail_outbox
          WHERE queued_at IS NULL AND sent_at IS NULL AND failed_at IS NULL
          ORDER BY mail_id LIMIT ${RELAY_BATCH}
          FOR UPDATE SKIP LOCKED)
        RETURNING mail_id, floor(extract(epoch FROM now()) * 1000)::bigint AS at_ms`.execute(trx);
      if (rows.length === 0) return 0;
      const jobs = rows.map(({ mail_id, at_ms }) => ({
        id: jobIdOf(mail_id, at_ms),
        name: MAIL_QUEUE,
        data: { mailId: mail_id } satisfies MailJob,
        ...jobOptions,
      }));
      await boss.insert(jobs, { db: inTransaction(trx) });
      await notifyOutbox(trx); // the other instances fetch at once
      return rows.length;
    });
  }

  /** Runs a call to pg-boss that may fail (the database away): the job then expires and is retried. */
  const settle = (what: string, call: () => Promise<unknown>) =>
    call().catch((error) => log().warn({ err: error }, `mail queue: ${what} failed`));

  async function deliver(boss: PgBoss): Promise<number> {
    const jobs = await boss.fetch<MailJob>(MAIL_QUEUE, {
      batchSize: settings.batchSize,
      includeMetadata: true,
    });
    const lastTry = new Map(jobs.map((job) => [job.data.mailId, job.retryCount >= job.retryLimit]));
    const outcomes = await sendMany(
      sending,
      jobs.map((job) => job.data.mailId),
      // pg-boss decides when a failed mail is tried again; it is given up on its last try.
      (mailId) => ({ giveUp: () => lastTry.get(mailId) === true, retryInMs: () => 0 }),
      settings.concurrency,
    );
    const done: string[] = [];
    for (const job of jobs) {
      const outcome = outcomes.get(job.data.mailId);
      if (outcome?.kind === 'sent' || outcome?.kind === 'done') done.push(job.id);
      else {
        const message = outcome?.kind === 'failed' ? outcome.error.message : 'held by another attempt';
        await settle('fail', () => boss.fail(MAIL_QUEUE, job.id, { message }));
      }
    }
    if (done.length) await settle('complete', () => boss.complete(MAIL_QUEUE, done));
    return jobs.length;
  }

  /**
   * Jobs pg-boss gave up on: their mails are given up too, unless sent. A mail
   * still held by an attempt is looked at again once its lease has run out.
   */
  async function buryDead(boss: PgBoss): Promise<number> {
    const jobs = await boss.fetch<MailJob>(MAIL_DEAD_LETTERS, { batchSize: settings.batchSize });
    for (const job of jobs) {
      const { mailId } = job.data;
      const { rows } = await sql<{ given_up: boolean }>`
        UPDATE mail_outbox
        SET failed_at = CASE WHEN locked_until IS NULL OR locked_until <= now() THEN now() END,
            last_error = coalesce(last_error, 'the queue gave up')
        WHERE mail_id = ${mailId} AND sent_at IS NULL AND failed_at IS NULL
        RETURNING failed_at IS NOT NULL AS given_up`.execute(db);
      if (rows[0]?.given_up) {
        counters.givenUp++;
        log().error({ mailId }, 'mail given up by the queue');
      } else if (rows[0]) {
        await settle('dead letter', () =>
          boss.send(MAIL_DEAD_LETTERS, { mailId }, { startAfter: settings.leaseSeconds }),
        );
      }
      await settle('dead letter', () => boss.complete(MAIL_DEAD_LETTERS, job.id));
    }
    return jobs.length;
  }

  const queueOf = (boss: PgBoss): JobQueue => ({ boss, inTransaction });

  async function round(): Promise<number> {
    const boss = await boot();
    const relayed = await relay(boss);
    const mail = relayed + (await deliver(boss)) + (await buryDead(boss));
    return (
      mail +
      (await sideRounds(options.sideJobs ?? [], queueOf(boss), (job, error) =>
        log().error({ err: error }, `${job.name}: round failed`),
      ))
    );
  }

  const loop = createLoop({
    round,
    log,
    listen: database.listen,
    pollMs: settings.pollMs,
    chores: options.chores,
  });
  return {
    counters,
    async start() {
      await boot();
      await loop.start();
    },
    kick: loop.kick,
    drain: loop.drain,
    async stop(stopOptions) {
      await loop.stop(stopOptions);
      const boss = await booting?.catch(() => undefined);
      booting = undefined;
      await boss?.stop({ graceful: false, close: true, wait: true });
    },
  };
}
