import * as z from 'shared-api/zod';
import { bicSchema, ibanSchema } from './bank-details';
import { fileLanguageSchema, idSchema, optionalDateSchema } from './common';
import {
  caseDividendsSchema,
  creditorProposalSchema,
  dividendAmountSchema,
  dividendSettingsSchema,
  firmProposalSchema,
} from './dividend-views';
import { caseIdSchema, endpointGroup, fileDownload, recordIdSchema } from './endpoint';
import { priorityAssetSchema } from './priority-class';

/**
 * Dividends (utdelning, beyond the original contract): the trustee enters what is to be distributed and the portal
 * computes each admitted claim's dividend into a numbered, frozen version of the proposal
 * (utdelningsförslag); A and U draft and publish it, only A records that it was confirmed (fastställd)
 * and final (laga kraft), downloads the payment file and marks payments. Creditors (and the debt
 * collectors they approve) read their own lines and the class totals of each published version.
 * The rules of the computation: docs/decisions/0037-dividend-computation.md.
 */

export * from './dividend-views';

const NO_CASE = 'No such case, or one the caller may not see';
const NO_PROPOSAL = 'No such proposal, or one the caller may not see';
const firm = endpointGroup({ tag: 'Dividends', roles: ['A', 'U'] });
const admin = endpointGroup({ tag: 'Dividends', roles: ['A'] });

/** GET /api/LawFirm/dividends?caseId=: settings, estate account, the assets to enter and every version. */
export const getCaseDividends = firm('getCaseDividends', 'GET /api/LawFirm/dividends', {
  summary: "Read a case's dividend proposals and what a new one needs",
  errors: { 404: NO_CASE },
  query: caseIdSchema,
  data: caseDividendsSchema,
});

export const draftProposalBodySchema = z.object({
  caseId: idSchema,
  /** The proceeds of each asset the special priorities attach to. */
  assets: z
    .array(
      z.object({ asset: priorityAssetSchema.min(1, 'validation.required'), amount: dividendAmountSchema }),
    )
    .max(200, 'validation.tooLong')
    .default([]),
  /** The amount for general priority, non-priority and subordinated claims. */
  rest: dividendAmountSchema,
});
export type DraftProposalBody = z.input<typeof draftProposalBodySchema>;

/** POST /api/LawFirm/dividends/proposal: computes a new version from the admitted claims as they stand. */
export const draftProposal = firm('draftProposal', 'POST /api/LawFirm/dividends/proposal', {
  summary: 'Compute a new version of the dividend proposal',
  description:
    'Freezes the dividends of every admitted claim (Approved or Paid) as the next version, a draft. 400 names the ' +
    'claims without a decided priority class and any asset no claim attaches to; 409 once a version is confirmed.',
  errors: { 404: NO_CASE, 409: 'A version of the proposal has been confirmed already' },
  body: draftProposalBodySchema,
  data: z.object({ proposalId: z.number().int(), version: z.number().int() }),
});

export const proposalQuerySchema = recordIdSchema('proposalId');
export const proposalBodySchema = recordIdSchema('proposalId');

/** GET /api/LawFirm/dividends/proposal?proposalId=: one version with every line and its bank details' standing. */
export const getProposal = firm('getProposal', 'GET /api/LawFirm/dividends/proposal', {
  summary: 'Read one version of the dividend proposal with every line',
  errors: { 404: NO_PROPOSAL },
  query: proposalQuerySchema,
  data: firmProposalSchema,
});

export const proposalFileQuerySchema = z.object({
  proposalId: idSchema,
  format: z.enum(['xlsx', 'pdf'], { error: 'validation.invalid' }),
  lang: fileLanguageSchema,
});

/** GET /api/LawFirm/dividends/proposal/file?proposalId=&format=pdf|xlsx&lang=: "utdelningsforslag-<case>-v<n>.pdf". */
export const downloadProposal = firm('downloadProposal', 'GET /api/LawFirm/dividends/proposal/file', {
  summary: 'Download one version of the dividend proposal (PDF or XLSX)',
  errors: { 404: NO_PROPOSAL },
  query: proposalFileQuerySchema,
  ...fileDownload(['xlsx', 'pdf']),
});

/** PUT /api/LawFirm/dividends/publish: the creditors see the version and are mailed. */
export const publishProposal = firm('publishProposal', 'PUT /api/LawFirm/dividends/publish', {
  summary: 'Publish a drafted version to the creditors of the case',
  errors: { 404: NO_PROPOSAL, 409: 'The version is published already, or a later one exists' },
  body: proposalBodySchema,
});

export const proposalDatesBodySchema = z.object({
  proposalId: idSchema,
  /** Sent to the supervisory authority (A or U). Absent: unchanged; empty: cleared. */
  sentToAuthorityOn: optionalDateSchema,
  /** Confirmed (fastställd), A only. */
  confirmedOn: optionalDateSchema,
  /** Final (laga kraft), A only; the creditors are mailed. */
  finalOn: optionalDateSchema,
});
export type ProposalDatesBody = z.input<typeof proposalDatesBodySchema>;

/** PUT /api/LawFirm/dividends/dates: records the version's dates, each audited. */
export const recordProposalDates = firm('recordProposalDates', 'PUT /api/LawFirm/dividends/dates', {
  summary: "Record a published version's dates",
  description:
    'Sent to the supervisory authority (A, U); confirmed and final (A only: 403 for U). Confirmed needs a published ' +
    'version that is the latest; final needs confirmed; once final, the dates stand (409).',
  errors: { 404: NO_PROPOSAL, 409: 'The dates do not fit the version as it stands' },
  body: proposalDatesBodySchema,
});

export const estateAccountBodySchema = z.object({ caseId: idSchema, iban: ibanSchema, bic: bicSchema });
export type EstateAccountBody = z.input<typeof estateAccountBodySchema>;

/** PUT /api/LawFirm/dividends/estateAccount: the estate's account the payment file pays from. */
export const setEstateAccount = admin('setEstateAccount', 'PUT /api/LawFirm/dividends/estateAccount', {
  summary: "Set the estate's account the dividends are paid from",
  errors: { 404: NO_CASE },
  body: estateAccountBodySchema,
});

export const dividendSettingsBodySchema = z.object({
  minimumDividend: dividendAmountSchema,
  bankDetailsHoldDays: z.coerce
    .number<number | string>({ error: 'validation.holdDays' })
    .int('validation.holdDays')
    .min(0, 'validation.holdDays')
    .max(60, 'validation.holdDays'),
});
export type DividendSettingsBody = z.input<typeof dividendSettingsBodySchema>;

/** PUT /api/LawFirm/dividends/settings: the firm's minimum dividend and hold days. */
export const saveDividendSettings = admin('saveDividendSettings', 'PUT /api/LawFirm/dividends/settings', {
  summary: "Change the firm's minimum dividend and bank-details hold",
  body: dividendSettingsBodySchema,
  data: dividendSettingsSchema,
});

export const confirmBankDetailsBodySchema = z.object({ proposalId: idSchema, lineNumber: idSchema });

/** PUT /api/LawFirm/dividends/confirmBankDetails: the trustee called the creditor; lifts the hold. */
export const confirmBankDetails = admin(
  'confirmBankDetails',
  'PUT /api/LawFirm/dividends/confirmBankDetails',
  {
    summary: "Confirm a line's bank details after calling the creditor",
    errors: { 404: NO_PROPOSAL, 409: 'The line has no bank details to confirm' },
    body: confirmBankDetailsBodySchema,
  },
);

/** GET /api/LawFirm/dividends/paymentFile?proposalId=: ISO 20022 pain.001.001.03 in SEK. */
export const downloadPaymentFile = admin('downloadPaymentFile', 'GET /api/LawFirm/dividends/paymentFile', {
  summary: 'Download the payment file (pain.001) of a final version',
  description:
    'One credit transfer in SEK from the estate account per line paid out and not yet paid; end-to-end id = case ' +
    'number and line number. 409 before the version is final, without an estate account, or naming the lines ' +
    'without bank details or with details held.',
  errors: {
    404: NO_PROPOSAL,
    409: 'Not final yet, no estate account, or lines without payable bank details',
  },
  query: proposalQuerySchema,
  ...fileDownload(['xml']),
});

export const markPaymentsBodySchema = z
  .object({
    proposalId: idSchema,
    lineNumbers: z.array(idSchema, { error: 'validation.required' }).min(1, 'validation.required').max(5000),
    status: z.enum(['Paid', 'Returned'], { error: 'validation.invalid' }),
    /** The day the bank paid (Paid); default today. */
    paidOn: optionalDateSchema,
    /** Why the payment came back (Returned). */
    reason: z.string().trim().max(500, 'validation.tooLong').optional(),
  })
  .refine((body) => body.status !== 'Returned' || Boolean(body.reason), {
    path: ['reason'],
    message: 'validation.paymentReason',
  });
export type MarkPaymentsBody = z.input<typeof markPaymentsBodySchema>;

/** PUT /api/LawFirm/dividends/payments: marks lines paid, or returned with a reason. */
export const markPayments = admin('markPayments', 'PUT /api/LawFirm/dividends/payments', {
  summary: 'Mark lines of a final version paid or returned',
  errors: { 404: NO_PROPOSAL, 409: 'Not final yet, or a line that is not paid out' },
  body: markPaymentsBodySchema,
});

export const creditorDividendsQuerySchema = z.object({
  caseId: idSchema,
  creditorId: idSchema.describe('The caller itself, or (a debt collector) a creditor that approves it'),
});

/** GET /api/Creditor/dividends?caseId=&creditorId=: the creditor's lines and the class totals of each published version. */
export const getCreditorDividends = endpointGroup({ tag: 'Dividends', roles: ['C', 'D'] })(
  'getCreditorDividends',
  'GET /api/Creditor/dividends',
  {
    summary: "Read a creditor's dividend lines in a case",
    errors: { 404: NO_CASE },
    query: creditorDividendsQuerySchema,
    data: z.array(creditorProposalSchema),
  },
);
