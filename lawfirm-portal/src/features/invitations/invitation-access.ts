import type { UserType } from 'shared-api';
import { mayCall, sendInvitations } from 'shared-api';

/**
 * The firm's administrator (A) invites the debtor's creditors, as A alone manages the
 * case itself; A and U see the invitations, as they see the case's creditors.
 */
export const mayInviteCreditors = (userType: UserType | null | undefined) =>
  mayCall(sendInvitations, userType);
