import * as z from 'shared-api/zod';
import { claimUpload, noSuchClaim } from './claim-steps';
import {
  dateSchema,
  dateTimeSchema,
  idSchema,
  optionalIdSchema,
  optionalText,
  requiredText,
  type UploadRules,
} from './common';
import {
  caseIdSchema,
  endpointGroup,
  fileDownload,
  noSuchFile,
  officeFileKinds,
  optionalFlagSchema,
  recordIdSchema,
} from './endpoint';
import { amountSchema, MAX_AMOUNT_ORE, normaliseAmount } from './money';
import { PRIORITY_CLASSES, priorityAssetSchema, priorityClassSchema } from './priority-class';

/**
 * Beyond the original contract: objections (anmärkningar) to the claims of a published claims register, in the
 * claims procedure the trustee runs. Until the case's objection deadline (end of that day, Swedish
 * time) the trustee or any creditor of the case (or the debt collector it approved) objects to a
 * claim's amount, its priority or both; the claimant replies until the settlement deadline; the
 * objector may withdraw; the trustee records a settlement (förlikning); past the settlement deadline
 * an objection still open is a claims dispute (bevakningstvist) for the district court, whose
 * outcome the trustee records. A settlement or a court outcome sets the claim's admitted amount and
 * priority. Multipart calls take their text fields as form fields and one optional file `File`
 * (the rules of claim files).
 */

export const OBJECTION_STATES = ['Open', 'Withdrawn', 'Settled', 'Disputed', 'Decided'] as const;
export const objectionStateSchema = z.enum(OBJECTION_STATES);
export type ObjectionState = z.infer<typeof objectionStateSchema>;

export const OBJECTION_FILE_KINDS = ['Objection', 'Reply', 'Settlement', 'CourtOutcome'] as const;
export type ObjectionFileKind = (typeof OBJECTION_FILE_KINDS)[number];

export const objectionUpload = { ...claimUpload, fileRequired: false } as const;
export const objectionRecordUpload = claimUpload;

/** An amount held right, agreed or decided: 0 or more, at most two decimals ("8000.00"). */
export const objectionAmountSchema = z
  .union([
    z.number({ error: 'validation.objectionAmount' }),
    z.string({ error: 'validation.objectionAmount' }),
  ])
  .transform((value, ctx) => {
    const normalised = value === '' ? null : normaliseAmount(value);
    if (
      normalised === null ||
      normalised.startsWith('-') ||
      BigInt(normalised.replace('.', '')) > MAX_AMOUNT_ORE
    ) {
      ctx.addIssue({ code: 'custom', message: 'validation.objectionAmount' });
      return z.NEVER;
    }
    return normalised;
  });

const optionalAmount = z
  .union([z.literal(''), z.null(), objectionAmountSchema])
  .optional()
  .transform((value) => (value === '' || value === null || value === undefined ? null : value));
const optionalPriority = z
  .union([z.literal(''), z.null(), priorityClassSchema])
  .optional()
  .transform((value) => (value === '' || value === null || value === undefined ? null : value));

export const addObjectionBodySchema = z.object({
  InvoiceId: idSchema,
  DisputesAmount: optionalFlagSchema,
  DisputesPriority: optionalFlagSchema,
  /** With DisputesAmount: the amount the objector holds right. */
  ProposedAmount: optionalAmount,
  /** With DisputesPriority: the priority class the objector holds right. */
  ProposedPriorityClass: optionalPriority,
  Reason: requiredText('validation.objectionReason', 4000),
  /** A debt collector objecting for a creditor that approved it; otherwise the caller's own (or none for the firm). */
  CreditorId: optionalIdSchema,
});
export type AddObjectionBody = z.input<typeof addObjectionBodySchema>;

export const replyObjectionBodySchema = z.object({
  ObjectionId: idSchema,
  Text: requiredText('validation.replyText', 4000),
});
export type ReplyObjectionBody = z.input<typeof replyObjectionBodySchema>;

const outcomeFields = {
  ObjectionId: idSchema,
  Amount: objectionAmountSchema,
  PriorityClass: priorityClassSchema,
  PriorityAsset: priorityAssetSchema.optional().transform((v) => v || null),
};
export const settleObjectionBodySchema = z.object({ ...outcomeFields, Note: optionalText(2000) });
export type SettleObjectionBody = z.input<typeof settleObjectionBodySchema>;
export const courtOutcomeBodySchema = z.object({
  ...outcomeFields,
  DecidedOn: z.iso.date({ error: 'validation.date' }),
});
export type CourtOutcomeBody = z.input<typeof courtOutcomeBodySchema>;

export const objectionFileSchema = z.object({
  fileId: z.number().int(),
  kind: z.enum(OBJECTION_FILE_KINDS),
  fileName: z.string(),
  fileSize: z.number().int().nonnegative(),
  sha256: z.string().nullable(),
  replyId: z.number().int().nullable(),
});

const outcomeSchema = z.object({
  amount: amountSchema,
  priorityClass: z.enum(PRIORITY_CLASSES),
  priorityAsset: z.string().nullable(),
  recordedOn: dateTimeSchema,
});

export const objectionSchema = z.object({
  objectionId: z.number().int(),
  invoiceId: z.number().int(),
  claimNumber: z.number().int(),
  claimantName: z.string(),
  objectorName: z.string().describe('The creditor objecting, or the firm for the trustee'),
  byTrustee: z.boolean(),
  filedBy: z.string(),
  filedOn: dateTimeSchema,
  disputesAmount: z.boolean(),
  disputesPriority: z.boolean(),
  proposedAmount: amountSchema.nullable(),
  proposedPriorityClass: z.enum(PRIORITY_CLASSES).nullable(),
  reason: z.string(),
  state: objectionStateSchema,
  withdrawnOn: dateTimeSchema.nullable(),
  settlement: outcomeSchema.extend({ note: z.string().nullable() }).nullable(),
  courtOutcome: outcomeSchema.extend({ decidedOn: dateSchema }).nullable(),
  replies: z.array(
    z.object({ replyId: z.number().int(), filedBy: z.string(), filedOn: dateTimeSchema, text: z.string() }),
  ),
  files: z.array(objectionFileSchema),
  /** Whether the caller objected (and so may withdraw while the court is not involved). */
  isObjector: z.boolean(),
  /** Whether the caller answers for the claimant (and so may reply until the settlement deadline). */
  isClaimant: z.boolean(),
});
export type Objection = z.infer<typeof objectionSchema>;

export const objectableClaimSchema = z.object({
  invoiceId: z.number().int(),
  claimNumber: z.number().int(),
  creditorName: z.string(),
  claimAmount: amountSchema,
  approvedAmount: amountSchema.nullable(),
  priorityClass: z.enum(PRIORITY_CLASSES).nullable(),
  /** The caller's own claim (or one it answers for): it cannot object to it. */
  isOwn: z.boolean(),
});

export const caseObjectionsSchema = z.object({
  objectionDeadline: dateSchema.nullable(),
  settlementDeadline: dateSchema.nullable(),
  /** Whether objections may still be filed (before the end of the objection deadline). */
  objectionsOpen: z.boolean(),
  /** The claims of the latest published register version (empty before the first). */
  claims: z.array(objectableClaimSchema),
  /** The objections the caller may see: the firm all; a creditor those it filed or against its claims. */
  objections: z.array(objectionSchema),
});
export type CaseObjections = z.infer<typeof caseObjectionsSchema>;

/** `{ objectionId }`: the body or query of the calls about one objection. */
const objectionIdSchema = recordIdSchema('objectionId');

const objectionCall = endpointGroup({ tag: 'Claims', roles: ['A', 'U', 'C', 'D'] });
const noObjection = { 404: 'No such objection, or one the caller may not see' };
/** The trustee's calls on an objection: A and U of the firm that runs the case. */
const trusteeCall = endpointGroup({ tag: 'Claims', roles: ['A', 'U'], errors: noObjection });
/** A write of `body`'s fields with a file (multipart, under `upload`'s rules); it answers the objection. */
const withFile = <B extends z.ZodType, U extends UploadRules>(body: B, upload: U) =>
  ({ body, data: objectionSchema, multipart: true, upload }) as const;
/** The trustee's record of how an objection ended (settlement, court): its fields and the signed document. */
const trusteeRecord = <B extends z.ZodType>(body: B) => withFile(body, objectionRecordUpload);
const notADispute = { 409: 'The objection is not a dispute' };

export const getObjections = objectionCall('getObjections', 'GET /api/Claims/objections', {
  summary: "List a case's published claims and the objections the caller may see",
  errors: { 404: 'No such case, or one the caller may not see' },
  query: caseIdSchema,
  data: caseObjectionsSchema,
});

export const addObjection = objectionCall('addObjection', 'POST /api/Claims/objection/add', {
  summary: 'Object to a claim of the published register',
  description:
    'Until the end of the objection deadline (Swedish time): 400 after it, naming the date. Not to one’s own claim.',
  errors: { ...noSuchClaim, 403: 'A debt collector not approved' },
  ...withFile(addObjectionBodySchema, objectionUpload),
});

export const replyObjection = objectionCall('replyObjection', 'POST /api/Claims/objection/reply', {
  summary: 'Reply to an objection against the caller’s claim',
  description: 'The claimant or its approved debt collector, until the end of the settlement deadline.',
  errors: noObjection,
  ...withFile(replyObjectionBodySchema, objectionUpload),
  roles: ['C', 'D'],
});

export const withdrawObjection = objectionCall('withdrawObjection', 'PUT /api/Claims/objection/withdraw', {
  summary: 'Withdraw one’s own objection',
  description: 'Only the objector, while the objection is Open or Disputed (409 once settled or decided).',
  errors: { ...noObjection, 409: 'The objection is withdrawn, settled or decided' },
  body: objectionIdSchema,
  data: objectionSchema,
});

export const settleObjection = trusteeCall('settleObjection', 'POST /api/LawFirm/objection/settle', {
  summary: 'Record a settlement of an objection',
  description:
    "The agreed amount and priority with the signed agreement; the claim's admitted amount follows.",
  errors: { 409: 'The objection is withdrawn, settled or decided' },
  ...trusteeRecord(settleObjectionBodySchema),
});

export const recordCourtOutcome = trusteeCall(
  'recordCourtOutcome',
  'POST /api/LawFirm/objection/courtOutcome',
  {
    summary: "Record the district court's outcome of a claims dispute",
    description: "Only a Disputed objection; the claim's admitted amount and priority follow the decision.",
    errors: notADispute,
    ...trusteeRecord(courtOutcomeBodySchema),
  },
);

export const downloadDisputeBundle = trusteeCall(
  'downloadDisputeBundle',
  'GET /api/LawFirm/objection/bundle',
  {
    summary: 'Download the claims dispute bundle for the district court (PDF)',
    description:
      'The claim, its receipt, the objection, the replies, the settlement attempts and the claim’s history, ' +
      'with every file listed by SHA-256. Only a Disputed or Decided objection (409 otherwise).',
    errors: notADispute,
    query: objectionIdSchema.extend({ lang: z.enum(['en', 'sv']).optional().default('sv') }),
    ...fileDownload(['pdf']),
  },
);

export const downloadObjectionFile = objectionCall(
  'downloadObjectionFile',
  'GET /api/Claims/objection/file',
  {
    summary: 'Download a file of an objection, a reply, a settlement or a court outcome',
    errors: noSuchFile,
    query: recordIdSchema('fileId'),
    ...fileDownload(officeFileKinds),
  },
);
