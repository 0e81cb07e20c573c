import * as z from 'shared-api/zod';
import { dateTimeSchema, idSchema, requiredText } from './common';
import {
  endpointGroup,
  fileUpload,
  noSuchFile,
  officeFileKinds,
  recordIdSchema,
  storedFileDownload,
} from './endpoint';
import { amountSchema } from './money';
import { priorityClassSchema } from './priority-class';

/**
 * The steps of a claim after it is filed, beyond the original contract: the trustee asks for more information and
 * the claimant answers; the claimant withdraws its claim; and the claim's state as its creditor (and
 * the debt collector it approved) sees it, with a timeline. Exported through claims.ts.
 */

/** The wire fields a claim gains (optional, so a spec-only server still parses). */
export const claimStepsShape = {
  /** The trustee's decided priority class, or null while undecided. */
  priorityClass: priorityClassSchema.nullable().optional(),
  /** The asset a special priority attaches to. */
  priorityAsset: z.string().nullable().optional(),
  /** When its creditor withdrew it (ISO-8601 UTC), or null. A withdrawn claim counts in no total. */
  withdrawnOn: dateTimeSchema.nullable().optional(),
};

/**
 * The claim's state, latest first wins: Withdrawn; then what objections say (Disputed, Objected,
 * Settled, Decided by the court); then the trustee's decision (Decided); an open question
 * (InformationRequested); UnderReview once the claims deadline has passed or the trustee has asked
 * something; else Received.
 */
export const CLAIM_STATES = [
  'Received',
  'UnderReview',
  'InformationRequested',
  'Decided',
  'Objected',
  'Disputed',
  'Settled',
  'Withdrawn',
] as const;
export const claimStateSchema = z.enum(CLAIM_STATES);
export type ClaimState = z.infer<typeof claimStateSchema>;

export const claimTimelineStepSchema = z.object({
  step: z.enum([...CLAIM_STATES, 'InformationGiven']),
  on: dateTimeSchema,
  /** InformationRequested: the question; InformationGiven: the answer. */
  text: z.string().nullable(),
});
export type ClaimTimelineStep = z.infer<typeof claimTimelineStepSchema>;

export const informationRequestSchema = z.object({
  requestId: z.number().int(),
  question: z.string(),
  askedOn: dateTimeSchema,
  askedBy: z.string(),
  answer: z.string().nullable(),
  answeredOn: dateTimeSchema.nullable(),
  answeredBy: z.string().nullable(),
  /** The answer's file: its name, and the stored name for downloadInformationFile. */
  fileName: z.string().nullable(),
  storedName: z.string().nullable(),
});
export type InformationRequest = z.infer<typeof informationRequestSchema>;

export const claimStateViewSchema = z.object({
  invoiceId: z.number().int(),
  state: claimStateSchema,
  /** The receipt number: the claim's number in its case. */
  claimNumber: z.number().int(),
  /** The open question while InformationRequested, else null. */
  question: z.string().nullable(),
  admittedAmount: amountSchema.nullable(),
  priorityClass: priorityClassSchema.nullable(),
  priorityAsset: z.string().nullable(),
  decisionReason: z.string().nullable(),
  /** Whether the caller may still withdraw it (the register is not final yet). */
  mayWithdraw: z.boolean(),
  /** The register is final after this day (the case's settlement deadline), or null while none is set. */
  finalAfter: z.string().nullable(),
  timeline: z.array(claimTimelineStepSchema),
  requests: z.array(informationRequestSchema),
});
export type ClaimStateView = z.infer<typeof claimStateViewSchema>;

export const QUESTION_MAX = 2000;
/** The rules of a claim's file (add, update) and of the files of its later steps (answers, objections). */
export const claimUpload = fileUpload(officeFileKinds, 'form');
/** An answer may come without a file. */
export const answerUpload = { ...claimUpload, fileRequired: false };

/** `{ invoiceId }`: the query or body of the calls about one claim. */
export const invoiceIdSchema = recordIdSchema('invoiceId');
/** The refusal of a call about a claim that is unknown or not the caller's to see. */
export const noSuchClaim = { 404: 'No such claim, or one the caller may not see' };
/** Whoever may see the claim: the firm of the case, the claimant, its approved debt collector. */
const readerCall = endpointGroup({ tag: 'Claims', roles: ['A', 'U', 'C', 'D'] });
/** The trustee: A and U of the firm that runs the case. */
const trusteeCall = endpointGroup({ tag: 'Claims', roles: ['A', 'U'], errors: noSuchClaim });
/** The claimant: the claim's creditor, or the debt collector it approves. */
const claimantCall = endpointGroup({
  tag: 'Claims',
  roles: ['C', 'D'],
  errors: { ...noSuchClaim, 403: 'A debt collector the creditor does not approve' },
});

/** The claim's state, timeline and questions: the firm of the case, the claimant, its approved debt collector. */
export const getClaimState = readerCall('getClaimState', 'GET /api/Creditor/invoice/state', {
  summary: "A claim's state and timeline",
  errors: noSuchClaim,
  query: invoiceIdSchema,
  data: claimStateViewSchema,
});

/** The trustee asks a question about a pending claim; one open question at a time (else 409). */
export const requestClaimInformation = trusteeCall(
  'requestClaimInformation',
  'POST /api/LawFirm/invoice/requestInformation',
  {
    summary: 'Ask the claimant for more information',
    errors: { 409: 'The claim is decided or withdrawn, or a question is open' },
    body: invoiceIdSchema.extend({ question: requiredText('validation.questionRequired', QUESTION_MAX) }),
  },
);

/** The claimant (or its approved debt collector) answers the open question, with text and an optional file. */
export const answerClaimInformation = claimantCall(
  'answerClaimInformation',
  'POST /api/Creditor/invoice/answerInformation',
  {
    summary: "Answer the trustee's question about a claim",
    errors: { 409: 'No open question' },
    body: z.object({
      InvoiceId: idSchema,
      Answer: requiredText('validation.answerRequired', QUESTION_MAX),
    }),
    multipart: true,
    upload: answerUpload,
  },
);

/** The file of an answer, for whoever may see the claim. */
export const downloadInformationFile = readerCall(
  'downloadInformationFile',
  'GET /api/Creditor/invoice/informationFile',
  {
    summary: "Download the file of an answer to the trustee's question",
    errors: noSuchFile,
    ...storedFileDownload(answerUpload.kinds),
  },
);

/** The claimant (or its approved debt collector) withdraws the claim while the register is not final (else 400). */
export const withdrawClaim = claimantCall('withdrawClaim', 'POST /api/Creditor/invoice/withdraw', {
  summary: 'Withdraw a claim',
  errors: { 409: 'Already withdrawn' },
  body: invoiceIdSchema,
});
