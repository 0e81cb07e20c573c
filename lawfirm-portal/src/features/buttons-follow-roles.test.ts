import {
  addCase,
  addLawFirm,
  addLawFirmUser,
  confirmBankDetails,
  deleteCase,
  deleteLawFirm,
  draftProposal,
  type Endpoint,
  getCaseHistory,
  getCases,
  getLawFirms,
  markPayments,
  mayCall,
  publishProposal,
  recordProposalDates,
  saveDividendSettings,
  sendInvitations,
  type UserType,
  updateCase,
  updateLawFirm,
} from 'shared-api';
import { mayReadCaseHistory } from './case-history/history-access';
import { caseAccessFor, lawFirmAccessFor } from './cases/case-access';
import { dividendAccess } from './dividends/dividend-access';
import { mayInviteCreditors } from './invitations/invitation-access';

/**
 * The law-firm portal shows each button that calls an endpoint on one access answer (the menus and pages
 * render it only when the answer holds). Each answer names the endpoints its buttons call; for every role,
 * the answer holds only when the contract lets the role call them all, so no button leads to a 403.
 */
const ROLES: (UserType | null)[] = ['S', 'A', 'U', 'C', 'D', null];
const VERSIONS = [
  undefined,
  { status: 'Draft' as const, finalOn: null, confirmedOn: null },
  { status: 'Published' as const, finalOn: null, confirmedOn: null },
  { status: 'Published' as const, finalOn: '2026-05-01', confirmedOn: '2026-04-20' },
];

const answersOf = (role: UserType | null): Record<string, boolean>[] => [
  caseAccessFor(role),
  lawFirmAccessFor(role),
  { mayInviteCreditors: mayInviteCreditors(role), mayReadCaseHistory: mayReadCaseHistory(role) },
  ...VERSIONS.map((version) => dividendAccess(role, version)),
];

const ENDPOINTS_OF: Record<string, Endpoint[]> = {
  canSeeCases: [getCases],
  canAddCase: [addCase],
  canEditCase: [updateCase],
  canDeleteCase: [deleteCase],
  canManageUsers: [addLawFirmUser],
  canEditOwnFirm: [updateLawFirm],
  canListLawFirms: [getLawFirms],
  canAddLawFirm: [addLawFirm],
  canEditLawFirm: [updateLawFirm],
  canDeleteLawFirm: [deleteLawFirm],
  canManageFirmUsers: [addLawFirmUser],
  mayInviteCreditors: [sendInvitations],
  mayReadCaseHistory: [getCaseHistory],
  canDraft: [draftProposal],
  canPublish: [publishProposal],
  canRecordSent: [recordProposalDates],
  canRecordDecision: [recordProposalDates],
  canChangeSettings: [saveDividendSettings],
  canConfirmBankDetails: [confirmBankDetails],
  canPay: [markPayments],
};

describe("the law-firm portal's buttons follow the endpoints' roles", () => {
  it.each(ROLES)('%s is shown only the buttons of endpoints it may call', (role) => {
    for (const answers of answersOf(role))
      for (const [answer, holds] of Object.entries(answers)) {
        if (!holds || answer === 'canWorkInCaseTabs') continue; // the tabs' own test checks them
        const endpoints = ENDPOINTS_OF[answer];
        expect({ answer, named: endpoints !== undefined }).toEqual({ answer, named: true });
        for (const endpoint of endpoints ?? [])
          expect({ answer, endpoint: endpoint.operationId, allowed: mayCall(endpoint, role) }).toEqual({
            answer,
            endpoint: endpoint.operationId,
            allowed: true,
          });
      }
  });

  it('names no answer that holds for nobody', () => {
    const shown = new Set(
      ROLES.flatMap((role) =>
        answersOf(role).flatMap((answers) => Object.keys(answers).filter((key) => answers[key])),
      ),
    );
    for (const answer of Object.keys(ENDPOINTS_OF))
      expect({ answer, shown: shown.has(answer) }).toEqual({ answer, shown: true });
  });
});
