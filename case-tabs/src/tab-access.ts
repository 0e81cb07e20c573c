import type { UserType } from 'shared-api';
import {
  addClaim,
  changeDocumentStatus,
  creditorSendMessage,
  decideClaim,
  deleteClaim,
  deleteDocument,
  editDocument,
  isCreditorSide,
  isDebtCollector,
  isFirmStaff,
  lawFirmGetRecipients,
  lawFirmSendMessage,
  mayCall,
  uploadDocument,
} from 'shared-api';

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

/**
 * What the signed-in user may do in the case tabs (docs/decisions/0002-firm-users-work-the-case-tabs.md: U works as A).
 * `side` is the portal mounting the tabs; a user of the other kind gets nothing to change.
 */
export function tabAccess(
  side: TabSide,
  userType: UserType | null | undefined,
  options: { allowCreditorMessages?: boolean } = {},
): TabAccess {
  // Each answer is the endpoint the button calls, allowed to the role by the contract, on the portal's side.
  const firm = side === 'lawfirm' && isFirmStaff(userType);
  const creditor = side === 'creditor' && isCreditorSide(userType);
  const may = (endpoint: Parameters<typeof mayCall>[0]) => mayCall(endpoint, userType);
  return {
    canWriteMessages:
      (firm && may(lawFirmSendMessage)) ||
      (creditor && options.allowCreditorMessages === true && may(creditorSendMessage)),
    canUseStandardMessage: firm && may(lawFirmSendMessage),
    canSeeRecipients: firm && may(lawFirmGetRecipients),
    canManageDocuments:
      firm && may(uploadDocument) && may(editDocument) && may(changeDocumentStatus) && may(deleteDocument),
    canManageClaimStatus: firm && may(decideClaim),
    canRegisterClaimForCreditor: firm && may(addClaim),
    canFileOwnClaims: creditor && may(addClaim),
    canDeleteClaims: (firm || creditor) && may(deleteClaim),
    canFileForCreditor: creditor && isDebtCollector(userType) && may(addClaim),
  };
}
