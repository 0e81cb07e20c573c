import type { ProposalSummary, UserType } from 'shared-api';

/**
 * Who may do what with a case's dividends, as plain answers: A and U draft, publish and record the day a
 * version went to the supervisory authority; only A records that it was confirmed and final, sets the
 * settings and the estate's account, confirms bank details, downloads the payment file and marks payments.
 */
export function dividendAccess(
  userType: UserType | null,
  version?: Pick<ProposalSummary, 'status' | 'finalOn' | 'confirmedOn'>,
) {
  const staff = userType === 'A' || userType === 'U';
  const admin = userType === 'A';
  const published = version?.status === 'Published';
  const final = Boolean(version?.finalOn);
  return {
    canDraft: staff && !version?.confirmedOn,
    canPublish: staff && version?.status === 'Draft',
    canRecordSent: staff && published && !final,
    canRecordDecision: admin && published && !final,
    canChangeSettings: admin,
    canConfirmBankDetails: admin,
    canPay: admin && final,
  };
}
