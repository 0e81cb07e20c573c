import { basename } from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  changeDocumentStatus,
  deleteDocument,
  documentUpload,
  downloadDocument,
  editDocument,
  getDocuments,
  type PagingQuery,
  uploadDocument,
} from 'shared-api/contract';
import { actorOf, recordAudit } from '../audit';
import type { Session } from '../auth/session';
import {
  type DocumentRow,
  deleteDocument as deleteDocumentRow,
  findDocument,
  findDocumentByStoredName,
  followerEmails,
  insertDocument,
  listDocuments,
  publishDocument,
  updateDocument,
} from '../db/documents-repository';
import type { CaseFacts } from '../db/notifications-repository';
import type { Executor } from '../db/types';
import { badRequest, notFound } from '../http/errors';
import { route } from '../http/route';
import { contentTypeFor, type FileStorage, isValidStoredName, type SavedFile } from '../storage';
import { requireCaseReader, requireCaseStaff } from './case-tab-access';
import { sendAfterCommit } from './notifications';

export const NO_FILE = 'Please upload a file before submitting.';

/** The uploader's file name, without any path and control characters. */
export function cleanFileName(name: string | undefined): string {
  const base = basename((name ?? '').replace(/\\/g, '/'))
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  return (base || 'file').slice(-200);
}

/**
 * The multipart file part of a request, or null when there is none. A request
 * that is not multipart at all has no file.
 */
export async function filePart(request: FastifyRequest): Promise<MultipartFile | null> {
  if (!request.isMultipart()) return null;
  const part = await request.file();
  if (!part) return null;
  // A browser sends an empty part (filename "") for a file input left empty.
  if (!part.filename) {
    part.file.resume();
    return null;
  }
  return part;
}

/** Saves an upload with the endpoint's rules; 413/415 come from storage. */
export async function saveUpload(
  storage: FileStorage,
  part: MultipartFile,
  rules: { kinds: readonly import('../storage').FileKind[]; maxBytes: number },
): Promise<SavedFile & { originalName: string }> {
  const originalName = cleanFileName(part.filename);
  const saved = await storage.save(part.file, { ...rules, originalName });
  return { ...saved, originalName };
}

/** Streams a stored file as an attachment named after the original. */
export async function sendStoredFile(
  reply: FastifyReply,
  storage: FileStorage,
  storedName: string,
  downloadName: string,
): Promise<FastifyReply> {
  const size = await storage.size(storedName);
  const stream = storage.open(storedName);
  const ascii = downloadName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .code(200)
    .headers({
      'Content-Type': contentTypeFor(storedName),
      'Content-Length': String(size),
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(downloadName)}`,
      'X-Content-Type-Options': 'nosniff',
      // An SVG logo opened directly must not run scripts.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'Cache-Control': 'private, no-store',
    })
    .send(stream);
}

const toWire = (row: DocumentRow) => ({
  documentId: row.documentId,
  documentName: row.documentName,
  documentFullName: row.documentFullName,
  status: row.status,
  comment: row.comment,
  fileSize: row.fileSize,
  createdOn: new Date(row.createdOn).toISOString(),
  sendByLawFirmName: row.sendByLawFirmName,
  sendByLawFirmId: row.sendByLawFirmId,
  uploader: row.uploader,
  caseId: row.caseId,
});

function pageOf<T>(items: T[], query: PagingQuery, text: (item: T) => string) {
  const needle = query.search?.toLowerCase();
  const matching = needle ? items.filter((item) => text(item).toLowerCase().includes(needle)) : items;
  if (query.page === undefined && query.pageSize === undefined)
    return { items: matching, totalCount: matching.length };
  const size = query.pageSize ?? 10;
  const from = ((query.page ?? 1) - 1) * size;
  return { items: matching.slice(from, from + size), totalCount: matching.length };
}

export { pageOf };

/** The notice a creditor gets when a document is published; both languages. */
export function publishNotice(facts: CaseFacts, documentName: string) {
  return {
    subject: `Nytt dokument / New document: ${facts.debtorName} (${facts.knr})`,
    text: [
      `${facts.lawfirmName} har publicerat dokumentet "${documentName}" i ärendet ${facts.debtorName} (${facts.knr}).`,
      'Logga in i portalen för att läsa det.',
      '',
      `${facts.lawfirmName} has published the document "${documentName}" in the case ${facts.debtorName} (${facts.knr}).`,
      'Sign in to the portal to read it.',
    ].join('\n'),
  };
}

/** A document of a case the caller staffs. */
async function staffDocument(db: Executor, session: Session, documentId: number) {
  const document = await findDocument(db, documentId);
  if (!document) throw notFound('Document not found');
  const facts = await requireCaseStaff(db, session, document.caseId);
  return { document, facts };
}

/** Whether the caller may download a stored name: a visible document, or any firm's logo. */
async function mayDownload(db: Executor, session: Session, fileName: string): Promise<string | null> {
  const document = await findDocumentByStoredName(db, fileName);
  if (document) {
    if ((session.userType === 'A' || session.userType === 'U') && session.lawFirmId === document.lawFirmId) {
      return document.documentName;
    }
    if ((session.userType === 'C' || session.userType === 'D') && document.status === 'Published') {
      const follows = await db
        .selectFrom('creditor_cases')
        .select('creditor_cases_id')
        .where('creditor_id', '=', session.creditorId ?? -1)
        .where('case_id', '=', document.caseId)
        .executeTakeFirst();
      if (follows) return document.documentName;
    }
    return null;
  }
  // A firm's logo brands every page of its users and creditors: any signed-in caller may fetch it.
  const firm = await db
    .selectFrom('law_firms')
    .select(['logo_original_name', 'name'])
    .where('logo_stored_name', '=', fileName)
    .executeTakeFirst();
  return firm ? firm.logo_original_name || fileName : null;
}

/** The document centre (spec 2 §7). */
export async function documentRoutes(app: FastifyInstance) {
  const { db, storage, mailer } = app.portal;
  const rules = { kinds: documentUpload.kinds, maxBytes: documentUpload.maxBytes };

  /** Runs a write; if it fails, the file saved for it is removed again. */
  async function withFile<T>(saved: SavedFile | null, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (saved) await storage.remove(saved.storedName);
      throw error;
    }
  }

  route(app, uploadDocument, async ({ query, request, user }) => {
    const session = user();
    const facts = await requireCaseStaff(db, session, query.SendToCasesId);
    const part = await filePart(request);
    if (!part) throw badRequest(NO_FILE);
    const saved = await saveUpload(storage, part, rules);
    const documentId = await withFile(saved, () =>
      db.transaction().execute(async (trx) => {
        const id = await insertDocument(trx, {
          caseId: facts.caseId,
          lawFirmId: facts.lawFirmId,
          userId: session.id,
          documentName: saved.originalName,
          storedName: saved.storedName,
          fileSize: saved.size,
          comment: query.Comment,
        });
        await recordAudit(trx, {
          ...actorOf(session),
          action: 'upload',
          entity: 'document',
          entityId: id,
          caseId: facts.caseId,
          details: { documentName: saved.originalName, size: saved.size },
        });
        return id;
      }),
    );
    const row = await findDocument(db, documentId);
    return { data: row ? toWire(row) : null, message: 'Document uploaded successfully' };
  });

  route(app, getDocuments, async ({ query, user }) => {
    const { facts, staff } = await requireCaseReader(db, user(), query.caseId);
    const rows = await listDocuments(db, facts.caseId, { publishedOnly: !staff });
    const { items, totalCount } = pageOf(rows, query, (d) => `${d.documentName} ${d.comment ?? ''}`);
    return { data: { caseDocumenListt: items.map(toWire), totalCount } };
  });

  route(app, downloadDocument, async ({ query, reply, user }) => {
    const session = user();
    if (!isValidStoredName(query.fileName)) throw notFound('File not found');
    const downloadName = await mayDownload(db, session, query.fileName);
    if (!downloadName) throw notFound('File not found');
    return sendStoredFile(reply, storage, query.fileName, downloadName);
  });

  route(app, editDocument, async ({ query, request, user }) => {
    const session = user();
    const { document, facts } = await staffDocument(db, session, query.documentId);
    const part = await filePart(request);
    const saved = part ? await saveUpload(storage, part, rules) : null;
    await withFile(saved, () =>
      db.transaction().execute(async (trx) => {
        await updateDocument(trx, document.documentId, {
          comment: query.Comment,
          ...(saved
            ? {
                file: {
                  documentName: saved.originalName,
                  storedName: saved.storedName,
                  fileSize: saved.size,
                },
              }
            : {}),
        });
        await recordAudit(trx, {
          ...actorOf(session),
          action: 'edit',
          entity: 'document',
          entityId: document.documentId,
          caseId: facts.caseId,
          details: { newFile: saved ? saved.originalName : null },
        });
      }),
    );
    if (saved) await storage.remove(document.documentFullName);
    const row = await findDocument(db, document.documentId);
    return { data: row ? toWire(row) : null, message: 'Document edited successfully' };
  });

  route(app, deleteDocument, async ({ query, user }) => {
    const session = user();
    const { document, facts } = await staffDocument(db, session, query.documentId);
    await db.transaction().execute(async (trx) => {
      await deleteDocumentRow(trx, document.documentId);
      await recordAudit(trx, {
        ...actorOf(session),
        action: 'delete',
        entity: 'document',
        entityId: document.documentId,
        caseId: facts.caseId,
        details: { documentName: document.documentName },
      });
    });
    await storage.remove(document.documentFullName);
    return { data: null, message: 'Document deleted successfully' };
  });

  route(app, changeDocumentStatus, async ({ body, user }) => {
    const session = user();
    const { document, facts } = await staffDocument(db, session, body.documentId);
    if (document.status === 'Published')
      return { data: null, message: 'Document status updated successfully' };
    await db.transaction().execute(async (trx) => {
      await publishDocument(trx, document.documentId);
      await recordAudit(trx, {
        ...actorOf(session),
        action: 'publish',
        entity: 'document',
        entityId: document.documentId,
        caseId: facts.caseId,
      });
    });
    await sendAfterCommit(
      app,
      mailer,
      await followerEmails(db, facts.caseId),
      publishNotice(facts, document.documentName),
    );
    return { data: null, message: 'Document status updated successfully' };
  });
}
