import { type RawBuilder, sql } from 'kysely';
import type { ListPeriod } from 'shared-api/contract';
import {
  COUNT,
  counted,
  type Page,
  paged,
  periodStart,
  shownDate,
  type TextSearch,
  textSearch,
} from './list-page';
import type { Executor } from './types';

/**
 * The message lists: what the caller sent and what it received,
 * merged newest first, filtered, paged and counted in SQL. A firm message's
 * recipients are fetched only for the messages on the page: a count and a
 * short preview in a paged list, every name in the original unpaged answer.
 */

/** Whose messages: a case's, as its firm sees them, or one creditor–case link's. */
export type MessageScope = { kind: 'firm'; caseId: number } | { kind: 'link'; creditorCasesId: number };

/** Which messages a list shows (contract messageListQuerySchema). */
export interface MessageFilter {
  scope: MessageScope;
  direction?: 'incoming' | 'outgoing' | undefined;
  /** Sent messages count as read. */
  isRead?: boolean | undefined;
  period?: ListPeriod | undefined;
  /** Matches the text, the other party's name, or the date as the portal shows it. */
  search?: string | null | undefined;
}

/** One line of a list: a message the caller sent, or its own recipient row of one it received. */
export interface MessageLine {
  direction: 'outgoing' | 'incoming';
  messageId: number;
  /** The caller's recipient row (received messages). */
  recipientRowId: number | null;
  body: string;
  createdAt: Date;
  isRead: boolean;
  /** The sending creditor, in the firm's inbox. */
  creditorName: string | null;
  /** The case's firm, in an inbox. */
  lawfirmName: string | null;
}

/** The search as one condition: the text, the date as shown, or any of `names` (or `also`). */
function matches(
  search: TextSearch | null,
  names: RawBuilder<string | null>[],
  also: RawBuilder<unknown>[] = [],
) {
  if (!search) return null;
  const tests = [
    sql`n.body ILIKE ${search.pattern}`,
    sql`${shownDate('n.created_at')} ILIKE ${search.datePattern}`,
    ...names.map((name) => sql`${name} ILIKE ${search.pattern}`),
    ...also,
  ];
  return sql<boolean>`(${sql.join(tests, sql` OR `)})`;
}

/** The columns of a MessageLine, the same in every part of the union; the parts differ in these. */
const lineOf = (part: {
  direction: MessageLine['direction'];
  recipientRowId: RawBuilder<number | null>;
  isRead: RawBuilder<boolean>;
  creditorName: RawBuilder<string | null>;
  lawfirmName: RawBuilder<string | null>;
}) =>
  [
    sql<MessageLine['direction']>`${sql.lit(part.direction)}::text`.as('direction'),
    sql<number>`n.notification_id`.as('messageId'),
    part.recipientRowId.as('recipientRowId'),
    sql<string>`n.body`.as('body'),
    sql<Date>`n.created_at`.as('createdAt'),
    part.isRead.as('isRead'),
    part.creditorName.as('creditorName'),
    part.lawfirmName.as('lawfirmName'),
  ] as const;

const NO_NAME = sql<string | null>`NULL::text`;

/** What the caller sent: the firm's messages of the case, or the link's messages to the firm. */
function sent(db: Executor, filter: MessageFilter, search: TextSearch | null) {
  const { scope } = filter;
  let query = db.selectFrom('notifications as n');
  query =
    scope.kind === 'firm'
      ? query.where('n.case_id', '=', scope.caseId).where('n.sender_kind', '=', 'LawFirm')
      : query.where('n.sent_by_creditor_cases_id', '=', scope.creditorCasesId);
  const recipientNamed = sql`EXISTS (
    SELECT 1 FROM notification_recipients r
    JOIN creditor_cases cc ON cc.creditor_cases_id = r.recipient_creditor_cases_id
    JOIN creditors c ON c.creditor_id = cc.creditor_id
    WHERE r.notification_id = n.notification_id AND c.name ILIKE ${search?.pattern ?? ''})`;
  const found = matches(search, [], scope.kind === 'firm' ? [recipientNamed] : []);
  if (found) query = query.where(found);
  return query.select(
    lineOf({
      direction: 'outgoing',
      recipientRowId: sql`NULL::int`,
      isRead: sql`true`,
      creditorName: NO_NAME,
      lawfirmName: NO_NAME,
    }),
  );
}

/**
 * The names a received line shows, each looked up by key: the sending creditor's (none for the firm's
 * messages) and the case's firm's. As four more joins they multiplied the plans PostgreSQL weighed
 * for every page and its count, for one name each.
 */
const SENDER_NAME = sql<
  string | null
>`(SELECT c.name FROM creditor_cases cc JOIN creditors c ON c.creditor_id = cc.creditor_id
  WHERE cc.creditor_cases_id = n.sent_by_creditor_cases_id)`;
const FIRM_NAME = sql<string>`(SELECT lf.name FROM cases k JOIN law_firms lf ON lf.law_firm_id = k.law_firm_id
  WHERE k.case_id = n.case_id)`;

/** What the caller received: creditors' messages to the case's firm, or the firm's to the link. */
function received(db: Executor, filter: MessageFilter, search: TextSearch | null) {
  const { scope } = filter;
  let query = db
    .selectFrom('notifications as n')
    .innerJoin('notification_recipients as r', 'r.notification_id', 'n.notification_id');
  query =
    scope.kind === 'firm'
      ? query
          .where('n.case_id', '=', scope.caseId)
          .where('n.sender_kind', '=', 'Creditor')
          .where('r.recipient_creditor_cases_id', 'is', null)
      : query.where('r.recipient_creditor_cases_id', '=', scope.creditorCasesId);
  if (filter.isRead !== undefined) query = query.where('r.is_read', '=', filter.isRead);
  const found = matches(search, scope.kind === 'firm' ? [SENDER_NAME, FIRM_NAME] : [FIRM_NAME]);
  if (found) query = query.where(found);
  return query.select(
    lineOf({
      direction: 'incoming',
      recipientRowId: sql`r.notification_to_id`,
      isRead: sql`r.is_read`,
      // The firm's inbox names the sending creditor; a creditor's names only the firm.
      creditorName: scope.kind === 'firm' ? SENDER_NAME : NO_NAME,
      lawfirmName: FIRM_NAME,
    }),
  );
}

/** The parts of the list the filter keeps, each already filtered. */
function parts(db: Executor, filter: MessageFilter) {
  const search = textSearch(filter.search);
  const since = periodStart(filter.period);
  const kept = [];
  if (filter.direction !== 'incoming' && filter.isRead !== false) kept.push(sent(db, filter, search));
  if (filter.direction !== 'outgoing') kept.push(received(db, filter, search));
  return since ? kept.map((part) => part.where('n.created_at', '>=', since)) : kept;
}

/**
 * The merged list, newest first (a sent message before a received one of the same moment). A page takes
 * at most offset + limit lines from each part, each part read newest first from its index, then merges
 * those: merging every line of the parts before the limit sorted 10,000 or more lines a page.
 * With a page, one more statement counts the lines, and the caller's unread ones (`unread`) with them.
 */
export async function listMessages(
  db: Executor,
  filter: MessageFilter,
  page: Page = null,
  options: { unread?: boolean } = {},
): Promise<{ lines: MessageLine[]; total: number; unread?: number }> {
  const kept = parts(db, filter);
  const [head] = kept;
  if (!head) return { lines: [], total: 0, ...(options.unread ? { unread: 0 } : {}) };
  const all = kept.slice(1).reduce((union, part) => union.unionAll(part), head);
  const newest = (part: typeof head) =>
    db
      .selectFrom(
        part
          .orderBy('createdAt', 'desc')
          .orderBy('messageId', 'desc')
          .orderBy('recipientRowId', 'desc')
          .$call(paged(page && { limit: page.offset + page.limit, offset: 0 }))
          .as('part'),
      )
      .selectAll();
  const merged = page
    ? kept
        .slice(1)
        .map(newest)
        .reduce((union, part) => union.unionAll(part), newest(head))
    : null;
  const lines = await db
    .selectFrom(merged ? merged.as('m') : all.as('m'))
    .selectAll()
    .orderBy('m.createdAt', 'desc')
    .orderBy('m.direction', 'desc')
    .orderBy('m.messageId', 'desc')
    .orderBy('m.recipientRowId', 'desc')
    .$call(paged(page))
    .execute();
  if (!page) return { lines, total: lines.length };
  // Each part counted on its own index and the counts added: counting the union's rows passed every one of
  // them (10,000 a case) through its projection first, a third more work for PostgreSQL every page.
  const partCounts = kept.map((part) => sql<number>`(${part.clearSelect().select(COUNT)})`);
  const counts = await db
    .selectNoFrom([
      sql<number>`${sql.join(partCounts, sql` + `)}`.as('n'),
      (options.unread ? unreadQuery(db, filter.scope) : sql<number>`0`).as('unread'),
    ])
    .executeTakeFirst();
  const total = counts?.n ?? 0;
  return options.unread ? { lines, total, unread: Number(counts?.unread ?? 0) } : { lines, total };
}

/** The caller's unread received messages, as a query: creditors' to the case's firm, or the firm's to the link. */
function unreadQuery(db: Executor, scope: MessageScope) {
  const query =
    scope.kind === 'firm'
      ? db
          .selectFrom('notifications as n')
          .innerJoin('notification_recipients as r', 'r.notification_id', 'n.notification_id')
          .where('n.case_id', '=', scope.caseId)
          .where('n.sender_kind', '=', 'Creditor')
          .where('r.recipient_creditor_cases_id', 'is', null)
      : db
          .selectFrom('notification_recipients as r')
          .where('r.recipient_creditor_cases_id', '=', scope.creditorCasesId);
  return query.where('r.is_read', '=', false).select(COUNT);
}

/** The caller's unread received messages: creditors' to the case's firm, or the firm's to the link. */
export async function unreadCount(db: Executor, scope: MessageScope): Promise<number> {
  return counted(unreadQuery(db, scope));
}

/** Every recipient's name of the firm messages `ids`, by name (the original unpaged answer). */
export async function recipientNames(db: Executor, ids: number[]): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>(ids.map((id) => [id, []]));
  if (!ids.length) return names;
  const rows = await db
    .selectFrom('notification_recipients as r')
    .innerJoin('creditor_cases as cc', 'cc.creditor_cases_id', 'r.recipient_creditor_cases_id')
    .innerJoin('creditors as c', 'c.creditor_id', 'cc.creditor_id')
    .select(['r.notification_id', 'c.name'])
    .where('r.notification_id', 'in', ids)
    .orderBy('c.name')
    .orderBy('r.notification_to_id')
    .execute();
  for (const row of rows) names.get(row.notification_id)?.push(row.name);
  return names;
}

/**
 * For a paged list: how many creditors each firm message `ids` went to, and the
 * first `preview` of them in the order they were added. Read from the index on
 * (notification_id, recipient), so a message to 5,000 creditors costs a count
 * and `preview` lookups, not 5,000 names.
 */
export async function recipientPreviews(
  db: Executor,
  ids: number[],
  preview: number,
): Promise<Map<number, { count: number; names: string[] }>> {
  if (!ids.length) return new Map();
  const { rows } = await sql<{ id: number; count: number; names: string[] | string | null }>`
    SELECT m.id,
      (SELECT count(*)::int FROM notification_recipients r WHERE r.notification_id = m.id) AS count,
      (SELECT json_agg(first.name ORDER BY first.link) FROM (
        SELECT c.name, r.recipient_creditor_cases_id AS link
        FROM notification_recipients r
        JOIN creditor_cases cc ON cc.creditor_cases_id = r.recipient_creditor_cases_id
        JOIN creditors c ON c.creditor_id = cc.creditor_id
        WHERE r.notification_id = m.id
        ORDER BY r.recipient_creditor_cases_id
        LIMIT ${preview}) first) AS names
    FROM unnest(${ids}::int[]) AS m(id)`.execute(db);
  return new Map(
    rows.map((row) => {
      const names = typeof row.names === 'string' ? JSON.parse(row.names) : row.names;
      return [row.id, { count: row.count, names: names ?? [] }];
    }),
  );
}

/** The recipients of one firm message, by name: one page with `page` (search: the name), and how many match. */
export async function listRecipients(db: Executor, messageId: number, search: string | null, page: Page) {
  const found = textSearch(search);
  let base = db
    .selectFrom('notification_recipients as r')
    .innerJoin('creditor_cases as cc', 'cc.creditor_cases_id', 'r.recipient_creditor_cases_id')
    .innerJoin('creditors as c', 'c.creditor_id', 'cc.creditor_id')
    .where('r.notification_id', '=', messageId);
  if (found) base = base.where('c.name', 'ilike', found.pattern);
  const rows = await base
    .select(['c.name as creditorName', 'cc.creditor_cases_id as creditorCasesId', 'r.is_read as isRead'])
    .orderBy('c.name')
    .orderBy('r.notification_to_id')
    .$call(paged(page))
    .execute();
  return { rows, total: page ? await counted(base.select(COUNT)) : rows.length };
}
