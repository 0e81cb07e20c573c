import * as z from 'shared-api/zod';
import { idSchema } from './common';
import { endpointGroup, fileUpload, pagedListSchema, pagedQuerySchema } from './endpoint';

/**
 * Beyond the original contract: inviting the debtor's creditors to follow a case. The firm's
 * administrator (A) uploads the creditor list of the debtor's books (CSV or XLSX: name,
 * organisation number, e-mail, optionally the amount owed), sees every row's problems before
 * anything is stored (preview), then sends: each valid row gets an invitation mail with a sign-up
 * link bound to the case. A creditor who signs up from the link (or signs in and accepts it)
 * follows the case. Staff (A, U) see the invitations of their firm's cases with their state.
 */

/** The creditor list: CSV (`;` or `,`, UTF-8) or XLSX, checked on content before it is read; `caseId` in the query. */
export const invitationListUpload = fileUpload(['csv', 'xlsx'], 'query');

/** At most this many rows in one list (a larger list answers 400). */
export const MAX_INVITATION_ROWS = 10_000;

/** Days an invitation's link works. */
export const INVITATION_DAYS = 60;

/** What can be wrong with a row of the list. */
export const invitationProblemSchema = z.enum([
  'nameMissing',
  'orgNumberInvalid',
  'emailInvalid',
  'amountInvalid',
  'duplicateInFile',
  'alreadyFollowing',
  'alreadyInvited',
]);
export type InvitationProblem = z.infer<typeof invitationProblemSchema>;

/** A creditor as the list names it; `amount` is what it is owed in SEK ("1234.50"), when the list has one. */
const listedCreditorShape = {
  name: z.string(),
  orgNumber: z.string(),
  email: z.string(),
  amount: z.string().nullable(),
};

/** One row of the list as read: `line` is its line (CSV) or row (XLSX) number in the file. */
export const invitationRowSchema = z.object({
  line: z.number().int(),
  ...listedCreditorShape,
  /** Empty: ready to invite. */
  problems: z.array(invitationProblemSchema),
  /**
   * A ready row whose address was invited to the case before, but the link's 60 days passed
   * unused: sending renews that invitation (a new link for 60 days, a new mail; the old link stops working).
   */
  renewal: z.boolean(),
});
export type InvitationRow = z.infer<typeof invitationRowSchema>;

export const invitationUploadQuerySchema = z.object({ caseId: idSchema });
export type InvitationUploadQuery = z.input<typeof invitationUploadQuerySchema>;

const noSuchCase = { 404: 'No such case, or one the caller may not see' };
const invitationCall = endpointGroup({ tag: 'Cases', roles: ['A'], errors: noSuchCase });

/** POST /api/LawFirm/invitations/preview?caseId= (multipart: File): nothing is stored. */
export const previewInvitations = invitationCall(
  'previewInvitations',
  'POST /api/LawFirm/invitations/preview',
  {
    summary: "Read a creditor list and show each row's problems, storing nothing",
    description:
      'Columns by heading, Swedish or English: namn/name, organisationsnummer/orgnr/organisation number, ' +
      'e-post/email, belopp/amount (optional). Each row is checked: name, organisation number (check digit), ' +
      'e-mail, amount, a duplicate in the file, a creditor already following the case or already invited. ' +
      'An earlier invitation whose link expired unused is no problem: the row is marked as a renewal.',
    query: invitationUploadQuerySchema,
    data: z.object({
      rows: z.array(invitationRowSchema),
      /** Rows without problems. */
      ready: z.number().int(),
    }),
    multipart: true,
    upload: invitationListUpload,
  },
);

/** POST /api/LawFirm/invitations/send?caseId= (multipart: the same File): invites every ready row. */
export const sendInvitations = invitationCall('sendInvitations', 'POST /api/LawFirm/invitations/send', {
  summary: 'Invite every valid row of a creditor list to follow the case',
  description:
    'The list is read and checked again as in the preview; each row without problems gets an invitation ' +
    'and a mail (Swedish, then English) with a sign-up link bound to the case. Rows with problems are skipped. ' +
    'A renewal renews the expired invitation: a new link for 60 days and a new mail; the old link stops working. ' +
    '`invited` counts the renewals too.',
  query: invitationUploadQuerySchema,
  data: z.object({ invited: z.number().int(), skipped: z.number().int() }),
  multipart: true,
  upload: invitationListUpload,
});

/**
 * invited: mailed, the link still works; expired: mailed, the link's 60 days passed unused;
 * signedUp: an account was made from the link, not yet verified; following: done.
 */
export const invitationStateSchema = z.enum(['invited', 'expired', 'signedUp', 'following']);
export type InvitationState = z.infer<typeof invitationStateSchema>;

export const invitationSchema = z.object({
  invitationId: z.number().int(),
  caseId: z.number().int(),
  ...listedCreditorShape,
  state: invitationStateSchema,
  invitedAt: z.string(),
  /** After this the link no longer works (unless the creditor already follows). */
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationListQuerySchema = pagedQuerySchema({
  caseId: idSchema,
  state: invitationStateSchema.optional().describe('Only invitations in this state'),
});
export type InvitationListQuery = z.input<typeof invitationListQuerySchema>;

/** GET /api/LawFirm/invitations?caseId=: newest first, paged; `search` matches name, org. number or e-mail. */
export const getInvitations = invitationCall('getInvitations', 'GET /api/LawFirm/invitations', {
  summary: "List the case's invitations with their state",
  query: invitationListQuerySchema,
  data: pagedListSchema('invitations', invitationSchema),
  roles: ['A', 'U'],
});

/** The token of an invitation link (base64url, 43 characters). */
export const invitationTokenSchema = z
  .string({ error: 'validation.invalid' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'validation.invalid');

/** POST /api/Creditor/acceptInvitation { token }: the signed-in creditor follows the invitation's case. */
export const acceptInvitation = invitationCall('acceptInvitation', 'POST /api/Creditor/acceptInvitation', {
  tag: 'Creditors',
  summary: "Follow the case of an invitation sent to the caller's e-mail",
  description:
    'The link works once, only for the address it was sent to, and for 60 days. A token that is unknown or ' +
    'was sent to another address answers 404; one already used by another account, or expired, 400.',
  errors: { 404: 'No such invitation for the caller' },
  body: z.object({ token: invitationTokenSchema }),
  data: z.object({ caseId: z.number().int() }),
  roles: ['C', 'D'],
});
