import type { MessageLists } from 'shared-api';

/** One line of the message centre: a sent or a received message. */
export type MessageRow = {
  key: string;
  direction: 'outgoing' | 'incoming';
  messageId: number;
  /** The caller's own recipient row (received messages). */
  recipientRowId: number | null;
  text: string;
  /** ISO-8601 UTC */
  at: string;
  editedOn: string | null;
  /** The other party's or the sender's name; null for "you". */
  senderName: string | null;
  /** Sent messages always count as read. */
  isRead: boolean;
};

/**
 * One page's sent and received messages merged, newest first, as the server paged them (a
 * sent message before a received one of the same moment). The firm reads a sent message's recipients
 * in its details (MessageRecipients): a page names only the first few.
 */
export function mergeMessages(lists: MessageLists): MessageRow[] {
  const sent: MessageRow[] = lists.sentList.map((message) => ({
    key: `out-${message.notificationId}`,
    direction: 'outgoing',
    messageId: message.notificationId,
    recipientRowId: null,
    text: message.notification,
    at: message.sendOn,
    editedOn: message.editedOn ?? null,
    senderName: message.sendByName ?? null,
    isRead: true,
  }));
  const received: MessageRow[] = lists.inboxList.map((message) => ({
    key: `in-${message.notificationToId}`,
    direction: 'incoming',
    messageId: message.notificationId,
    recipientRowId: message.notificationToId,
    text: message.notification,
    at: message.createdOn,
    editedOn: null,
    senderName: message.creditorName ?? message.lawfirmName,
    isRead: message.isRead,
  }));
  return [...sent, ...received].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}
