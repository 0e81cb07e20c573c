import { type Insertable, sql } from 'kysely';
import type { ObjectionFileKind, ObjectionState, PriorityClass } from 'shared-api/contract';
import { OBJECTION_STATE } from './objection-states-repository';
import type { ObjectionFilesTable, ObjectionRepliesTable, ObjectionsTable } from './objection-tables';
import type { Database, Executor } from './types';

export {
  OBJECTION_STATE,
  objectionStatesOfClaims,
  objectionStepsOfClaim,
} from './objection-states-repository';

export interface ObjectionRow {
  objectionId: number;
  caseId: number;
  claimId: number;
  claimNumber: number;
  claimantId: number;
  claimantName: string;
  objectorUserId: number | null;
  objectorCreditorId: number | null;
  objectorName: string;
  actingDebtCollectorId: number | null;
  byTrustee: boolean;
  filedBy: string;
  disputesAmount: boolean;
  disputesPriority: boolean;
  proposedAmount: string | null;
  proposedPriorityClass: PriorityClass | null;
  reason: string;
  createdAt: Date;
  withdrawnAt: Date | null;
  settledAt: Date | null;
  settledAmount: string | null;
  settledPriorityClass: PriorityClass | null;
  settledPriorityAsset: string | null;
  settlementNote: string | null;
  decidedAt: Date | null;
  courtDecidedOn: string | null;
  decidedAmount: string | null;
  decidedPriorityClass: PriorityClass | null;
  decidedPriorityAsset: string | null;
  state: ObjectionState;
}

const selectObjections = (db: Executor) =>
  db
    .selectFrom('objections as o')
    .innerJoin('cases', 'cases.case_id', 'o.case_id')
    .innerJoin('invoices as i', 'i.invoice_id', 'o.claim_id')
    .innerJoin('creditors as claimant', 'claimant.creditor_id', 'i.creditor_id')
    .leftJoin('creditors as objector', 'objector.creditor_id', 'o.objector_creditor_id')
    .leftJoin('law_firms as lf', 'lf.law_firm_id', 'cases.law_firm_id')
    .select([
      'o.objection_id as objectionId',
      'o.case_id as caseId',
      'o.claim_id as claimId',
      'i.claim_number as claimNumber',
      'i.creditor_id as claimantId',
      'claimant.name as claimantName',
      'o.objector_user_id as objectorUserId',
      'o.objector_creditor_id as objectorCreditorId',
      sql<string>`coalesce(objector.name, lf.name, o.filed_by)`.as('objectorName'),
      'o.acting_debt_collector_id as actingDebtCollectorId',
      'o.by_trustee as byTrustee',
      'o.filed_by as filedBy',
      'o.disputes_amount as disputesAmount',
      'o.disputes_priority as disputesPriority',
      sql<string | null>`o.proposed_amount::text`.as('proposedAmount'),
      'o.proposed_priority_class as proposedPriorityClass',
      'o.reason as reason',
      'o.created_at as createdAt',
      'o.withdrawn_at as withdrawnAt',
      'o.settled_at as settledAt',
      sql<string | null>`o.settled_amount::text`.as('settledAmount'),
      'o.settled_priority_class as settledPriorityClass',
      'o.settled_priority_asset as settledPriorityAsset',
      'o.settlement_note as settlementNote',
      'o.decided_at as decidedAt',
      sql<string | null>`to_char(o.court_decided_on, 'YYYY-MM-DD')`.as('courtDecidedOn'),
      sql<string | null>`o.decided_amount::text`.as('decidedAmount'),
      'o.decided_priority_class as decidedPriorityClass',
      'o.decided_priority_asset as decidedPriorityAsset',
      OBJECTION_STATE.as('state'),
    ]);

export async function findObjection(db: Executor, objectionId: number): Promise<ObjectionRow | undefined> {
  return selectObjections(db).where('o.objection_id', '=', objectionId).executeTakeFirst();
}

export async function objectionsOfCase(db: Executor, caseId: number): Promise<ObjectionRow[]> {
  return selectObjections(db)
    .where('o.case_id', '=', caseId)
    .orderBy('i.claim_number')
    .orderBy('o.objection_id')
    .execute();
}

export async function objectionsOfClaim(db: Executor, claimId: number): Promise<ObjectionRow[]> {
  return selectObjections(db).where('o.claim_id', '=', claimId).orderBy('o.objection_id').execute();
}

/** The generated id column of each table an objection writes a new row to. */
const ID_COLUMN = {
  objections: 'objection_id',
  objection_files: 'file_id',
  objection_replies: 'reply_id',
} as const;

/** Inserts one row and answers the id the database gave it. */
async function insertRow<T extends keyof typeof ID_COLUMN>(
  db: Executor,
  table: T,
  values: Insertable<Database[T]>,
): Promise<number> {
  const row = await db
    .insertInto(table)
    .values(values)
    .returning(sql.ref<number>(ID_COLUMN[table]).as('id'))
    .executeTakeFirstOrThrow();
  return row.id;
}

export const insertObjection = (db: Executor, values: Insertable<ObjectionsTable>) =>
  insertRow(db, 'objections', values);

export const insertObjectionFile = (db: Executor, values: Insertable<ObjectionFilesTable>) =>
  insertRow(db, 'objection_files', values);

export const insertReply = (db: Executor, values: Insertable<ObjectionRepliesTable>) =>
  insertRow(db, 'objection_replies', values);

export interface ReplyRow {
  replyId: number;
  objectionId: number;
  creditorId: number | null;
  filedBy: string;
  text: string;
  createdAt: Date;
}

export interface ObjectionFileRow {
  fileId: number;
  objectionId: number;
  replyId: number | null;
  kind: ObjectionFileKind;
  fileName: string;
  storedName: string;
  fileSize: number;
  sha256: string | null;
  createdAt: Date;
}

export async function repliesOf(db: Executor, objectionIds: readonly number[]): Promise<ReplyRow[]> {
  if (!objectionIds.length) return [];
  return db
    .selectFrom('objection_replies')
    .select([
      'reply_id as replyId',
      'objection_id as objectionId',
      'creditor_id as creditorId',
      'filed_by as filedBy',
      'text',
      'created_at as createdAt',
    ])
    .where('objection_id', 'in', [...objectionIds])
    .orderBy('reply_id')
    .execute();
}

const fileColumns = [
  'file_id as fileId',
  'objection_id as objectionId',
  'reply_id as replyId',
  'kind',
  'file_name as fileName',
  'stored_name as storedName',
  'file_size as fileSize',
  'sha256',
  'created_at as createdAt',
] as const;

export async function filesOf(db: Executor, objectionIds: readonly number[]): Promise<ObjectionFileRow[]> {
  if (!objectionIds.length) return [];
  return db
    .selectFrom('objection_files')
    .select(fileColumns)
    .where('objection_id', 'in', [...objectionIds])
    .orderBy('file_id')
    .execute();
}

export async function findObjectionFile(db: Executor, fileId: number): Promise<ObjectionFileRow | undefined> {
  return db
    .selectFrom('objection_files')
    .select(fileColumns)
    .where('file_id', '=', fileId)
    .executeTakeFirst();
}

export async function markWithdrawn(db: Executor, objectionId: number): Promise<void> {
  await db
    .updateTable('objections')
    .set({ withdrawn_at: new Date() })
    .where('objection_id', '=', objectionId)
    .execute();
}

/** The agreed or decided outcome, and the claim's admitted amount and priority following it. */
export interface Outcome {
  amount: string;
  priorityClass: PriorityClass;
  priorityAsset: string | null;
}

async function claimFollows(db: Executor, claimId: number, outcome: Outcome): Promise<void> {
  const admitted = Number(outcome.amount) > 0;
  await sql`UPDATE invoices SET approved_amount = ${outcome.amount},
      priority_class = ${outcome.priorityClass}, priority_asset = ${outcome.priorityAsset},
      invoice_status = CASE WHEN invoice_status = 'Paid' THEN 'Paid'
        WHEN ${admitted} THEN 'Approved' ELSE 'Rejected' END,
      decided_at = now(), updated_at = now()
    WHERE invoice_id = ${claimId}`.execute(db);
}

export async function recordSettlement(
  db: Executor,
  objection: ObjectionRow,
  outcome: Outcome,
  note: string | null,
): Promise<void> {
  await db
    .updateTable('objections')
    .set({
      settled_at: new Date(),
      settled_amount: outcome.amount,
      settled_priority_class: outcome.priorityClass,
      settled_priority_asset: outcome.priorityAsset,
      settlement_note: note,
    })
    .where('objection_id', '=', objection.objectionId)
    .execute();
  await claimFollows(db, objection.claimId, outcome);
}

export async function recordCourtOutcome(
  db: Executor,
  objection: ObjectionRow,
  outcome: Outcome,
  decidedOn: string,
): Promise<void> {
  await db
    .updateTable('objections')
    .set({
      decided_at: new Date(),
      court_decided_on: decidedOn,
      decided_amount: outcome.amount,
      decided_priority_class: outcome.priorityClass,
      decided_priority_asset: outcome.priorityAsset,
    })
    .where('objection_id', '=', objection.objectionId)
    .execute();
  await claimFollows(db, objection.claimId, outcome);
}

/** Whether the claim is in any published register version of its case. */
export async function isPublishedClaim(db: Executor, caseId: number, claimId: number): Promise<boolean> {
  const rows = await sql<{ one: number }>`
    SELECT 1 AS one FROM claims_register_version_rows r
    JOIN claims_register_versions v ON v.register_version_id = r.register_version_id
    WHERE v.case_id = ${caseId} AND r.claim_id = ${claimId} LIMIT 1`.execute(db);
  return rows.rows.length > 0;
}

/** The case's procedure dates ('YYYY-MM-DD') and whether each has ended (Swedish time). */
export async function procedureDates(db: Executor, caseId: number) {
  const rows = await sql<{
    objectionDeadline: string | null;
    settlementDeadline: string | null;
    objectionsClosed: boolean;
    settlementClosed: boolean;
  }>`SELECT to_char(objection_deadline, 'YYYY-MM-DD') AS "objectionDeadline",
      to_char(settlement_deadline, 'YYYY-MM-DD') AS "settlementDeadline",
      coalesce(now() >= ((objection_deadline + 1)::timestamp AT TIME ZONE 'Europe/Stockholm'), false) AS "objectionsClosed",
      coalesce(now() >= ((settlement_deadline + 1)::timestamp AT TIME ZONE 'Europe/Stockholm'), false) AS "settlementClosed"
    FROM cases WHERE case_id = ${caseId}`.execute(db);
  return rows.rows[0];
}
