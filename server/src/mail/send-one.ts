import type { FastifyBaseLogger } from 'fastify';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/types';
import { withheldNowSql } from './acting-for';
import type { Mail, Mailer } from './index';
import type { MailCounters } from './loop';
import { attachmentsOf, type StoredAttachment } from './outbox';
import { type MailTemplates, renderTemplate } from './templates';

/**
 * One mail of the outbox, sent once, the same on both
 * deliveries. The row is the truth, whatever drives the attempts (the pg-boss
 * job or the in-process worker):
 *
 * 1. `take`: one statement leases the row (`locked_until`) and marks it
 *    `sending_at`, unless it is sent, given up or leased by a live attempt;
 *    no two attempts send the same mail at once;
 * 2. the mailer sends it, with a Message-ID made from its dedupe key;
 * 3. `sent_at` is set the moment the send returns (one UPDATE, which also
 *    takes the lane's next mail); a sent mail is never taken again.
 *
 * A crash between 2 and 3 leaves the row unsent with `sending_at` set: the
 * next attempt after the lease sends it again (`resumed`, logged). That window
 * is the only way a mail reaches a receiver twice, and the repeat carries the
 * same Message-ID. A failed send clears `sending_at` and `locked_until`.
 */

interface Taken {
  mail_id: number;
  dedupe_key: string;
  recipient: string;
  subject: string;
  body: string;
  template: string | null;
  params: unknown;
  language: 'en' | 'sv' | null;
  attachments: StoredAttachment[] | string | null;
  created_at: Date;
  attempts: number;
  /** The previous attempt was cut off during its send (it may have gone out). */
  resumed: boolean;
  /** Closed unsent now: its reader had lost the right to it (acting-for.ts). */
  withheld: boolean;
}

interface SendOneOptions {
  db: Db;
  mailer: Mailer;
  log: () => FastifyBaseLogger;
  counters: MailCounters;
  /** How long a taken mail is held before another attempt may take it (s). */
  leaseSeconds: number;
  /** The templates a templated row is rendered from (built in app.ts). */
  templates: MailTemplates;
}

/** What became of one mail: sent now, nothing to do (sent, given up, gone), held by another attempt, or failed. */
type Outcome =
  | { kind: 'sent' }
  | { kind: 'done' }
  | { kind: 'busy' }
  | { kind: 'failed'; error: Error; attempts: number };

/**
 * Takes mail `mailId` for sending (lease and `sending_at`, one statement),
 * running `finish` (the previous mail of the lane marked sent or failed) in the
 * same statement: one round trip per mail. 'done': sent, given up or gone;
 * 'busy': held by a live attempt. A debt collector's mail on behalf of a
 * creditor that no longer approves it is closed unsent in the same statement
 * (`withheld`): the right is asked at the time of sending, under the row's lock.
 */
async function take(
  db: Db,
  mailId: number,
  leaseSeconds: number,
  finish: RawBuilder<unknown> | null,
): Promise<Taken | 'done' | 'busy'> {
  const { rows } = await sql<Taken>`
    WITH ${finish ? sql`finished AS (${finish}),` : sql``}
    free AS (
      SELECT mail_id, sending_at, ${withheldNowSql('mail_outbox')} AS withheld FROM mail_outbox
      WHERE mail_id = ${mailId} AND sent_at IS NULL AND failed_at IS NULL
        AND (locked_until IS NULL OR locked_until <= now())
      FOR UPDATE OF mail_outbox SKIP LOCKED),
    taken AS (
      UPDATE mail_outbox m
      SET locked_until = now() + make_interval(secs => ${leaseSeconds}), attempts = m.attempts + 1,
          sending_at = now()
      FROM free WHERE m.mail_id = free.mail_id AND NOT free.withheld
      RETURNING m.mail_id, m.dedupe_key, m.recipient, m.subject, m.body, m.template, m.params, m.language,
                m.attachments, m.created_at, m.attempts, free.sending_at IS NOT NULL AS resumed, false AS withheld),
    withheld AS (
      UPDATE mail_outbox m
      SET sent_at = now(), withheld_at = now(), locked_until = NULL, sending_at = NULL,
          last_error = 'withheld: the creditor no longer lets this debt collector act for it',
          subject = '', body = '', params = NULL, attachments = NULL
      FROM free WHERE m.mail_id = free.mail_id AND free.withheld
      RETURNING m.mail_id, m.dedupe_key, m.recipient, '' AS subject, '' AS body, NULL::text AS template,
                NULL::jsonb AS params, m.language, NULL::jsonb AS attachments, m.created_at, m.attempts,
                false AS resumed, true AS withheld)
    SELECT * FROM taken UNION ALL SELECT * FROM withheld`.execute(db);
  if (rows[0]) return rows[0];
  const state = await db
    .selectFrom('mail_outbox')
    .select(['sent_at', 'failed_at'])
    .where('mail_id', '=', mailId)
    .executeTakeFirst();
  return !state || state.sent_at || state.failed_at ? 'done' : 'busy';
}

/** Marks a mail sent (and forgets its text): the statement that closes the window of a repeat. */
const markSent = (mailId: number) => sql`
  UPDATE mail_outbox
  SET sent_at = now(), locked_until = NULL, sending_at = NULL, last_error = NULL,
      subject = '', body = '', params = NULL, attachments = NULL
  WHERE mail_id = ${mailId}`;

/** Releases a mail whose send failed, given up when `giveUp`. */
const markFailed = (mailId: number, error: Error, retryInMs: number, giveUp: boolean) => sql`
  UPDATE mail_outbox
  SET locked_until = NULL, sending_at = NULL,
      next_attempt_at = now() + make_interval(secs => ${retryInMs / 1000}),
      last_error = ${error.message.slice(0, 500)},
      failed_at = ${giveUp ? sql`now()` : sql`NULL`}
  WHERE mail_id = ${mailId} AND sent_at IS NULL`;

/** The mail a row stands for: its template rendered now, or its stored text. */
function mailOf(row: Taken, templates: MailTemplates): Mail {
  const content = row.template
    ? renderTemplate(
        templates,
        row.template,
        typeof row.params === 'string' ? JSON.parse(row.params) : row.params,
        row.language,
      )
    : { subject: row.subject, text: row.body };
  const attachments = attachmentsOf(row.attachments);
  return {
    to: row.recipient,
    ...content,
    ...(attachments ? { attachments } : {}),
    outbox: { id: row.mail_id, key: row.dedupe_key, queuedAt: new Date(row.created_at) },
  };
}

/** When a failed mail is given up, and (in-process worker) when it may be taken again. */
interface RetryPolicy {
  giveUp: (attempts: number) => boolean;
  retryInMs: (attempts: number) => number;
}

/**
 * Sends each of `mailIds` that is still to send and free, `concurrency` at a
 * time; returns what became of each. A lane marks each mail sent (or failed)
 * the moment its send returns, in the statement that takes its next mail.
 */
export async function sendMany(
  options: SendOneOptions,
  mailIds: number[],
  policyOf: (mailId: number) => RetryPolicy,
  concurrency: number,
): Promise<Map<number, Outcome>> {
  const { db, counters, log } = options;
  const outcomes = new Map<number, Outcome>();
  let next = 0;
  const lane = async () => {
    let finish: RawBuilder<unknown> | null = null;
    for (let mailId = mailIds[next++]; mailId !== undefined; mailId = mailIds[next++]) {
      const row = await take(db, mailId, options.leaseSeconds, finish);
      finish = null;
      if (row === 'done' || row === 'busy') {
        outcomes.set(mailId, { kind: row });
        continue;
      }
      if (row.withheld) {
        log().info({ mailId }, 'mail withheld: its reader no longer acts for the creditor it concerns');
        outcomes.set(mailId, { kind: 'done' });
        continue;
      }
      if (row.resumed) {
        counters.resumed++;
        log().warn(
          { mailId, attempts: row.attempts },
          'mail: its previous send was cut off; sending it again with the same Message-ID',
        );
      }
      try {
        await options.mailer.send(mailOf(row, options.templates));
      } catch (error) {
        const err = error instanceof Error ? error : new Error(String(error));
        const policy = policyOf(mailId);
        const giveUp = policy.giveUp(row.attempts);
        counters.failedAttempts++;
        if (giveUp) counters.givenUp++;
        log().error(
          { err, mailId, attempts: row.attempts, giveUp },
          giveUp ? 'mail given up' : 'mail failed, will retry',
        );
        finish = markFailed(mailId, err, policy.retryInMs(row.attempts), giveUp);
        outcomes.set(mailId, { kind: 'failed', error: err, attempts: row.attempts });
        continue;
      }
      counters.sent++;
      finish = markSent(mailId);
      outcomes.set(mailId, { kind: 'sent' });
    }
    if (finish) await finish.execute(db);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, mailIds.length) }, lane));
  return outcomes;
}
