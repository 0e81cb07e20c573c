import * as z from 'shared-api/zod';

/**
 * The priority class (förmånsrätt) the trustee decides for an admitted claim. Dividends are paid class by
 * class in this order; within a class, pro rata to the admitted amounts. The creditor's own statement
 * (`claimPriorityRight` on the claim) stays as the creditor wrote it; this is the trustee's decision, which a
 * settlement or the district court's outcome may change later.
 *
 * - `SpecialPriority` (särskild förmånsrätt): attaches to one asset (`priorityAsset` names it), paid from
 *   that asset's proceeds first;
 * - `GeneralPriority` (allmän förmånsrätt);
 * - `NonPriority` (oprioriterad);
 * - `Subordinated` (efterställd): paid only after every other claim in full.
 */
export const PRIORITY_CLASSES = [
  'SpecialPriority',
  'GeneralPriority',
  'NonPriority',
  'Subordinated',
] as const;
export const priorityClassSchema = z.enum(PRIORITY_CLASSES, { error: 'validation.priorityClass' });
export type PriorityClass = z.infer<typeof priorityClassSchema>;

/** The asset a special priority attaches to, e.g. "Fastigheten Norrby 1:23" or "Företagsinteckning". */
export const PRIORITY_ASSET_MAX = 200;
export const priorityAssetSchema = z
  .string({ error: 'validation.invalid' })
  .trim()
  .max(PRIORITY_ASSET_MAX, 'validation.tooLong');
