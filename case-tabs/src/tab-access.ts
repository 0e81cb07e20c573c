import type { UserType } from 'shared-api';

export type TabSide = 'lawfirm' | 'creditor';

export type TabAccess = {
  /** New Message (firm always; creditors only when the case allows creditor messages). */
  canWriteMessages: boolean;
  /** The Standard Message dialog (the firm's template for creditors). */
  canUseStandardMessage: boolean;
  /** The detail popup lists the recipients of a sent message (A, and U who works as A). */
  canSeeRecipients: boolean;
  /** Upload, edit, publish and delete documents; see drafts. */
  canManageDocuments: boolean;
  /** Every claim of the case, the total, chart, export and Update status. */
  canManageClaimStatus: boolean;
  /** Register Claim for a chosen creditor of the case. */
  canRegisterClaimForCreditor: boolean;
  /** File, edit and delete their own claims (C, D). */
  canFileOwnClaims: boolean;
  /** Delete a claim: the firm (with confirmation and audit), or a creditor its own. */
  canDeleteClaims: boolean;
  /** D: file a claim for a creditor it represents. */
  canFileForCreditor: boolean;
};

const isFirm = (userType: UserType | null | undefined) => userType === 'A' || userType === 'U';

/**
 * What the signed-in user may do in the case tabs (docs/decisions/0002-firm-users-work-the-case-tabs.md: U works as A).
 * `side` is the portal mounting the tabs; a user of the other kind gets nothing to change.
 */
export function tabAccess(
  side: TabSide,
  userType: UserType | null | undefined,
  options: { allowCreditorMessages?: boolean } = {},
): TabAccess {
  const firm = side === 'lawfirm' && isFirm(userType);
  const creditor = side === 'creditor' && (userType === 'C' || userType === 'D');
  return {
    canWriteMessages: firm || (creditor && options.allowCreditorMessages === true),
    canUseStandardMessage: firm,
    canSeeRecipients: firm,
    canManageDocuments: firm,
    canManageClaimStatus: firm,
    canRegisterClaimForCreditor: firm,
    canFileOwnClaims: creditor,
    canDeleteClaims: firm || creditor,
    canFileForCreditor: creditor && userType === 'D',
  };
}
