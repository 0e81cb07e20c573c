import {
  amountToOre,
  type Claim,
  type ClaimStatus,
  claimStatusSchema,
  DECISION_REASON_MAX,
  normaliseAmount,
  PRIORITY_ASSET_MAX,
  PRIORITY_CLASSES,
} from 'shared-api';
import * as z from 'shared-api/zod';

export const approves = (status: ClaimStatus) => status === 'Approved' || status === 'Paid';

/**
 * The firm's decision on `claim`, one problem at a time: a reason for Rejected; for
 * Approved or Paid an optional approved amount, at most the claimed one, and a reason when it is less.
 * The output is the body of decideClaim with only what the firm filled in.
 */
export const statusFormSchema = (claim: Pick<Claim, 'invoiceId' | 'claimAmount'>) =>
  z
    .object({
      status: claimStatusSchema,
      approvedAmount: z.string(),
      decisionReason: z.string().max(DECISION_REASON_MAX, 'validation.tooLong'),
      /** The decided class of an approval ('' while none is chosen). */
      priorityClass: z.union([z.literal(''), z.enum(PRIORITY_CLASSES)]),
      priorityAsset: z.string().max(PRIORITY_ASSET_MAX, 'validation.tooLong'),
    })
    .superRefine((form, ctx) => {
      if (approves(form.status) && form.priorityClass === 'SpecialPriority' && !form.priorityAsset.trim())
        ctx.addIssue({
          code: 'custom',
          path: ['priorityAsset'],
          message: 'validation.priorityAssetRequired',
        });
      const reasonRequired = () =>
        ctx.addIssue({ code: 'custom', path: ['decisionReason'], message: 'validation.reasonRequired' });
      const reason = form.decisionReason.trim();
      if (!approves(form.status) || !form.approvedAmount.trim()) {
        if (form.status === 'Rejected' && !reason) reasonRequired();
        return;
      }
      const approved = normaliseAmount(form.approvedAmount);
      const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['approvedAmount'], message });
      if (approved === null) issue('validation.amount');
      else if (amountToOre(approved) > amountToOre(claim.claimAmount)) issue('validation.approvedTooHigh');
      else if (amountToOre(approved) < amountToOre(claim.claimAmount) && !reason) reasonRequired();
    })
    .transform((form) => {
      const approved = approves(form.status) ? normaliseAmount(form.approvedAmount) : null;
      const reason = form.decisionReason.trim();
      const priorityClass = approves(form.status) && form.priorityClass ? form.priorityClass : null;
      return {
        invoiceId: claim.invoiceId,
        invoiceStatus: form.status,
        ...(approved ? { approvedAmount: approved } : {}),
        ...(reason ? { decisionReason: reason } : {}),
        ...(priorityClass
          ? {
              priorityClass,
              ...(priorityClass === 'SpecialPriority' ? { priorityAsset: form.priorityAsset.trim() } : {}),
            }
          : {}),
      };
    });

/** The dialog's fields for `claim`: an approved amount shown only when it differs from the claim. */
export const statusFormValuesOf = (claim: Claim | null) => {
  const approved = claim?.approvedAmount;
  return {
    status: claim?.invoiceStatus ?? ('Pending' as ClaimStatus),
    approvedAmount: claim && approved && approved !== claim.claimAmount ? approved.replace('.', ',') : '',
    decisionReason: claim?.decisionReason ?? '',
    priorityClass: (claim?.priorityClass ?? '') as '' | (typeof PRIORITY_CLASSES)[number],
    priorityAsset: claim?.priorityAsset ?? '',
  };
};
