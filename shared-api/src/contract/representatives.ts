import * as z from 'shared-api/zod';
import { dateTimeSchema, flagSchema, idSchema } from './common';
import { endpointGroup, recordIdSchema } from './endpoint';

/**
 * Beyond the original contract (docs/decisions/0016-debt-collectors-need-the-creditors-authorisation.md): a debt collector (D) acts for a creditor (C)
 * only with the creditor's authorisation (fullmakt). D asks
 * (`POST /api/Creditor/DebtCollectorMapping`), C approves or declines in its
 * profile, and may revoke an approval later. Until approval, and after a
 * revocation, D cannot act for that creditor.
 */

/**
 * The message of the 403 a debt collector gets when it acts for a creditor that has not approved it
 * (a claim filed, or claims read, for that creditor); the UI shows its own translation of it.
 */
export const NOT_APPROVED_MESSAGE = 'This creditor has not approved you to act for it';

/** Where a request stands: asked, approved, declined by the creditor, or an approval taken back. */
export const representationStatusSchema = z.enum(['Pending', 'Approved', 'Declined', 'Revoked']);
export type RepresentationStatus = z.infer<typeof representationStatusSchema>;

/** A debt collector that asked to act for the calling creditor, as its profile lists it. */
export const representativeSchema = z.object({
  debtCollectorId: z.number().int(),
  name: z.string(),
  /** The debt collector's organisation number, e.g. "556677-8899". */
  orgNumber: z.string(),
  email: z.string(),
  status: representationStatusSchema,
  requestedAt: dateTimeSchema,
  /** When the creditor approved, declined or revoked; null while pending. */
  decidedAt: dateTimeSchema.nullable(),
});
export type Representative = z.infer<typeof representativeSchema>;

const representativeCall = endpointGroup({ tag: 'Creditors', roles: ['C'] });

/** GET /api/Creditor/representatives: every request to act for the caller, pending ones first. */
export const getRepresentatives = representativeCall(
  'getRepresentatives',
  'GET /api/Creditor/representatives',
  {
    summary: 'List the debt collectors that asked to act for the caller',
    data: z.array(representativeSchema),
  },
);

/**
 * A creditor's answer to a debt collector's request: PUT /api/Creditor/representatives/<action>, answered
 * with the request as it then stands (404 when that debt collector never asked).
 */
const answerRequest = <B extends z.ZodType>(
  action: 'decide' | 'revoke',
  spec: { summary: string; errors: { 409: string }; body: B },
) =>
  representativeCall(`${action}Representative`, `PUT /api/Creditor/representatives/${action}`, {
    ...spec,
    errors: { 404: 'No request from this debt collector', ...spec.errors },
    data: representativeSchema,
  });

export const decideRepresentativeBodySchema = z.object({
  debtCollectorId: idSchema,
  /** true approves the request, false declines it. */
  approve: flagSchema,
});
export type DecideRepresentativeBody = z.input<typeof decideRepresentativeBodySchema>;

/** PUT /api/Creditor/representatives/decide: approves or declines a pending request (409 once decided). */
export const decideRepresentative = answerRequest('decide', {
  summary: "Approve or decline a debt collector's request to act for the caller",
  errors: { 409: 'The request has already been answered' },
  body: decideRepresentativeBodySchema,
});

export const revokeRepresentativeBodySchema = recordIdSchema('debtCollectorId');
export type RevokeRepresentativeBody = z.input<typeof revokeRepresentativeBodySchema>;

/** PUT /api/Creditor/representatives/revoke: takes an approval back (409 when there is none). */
export const revokeRepresentative = answerRequest('revoke', {
  summary: "Revoke a debt collector's right to act for the caller",
  errors: { 409: 'The debt collector is not approved' },
  body: revokeRepresentativeBodySchema,
});
