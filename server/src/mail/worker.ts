import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/types';
import type { Mailer } from './index';
import { createLoop, type Listen, type MailCounters, type MailWorker } from './loop';
import { sendMany } from './send-one';
import { type SideJob, sideRounds } from './side-jobs';
import type { MailTemplates } from './templates';

/**
 * The in-process worker: delivers the outbox on PGlite, where
 * no job queue runs (on PostgreSQL the pg-boss queue does, queue.ts). It
 * retries a failed send itself, `retryBaseMs × 2^(attempts-1)` later (at most
 * an hour), and gives it up after `maxAttempts`. Several workers on one
 * database share the table: each mail is taken by one of them (send-one.ts).
 */
export interface MailWorkerOptions {
  db: Db;
  mailer: Mailer;
  /** The templates of templated mails (mail/templates.ts), built in app.ts from the features that own them. */
  templates: MailTemplates;
  log: () => FastifyBaseLogger;
  /** Subscribes to the outbox channel (LISTEN); the worker also polls. */
  listen?: Listen;
  /** Poll interval when no PostgreSQL NOTIFY comes (ms). Default 1000. */
  pollMs?: number;
  /** Mails looked at a time. Default 50. */
  batchSize?: number;
  /** Mails sent at the same time. Default 8. */
  concurrency?: number;
  /** How long a taken mail is held before another attempt may take it (s). Default 60. */
  leaseSeconds?: number;
  /** First retry delay (ms), doubled on each failure, at most an hour. Default 5000. */
  retryBaseMs?: number;
  /** Attempts before a mail is given up. Default 8. */
  maxAttempts?: number;
  /** Runs every `everyMs` while started (retention). */
  chores?: { everyMs: number; run: () => Promise<void> };
  /** Other work in the same loop (side-jobs.ts). */
  sideJobs?: readonly SideJob[];
}

const DEFAULTS = {
  pollMs: 1000,
  batchSize: 50,
  concurrency: 8,
  leaseSeconds: 60,
  retryBaseMs: 5000,
  maxAttempts: 8,
} as const;

const newCounters = (): MailCounters => ({ sent: 0, failedAttempts: 0, givenUp: 0, resumed: 0 });

/**
 * What both deliveries (this worker and the queue, queue.ts) start from: the settings over their
 * defaults, fresh counters, and what each send needs (send-one.ts).
 */
export function deliverySetup(options: Omit<MailWorkerOptions, 'db' | 'listen'>, db: Db) {
  const settings = { ...DEFAULTS, ...definedOnly(options) };
  const counters = newCounters();
  const sending = {
    db,
    mailer: options.mailer,
    templates: options.templates,
    log: options.log,
    counters,
    leaseSeconds: settings.leaseSeconds,
  };
  return { settings, counters, sending };
}

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, log } = options;
  const { settings, counters, sending } = deliverySetup(options, db);
  const policy = {
    giveUp: (attempts: number) => attempts >= settings.maxAttempts,
    retryInMs: (attempts: number) => Math.min(settings.retryBaseMs * 2 ** (attempts - 1), 3_600_000),
  };

  /** Mails that failed in this pass: tried again in a later one, however short their wait. */
  const failed = new Set<number>();

  /**
   * One round: the oldest mails due and free, each taken and sent. A mail
   * another worker took meanwhile is skipped; the next round no longer sees it.
   */
  async function round(): Promise<number> {
    const { rows } = await sql<{ mail_id: number }>`
      SELECT mail_id FROM mail_outbox
      WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
        AND (locked_until IS NULL OR locked_until <= now())
        AND mail_id <> ALL(${[...failed]}::bigint[])
      ORDER BY mail_id
      LIMIT ${settings.batchSize}`.execute(db);
    const ids = rows.map((r) => r.mail_id);
    const outcomes = await sendMany(sending, ids, () => policy, settings.concurrency);
    for (const [mailId, outcome] of outcomes) if (outcome.kind === 'failed') failed.add(mailId);
    const side = await sideRounds(options.sideJobs ?? [], null, (job, error) =>
      log().error({ err: error }, `${job.name}: round failed`),
    );
    return rows.length + side;
  }

  const loop = createLoop({
    round,
    beginPass: () => failed.clear(),
    log,
    listen: options.listen,
    pollMs: settings.pollMs,
    chores: options.chores,
  });
  return { counters, start: loop.start, kick: loop.kick, drain: loop.drain, stop: loop.stop };
}

/** The options that are set (an unset environment variable must not override a default with undefined). */
function definedOnly<T extends object>(options: T): Partial<T> {
  return Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) as Partial<T>;
}
