import type { MessageLists } from 'shared-api';
import { formatDate, formatDateTime } from 'shared-ui/light';
import { matches } from '../text';

export const MESSAGE_FILTERS = ['all', 'read', 'unread', 'incoming', 'outgoing'] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];

/** One line of the message centre: a sent or a received message. */
export type MessageRow = {
  key: string;
  direction: 'outgoing' | 'incoming';
  notificationId: number;
  /** The caller's own recipient row (received messages). */
  notificationToId: number | null;
  text: string;
  /** ISO-8601 UTC */
  at: string;
  editedOn: string | null;
  /** The other party's or the sender's name; null for "you". */
  senderName: string | null;
  /** Sent messages always count as read. */
  isRead: boolean;
  recipients: string[];
};

/** Sent and received merged, newest first (spec 2 §2). */
export function mergeMessages(lists: MessageLists): MessageRow[] {
  const sent: MessageRow[] = lists.sentList.map((message) => ({
    key: `out-${message.notificationId}`,
    direction: 'outgoing',
    notificationId: message.notificationId,
    notificationToId: null,
    text: message.notification,
    at: message.sendOn,
    editedOn: message.editedOn ?? null,
    senderName: message.sendByName ?? null,
    isRead: true,
    recipients: message.creditorNameList.map((entry) => entry.creditorName),
  }));
  const received: MessageRow[] = lists.inboxList.map((message) => ({
    key: `in-${message.notificationToId}`,
    direction: 'incoming',
    notificationId: message.notificationId,
    notificationToId: message.notificationToId,
    text: message.notification,
    at: message.createdOn,
    editedOn: null,
    senderName: message.creditorName ?? message.lawfirmName,
    isRead: message.isRead,
    recipients: [],
  }));
  return [...sent, ...received].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}

export const countUnread = (rows: readonly MessageRow[]) =>
  rows.filter((row) => row.direction === 'incoming' && !row.isRead).length;

const passesFilter = (row: MessageRow, filter: MessageFilter) => {
  switch (filter) {
    case 'read':
      return row.isRead;
    case 'unread':
      return !row.isRead;
    case 'incoming':
      return row.direction === 'incoming';
    case 'outgoing':
      return row.direction === 'outgoing';
    default:
      return true;
  }
};

/** Search matches the text, the sender or the date as shown (2026/03/14) or typed (2026-03-14). */
const passesSearch = (row: MessageRow, search: string) => {
  const needle = search.trim();
  if (!needle) return true;
  const shown = formatDateTime(row.at);
  return (
    matches(row.text, needle) ||
    matches(row.senderName, needle) ||
    matches(shown, needle) ||
    matches(shown.replace(/\//g, '-'), needle) ||
    matches(formatDate(row.at), needle)
  );
};

export function filterMessages(rows: readonly MessageRow[], filter: MessageFilter, search: string) {
  return rows.filter((row) => passesFilter(row, filter) && passesSearch(row, search));
}
