import type { FastifyInstance } from 'fastify';
import {
  changeDocumentStatus,
  deleteDocument,
  downloadDocument,
  editDocument,
  getDocuments,
  uploadDocument,
} from 'shared-api/contract';
import { isCreditorSide, isPublished, mayReadDocument } from '../access/policy';
import { requireCaseReader, requireCaseStaff } from '../access/require';
import { auditBy } from '../audit';
import type { Session } from '../auth/session';
import { followsCase, listCaseLinks } from '../db/case-links-repository';
import {
  type DocumentRow,
  deleteDocument as deleteDocumentRow,
  findDocument,
  findDocumentByStoredName,
  insertDocument,
  listDocuments,
  logoDownloadName,
  publishDocument,
  updateDocument,
} from '../db/documents-repository';
import type { Executor } from '../db/types';
import { sendStoredFile } from '../http/download';
import { found, notFound } from '../http/errors';
import { pageOf } from '../http/paging';
import { route } from '../http/route';
import { type Upload, writeUpload } from '../http/upload';
import { entriesInReaderLanguages } from '../mail/languages';
import { enqueueMail } from '../mail/outbox';
import { publishNotice } from '../notices/case-notices';
import { isValidStoredName } from '../storage';
import { removeStoredFiles } from '../storage/removals';

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

/** A document of a case the caller staffs. */
async function staffDocument(db: Executor, session: Session, documentId: number) {
  const document = await found(findDocument(db, documentId), 'Document not found');
  const facts = await requireCaseStaff(db, session, document.caseId, 'Document not found');
  return { document, facts };
}

/** Whether the caller may download a stored name: a document it may read, or any firm's logo. */
async function mayDownload(db: Executor, session: Session, fileName: string): Promise<string | null> {
  const document = await findDocumentByStoredName(db, fileName);
  if (document) {
    const follows =
      isCreditorSide(session) &&
      isPublished(document) &&
      (await followsCase(db, session.creditorId ?? -1, document.caseId));
    return mayReadDocument(session, document, follows) ? document.documentName : null;
  }
  // A firm's logo brands every page of its users and creditors: any signed-in caller may fetch it.
  return logoDownloadName(db, fileName);
}

/** The document centre. */
export async function documentRoutes(app: FastifyInstance) {
  const { db, storage } = app.portal;

  route(app, uploadDocument, async ({ query, request, user }) => {
    const session = user();
    const facts = await requireCaseStaff(db, session, query.SendToCasesId);
    const documentId = await writeUpload(request, uploadDocument, { query }, async (trx, { upload }) => {
      const saved = upload as Upload; // the file is required: receiveUpload answered 400 without one
      const id = await insertDocument(trx, {
        caseId: facts.caseId,
        lawFirmId: facts.lawFirmId,
        userId: session.id,
        documentName: saved.originalName,
        storedName: saved.storedName,
        fileSize: saved.size,
        comment: query.Comment,
      });
      await auditBy(trx, session, 'upload', 'document', id, {
        caseId: facts.caseId,
        details: { documentName: saved.originalName, size: saved.size },
      });
      return id;
    });
    const row = await findDocument(db, documentId);
    return { data: row ? toWire(row) : null, message: 'Document uploaded successfully' };
  });

  route(app, getDocuments, async ({ query, user }) => {
    const { facts, staff } = await requireCaseReader(db, user(), query.caseId);
    const { rows, total } = await listDocuments(
      db,
      { ...query, caseId: facts.caseId, publishedOnly: !staff },
      pageOf(query),
    );
    return { data: { caseDocumenListt: rows.map(toWire), totalCount: total } };
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
    await writeUpload(request, editDocument, { query }, async (trx, { upload: saved }) => {
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
      await auditBy(trx, session, 'edit', 'document', document.documentId, {
        caseId: facts.caseId,
        details: { documentName: document.documentName, newFile: saved ? saved.originalName : null },
      });
      // The replaced file goes through the removal queue, with the change: retried while the storage refuses.
      if (saved) await removeStoredFiles(trx, [document.documentFullName]);
    });
    const row = await findDocument(db, document.documentId);
    return { data: row ? toWire(row) : null, message: 'Document edited successfully' };
  });

  route(app, deleteDocument, async ({ query, user }) => {
    const session = user();
    const { document, facts } = await staffDocument(db, session, query.documentId);
    await db.transaction().execute(async (trx) => {
      await deleteDocumentRow(trx, document.documentId);
      await removeStoredFiles(trx, [document.documentFullName]);
      await auditBy(trx, session, 'delete', 'document', document.documentId, {
        caseId: facts.caseId,
        details: { documentName: document.documentName },
      });
    });
    return { data: null, message: 'Document deleted successfully' };
  });

  route(app, changeDocumentStatus, async ({ body, user }) => {
    const session = user();
    const { document, facts } = await staffDocument(db, session, body.documentId);
    if (document.status === 'Published')
      return { data: null, message: 'Document status updated successfully' };
    await db.transaction().execute(async (trx) => {
      await publishDocument(trx, document.documentId);
      await auditBy(trx, session, 'publish', 'document', document.documentId, {
        caseId: facts.caseId,
        details: { documentName: document.documentName },
      });
      const to = (await listCaseLinks(trx, facts.caseId)).map((link) => link.creditorEmail);
      const entries = await entriesInReaderLanguages(
        trx,
        `document-published:${document.documentId}`,
        to,
        (language) => publishNotice(facts, document.documentName, language),
      );
      await enqueueMail(trx, entries);
    });
    return { data: null, message: 'Document status updated successfully' };
  });
}
