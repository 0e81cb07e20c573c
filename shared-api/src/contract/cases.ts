import * as z from 'shared-api/zod';
import {
  dateSchema,
  dateTimeSchema,
  flagSchema,
  idSchema,
  optionalDateSchema,
  optionalEmailSchema,
  optionalIdSchema,
  optionalText,
  requiredText,
  totalCountSchema,
} from './common';
import {
  caseIdSchema,
  endpointGroup,
  optionalFlagSchema,
  pagedListSchema,
  pagedQuerySchema,
} from './endpoint';

/**
 * Cases. A case concerns one debtor; its status is
 * a phase 1..7 with no transition rules.
 */

export const CASE_STATUS_MIN = 1;
export const CASE_STATUS_MAX = 7;

/** Phase 1..7; accepts "3" from a select. */
export const caseStatusIdSchema = z.coerce
  .number<number | string>({ error: 'validation.statusRequired' })
  .int('validation.statusRequired')
  .min(CASE_STATUS_MIN, 'validation.statusRequired')
  .max(CASE_STATUS_MAX, 'validation.statusRequired');

/** Absent stays absent (undefined: unchanged); "" or null: none (null); a date: "2026-04-30". */
export const claimsDeadlineInputSchema = z
  .union([z.literal(''), z.null(), z.iso.date(), z.iso.datetime({ offset: true, local: true })], {
    error: 'validation.date',
  })
  .optional()
  .transform((value) => (value === undefined ? undefined : value ? value.slice(0, 10) : null));

/**
 * The case payload of POST /api/Case/add. `lawFirmId` and `lawfirmName` are
 * taken from the session by the server (sent by the original, ignored now).
 */
export const addCaseBodySchema = z.object({
  debtorName: requiredText('validation.debtorNameRequired'),
  /** Organisation number, e.g. "556677-8899" (or a personal identity number); not format-checked (foreign debtors). */
  debtorOrgnr: requiredText('validation.orgNumberRequired', 32),
  lawFirmId: optionalIdSchema,
  court: optionalText(200),
  /** The court's decision date, "2026-03-14"; empty or null for none. */
  dateDecision: optionalDateSchema,
  /** The court's case number (K-number), e.g. "K 1234-26". */
  knr: requiredText('validation.kNumberRequired', 64),
  lawyerName: optionalText(200),
  managerName: optionalText(200),
  administratorName: optionalText(200),
  administratorEmail: optionalEmailSchema,
  lawfirmName: optionalText(200),
  caseNotes: optionalText(8000),
  /** A sector id from caseSectorIndustryResponses; not validated in the form, null for none. */
  debtorSectorId: optionalIdSchema,
  status: caseStatusIdSchema,
  /** Whether creditors may write messages in this case. */
  isAllowCreditorNotification: optionalFlagSchema,
  /**
   * Beyond the original contract: the claims deadline (bevakningsdag), "2026-04-30". Absent: left as
   * it is (a client that does not know it never clears it); empty or null: no deadline.
   */
  claimsDeadline: claimsDeadlineInputSchema,
  /**
   * Beyond the original contract: the claims procedure's dates, each read like `claimsDeadline` (absent: unchanged;
   * empty or null: none). The day the trustee decided to hold a claims procedure; the objection deadline
   * (anmärkningsdag), after the claims deadline; the settlement deadline, after the objection deadline.
   */
  claimsProcedureDecidedOn: claimsDeadlineInputSchema,
  objectionDeadline: claimsDeadlineInputSchema,
  settlementDeadline: claimsDeadlineInputSchema,
});
export type AddCaseBody = z.input<typeof addCaseBodySchema>;

/** PUT /api/Case/update: the same payload with `caseId`. The server sets dateEdited to now. */
export const updateCaseBodySchema = addCaseBodySchema.extend(caseIdSchema.shape);
export type UpdateCaseBody = z.input<typeof updateCaseBodySchema>;

/** A case as every read returns it (list item and details alike). */
export const caseSchema = z.object({
  caseId: z.number().int(),
  debtorName: z.string(),
  debtorOrgnr: z.string(),
  knr: z.string(),
  /** Phase 1..7 */
  status: z.number().int().min(CASE_STATUS_MIN).max(CASE_STATUS_MAX),
  /** "Phase 3" / "Fas 3", in the caller's language (Accept-Language). */
  statusName: z.string(),
  lawFirmId: z.number().int(),
  lawfirmName: z.string(),
  debtorSectorId: z.number().int().nullable(),
  /** Sector name in the caller's language, or null. */
  debtorSector: z.string().nullable(),
  court: z.string().nullable(),
  /** Calendar date "2026-03-14" (a full ISO date-time is read too), or null. */
  dateDecision: dateSchema.nullable(),
  /** ISO-8601 UTC date-time of the last edit. */
  dateEdited: dateTimeSchema,
  lawyerName: z.string().nullable(),
  managerName: z.string().nullable(),
  administratorName: z.string().nullable(),
  administratorEmail: z.string().nullable(),
  caseNotes: z.string().nullable(),
  isAllowCreditorNotification: z.boolean(),
  /** Beyond the original contract: the claims deadline (bevakningsdag) "2026-04-30", or null; absent from an older server. */
  claimsDeadline: z.iso.date().nullable().optional(),
  /** Beyond the original contract: the day the trustee decided to hold a claims procedure, or null. */
  claimsProcedureDecidedOn: z.iso.date().nullable().optional(),
  /** Beyond the original contract: the objection deadline (anmärkningsdag), or null. */
  objectionDeadline: z.iso.date().nullable().optional(),
  /** Beyond the original contract: the settlement deadline; objections still open after it are disputes. Or null. */
  settlementDeadline: z.iso.date().nullable().optional(),
});
export type Case = z.infer<typeof caseSchema>;

export const caseStatusSchema = z.object({
  caseStatusId: z.number().int(),
  /** "Phase 1" / "Fas 1" */
  status: z.string(),
});
export type CaseStatus = z.infer<typeof caseStatusSchema>;

/** A sector (SNI 2007 section) in the caller's language. */
export const caseSectorSchema = z.object({
  caseSectorIndustriesId: z.number().int(),
  name: z.string(),
  /** SNI section letter, e.g. "F" (beyond the original). */
  code: z.string().optional(),
});
export type CaseSector = z.infer<typeof caseSectorSchema>;

const caseCall = endpointGroup({ tag: 'Cases', roles: ['A'] });
/** The firm administrator's changes to one of its cases. */
const noSuchCase = { 404: "No such case of the caller's firm" };
const ownCaseCall = endpointGroup({ tag: 'Cases', roles: ['A'], errors: noSuchCase });

export const addCase = caseCall('addCase', 'POST /api/Case/add', {
  summary: "Add a case to the caller's law firm",
  body: addCaseBodySchema,
  data: z.object({ caseId: z.number().int() }).nullable(),
});

/** GET /api/Case/get: the firm's cases plus the status and sector lists for the form. `search` matches debtor name, org. number or K-number. */
export const getCases = caseCall('getCases', 'GET /api/Case/get', {
  summary: "List the firm's cases, with the status and sector lists",
  errors: { 404: "No such law firm, or another firm than the caller's" },
  query: pagedQuerySchema({ lawFirmId: idSchema }),
  data: z.object({
    casesResponses: z.array(caseSchema),
    caseStatusResponses: z.array(caseStatusSchema),
    caseSectorIndustryResponses: z.array(caseSectorSchema),
    totalCount: totalCountSchema,
  }),
  roles: ['A', 'U'],
});

/** GET /api/case/getCaseById: A and U of the owning firm; C and D only for a case they follow. */
export const getCaseById = caseCall('getCaseById', 'GET /api/case/getCaseById', {
  summary: 'Read one case',
  errors: { 404: 'No such case, or one the caller may not see' },
  query: caseIdSchema,
  data: caseSchema,
  roles: ['A', 'U', 'C', 'D'],
});

export const updateCase = ownCaseCall('updateCase', 'PUT /api/Case/update', {
  summary: 'Update a case',
  body: updateCaseBodySchema,
  data: caseSchema.nullable(),
});

export const deleteCase = ownCaseCall('deleteCase', 'DELETE /api/Case/delete', {
  summary: 'Delete a case with its claims, documents and messages',
  query: caseIdSchema,
});

/**
 * GET /api/Case/getAllCases: every case of every firm, for the select-case screen
 * of creditors and debt collectors (and S). `search` matches debtor name, org. number or K-number.
 * With `followedFirst` (C, D; beyond the original) the cases the caller follows come first, each group by
 * debtor name, so a paged list keeps the followed ones on the first pages. For C and D the server leaves out what only the firm should read (notes,
 * administrator e-mail: null).
 */
export const getAllCases = caseCall('getAllCases', 'GET /api/Case/getAllCases', {
  summary: 'List the cases creditors can follow (S: every case)',
  query: pagedQuerySchema({ followedFirst: flagSchema.optional() }),
  data: pagedListSchema('casesResponses', caseSchema),
  roles: ['S', 'C', 'D'],
});
