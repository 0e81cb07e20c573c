import * as z from 'shared-api/zod';
import { dateTimeSchema, idSchema, optionalDateSchema, pageFields, userTypeSchema } from './common';
import { endpointGroup, fileDownload } from './endpoint';

/**
 * Beyond the original contract: a case's audit trail for the firm's
 * administrator (A of the firm that runs the case): who did what and when to
 * its messages, documents, claims, claim decisions and the case itself,
 * newest first, filtered and paged in SQL, and the same as CSV.
 */

/**
 * What an entry is about: `decision` is a claim's status change (the trustee's examination);
 * `invitation` the invitations sent from the debtor's creditor list and their acceptance.
 */
export const caseHistoryKinds = [
  'message',
  'document',
  'claim',
  'decision',
  'case',
  'invitation',
  'other',
] as const;
export const caseHistoryKindSchema = z.enum(caseHistoryKinds, { error: 'validation.invalid' });
export type CaseHistoryKind = z.infer<typeof caseHistoryKindSchema>;

/** A person in the trail: the role and id, "U-7" (S, A, U: a user; C, D: a creditor), or "system". */
export const historyActorSchema = z
  .string({ error: 'validation.invalid' })
  .trim()
  .regex(/^(?:[SAUCD]-[1-9]\d{0,9}|system)$/, 'validation.invalid');

/** The filters of both calls; `from` and `to` are whole days in Swedish time, both included. */
export const caseHistoryFilterSchema = z.object({
  caseId: idSchema,
  actor: historyActorSchema.optional().describe('Only this person: "A-2", "C-14", or "system"'),
  kind: caseHistoryKindSchema.optional(),
  from: optionalDateSchema.describe('From this day (Swedish time), "2026-03-01"'),
  to: optionalDateSchema.describe('To this day (Swedish time), included'),
});
export type CaseHistoryFilter = z.input<typeof caseHistoryFilterSchema>;

export const CASE_HISTORY_PAGE_SIZE = 20;

export const caseHistoryQuerySchema = caseHistoryFilterSchema.extend(pageFields(200));
export type CaseHistoryQuery = z.input<typeof caseHistoryQuerySchema>;

export const caseHistoryEntrySchema = z.object({
  /** ISO-8601 UTC */
  at: dateTimeSchema,
  /** The person's name (a user's or creditor's), else the e-mail it had; "" for the system. */
  actorName: z.string(),
  actorRole: z.union([userTypeSchema, z.literal('system')]),
  kind: caseHistoryKindSchema,
  /** The action as recorded: send, edit, delete, read, upload, publish, add, update, status, create … */
  action: z.string(),
  /** One line in the caller's language: "Status Pending → Approved, approved 12500.00 SEK: …". */
  summary: z.string(),
});
export type CaseHistoryEntry = z.infer<typeof caseHistoryEntrySchema>;

export const caseHistoryActorSchema = z.object({
  /** The value of the `actor` filter. */
  actor: z.string(),
  name: z.string(),
  role: z.union([userTypeSchema, z.literal('system')]),
});
export type CaseHistoryActor = z.infer<typeof caseHistoryActorSchema>;

export const caseHistorySchema = z.object({
  entries: z.array(caseHistoryEntrySchema),
  /** Every entry that matches the filters (all pages). */
  total: z.number().int().nonnegative(),
  /** Everyone who appears in this case's trail, whatever the filters: the person filter's choices. */
  actors: z.array(caseHistoryActorSchema),
});
export type CaseHistory = z.infer<typeof caseHistorySchema>;

const caseHistoryCall = endpointGroup({
  tag: 'Cases',
  roles: ['A'],
  errors: { 404: 'No such case, or one of another firm' },
});

/** GET /api/LawFirm/caseHistory: one page (20 by default) of the case's trail, newest first. */
export const getCaseHistory = caseHistoryCall('getCaseHistory', 'GET /api/LawFirm/caseHistory', {
  summary: "List a case's audit trail, filtered and paged",
  description: 'Only the administrator (A) of the firm that runs the case; U, C, D and S answer 403.',
  query: caseHistoryQuerySchema,
  data: caseHistorySchema,
});

/** GET /api/LawFirm/caseHistory/csv: every entry that matches the filters, as CSV for Swedish Excel. */
export const downloadCaseHistoryCsv = caseHistoryCall(
  'downloadCaseHistoryCsv',
  'GET /api/LawFirm/caseHistory/csv',
  {
    summary: "Download a case's audit trail as CSV",
    description:
      'The filters of getCaseHistory, every page. UTF-8 with a BOM, `;` between fields; a cell that a ' +
      "spreadsheet would run as a formula starts with '.",
    query: caseHistoryFilterSchema,
    ...fileDownload(['csv']),
  },
);
