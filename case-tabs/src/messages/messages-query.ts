import {
  creditorGetMessages,
  creditorGetUnreadCount,
  endpointKey,
  endpointQuery,
  lawFirmGetMessages,
  lawFirmGetUnreadCount,
  type MessageListQuery,
} from 'shared-api';
import type { TabSide } from '../tab-access';
import { PAGE_SIZE } from '../text';

export const MESSAGE_FILTERS = ['all', 'read', 'unread', 'incoming', 'outgoing'] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];

/** What each filter of the centre asks the server (contract messageListQuerySchema). */
const FILTER_QUERY: Record<MessageFilter, Pick<MessageListQuery, 'isRead' | 'direction'>> = {
  all: {},
  read: { isRead: true },
  unread: { isRead: false },
  incoming: { direction: 'incoming' },
  outgoing: { direction: 'outgoing' },
};

/** The page of the centre's list asked for: its number, the search (trimmed, '' for none) and the filter. */
export type MessagePageRequest = { page: number; search: string; filter: MessageFilter };

/**
 * One page of the merged messages of a case (firm) or a creditor-case link (creditor), searched,
 * filtered and paged by the server: a case may have 20,000 messages.
 */
export const messagePageQuery = (side: TabSide, id: number, { page, search, filter }: MessagePageRequest) => {
  const query = { page, pageSize: PAGE_SIZE, ...(search ? { search } : {}), ...FILTER_QUERY[filter] };
  return side === 'lawfirm'
    ? endpointQuery(lawFirmGetMessages, { caseId: id, ...query })
    : (endpointQuery(creditorGetMessages, { creditorCasesId: id, ...query }) as unknown as ReturnType<
        typeof endpointQuery<typeof lawFirmGetMessages>
      >);
};

/** The key that marks every page of a side's messages of `id` stale. */
export const messagesKey = (side: TabSide, id: number) =>
  side === 'lawfirm'
    ? endpointKey(lawFirmGetMessages, { caseId: id })
    : endpointKey(creditorGetMessages, { creditorCasesId: id });

/** The number of unread received messages of a case (firm) or a link (creditor), without the list. */
export const unreadCountQuery = (side: TabSide, id: number) =>
  side === 'lawfirm'
    ? endpointQuery(lawFirmGetUnreadCount, { caseId: id })
    : (endpointQuery(creditorGetUnreadCount, { creditorCasesId: id }) as unknown as ReturnType<
        typeof endpointQuery<typeof lawFirmGetUnreadCount>
      >);

/** The key of that count. */
export const unreadCountKey = (side: TabSide, id: number) => unreadCountQuery(side, id).queryKey;
