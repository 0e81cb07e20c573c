import { type Caller, isCreditorSide } from './policy';

/**
 * The firm's own fields of a case (its notes, the administrator's address) are for its staff and
 * the platform administrator. Every read of a case by a creditor or a debt collector blanks them,
 * whichever call it comes through (the list to choose cases from, one case by id).
 */
export function caseAsReadBy<T extends { caseNotes: string | null; administratorEmail: string | null }>(
  caller: Caller,
  theCase: T,
): T {
  return isCreditorSide(caller) ? { ...theCase, caseNotes: null, administratorEmail: null } : theCase;
}
