import type { UserType } from 'shared-api';
import { getCaseHistory, mayCall } from 'shared-api';

/**
 * Who sees a case's history: the firm's administrator only. U
 * works in the case tabs but does not audit colleagues; the server refuses
 * everyone else as well.
 */
export const mayReadCaseHistory = (userType: UserType | null | undefined): boolean =>
  mayCall(getCaseHistory, userType);
