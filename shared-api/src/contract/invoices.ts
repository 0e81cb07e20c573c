import { z } from 'zod';
import {
  dateTimeSchema,
  defineEndpoint,
  flagSchema,
  idSchema,
  invoiceStatusSchema,
  MAX_UPLOAD_BYTES,
  noDataSchema,
  optionalIdSchema,
  optionalText,
  pagingQuerySchema,
  requiredText,
  totalCountSchema,
  type UploadRules,
} from './common';
import { amountInputSchema, amountSchema } from './money';

/**
 * The claim centre ("invoices", spec 2 §3, §7). A claim is a creditor's demand
 * against the debtor with an attached file. Amounts: see money.ts (exact
 * decimal strings). Add and update are multipart with the text fields as FORM
 * fields (strings on the wire, parsed here) and the file in the part `File`.
 */

export const claimUpload = {
  fileField: 'File',
  fileRequired: true,
  kinds: ['pdf', 'doc', 'docx', 'xls', 'xlsx'],
  maxBytes: MAX_UPLOAD_BYTES,
  fieldsIn: 'form',
} as const satisfies UploadRules;

/** Key values: `ClaimBasis` supplies the basis-of-claim options. */
export const CLAIM_BASIS_KEY = 'ClaimBasis';

export const keyValueSchema = z.object({
  keyName: z.string(),
  /** The stable value sent back as ClaimBasis, e.g. "SupplierInvoice". */
  keyValue: z.string(),
  /** Beyond the original: the label in the caller's language, e.g. "Leverantörsfaktura". */
  label: z.string().optional(),
});
export type KeyValue = z.infer<typeof keyValueSchema>;

export const getInvoiceKeyValues = defineEndpoint({
  method: 'GET',
  path: '/api/Creditor/invoice/keyValues',
  data: z.object({ keyValueList: z.array(keyValueSchema) }),
  roles: ['A', 'U', 'C', 'D'],
});

/**
 * POST /api/Creditor/invoice/add (multipart form). Who files decides what is
 * taken from the session (DECISIONS): for C, `CreditorId` is its own, status
 * Pending, never IsCreatedByLawFirm; for D, `DebtByDebtCollector` true with
 * `CreditorId` a creditor it is mapped to that follows the case (or false: its
 * own claim); for A and U (registering for a creditor of the case),
 * `CreditorId` is required and `IsCreatedByLawFirm` is true.
 */
export const addInvoiceBodySchema = z.object({
  CaseId: idSchema,
  CreditorId: optionalIdSchema,
  IsCreatedByLawFirm: flagSchema.optional(),
  /** Only the firm may set it; a creditor's claim is always Pending. */
  InvoiceStatus: invoiceStatusSchema.optional(),
  /** SEK, > 0, at most two decimals: 12500, "12500.5", "12 500,50" -> "12500.50". */
  ClaimAmount: amountInputSchema,
  /** A keyValue of ClaimBasis, e.g. "SupplierInvoice". */
  ClaimBasis: requiredText('validation.claimBasisRequired', 100),
  /** Whether the creditor claims a priority right (förmånsrätt). */
  ClaimPriorityRight: flagSchema.optional().default(false),
  /** The creditor's own reference, e.g. an invoice number. */
  ClaimRefernce: optionalText(100), // sic: "Refernce"
  Invoicecomment: optionalText(2000),
  DebtByDebtCollector: flagSchema.optional().default(false),
  /** Ignored: the signed-in debt collector. */
  DebtCollectorId: optionalIdSchema,
});
export type AddInvoiceBody = z.input<typeof addInvoiceBodySchema>;

/** PUT /api/Creditor/invoice/update (multipart form): a new file is optional; puts the claim back to Pending. */
export const updateInvoiceBodySchema = addInvoiceBodySchema.extend({ InvoiceId: idSchema });
export type UpdateInvoiceBody = z.input<typeof updateInvoiceBodySchema>;

export const invoiceDocumentSchema = z.object({
  /** Original file name. */
  invoiceName: z.string(),
  /** Stored file name: the `fileName` for GET /api/Creditor/invoice/download. */
  invoiceFullName: z.string(),
  invoicecomment: z.string().nullable(),
  /** Bytes (beyond the original). */
  fileSize: z.number().int().nonnegative().optional(),
});

export const invoiceSchema = z.object({
  invoiceId: z.number().int(),
  caseId: z.number().int(),
  invoiceStatus: invoiceStatusSchema,
  /** "12500.50" (SEK) */
  claimAmount: amountSchema,
  claimBasis: z.string(),
  claimPriorityRight: z.boolean(),
  claimRefernce: z.string().nullable(), // sic
  /** ISO-8601 UTC */
  createdOn: dateTimeSchema,
  /** Name of whoever filed it (firm user, creditor or debt collector). */
  createdBy: z.string(),
  isCreatedByLawFirm: z.boolean(),
  lawFirmName: z.string().nullable(),
  creditorName: z.string(),
  creditorId: z.number().int(),
  creditorCompanyOrgNr: z.string(),
  /** The debt collector that filed it for the creditor, else null. */
  debtCollectorName: z.string().nullable(),
  debtByDebtCollector: z.boolean(),
  debtCollectorId: z.number().int().nullable().optional(),
  invoiceDocumentResponse: invoiceDocumentSchema,
});
export type Invoice = z.infer<typeof invoiceSchema>;

const invoiceListSchema = z.object({ invoiceList: z.array(invoiceSchema), totalCount: totalCountSchema });

export const addInvoice = defineEndpoint({
  method: 'POST',
  path: '/api/Creditor/invoice/add',
  body: addInvoiceBodySchema,
  data: invoiceSchema.nullable(),
  multipart: true,
  upload: claimUpload,
  roles: ['A', 'U', 'C', 'D'],
});

/** Only the claim's creditor (or the debt collector that filed it), only while Pending or Rejected (else 409). */
export const updateInvoice = defineEndpoint({
  method: 'PUT',
  path: '/api/Creditor/invoice/update',
  body: updateInvoiceBodySchema,
  data: invoiceSchema.nullable(),
  multipart: true,
  upload: { ...claimUpload, fileRequired: false },
  roles: ['C', 'D'],
});

/** GET /api/LawFirm/invoice/get: every claim of the case. `search` matches file name or reference. */
export const lawFirmGetInvoices = defineEndpoint({
  method: 'GET',
  path: '/api/LawFirm/invoice/get',
  query: pagingQuerySchema.extend({
    caseId: idSchema,
    /** Beyond the original: only claims in this status. */
    invoiceStatus: invoiceStatusSchema.optional(),
  }),
  data: invoiceListSchema,
  roles: ['A', 'U'],
});

/** POST /api/Creditor/invoice/get: the caller's claims in the case (D: also those it filed for creditors). */
export const creditorGetInvoicesBodySchema = z.object({ caseId: idSchema, creditorId: idSchema });
export type CreditorGetInvoicesBody = z.input<typeof creditorGetInvoicesBodySchema>;

export const creditorGetInvoices = defineEndpoint({
  method: 'POST',
  path: '/api/Creditor/invoice/get',
  query: pagingQuerySchema,
  body: creditorGetInvoicesBodySchema,
  data: invoiceListSchema,
  roles: ['C', 'D'],
});

/** GET /api/Creditor/invoice/download?fileName=: the claim file, for the firm of the case or the claim's creditor/debt collector. */
export const downloadInvoice = defineEndpoint({
  method: 'GET',
  path: '/api/Creditor/invoice/download',
  query: z.object({
    fileName: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, 'validation.required')
      .max(255, 'validation.tooLong'),
  }),
  data: z.null(),
  download: true,
  roles: ['A', 'U', 'C', 'D'],
});

/**
 * DELETE /api/Creditor/invoice/deleteInvoice?invoiceId=: C/D their own claim
 * while Pending or Rejected (else 409); A and U a claim of their firm's case
 * (DECISIONS: the firm's Delete works, with confirmation and audit).
 */
export const deleteInvoice = defineEndpoint({
  method: 'DELETE',
  path: '/api/Creditor/invoice/deleteInvoice',
  query: z.object({ invoiceId: idSchema }),
  data: noDataSchema,
  roles: ['A', 'U', 'C', 'D'],
});

/** PUT /api/LawFirm/invoice/update (JSON body): the firm sets any of the four statuses, in any order. */
export const updateInvoiceStatusBodySchema = z.object({
  invoiceId: idSchema,
  invoiceStatus: invoiceStatusSchema,
});
export type UpdateInvoiceStatusBody = z.input<typeof updateInvoiceStatusBodySchema>;

export const updateInvoiceStatus = defineEndpoint({
  method: 'PUT',
  path: '/api/LawFirm/invoice/update',
  body: updateInvoiceStatusBodySchema,
  data: noDataSchema,
  roles: ['A', 'U'],
});
