import * as z from 'shared-api/zod';
import { claimStatusSchema, idSchema } from './common';
import { endpointGroup } from './endpoint';
import { amountInputSchema } from './money';

/** The firm's decision on a claim; exported through claims.ts. */

/**
 * PUT /api/LawFirm/invoice/update (JSON body): the firm sets any of the four statuses, in any order.
 * Beyond the original contract, both optional: `approvedAmount` for Approved or Paid (at most the
 * claimed amount; absent or empty: the whole claim; less: a partial approval) and `decisionReason`.
 * A call that sends `decisionReason` (the portal always does, "" for none) decides with reasons: a
 * reason is then required for Rejected and for a partial approval (the server checks the latter
 * against the claim: 400 in the caller's language). A call with neither field is the original call
 * and keeps its meaning (an older client never sends a reason).
 */
export const DECISION_REASON_MAX = 2000;
export const decideClaimBodySchema = z
  .object({
    invoiceId: idSchema,
    invoiceStatus: claimStatusSchema,
    approvedAmount: z
      .union([z.literal(''), z.null(), amountInputSchema])
      .optional()
      .transform((value) => (value ? value : null)),
    /** Absent: undefined (an original call); "" or null: null (no reason given). */
    decisionReason: z
      .string({ error: 'validation.invalid' })
      .trim()
      .max(DECISION_REASON_MAX, 'validation.tooLong')
      .nullish()
      .transform((value) => (value === undefined ? undefined : value ? value : null)),
  })
  .superRefine((body, ctx) => {
    if (body.invoiceStatus === 'Rejected' && body.decisionReason === null)
      ctx.addIssue({ code: 'custom', path: ['decisionReason'], message: 'validation.reasonRequired' });
    if (body.approvedAmount !== null && body.invoiceStatus !== 'Approved' && body.invoiceStatus !== 'Paid')
      ctx.addIssue({
        code: 'custom',
        path: ['approvedAmount'],
        message: 'validation.approvedOnlyWhenApproved',
      });
  });
export type DecideClaimBody = z.input<typeof decideClaimBodySchema>;

const claimCall = endpointGroup({ tag: 'Claims' });

export const decideClaim = claimCall('updateInvoiceStatus', 'PUT /api/LawFirm/invoice/update', {
  summary: 'Decide a claim: set its status',
  errors: { 404: 'No such claim' },
  body: decideClaimBodySchema,
  roles: ['A', 'U'],
});
