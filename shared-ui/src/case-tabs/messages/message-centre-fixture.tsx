import type { CaseCreditor, MessageLists, ReceivedMessage, SentMessage } from 'shared-api';
import { useUnreadCount } from './unread-store';

/** The sample messages, creditors and the unread badge of the message centre tests. */

export const sent = (
  id: number,
  text: string,
  at: string,
  names: string[] = ['Leverantören AB'],
): SentMessage => ({
  notificationId: id,
  notification: text,
  sendOn: at,
  creditorNameList: names.map((creditorName) => ({ creditorName })),
  sendByName: 'anna.berg@nordlaw.demo',
  editedOn: null,
});
export const received = (id: number, text: string, at: string, isRead: boolean): ReceivedMessage => ({
  notificationId: id,
  notificationToId: 100 + id,
  notification: text,
  createdOn: at,
  creditorName: 'Byggbolaget i Norr AB',
  lawfirmName: null,
  isRead,
});

export const lists = (overrides: Partial<MessageLists> = {}): MessageLists => ({
  sentList: [
    sent(1, 'Bevakningsdagen är den 15 maj.', '2026-03-01T09:00:00Z', [
      'Leverantören AB',
      'Byggbolaget i Norr AB',
    ]),
  ],
  inboxList: [
    received(2, 'Vi har skickat in vår fordran.', '2026-03-03T10:00:00Z', false),
    received(3, 'Tack för informationen.', '2026-02-20T08:00:00Z', true),
  ],
  ...overrides,
});

export const creditor = (creditorCasesId: number, creditorId: number, name: string): CaseCreditor => ({
  creditorCasesId,
  caseId: 5,
  creditorResponse: {
    creditorId,
    creditorName: name,
    creditorEmaill: `${creditorId}@creditor.demo`,
    creditrorCompanyName: name,
    creditorCompanyOrgNr: `55660${creditorId}-0000`,
    creditorType: 'Creditor',
    isDebtCollector: false,
    creditorStreet: 'Storgatan 1',
    creditorPostNumber: '111 22',
    creditorTown: 'Stockholm',
    creditorCountry: 'Sverige',
  },
});

export function Badge() {
  return <output aria-label="badge">{useUnreadCount(5)}</output>;
}
