import type { FastifyRequest } from 'fastify';
import type { previewInvitations, sendInvitations } from 'shared-api/contract';
import { requireCaseStaff } from '../access/require';
import type { Session } from '../auth/session';
import type { CaseFacts } from '../db/case-links-repository';
import type { Executor } from '../db/types';
import { receiveUpload, type Upload } from '../http/upload';
import type { FileStorage } from '../storage';
import { type ListRow, readCreditorList } from './read-list';

/**
 * The creditor list of a preview or a send, through the one upload path (http/upload.ts): the
 * case and the caller's right to it are checked before a byte is stored, the storage checks the
 * size and the content (CSV text or an XLSX workbook); the file is read and removed at once, so
 * nothing of it stays behind.
 */
export async function receiveCreditorList(
  request: FastifyRequest,
  db: Executor,
  storage: FileStorage,
  endpoint: typeof previewInvitations | typeof sendInvitations,
  session: Session,
  query: { caseId: number },
): Promise<{ facts: CaseFacts; rows: ListRow[] }> {
  const { checked, upload } = await receiveUpload(request, storage, endpoint, {
    query,
    check: (fields) => requireCaseStaff(db, session, fields.caseId),
  });
  const saved = upload as Upload; // the file is required: receiveUpload answered 400 without one
  try {
    const open = async () => (await storage.open(saved.storedName)).stream;
    return { facts: checked, rows: await readCreditorList(open, saved.kind) };
  } finally {
    await storage.remove(saved.storedName);
  }
}
