import {
  type CaseCreditor,
  type MessageLists,
  RECIPIENT_PREVIEW,
  type ReceivedMessage,
  type SentMessage,
} from 'shared-api';
import { pageOfMatches, type ResolverContext } from 'shared-api/testing';
import { formatDateTime } from 'shared-ui/light';
import { useUnreadCount } from './unread-store';

/** The sample messages, creditors, a fake paging server and the unread badge of the message centre tests. */

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

/** The query of each list request the fake server answered, as sent (`{ caseId: '5', page: '1', ... }`). */
export type ListRequest = Record<string, string>;

type Line = { at: string; text: string; sent?: SentMessage; received?: ReceivedMessage };

/**
 * Answers a message list call as the server does: both lists merged newest first (a sent
 * message before a received one of the same moment), kept by `isRead` and `direction`, searched (text,
 * the other party's name, the date as shown) and paged with `pageOfMatches`, split back into sentList
 * and inboxList with the total and the unread count (whatever the filters). A sent message names only
 * the first RECIPIENT_PREVIEW recipients and their count. Records each request's query in `requests`.
 */
export function pagedMessages(all: MessageLists | (() => MessageLists), requests: ListRequest[] = []) {
  return ({ url }: ResolverContext): MessageLists => {
    requests.push(Object.fromEntries(url.searchParams));
    const { sentList, inboxList } = typeof all === 'function' ? all() : all;
    const lines: Line[] = [
      ...sentList.map((message) => ({ at: message.sendOn, text: message.notification, sent: message })),
      ...inboxList.map((message) => ({
        at: message.createdOn,
        text: message.notification,
        received: message,
      })),
    ].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
    const isRead = url.searchParams.get('isRead');
    const direction = url.searchParams.get('direction');
    const kept = lines.filter(
      ({ sent, received }) =>
        (isRead === null || (sent ? isRead === 'true' : String(received?.isRead) === isRead)) &&
        (direction === null || (direction === 'outgoing') === Boolean(sent)),
    );
    const nameOf = ({ sent, received }: Line) =>
      sent
        ? sent.creditorNameList.map((entry) => entry.creditorName).join(' ')
        : `${received?.creditorName ?? ''} ${received?.lawfirmName ?? ''}`;
    const shown = (line: Line) => formatDateTime(line.at);
    const textOf = (line: Line) =>
      `${line.text} ${nameOf(line)} ${shown(line)} ${shown(line).replace(/\//g, '-')}`;
    const { items, totalCount } = pageOfMatches(url, kept, textOf, []);
    return {
      sentList: items.flatMap(({ sent }) =>
        sent
          ? [
              {
                ...sent,
                creditorNameList: sent.creditorNameList.slice(0, RECIPIENT_PREVIEW),
                recipientCount: sent.creditorNameList.length,
              },
            ]
          : [],
      ),
      inboxList: items.flatMap(({ received }) => (received ? [received] : [])),
      totalCount,
      unreadCount: inboxList.filter((message) => !message.isRead).length,
    };
  };
}

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
