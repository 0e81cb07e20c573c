import { randomUUID } from 'node:crypto';
import { type ColumnType, type Generated, sql } from 'kysely';
import type { Executor } from '../db/types';
import { accountLanguageSql } from './account-language';
import type { ActingFor } from './acting-for';
import type { Mail } from './index';
import type { MailTemplate } from './templates';

/**
 * The mail outbox. A route writes its mails with `enqueueMail`
 * (or, for one notice to many, `enqueueTemplated`) inside the transaction of
 * the change that causes them: the mail exists exactly when the change does.
 * Delivery (delivery.ts) reads the same table: on PostgreSQL through the
 * pg-boss queue (queue.ts), on PGlite with the in-process worker (worker.ts).
 */

export const OUTBOX_CHANNEL = 'mail_outbox';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Moment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

declare module '../db/types' {
  interface Database {
    mail_outbox: {
      mail_id: Generated<number>;
      dedupe_key: string;
      recipient: string;
      subject: Generated<string>;
      body: Generated<string>;
      attachments: StoredAttachment[] | null;
      /** A templated mail (templates.ts): rendered at delivery from these. */
      template: string | null;
      params: unknown;
      /** A templated mail's language (migration 220); null: its text is written, or it predates the column. */
      language: 'en' | 'sv' | null;
      created_at: CreatedAt;
      attempts: Generated<number>;
      next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
      locked_until: Moment;
      /** On PostgreSQL: when the relay created the row's pg-boss job. */
      queued_at: Moment;
      /** Set right before the send, cleared when it fails: set on an unsent row, the send was cut off. */
      sending_at: Moment;
      sent_at: Moment;
      failed_at: Moment;
      last_error: string | null;
      /** A debt collector's mail on a creditor's behalf (acting-for.ts, migration 315): sent only while approved. */
      for_debt_collector_id: number | null;
      for_creditor_id: number | null;
      /** Closed unsent: the reader had lost the right to it when delivery took it (migration 316). */
      withheld_at: Moment;
    };
  }
}

/** An attachment as the outbox keeps it (JSON): the bytes in base64. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  content: string;
}

const storedAttachments = (mail: Mail): string | null =>
  mail.attachments?.length
    ? JSON.stringify(
        mail.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content.toString('base64'),
        })),
      )
    : null;

export const attachmentsOf = (stored: StoredAttachment[] | string | null): Mail['attachments'] => {
  const list: StoredAttachment[] | null = typeof stored === 'string' ? JSON.parse(stored) : stored;
  return list?.length
    ? list.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: Buffer.from(a.content, 'base64'),
      }))
    : undefined;
};

/** One mail to queue: `key` names the event and the recipient (unique; a repeat is ignored). */
export interface OutboxEntry extends Mail {
  key: string;
  /** The recipient is a debt collector reading this for a creditor: sent only while that creditor approves it. */
  actingFor?: ActingFor;
}

/** The outbox entries of one notice to several addresses, one per address (`key`: the event). */
export function noticeEntries(key: string, to: readonly string[], notice: Omit<Mail, 'to'>): OutboxEntry[] {
  const unique = new Map(to.map((address) => [address.toLowerCase(), address]));
  return [...unique].map(([lower, address]) => ({ ...notice, to: address, key: `${key}:${lower}` }));
}

/** A key for a mail without a natural one (a code, a sign-up notice): unique per call. */
export const uniqueKey = (kind: string) => `${kind}:${randomUUID()}`;

/**
 * Queues mails in the caller's transaction (or on `db` alone). Mails that
 * share subject and text (a notice to every creditor of a case) go in one
 * INSERT … SELECT FROM unnest(…). Returns how many were new.
 */
export async function enqueueMail(trx: Executor, entries: OutboxEntry | OutboxEntry[]): Promise<number> {
  const list = Array.isArray(entries) ? entries : [entries];
  if (list.length === 0) return 0;
  const groups = new Map<
    string,
    {
      subject: string;
      text: string;
      attachments: string | null;
      actingFor: ActingFor | null;
      keys: string[];
      to: string[];
    }
  >();
  const seen = new Set<string>();
  for (const entry of list) {
    if (seen.has(entry.key)) continue;
    seen.add(entry.key);
    const attachments = storedAttachments(entry);
    const actingFor = entry.actingFor ?? null;
    const id = JSON.stringify([entry.subject, entry.text, attachments, actingFor]);
    let group = groups.get(id);
    if (!group) {
      group = { subject: entry.subject, text: entry.text, attachments, actingFor, keys: [], to: [] };
      groups.set(id, group);
    }
    group.keys.push(entry.key);
    group.to.push(entry.to);
  }
  let added = 0;
  for (const group of groups.values()) {
    const result = await sql`
      INSERT INTO mail_outbox (dedupe_key, recipient, subject, body, attachments, for_debt_collector_id, for_creditor_id)
      SELECT m.key, m.recipient, ${group.subject}, ${group.text}, ${group.attachments}::jsonb,
             ${group.actingFor?.debtCollectorId ?? null}::integer, ${group.actingFor?.creditorId ?? null}::integer
      FROM unnest(${group.keys}::text[], ${group.to}::text[]) AS m(key, recipient)
      ON CONFLICT (dedupe_key) DO NOTHING`.execute(trx);
    added += Number(result.numAffectedRows ?? 0);
  }
  await notifyOutbox(trx);
  return added;
}

/** Wakes every instance's delivery (LISTEN) at commit; rolled back with the write. */
export async function notifyOutbox(trx: Executor): Promise<void> {
  await sql`SELECT pg_notify(${OUTBOX_CHANNEL}, '')`.execute(trx);
}

/** One mail from a template to each of many addresses (`enqueueTemplated`). */
interface TemplatedMails<P> {
  /** The event: each row's dedupe key is `<key>:<address in lower case>`. */
  key: string;
  to: readonly string[];
  /** The template (its id is stored; the delivery renders it from the registry built in app.ts). */
  template: MailTemplate<P>;
  params: NoInfer<P>;
}

/**
 * The fan-out (a firm's message to every creditor of a case): one
 * `INSERT … SELECT` over the addresses, sent as one array, with the dedupe
 * keys made in SQL and the text left to the delivery (templates.ts), so that
 * 5,000 recipients cost one short statement and 5,000 small rows. An address
 * given twice (in any case) is queued once. Returns how many were new.
 */
export async function enqueueTemplated<P>(trx: Executor, mails: TemplatedMails<P>): Promise<number> {
  if (mails.to.length === 0) return 0;
  // Each row in its reader's language, looked up here in the same statement.
  const result = await sql`
    INSERT INTO mail_outbox (dedupe_key, recipient, template, params, language)
    SELECT ${mails.key} || ':' || lower(a.address), a.address, ${mails.template.id}, ${JSON.stringify(mails.params)}::jsonb,
           ${accountLanguageSql(sql.ref('a.address'))}
    FROM unnest(${mails.to}::text[]) WITH ORDINALITY AS a(address, n)
    ORDER BY a.n
    ON CONFLICT (dedupe_key) DO NOTHING`.execute(trx);
  await notifyOutbox(trx);
  return Number(result.numAffectedRows ?? 0);
}

export interface OutboxStats {
  /** Mails not yet sent nor given up. */
  depth: number;
  /** Age of the oldest of them, in seconds (0 when none). */
  oldestAgeSeconds: number;
  /** Mails given up after `maxAttempts`. */
  failed: number;
}

export async function outboxStats(db: Executor): Promise<OutboxStats> {
  const { rows } = await sql<{ depth: number; oldest: number | null; failed: number }>`
    SELECT (SELECT count(*)::int FROM mail_outbox WHERE sent_at IS NULL AND failed_at IS NULL) AS depth,
           (SELECT extract(epoch FROM now() - created_at)::float8 FROM mail_outbox
             WHERE sent_at IS NULL AND failed_at IS NULL ORDER BY mail_id LIMIT 1) AS oldest,
           (SELECT count(*)::int FROM mail_outbox WHERE failed_at IS NOT NULL) AS failed`.execute(db);
  const row = rows[0];
  return {
    depth: row?.depth ?? 0,
    oldestAgeSeconds: Math.max(0, row?.oldest ?? 0),
    failed: row?.failed ?? 0,
  };
}

/** The default of MAIL_RETENTION_DAYS: sent mails are kept 30 days, then deleted. */
export const DEFAULT_RETENTION_DAYS = 30;

/**
 * Deletes the mails sent more than `days` ago, at most `limit` at a time
 * (repeat until it returns less). Mails not sent and mails given up stay. A
 * deleted mail's dedupe key is forgotten: keys name events, which are never
 * queued again that long after. Returns how many were deleted.
 */
export async function purgeSentMail(db: Executor, days: number, limit: number): Promise<number> {
  const result = await sql`
    DELETE FROM mail_outbox WHERE mail_id IN (
      SELECT mail_id FROM mail_outbox
      WHERE sent_at IS NOT NULL AND sent_at < now() - make_interval(days => ${days})
      LIMIT ${limit})`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
