import { createHash, randomBytes } from 'node:crypto';
import {
  formatOrgNumber,
  type InvitationProblem,
  type InvitationRow,
  isPlainEmail,
  isValidOrgNumber,
  normaliseAmount,
  orgNumberDigits,
} from 'shared-api/contract';
import type { CaseAudience, NewInvitation } from '../db/invitations-repository';
import type { ListRow } from './read-list';

/**
 * The checks of a creditor list's rows, pure: each row gets every problem it has,
 * so the preview shows them all at once. The first of two rows with the same e-mail or
 * organisation number is kept; the later ones are duplicates. An address whose invitation to the
 * case expired unused is no problem: the ready row renews it.
 */
export function checkRows(rows: readonly ListRow[], audience: CaseAudience): InvitationRow[] {
  const seenEmails = new Set<string>();
  const seenOrgNumbers = new Set<string>();
  return rows.map((row) => {
    const problems: InvitationProblem[] = [];
    const email = row.email.toLowerCase();
    const digits = orgNumberDigits(row.orgNumber);
    const amount = row.amount === '' ? null : normaliseAmount(row.amount);
    if (!row.name || row.name.length > 200) problems.push('nameMissing');
    if (!isValidOrgNumber(row.orgNumber)) problems.push('orgNumberInvalid');
    if (!isPlainEmail(row.email)) problems.push('emailInvalid');
    if (row.amount !== '' && amount === null) problems.push('amountInvalid');
    if ((email && seenEmails.has(email)) || (digits && seenOrgNumbers.has(digits)))
      problems.push('duplicateInFile');
    if (audience.followingEmails.has(email) || (digits && audience.followingOrgNumbers.has(digits)))
      problems.push('alreadyFollowing');
    else if (audience.invitedEmails.has(email)) problems.push('alreadyInvited');
    if (email) seenEmails.add(email);
    if (digits) seenOrgNumbers.add(digits);
    return {
      line: row.line,
      name: row.name.slice(0, 200),
      orgNumber: isValidOrgNumber(row.orgNumber)
        ? formatOrgNumber(row.orgNumber)
        : row.orgNumber.slice(0, 40),
      email: row.email.slice(0, 254),
      amount: amount ?? (row.amount === '' ? null : row.amount.slice(0, 40)),
      problems,
      renewal: problems.length === 0 && audience.expiredEmails.has(email),
    };
  });
}

/** SHA-256 (hex) of an invitation token: what the database keeps. */
export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The ready rows as invitations to store, each with a fresh unguessable token (256 bits). */
export function newInvitations(rows: readonly InvitationRow[]): NewInvitation[] {
  return rows
    .filter((row) => row.problems.length === 0)
    .map((row) => {
      const token = randomBytes(32).toString('base64url');
      return {
        name: row.name,
        orgNumber: row.orgNumber,
        email: row.email,
        amount: row.amount,
        token,
        tokenHash: hashInvitationToken(token),
        renewal: row.renewal,
      };
    });
}
