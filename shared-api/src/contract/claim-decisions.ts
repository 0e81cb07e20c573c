import * as z from 'shared-api/zod';
import { claimStatusSchema, idSchema } from './common';
import { endpointGroup } from './endpoint';
import { amountInputSchema } from './money';
import { priorityAssetSchema, priorityClassSchema } from './priority-class';

/** The firm's decision on a claim; exported through claims.ts. */

/**
 * PUT /api/LawFirm/invoice/update (JSON body): the firm sets any of the four statuses, in any order.
 * Beyond the original contract, all optional: `approvedAmount` for Approved or Paid (at most the claimed amount;
 * absent or empty: the whole claim; less: a partial approval), `decisionReason`, and the decided
 * priority class (`priorityClass`, with `priorityAsset` for a special priority). Since the trustee runs
 * the claims procedure, the law asks for reasons: a rejection and a partial approval without a reason
 * answer 400 in the caller's language, whether the call sent the field or not (the server checks the
 * partial approval against the claim). A plain approval or a return to Pending stays the original call.
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
    /** The decided class of an Approved or Paid claim; absent: left as it was. */
    priorityClass: priorityClassSchema.nullish(),
    /** The asset a special priority attaches to (required for it, refused for any other class). */
    priorityAsset: z
      .union([z.literal(''), z.null(), priorityAssetSchema])
      .optional()
      .transform((value) => (value ? value : null)),
  })
  .superRefine((body, ctx) => {
    if (body.priorityClass === 'SpecialPriority' && !body.priorityAsset)
      ctx.addIssue({ code: 'custom', path: ['priorityAsset'], message: 'validation.priorityAssetRequired' });
    if (body.priorityAsset && body.priorityClass !== 'SpecialPriority')
      ctx.addIssue({
        code: 'custom',
        path: ['priorityAsset'],
        message: 'validation.priorityAssetOnlySpecial',
      });
    if (body.invoiceStatus === 'Rejected' && !body.decisionReason)
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
