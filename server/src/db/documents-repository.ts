import { type ColumnType, type Generated, sql } from 'kysely';
import type { DocumentStatus, ListPeriod } from 'shared-api/contract';
import type { CreatedAt, Timestamp } from './column-types';
import { COUNT, counted, type Page, paged, periodAndSearch } from './list-page';
import type { Executor, RowOf } from './types';

export interface DocumentsTable {
  document_id: Generated<number>;
  case_id: number;
  law_firm_id: number;
  uploaded_by_user_id: number | null;
  document_name: string;
  stored_name: string;
  file_size: number;
  status: ColumnType<DocumentStatus, DocumentStatus | undefined, DocumentStatus>;
  comment: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  published_at: Date | null;
}

declare module './types' {
  interface Database {
    documents: DocumentsTable;
  }
}

export interface DocumentRow {
  documentId: number;
  caseId: number;
  lawFirmId: number;
  documentName: string;
  documentFullName: string;
  status: DocumentStatus;
  comment: string | null;
  fileSize: number;
  createdOn: Date;
  sendByLawFirmId: number;
  sendByLawFirmName: string;
  uploader: string;
}

function selectDocuments(db: Executor) {
  return db
    .selectFrom('documents as d')
    .innerJoin('law_firms as lf', 'lf.law_firm_id', 'd.law_firm_id')
    .leftJoin('users as u', 'u.user_id', 'd.uploaded_by_user_id')
    .select([
      'd.document_id as documentId',
      'd.case_id as caseId',
      'd.law_firm_id as lawFirmId',
      'd.document_name as documentName',
      'd.stored_name as documentFullName',
      'd.status as status',
      'd.comment as comment',
      'd.file_size as fileSize',
      'd.created_at as createdOn',
      'd.law_firm_id as sendByLawFirmId',
      'lf.name as sendByLawFirmName',
      'u.email as uploaderEmail',
      'u.name as uploaderName',
    ]);
}

type Selected = RowOf<typeof selectDocuments>;
const toRow = ({ uploaderEmail, uploaderName, ...rest }: Selected): DocumentRow => ({
  ...rest,
  fileSize: Number(rest.fileSize),
  uploader: uploaderName || uploaderEmail || rest.sendByLawFirmName,
});

/** Which documents of a case a list shows (contract documentListQuerySchema). */
export interface DocumentFilter {
  caseId: number;
  /** The creditor side never sees drafts. */
  publishedOnly: boolean;
  status?: DocumentStatus | undefined;
  period?: ListPeriod | undefined;
  /** Matches the name, the comment or the uploader. */
  search?: string | null | undefined;
}

function matching(db: Executor, filter: DocumentFilter) {
  let query = selectDocuments(db).where('d.case_id', '=', filter.caseId);
  if (filter.publishedOnly) query = query.where('d.status', '=', 'Published');
  if (filter.status) query = query.where('d.status', '=', filter.status);
  return periodAndSearch(query, filter, 'd.created_at', [
    'd.document_name',
    'd.comment',
    sql`coalesce(nullif(u.name, ''), u.email, lf.name)`,
  ]);
}

/** A case's documents, newest first: one page of them with `page`, and how many match. */
export async function listDocuments(
  db: Executor,
  filter: DocumentFilter,
  page: Page = null,
): Promise<{ rows: DocumentRow[]; total: number }> {
  const base = matching(db, filter);
  const rows = await base
    .orderBy('d.created_at', 'desc')
    .orderBy('d.document_id', 'desc')
    .$call(paged(page))
    .execute();
  const total = page ? await counted(base.clearSelect().select(COUNT)) : rows.length;
  return { rows: rows.map(toRow), total };
}

export async function findDocument(db: Executor, documentId: number): Promise<DocumentRow | undefined> {
  const row = await selectDocuments(db).where('d.document_id', '=', documentId).executeTakeFirst();
  return row && toRow(row);
}

export async function findDocumentByStoredName(
  db: Executor,
  storedName: string,
): Promise<DocumentRow | undefined> {
  const row = await selectDocuments(db).where('d.stored_name', '=', storedName).executeTakeFirst();
  return row && toRow(row);
}

export async function insertDocument(
  trx: Executor,
  input: {
    caseId: number;
    lawFirmId: number;
    userId: number | null;
    documentName: string;
    storedName: string;
    fileSize: number;
    comment: string | null;
  },
): Promise<number> {
  const row = await trx
    .insertInto('documents')
    .values({
      case_id: input.caseId,
      law_firm_id: input.lawFirmId,
      uploaded_by_user_id: input.userId,
      document_name: input.documentName,
      stored_name: input.storedName,
      file_size: input.fileSize,
      comment: input.comment,
    })
    .returning('document_id')
    .executeTakeFirstOrThrow();
  return row.document_id;
}

export async function updateDocument(
  trx: Executor,
  documentId: number,
  changes: { comment?: string | null; file?: { documentName: string; storedName: string; fileSize: number } },
): Promise<void> {
  await trx
    .updateTable('documents')
    .set({
      updated_at: sql<Date>`now()`,
      ...(changes.comment !== undefined ? { comment: changes.comment } : {}),
      ...(changes.file
        ? {
            document_name: changes.file.documentName,
            stored_name: changes.file.storedName,
            file_size: changes.file.fileSize,
          }
        : {}),
    })
    .where('document_id', '=', documentId)
    .execute();
}

export async function publishDocument(trx: Executor, documentId: number): Promise<void> {
  await trx
    .updateTable('documents')
    .set({ status: 'Published', published_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('document_id', '=', documentId)
    .execute();
}

export async function deleteDocument(trx: Executor, documentId: number): Promise<void> {
  await trx.deleteFrom('documents').where('document_id', '=', documentId).execute();
}

/** The download name of a firm's logo stored under `storedName`, or null when no firm has it. */
export async function logoDownloadName(db: Executor, storedName: string): Promise<string | null> {
  const firm = await db
    .selectFrom('law_firms')
    .select('logo_original_name')
    .where('logo_stored_name', '=', storedName)
    .executeTakeFirst();
  return firm ? firm.logo_original_name || storedName : null;
}
