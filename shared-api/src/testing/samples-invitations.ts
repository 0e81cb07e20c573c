import type { Invitation, InvitationRow } from '../contract';
import * as api from '../contract';
import type { Sample } from './sample';

/** A ready row and two with problems, as the preview of a creditor list shows them. */
export const sampleInvitationRows: InvitationRow[] = [
  {
    line: 2,
    name: 'Kontorsvaror i Mälardalen AB',
    orgNumber: '556016-0680',
    email: 'ekonomi@kontorsvaror.example',
    amount: '12500.00',
    problems: [],
    renewal: false,
  },
  {
    line: 3,
    name: 'Fel Nummer AB',
    orgNumber: '556016-0681',
    email: 'fel@nummer.example',
    amount: null,
    problems: ['orgNumberInvalid'],
    renewal: false,
  },
  {
    line: 4,
    name: 'Kontorsvaror i Mälardalen AB',
    orgNumber: '556016-0680',
    email: 'ekonomi@kontorsvaror',
    amount: null,
    problems: ['emailInvalid', 'duplicateInFile'],
    renewal: false,
  },
];

/** A ready row whose earlier invitation to the case expired unused: sending renews it. */
export const sampleRenewalRow: InvitationRow = {
  line: 5,
  name: 'Utgången Länk AB',
  orgNumber: '212000-0142',
  email: 'faktura@utgangen.example',
  amount: null,
  problems: [],
  renewal: true,
};

export const sampleInvitation: Invitation = {
  invitationId: 41,
  caseId: 11,
  name: 'Kontorsvaror i Mälardalen AB',
  orgNumber: '556016-0680',
  email: 'ekonomi@kontorsvaror.example',
  amount: '12500.00',
  state: 'invited',
  invitedAt: '2026-03-20T09:00:00.000Z',
  expiresAt: '2026-05-19T09:00:00.000Z',
};

export const sampleFollowingInvitation: Invitation = {
  ...sampleInvitation,
  invitationId: 40,
  name: 'Trävaror Norr AB',
  orgNumber: '212000-0142',
  email: 'faktura@travaror.example',
  amount: null,
  state: 'following',
};

/** A token as an invitation link carries it. */
export const sampleInvitationToken = 'q5bT3s0m3R4nd0mT0k3nV4lu3_f0r-t3st1ng-0nly';

/** The samples of the invitations area, spread into `samples`. */
export const invitationSamples = {
  previewInvitations: {
    endpoint: api.previewInvitations,
    query: { caseId: 11 },
    data: { rows: sampleInvitationRows, ready: 1 },
  } satisfies Sample<typeof api.previewInvitations>,
  sendInvitations: {
    endpoint: api.sendInvitations,
    query: { caseId: 11 },
    data: { invited: 1, skipped: 2 },
    message: 'Invitations sent',
  } satisfies Sample<typeof api.sendInvitations>,
  getInvitations: {
    endpoint: api.getInvitations,
    query: { caseId: 11 },
    data: { invitations: [sampleInvitation, sampleFollowingInvitation], totalCount: 2 },
  } satisfies Sample<typeof api.getInvitations>,
  acceptInvitation: {
    endpoint: api.acceptInvitation,
    body: { token: sampleInvitationToken },
    data: { caseId: 11 },
    message: 'You now follow the case',
  } satisfies Sample<typeof api.acceptInvitation>,
};
