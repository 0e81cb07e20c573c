import type { CreditorListItem } from 'shared-api';

/**
 * The server's exact search for a debt collector as a plain rule: an organisation number
 * compares without spaces and dashes, an e-mail without spaces and in any case.
 */
export const orgNumberKey = (text: string) => text.replace(/[\s-]/g, '');
export const emailKey = (text: string) => text.replace(/\s/g, '').toLowerCase();

/**
 * Whether a creditor of a search answer is a match of the search itself. The answer also holds every
 * creditor that approved the debt collector; those are listed apart, under "your creditors".
 */
export function isExactMatch(item: CreditorListItem, query: string): boolean {
  if (item.representation !== 'Approved') return true;
  const org = orgNumberKey(query);
  const email = emailKey(query);
  return (
    (org !== '' && orgNumberKey(item.creditorCompanyOrgNr) === org) ||
    (email !== '' && emailKey(item.creditorEmaill ?? '') === email)
  );
}

/** A debt collector may ask a creditor it has not asked yet, or ask again after a no. */
export const canRequest = (item: CreditorListItem) =>
  !item.representation || item.representation === 'Declined' || item.representation === 'Revoked';
