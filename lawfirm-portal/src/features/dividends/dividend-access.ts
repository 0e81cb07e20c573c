import type { ProposalSummary, UserType } from 'shared-api';
import {
  confirmBankDetails,
  draftProposal,
  isFirmAdmin,
  markPayments,
  mayCall,
  publishProposal,
  recordProposalDates,
  saveDividendSettings,
} from 'shared-api';

/**
 * Who may do what with a case's dividends, as plain answers: A and U draft, publish and record the day a
 * version went to the supervisory authority; only A records that it was confirmed and final, sets the
 * settings and the estate's account, confirms bank details, downloads the payment file and marks payments.
 */
export function dividendAccess(
  userType: UserType | null,
  version?: Pick<ProposalSummary, 'status' | 'finalOn' | 'confirmedOn'>,
) {
  const published = version?.status === 'Published';
  const final = Boolean(version?.finalOn);
  return {
    canDraft: mayCall(draftProposal, userType) && !version?.confirmedOn,
    canPublish: mayCall(publishProposal, userType) && version?.status === 'Draft',
    canRecordSent: mayCall(recordProposalDates, userType) && published && !final,
    // The same endpoint as the day sent; the server lets only the administrator record the decision.
    canRecordDecision: isFirmAdmin(userType) && mayCall(recordProposalDates, userType) && published && !final,
    canChangeSettings: mayCall(saveDividendSettings, userType),
    canConfirmBankDetails: mayCall(confirmBankDetails, userType),
    canPay: mayCall(markPayments, userType) && final,
  };
}
