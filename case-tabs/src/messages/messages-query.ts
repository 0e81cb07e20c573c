import type { QueryClient } from '@tanstack/react-query';
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

/** The page the message centre opens on: the first, unsearched and unfiltered. */
export const FIRST_MESSAGE_PAGE: MessagePageRequest = { page: 1, search: '', filter: 'all' };

/**
 * Starts reading the page the message centre opens on, before the centre is drawn (a screen that knows the
 * case before its tabs can be drawn); the centre then finds it in the cache or on its way. A page read
 * less than `staleTime` ago is not read again.
 */
export function prefetchFirstMessages(
  queryClient: QueryClient,
  side: TabSide,
  id: number,
  staleTime = 0,
): Promise<void> {
  return queryClient.prefetchQuery({ ...messagePageQuery(side, id, FIRST_MESSAGE_PAGE), staleTime });
}
