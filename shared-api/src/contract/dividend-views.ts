import * as z from 'shared-api/zod';
import { dateSchema, dateTimeSchema } from './common';
import { amountSchema, MAX_AMOUNT_ORE, normaliseAmount } from './money';
import { priorityClassSchema } from './priority-class';

/**
 * The shapes of a dividend proposal (utdelningsförslag) as the firm and the creditors read it; the
 * endpoints are in dividends.ts. Amounts are exact decimal strings ("12500.50"), as every amount.
 */

/** An amount to distribute: 0 or more, at most two decimals; parses to "12500.50". */
export const dividendAmountSchema = z
  .union([z.number({ error: 'validation.dividendAmount' }), z.string({ error: 'validation.dividendAmount' })])
  .transform((value, ctx) => {
    const normalised = value === '' ? null : normaliseAmount(value);
    if (normalised === null || BigInt(normalised.replace('.', '')) > MAX_AMOUNT_ORE) {
      ctx.addIssue({ code: 'custom', message: 'validation.dividendAmount' });
      return z.NEVER;
    }
    return normalised;
  });

/** Where a proposal version stands: drafted (the firm only) or published (its creditors see it). */
export const proposalStatusSchema = z.enum(['Draft', 'Published']);
export type ProposalStatus = z.infer<typeof proposalStatusSchema>;

/** One class's total in a version (a special priority: one asset's). */
export const dividendClassSchema = z.object({
  priorityClass: priorityClassSchema,
  asset: z.string().nullable(),
  admittedAmount: amountSchema,
  dividendAmount: amountSchema,
  /** "23.45": per cent, cut to two decimals. */
  percent: z.string(),
});
export type DividendClass = z.infer<typeof dividendClassSchema>;

/** One claim's part of a line: a special priority's uncovered part is a second, non-priority part. */
export const dividendPartSchema = z.object({
  claimNumber: z.number().int(),
  priorityClass: priorityClassSchema,
  asset: z.string().nullable(),
  uncovered: z.boolean(),
  admittedAmount: amountSchema,
  dividendAmount: amountSchema,
});
export type DividendPart = z.infer<typeof dividendPartSchema>;

/** Where a line's payment stands, and when the dividend lapses unpaid (a year after the decision is final). */
export const paymentStatusSchema = z.enum(['Unpaid', 'Paid', 'Returned']);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const linePaymentSchema = z.object({
  status: paymentStatusSchema,
  paidOn: dateSchema.nullable(),
  returnedReason: z.string().nullable(),
  /** Not paid within one year of the final date: the right to it is lost. */
  lapsed: z.boolean(),
});

/**
 * What the trustee knows of a line's bank details: none given; given once; changed earlier (past the
 * hold); changed recently and held until `heldUntil`; confirmed by this firm after its last change.
 */
export const bankStatusSchema = z.enum(['None', 'Given', 'Changed', 'Held', 'Confirmed']);
export type BankStatus = z.infer<typeof bankStatusSchema>;

export const lineBankSchema = z.object({
  status: bankStatusSchema,
  masked: z.string().nullable(),
  changedAt: dateTimeSchema.nullable(),
  heldUntil: dateTimeSchema.nullable(),
});

/** A creditor's line: the sum of its claims' dividends, paid in one transfer when at least the minimum. */
export const dividendLineSchema = z.object({
  lineNumber: z.number().int(),
  creditorId: z.number().int().nullable(),
  creditorName: z.string(),
  claimNumbers: z.array(z.number().int()),
  dividendAmount: amountSchema,
  /** False: below the minimum dividend (or nothing), shown as not paid out. */
  paidOut: z.boolean(),
  parts: z.array(dividendPartSchema),
  payment: linePaymentSchema,
});
export type DividendLine = z.infer<typeof dividendLineSchema>;

/** The line as the firm sees it: with its bank details' standing. */
export const firmDividendLineSchema = dividendLineSchema.extend({ bank: lineBankSchema });
export type FirmDividendLine = z.infer<typeof firmDividendLineSchema>;

/** A version's head: number, standing, dates and totals. */
export const proposalSummarySchema = z.object({
  proposalId: z.number().int(),
  version: z.number().int(),
  status: proposalStatusSchema,
  createdAt: dateTimeSchema,
  createdBy: z.string(),
  publishedAt: dateTimeSchema.nullable(),
  sentToAuthorityOn: dateSchema.nullable(),
  confirmedOn: dateSchema.nullable(),
  finalOn: dateSchema.nullable(),
  minimumDividend: amountSchema,
  enteredAmount: amountSchema,
  distributedAmount: amountSchema,
  paidOutAmount: amountSchema,
  notPaidOutAmount: amountSchema,
  surplusAmount: amountSchema,
  assets: z.array(z.object({ asset: z.string(), amount: amountSchema })),
  restAmount: amountSchema,
  classes: z.array(dividendClassSchema),
});
export type ProposalSummary = z.infer<typeof proposalSummarySchema>;

/** A whole version for the firm: its head and every line. */
export const firmProposalSchema = proposalSummarySchema.extend({ lines: z.array(firmDividendLineSchema) });
export type FirmProposal = z.infer<typeof firmProposalSchema>;

/** A published version as one creditor reads it: the head (with every class total) and only its own lines. */
export const creditorProposalSchema = proposalSummarySchema
  .pick({
    proposalId: true,
    version: true,
    publishedAt: true,
    confirmedOn: true,
    finalOn: true,
    minimumDividend: true,
    classes: true,
  })
  .extend({ lines: z.array(dividendLineSchema) });
export type CreditorProposal = z.infer<typeof creditorProposalSchema>;

/** The firm's dividend settings. */
export const dividendSettingsSchema = z.object({
  /** A line below this is not paid out (default "300.00"). */
  minimumDividend: amountSchema,
  /** Days a payment to changed bank details is held unless the trustee confirms them (default 5). */
  bankDetailsHoldDays: z.number().int(),
});
export type DividendSettings = z.infer<typeof dividendSettingsSchema>;

/** The case's dividends page for the firm. */
export const caseDividendsSchema = z.object({
  settings: dividendSettingsSchema,
  /** The estate's account the payment file pays from; null until set. */
  estateAccount: z.object({ iban: z.string(), bic: z.string() }).nullable(),
  /** The assets the admitted claims with a special priority attach to: the amounts asked for. */
  assets: z.array(z.string()),
  /** Admitted claims without a decided class (or a special priority without its asset): not yet ready. */
  undecidedClaimNumbers: z.array(z.number().int()),
  admittedClaimCount: z.number().int(),
  proposals: z.array(proposalSummarySchema),
});
export type CaseDividends = z.infer<typeof caseDividendsSchema>;
