import { type ColumnType, type Generated, type NotNull, sql } from 'kysely';
import type { Executor } from './types';

/** The trustee's questions about a claim and the claimant's answers (migration 360). */

export interface ClaimInformationRequestsTable {
  request_id: Generated<number>;
  invoice_id: number;
  question: string;
  asked_at: ColumnType<Date, Date | string | undefined, never>;
  asked_by_user_id: number | null;
  asked_by: string;
  answer: string | null;
  answered_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  answered_by: string | null;
  file_name: string | null;
  stored_name: string | null;
  file_size: number | null;
  file_sha256: string | null;
}

declare module './types' {
  interface Database {
    claim_information_requests: ClaimInformationRequestsTable;
  }
}

export interface InformationRequestRow {
  requestId: number;
  claimId: number;
  question: string;
  askedOn: Date;
  askedBy: string;
  answer: string | null;
  answeredOn: Date | null;
  answeredBy: string | null;
  fileName: string | null;
  storedName: string | null;
}

const selectRequests = (db: Executor) =>
  db
    .selectFrom('claim_information_requests')
    .select([
      'request_id as requestId',
      'invoice_id as claimId',
      'question',
      'asked_at as askedOn',
      'asked_by as askedBy',
      'answer',
      'answered_at as answeredOn',
      'answered_by as answeredBy',
      'file_name as fileName',
      'stored_name as storedName',
    ]);

/** A claim's questions, oldest first. */
export async function informationRequestsOf(db: Executor, claimId: number): Promise<InformationRequestRow[]> {
  return selectRequests(db).where('invoice_id', '=', claimId).orderBy('request_id').execute();
}

export async function openRequestOf(
  db: Executor,
  claimId: number,
): Promise<InformationRequestRow | undefined> {
  return selectRequests(db)
    .where('invoice_id', '=', claimId)
    .where('answered_at', 'is', null)
    .executeTakeFirst();
}

export async function findRequestByStoredName(db: Executor, storedName: string) {
  return selectRequests(db).where('stored_name', '=', storedName).executeTakeFirst();
}

export async function insertInformationRequest(
  trx: Executor,
  request: { claimId: number; question: string; userId: number; askedBy: string },
): Promise<number> {
  const row = await trx
    .insertInto('claim_information_requests')
    .values({
      invoice_id: request.claimId,
      question: request.question,
      asked_by_user_id: request.userId,
      asked_by: request.askedBy,
    })
    .returning('request_id')
    .executeTakeFirstOrThrow();
  return row.request_id;
}

export interface AnswerFile {
  fileName: string;
  storedName: string;
  fileSize: number;
  sha256: string | null;
}

/** Answers the open question; false when none was open (answered meanwhile). */
export async function answerInformationRequest(
  trx: Executor,
  requestId: number,
  answer: { text: string; answeredBy: string; file: AnswerFile | null },
): Promise<boolean> {
  const result = await trx
    .updateTable('claim_information_requests')
    .set({
      answer: answer.text,
      answered_at: sql<Date>`now()`,
      answered_by: answer.answeredBy,
      file_name: answer.file?.fileName ?? null,
      stored_name: answer.file?.storedName ?? null,
      file_size: answer.file?.fileSize ?? null,
      file_sha256: answer.file?.sha256 ?? null,
    })
    .where('request_id', '=', requestId)
    .where('answered_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The stored files of a claim's answers: removed with the claim. */
export async function answerFilesOf(db: Executor, claimId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('claim_information_requests')
    .select('stored_name')
    .where('invoice_id', '=', claimId)
    .where('stored_name', 'is not', null)
    .$narrowType<{ stored_name: NotNull }>()
    .execute();
  return rows.map((r) => r.stored_name);
}

/** Marks the claim withdrawn; false when it already was. */
export async function markClaimWithdrawn(trx: Executor, claimId: number): Promise<boolean> {
  const result = await trx
    .updateTable('invoices')
    .set({ withdrawn_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('invoice_id', '=', claimId)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
