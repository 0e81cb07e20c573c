import { type ExpressionBuilder, sql } from 'kysely';
import { type CaseHistoryKind, type UserType, userTypeSchema } from 'shared-api/contract';
import { CLAIM_ENTITY, MESSAGE_ENTITY } from '../audit';
import { COUNT, counted, type Page, paged, TIME_ZONE } from './list-page';
import type { Database, Executor } from './types';

/**
 * A case's audit trail: the audit_log rows of one case, newest
 * first, filtered, paged and counted in SQL on the indexes of migrations
 * 230-232. Names come from the users and creditors tables as they are now;
 * a deleted person keeps the e-mail the row recorded.
 */

export interface HistoryFilter {
  caseId: number;
  /** "A-12", "C-4" or "system". */
  actor?: string | undefined;
  kind?: CaseHistoryKind | undefined;
  /** Whole days in Swedish time, "2026-03-01", both included. */
  from?: string | null | undefined;
  to?: string | null | undefined;
}

export interface HistoryRow {
  auditId: string;
  occurredAt: Date;
  actorUserType: string | null;
  actorName: string;
  action: string;
  entity: string;
  entityId: string | null;
  details: unknown;
}

/** The entities behind each kind; `decision` and `claim` part the claims on the action. */
const KIND_ENTITY: Record<Exclude<CaseHistoryKind, 'other'>, string> = {
  message: MESSAGE_ENTITY,
  document: 'document',
  claim: CLAIM_ENTITY,
  decision: CLAIM_ENTITY,
  case: 'case',
  invitation: 'invitation',
};

/** The kind of a recorded row. */
export function kindOf(entity: string, action: string): CaseHistoryKind {
  if (entity === CLAIM_ENTITY) return action === 'status' ? 'decision' : 'claim';
  const found = (Object.keys(KIND_ENTITY) as (keyof typeof KIND_ENTITY)[]).find(
    (kind) => KIND_ENTITY[kind] === entity,
  );
  return found ?? 'other';
}

/** The role of a row's person: a user type, or 'system' (a null or unknown type). */
export function roleOf(type: string | null): UserType | 'system' {
  const parsed = userTypeSchema.safeParse(type);
  return parsed.success ? parsed.data : 'system';
}

type Eb = ExpressionBuilder<Database, 'audit_log'>;

/** The WHERE of a kind: an equality on `entity` (the index's second column), and for claims the action. */
function ofKind(eb: Eb, kind: CaseHistoryKind) {
  if (kind === 'other') return eb('audit_log.entity', 'not in', [...new Set(Object.values(KIND_ENTITY))]);
  const entity = eb('audit_log.entity', '=', KIND_ENTITY[kind]);
  if (kind === 'decision') return eb.and([entity, eb('audit_log.action', '=', 'status')]);
  if (kind === 'claim') return eb.and([entity, eb('audit_log.action', '<>', 'status')]);
  return entity;
}

/** The actor filter: "system" or a role and an id. */
function ofActor(eb: Eb, actor: string) {
  if (actor === 'system')
    return eb.or([
      eb('audit_log.actor_user_type', '=', 'system'),
      eb('audit_log.actor_user_type', 'is', null),
    ]);
  const [type = '', id = ''] = actor.split('-');
  return eb.and([eb('audit_log.actor_user_type', '=', type), eb('audit_log.actor_id', '=', Number(id))]);
}

/** The start of a Swedish day as a moment. */
const dayStart = (day: string, plusDays = 0) =>
  sql<Date>`((${day}::date + ${plusDays}::int)::timestamp AT TIME ZONE ${sql.lit(TIME_ZONE)})`;

function filtered(db: Executor, filter: HistoryFilter) {
  let query = db.selectFrom('audit_log').where('audit_log.case_id', '=', filter.caseId);
  const { actor, kind, from, to } = filter;
  if (actor) query = query.where((eb) => ofActor(eb, actor));
  if (kind) query = query.where((eb) => ofKind(eb, kind));
  if (from) query = query.where('audit_log.occurred_at', '>=', dayStart(from));
  if (to) query = query.where('audit_log.occurred_at', '<', dayStart(to, 1));
  return query;
}

/** A name for the person of a row: as the users or creditors table has it now, else the recorded e-mail. */
const ACTOR_NAME = sql<string>`coalesce(
  (SELECT nullif(u.name, '') FROM users u
    WHERE audit_log.actor_user_type IN ('S', 'A', 'U') AND u.user_id = audit_log.actor_id),
  (SELECT nullif(c.name, '') FROM creditors c
    WHERE audit_log.actor_user_type IN ('C', 'D') AND c.creditor_id = audit_log.actor_id),
  audit_log.actor_email, '')`;

/** A trail's rows as the page and the CSV read them, newest first (the index's order). */
const newestFirst = (query: ReturnType<typeof filtered>) =>
  query
    .select([
      'audit_log.audit_id as auditId',
      'audit_log.occurred_at as occurredAt',
      'audit_log.actor_user_type as actorUserType',
      ACTOR_NAME.as('actorName'),
      'audit_log.action',
      'audit_log.entity',
      'audit_log.entity_id as entityId',
      'audit_log.details',
    ])
    .orderBy('audit_log.occurred_at', 'desc')
    .orderBy('audit_log.audit_id', 'desc');

/** One page of the trail (or, without a page, every row: the CSV reads it in keyset batches instead). */
export async function listCaseHistory(db: Executor, filter: HistoryFilter, page: Page) {
  const rows = await newestFirst(filtered(db, filter)).$call(paged(page)).execute();
  const total = await counted(filtered(db, filter).select(COUNT));
  return { rows: rows.map(normalise), total };
}

/** The rows after `after` (keyset), newest first, `size` at most: the CSV export's batches. */
export async function caseHistoryBatch(
  db: Executor,
  filter: HistoryFilter,
  after: { occurredAt: Date; auditId: string } | null,
  size: number,
): Promise<HistoryRow[]> {
  let query = filtered(db, filter);
  if (after)
    query = query.where(
      sql<boolean>`(audit_log.occurred_at, audit_log.audit_id) < (${after.occurredAt}, ${after.auditId}::bigint)`,
    );
  const rows = await newestFirst(query).limit(size).execute();
  return rows.map(normalise);
}

function normalise(row: HistoryRow): HistoryRow {
  const details = typeof row.details === 'string' ? JSON.parse(row.details) : row.details;
  return { ...row, auditId: String(row.auditId), occurredAt: new Date(row.occurredAt), details };
}

/** Everyone in the case's trail (at most 500), by name: the person filter's choices. */
export async function caseHistoryActors(db: Executor, caseId: number) {
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('audit_log')
        .where('audit_log.case_id', '=', caseId)
        .select(['audit_log.actor_user_type', 'audit_log.actor_id'])
        .select(sql<string | null>`max(audit_log.actor_email)`.as('actor_email'))
        .groupBy(['audit_log.actor_user_type', 'audit_log.actor_id'])
        .limit(500)
        .as('audit_log'),
    )
    .select(['audit_log.actor_user_type as type', 'audit_log.actor_id as id', ACTOR_NAME.as('name')])
    .execute();
  return rows
    .map((row) => ({
      actor: roleOf(row.type) === 'system' || row.id === null ? 'system' : `${row.type}-${row.id}`,
      name: row.name,
      role: roleOf(row.type),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'sv'));
}
