import { z } from 'zod';
import {
  dateTimeSchema,
  defineEndpoint,
  documentStatusSchema,
  idSchema,
  MAX_UPLOAD_BYTES,
  noDataSchema,
  optionalIdSchema,
  optionalText,
  pagingQuerySchema,
  totalCountSchema,
  type UploadRules,
} from './common';

/**
 * The document centre (spec 2 §3, §7). Uploads start as Draft; Publish makes a
 * document visible to the case's creditors. The text fields travel in the
 * query string, the file in the multipart part `File`.
 */

export const COMMENT_MAX = 2000;

export const documentUpload = {
  fileField: 'File',
  fileRequired: true,
  kinds: ['pdf', 'doc', 'docx', 'xls', 'xlsx'],
  maxBytes: MAX_UPLOAD_BYTES,
  fieldsIn: 'query',
} as const satisfies UploadRules;

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

export const uploadDocument = defineEndpoint({
  method: 'POST',
  path: '/api/LawFirm/document/upload',
  query: uploadDocumentQuerySchema,
  data: documentSchema.nullable(),
  multipart: true,
  upload: documentUpload,
  roles: ['A', 'U'],
});

/** GET /api/LawFirm/document/get: the firm sees all; C and D only Published ones of cases they follow. `search` matches name or comment. */
export const getDocuments = defineEndpoint({
  method: 'GET',
  path: '/api/LawFirm/document/get',
  query: pagingQuerySchema.extend({ caseId: idSchema }),
  data: z.object({
    caseDocumenListt: z.array(documentSchema), // sic: "DocumenListt"
    totalCount: totalCountSchema,
  }),
  roles: ['A', 'U', 'C', 'D'],
});

/**
 * GET /api/LawFirm/document/download?fileName=: streams a document (or a firm's
 * logo, `logoPath`) the caller may see; C and D only published documents of
 * cases they follow, and logos of those cases' firms.
 */
export const downloadDocument = defineEndpoint({
  method: 'GET',
  path: '/api/LawFirm/document/download',
  query: z.object({
    fileName: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, 'validation.required')
      .max(255, 'validation.tooLong'),
    /** Sent by the original with logo downloads (for its cache); optional. */
    lawFirmId: optionalIdSchema,
  }),
  data: z.null(),
  download: true,
  roles: ['S', 'A', 'U', 'C', 'D'],
});

export const deleteDocument = defineEndpoint({
  method: 'DELETE',
  path: '/api/LawFirm/document/delete',
  query: z.object({ documentId: idSchema }),
  data: noDataSchema,
  roles: ['A', 'U'],
});

export const editDocument = defineEndpoint({
  method: 'POST',
  path: '/api/LawFirm/document/edit',
  query: editDocumentQuerySchema,
  data: documentSchema.nullable(),
  multipart: true,
  upload: { ...documentUpload, fileRequired: false },
  roles: ['A', 'U'],
});

/** PUT /api/LawFirm/document/statusChange (JSON body): Draft -> Published (publishing again is harmless). */
export const documentStatusChangeBodySchema = z.object({
  documentId: idSchema,
  status: z.literal('Published', { error: 'validation.invalid' }),
});
export type DocumentStatusChangeBody = z.input<typeof documentStatusChangeBodySchema>;

export const changeDocumentStatus = defineEndpoint({
  method: 'PUT',
  path: '/api/LawFirm/document/statusChange',
  body: documentStatusChangeBodySchema,
  data: noDataSchema,
  roles: ['A', 'U'],
});
