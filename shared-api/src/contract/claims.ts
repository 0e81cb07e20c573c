import * as z from 'shared-api/zod';
import { claimStepsShape, claimUpload, invoiceIdSchema, noSuchClaim } from './claim-steps';
import {
  claimStatusSchema,
  dateTimeSchema,
  flagSchema,
  idSchema,
  optionalIdSchema,
  optionalText,
  requiredText,
} from './common';
import {
  caseIdSchema,
  endpointGroup,
  fileDownload,
  noSuchFile,
  optionalFlagSchema,
  pagedListSchema,
  pagedQuerySchema,
  storedFileDownload,
} from './endpoint';
import { listPeriodSchema } from './list-filters';
import { amountInputSchema, amountSchema } from './money';

export * from './claim-decisions';
export * from './claim-steps';

/**
 * The claim centre ("invoices"). A claim is a creditor's demand
 * against the debtor with an attached file. Amounts: see money.ts (exact
 * decimal strings). Add and update are multipart with the text fields as FORM
 * fields (strings on the wire, parsed here) and the file in the part `File`.
 */

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

const claimCall = endpointGroup({ tag: 'Claims', roles: ['A', 'U', 'C', 'D'] });
/** The firm of the case (A, U). */
const firmCall = endpointGroup({ tag: 'Claims', roles: ['A', 'U'] });
/** The claim's creditor, or the debt collector filing for it. */
const claimantCall = endpointGroup({ tag: 'Claims', roles: ['C', 'D'] });
const noSuchCase = { 404: 'No such case' };
const claimDecided = { 404: 'No such claim', 409: 'The claim is already Approved or Paid' };

export const getClaimBases = claimCall('getInvoiceKeyValues', 'GET /api/Creditor/invoice/keyValues', {
  summary: 'List the claim bases',
  data: z.object({ keyValueList: z.array(keyValueSchema) }),
});

/**
 * POST /api/Creditor/invoice/add (multipart form). Who files decides what is
 * taken from the session (docs/decisions/0005-fields-a-caller-may-not-set.md): for C, `CreditorId` is its own, status
 * Pending, never IsCreatedByLawFirm; for D, `DebtByDebtCollector` true with
 * `CreditorId` a creditor it is mapped to that follows the case (or false: its
 * own claim); for A and U (registering for a creditor of the case),
 * `CreditorId` is required and `IsCreatedByLawFirm` is true.
 */
export const addClaimBodySchema = z.object({
  CaseId: idSchema,
  CreditorId: optionalIdSchema,
  IsCreatedByLawFirm: flagSchema.optional(),
  /** Only the firm may set it; a creditor's claim is always Pending. */
  InvoiceStatus: claimStatusSchema.optional(),
  /** SEK, > 0, at most two decimals: 12500, "12500.5", "12 500,50" -> "12500.50". */
  ClaimAmount: amountInputSchema,
  /** A keyValue of ClaimBasis, e.g. "SupplierInvoice". */
  ClaimBasis: requiredText('validation.claimBasisRequired', 100),
  /** Whether the creditor claims a priority right (förmånsrätt). */
  ClaimPriorityRight: optionalFlagSchema,
  /** The creditor's own reference, e.g. an invoice number. */
  ClaimRefernce: optionalText(100), // sic: "Refernce"
  Invoicecomment: optionalText(2000),
  DebtByDebtCollector: optionalFlagSchema,
  /** Ignored: the signed-in debt collector. */
  DebtCollectorId: optionalIdSchema,
});
export type AddClaimBody = z.input<typeof addClaimBodySchema>;

/** PUT /api/Creditor/invoice/update (multipart form): a new file is optional; puts the claim back to Pending. */
export const updateClaimBodySchema = addClaimBodySchema.extend({ InvoiceId: idSchema });
export type UpdateClaimBody = z.input<typeof updateClaimBodySchema>;

export const claimDocumentSchema = z.object({
  /** Original file name. */
  invoiceName: z.string(),
  /** Stored file name: the `fileName` for GET /api/Creditor/invoice/download. */
  invoiceFullName: z.string(),
  invoicecomment: z.string().nullable(),
  /** Bytes (beyond the original). */
  fileSize: z.number().int().nonnegative().optional(),
});

export const claimSchema = z.object({
  invoiceId: z.number().int(),
  caseId: z.number().int(),
  invoiceStatus: claimStatusSchema,
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
  invoiceDocumentResponse: claimDocumentSchema,
  // Beyond the original contract: optional, so an older server that leaves them out still parses.
  /** The claim's number in its case, in filing order (1, 2, 3, …), never reused. */
  claimNumber: z.number().int().positive().optional(),
  /** Filed after the end of the case's claims deadline (bevakningsdag, Swedish time). */
  isLate: z.boolean().optional(),
  /** The approved amount of an Approved or Paid claim ("8000.00"); less than claimed is a partial approval. */
  approvedAmount: amountSchema.nullable().optional(),
  /** The firm's reason for its decision (required for Rejected and for a partial approval). */
  decisionReason: z.string().nullable().optional(),
  /** When the firm last decided (ISO-8601 UTC), or null while Pending. */
  decidedOn: dateTimeSchema.nullable().optional(),
  /** SHA-256 (hex) of the attached file, as the receipt shows it. */
  fileSha256: z.string().nullable().optional(),
  ...claimStepsShape,
});
export type Claim = z.infer<typeof claimSchema>;

/** Claimed and approved amounts of a set of claims (approved: of Approved and Paid ones; in full without an amount). */
const claimAmountsSchema = z.object({
  count: z.number().int().nonnegative().describe('How many claims'),
  claimAmount: amountSchema.describe('Claimed in all, SEK ("125000.00")'),
  approvedAmount: amountSchema.describe(
    'Approved in all, SEK: of Approved and Paid claims, in full without an amount',
  ),
});

/**
 * Paged answers only: the claim centre's total and chart, summed in SQL. The
 * totals cover every claim that matches the query (all pages); `byStatus` covers those that
 * match every filter but `invoiceStatus`, one entry per status in the order Pending, Approved,
 * Rejected, Paid, so the chart keeps all four while the list shows one.
 */
export const claimTotalsSchema = claimAmountsSchema
  .extend({
    byStatus: z
      .array(claimAmountsSchema.extend({ invoiceStatus: claimStatusSchema }))
      .describe('The chart: per status (Pending, Approved, Rejected, Paid), every filter but invoiceStatus'),
  })
  .describe('Paged answers only: the total and the chart of the claims matching the query (all pages)');
export type ClaimTotals = z.infer<typeof claimTotalsSchema>;

const claimListSchema = pagedListSchema('invoiceList', claimSchema).extend({
  totals: claimTotalsSchema.optional(),
});

/**
 * Filters of both claim lists. Beyond the original, all optional, answered in SQL;
 * without them the original call answers as before. With `page` or `pageSize`: one page, newest
 * first, with `totalCount` and `totals`. `search` matches the file name or the reference.
 */
export const claimListQuerySchema = pagedQuerySchema({
  invoiceStatus: claimStatusSchema.optional().describe('Only claims in this status'),
  isLate: flagSchema
    .optional()
    .describe("true: only claims filed after the case's claims deadline; false: only those filed in time"),
  period: listPeriodSchema.optional().describe('Filed in this period'),
});
export type ClaimListQuery = z.input<typeof claimListQuerySchema>;

export const addClaim = claimCall('addInvoice', 'POST /api/Creditor/invoice/add', {
  summary: 'File a claim with its file',
  errors: noSuchCase,
  body: addClaimBodySchema,
  data: claimSchema.nullable(),
  multipart: true,
  upload: claimUpload,
});

/** Only the claim's creditor (or the debt collector that filed it), only while Pending or Rejected (else 409). */
export const updateClaim = claimantCall('updateInvoice', 'PUT /api/Creditor/invoice/update', {
  summary: 'Edit a claim, while Pending or Rejected',
  errors: claimDecided,
  body: updateClaimBodySchema,
  data: claimSchema.nullable(),
  multipart: true,
  upload: { ...claimUpload, fileRequired: false },
});

/** GET /api/LawFirm/invoice/get: every claim of the case (claimListQuerySchema: paging and filters). */
export const lawFirmGetClaims = firmCall('lawFirmGetInvoices', 'GET /api/LawFirm/invoice/get', {
  summary: 'List the claims of a case',
  errors: noSuchCase,
  query: claimListQuerySchema.extend({
    caseId: idSchema,
    creditorId: idSchema.optional().describe("Only this creditor's claims"),
  }),
  data: claimListSchema,
});

/**
 * POST /api/Creditor/invoice/get: the caller's claims in the case (D: also those it filed for
 * creditors); the query takes claimListQuerySchema's paging and filters.
 */
export const creditorGetClaimsBodySchema = caseIdSchema.extend({ creditorId: idSchema });
export type CreditorGetClaimsBody = z.input<typeof creditorGetClaimsBodySchema>;

export const creditorGetClaims = claimantCall('creditorGetInvoices', 'POST /api/Creditor/invoice/get', {
  summary: "List the caller's claims in a case",
  errors: noSuchCase,
  query: claimListQuerySchema,
  body: creditorGetClaimsBodySchema,
  data: claimListSchema,
});

/** GET /api/Creditor/invoice/download?fileName=: the claim file, for the firm of the case or the claim's creditor/debt collector. */
export const downloadClaimFile = claimCall('downloadInvoice', 'GET /api/Creditor/invoice/download', {
  summary: "Download a claim's file",
  errors: noSuchFile,
  ...storedFileDownload(claimUpload.kinds),
});

/**
 * DELETE /api/Creditor/invoice/deleteInvoice?invoiceId=: C/D their own claim
 * while Pending or Rejected (else 409); A and U a claim of their firm's case
 * (docs/decisions/0013-no-dead-buttons.md: the firm's Delete works, with confirmation and audit).
 */
export const deleteClaim = claimCall('deleteInvoice', 'DELETE /api/Creditor/invoice/deleteInvoice', {
  summary: 'Delete a claim',
  errors: claimDecided,
  query: invoiceIdSchema,
});

/**
 * Beyond the original contract: GET /api/Creditor/invoice/receipt?invoiceId=: the claim's PDF
 * receipt in the filer's language (case, debtor, claim number, creditor, filer, amount, basis,
 * priority, reference, time filed, the file's name and SHA-256). The firm of the case, the claim's
 * creditor, or the debt collector that filed it (while approved); anyone else: 404.
 */
export const downloadClaimReceipt = claimCall('downloadInvoiceReceipt', 'GET /api/Creditor/invoice/receipt', {
  summary: "Download a claim's PDF receipt",
  errors: noSuchClaim,
  query: invoiceIdSchema,
  ...fileDownload(['pdf']),
});
