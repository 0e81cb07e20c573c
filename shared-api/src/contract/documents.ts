import * as z from 'shared-api/zod';
import {
  dateTimeSchema,
  documentStatusSchema,
  fileKinds,
  idSchema,
  optionalIdSchema,
  optionalText,
} from './common';
import {
  endpointGroup,
  fileDownload,
  fileUpload,
  noSuchFile,
  officeFileKinds,
  pagedListSchema,
  pagedQuerySchema,
  recordIdSchema,
  storedFileQuerySchema,
} from './endpoint';
import { listPeriodSchema } from './list-filters';

/**
 * The document centre. Uploads start as Draft; Publish makes a
 * document visible to the case's creditors. The text fields travel in the
 * query string, the file in the multipart part `File`.
 */

export const COMMENT_MAX = 2000;

export const documentUpload = fileUpload(officeFileKinds, 'query');

/** File name extensions the pickers offer for documents and claims. */
export const DOCUMENT_ACCEPT = '.pdf,.doc,.docx,.xls,.xlsx';

/** POST /api/LawFirm/document/upload?SendByLawFirmId=&SendToCasesId=&Comment= */
export const uploadDocumentQuerySchema = z.object({
  /** Ignored: the signed-in user's firm. */
  SendByLawFirmId: optionalIdSchema,
  /** The case id. */
  SendToCasesId: idSchema,
  Comment: optionalText(COMMENT_MAX),
});
export type UploadDocumentQuery = z.input<typeof uploadDocumentQuerySchema>;

/**
 * Query of GET /api/LawFirm/document/get. Beyond the original, all optional, answered in SQL
 *: `page`/`pageSize` (one page, newest first, and `totalCount`), `search` (the
 * name, the comment or the uploader), `status` and `period` (uploaded in it).
 */
export const documentListQuerySchema = pagedQuerySchema({
  caseId: idSchema,
  status: documentStatusSchema
    .optional()
    .describe('Only documents in this status (C and D never see drafts: Draft finds none for them)'),
  period: listPeriodSchema.optional().describe('Uploaded in this period'),
});
export type DocumentListQuery = z.input<typeof documentListQuerySchema>;

/** POST /api/LawFirm/document/edit?documentId=&SendByLawFirmId=&Comment= (a new file is optional). */
export const editDocumentQuerySchema = z.object({
  documentId: idSchema,
  SendByLawFirmId: optionalIdSchema,
  Comment: optionalText(COMMENT_MAX),
});
export type EditDocumentQuery = z.input<typeof editDocumentQuerySchema>;

export const documentSchema = z.object({
  documentId: z.number().int(),
  /** Original file name, e.g. "Bouppteckning 2026.pdf". */
  documentName: z.string(),
  /** Stored file name: the `fileName` for GET /api/LawFirm/document/download. */
  documentFullName: z.string(),
  status: documentStatusSchema,
  comment: z.string().nullable(),
  /** Bytes */
  fileSize: z.number().int().nonnegative(),
  /** ISO-8601 UTC */
  createdOn: dateTimeSchema,
  sendByLawFirmName: z.string(),
  sendByLawFirmId: z.number().int(),
  /** Who uploaded it (the firm user's name or e-mail). */
  uploader: z.string().nullable(),
  caseId: z.number().int().optional(),
});
export type CaseDocument = z.infer<typeof documentSchema>;

const documentCall = endpointGroup({ tag: 'Documents', roles: ['A', 'U'] });
const noSuchDocument = { 404: "No such document of the caller's firm" };

export const uploadDocument = documentCall('uploadDocument', 'POST /api/LawFirm/document/upload', {
  summary: 'Upload a document to a case, as Draft',
  errors: { 404: 'No such case' },
  query: uploadDocumentQuerySchema,
  data: documentSchema.nullable(),
  multipart: true,
  upload: documentUpload,
});

/** GET /api/LawFirm/document/get: the firm sees all; C and D only Published ones of cases they follow. */
export const getDocuments = documentCall('getDocuments', 'GET /api/LawFirm/document/get', {
  summary: "List a case's documents (C, D: the published ones)",
  errors: { 404: 'No such case, or one the caller may not see' },
  query: documentListQuerySchema,
  data: pagedListSchema('caseDocumenListt', documentSchema), // sic: "DocumenListt"
  roles: ['A', 'U', 'C', 'D'],
});

/**
 * GET /api/LawFirm/document/download?fileName=: streams a document (or a firm's
 * logo, `logoPath`) the caller may see; C and D only published documents of
 * cases they follow, and logos of those cases' firms.
 */
export const downloadDocument = documentCall('downloadDocument', 'GET /api/LawFirm/document/download', {
  summary: "Download a document or a law firm's logo",
  errors: noSuchFile,
  /** `lawFirmId`: sent by the original with logo downloads (for its cache); optional. */
  query: storedFileQuerySchema.extend({ lawFirmId: optionalIdSchema }),
  /** Documents and logos. */
  ...fileDownload(fileKinds),
  roles: ['S', 'A', 'U', 'C', 'D'],
});

export const deleteDocument = documentCall('deleteDocument', 'DELETE /api/LawFirm/document/delete', {
  summary: 'Delete a document',
  errors: noSuchDocument,
  query: recordIdSchema('documentId'),
});

export const editDocument = documentCall('editDocument', 'POST /api/LawFirm/document/edit', {
  summary: "Change a document's comment, and its file",
  errors: noSuchDocument,
  query: editDocumentQuerySchema,
  data: documentSchema.nullable(),
  multipart: true,
  upload: { ...documentUpload, fileRequired: false },
});

/** PUT /api/LawFirm/document/statusChange (JSON body): Draft -> Published (publishing again is harmless). */
export const documentStatusChangeBodySchema = z.object({
  documentId: idSchema,
  status: z.literal('Published', { error: 'validation.invalid' }),
});
export type DocumentStatusChangeBody = z.input<typeof documentStatusChangeBodySchema>;

export const changeDocumentStatus = documentCall(
  'changeDocumentStatus',
  'PUT /api/LawFirm/document/statusChange',
  {
    summary: 'Publish a document to the creditors of its case',
    errors: noSuchDocument,
    body: documentStatusChangeBodySchema,
  },
);
