import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { UnreadCount } from 'shared-api';
import type { TabSide } from '../tab-access';
import { unreadCountKey, unreadCountQuery } from './messages-query';

/**
 * The unread counts per case (firm) or per creditor-case link (creditor), shared by the tab badge and the
 * message centre: one cache entry each, the count endpoint's (the badge never reads the list).
 * While the centre is open, its pages' `unreadCount` keeps the entry current, and reading a message
 * lowers it at once.
 */

/**
 * Offers a count the server answered at `at` (ms, a page's dataUpdatedAt): taken unless the entry holds a
 * newer one, so a page read from the cache cannot bring back a count a later read or change replaced.
 */
export function setUnreadCount(
  queryClient: QueryClient,
  side: TabSide,
  id: number,
  count: number,
  at = Date.now(),
) {
  const key = unreadCountKey(side, id);
  const state = queryClient.getQueryState(key);
  if (state && state.dataUpdatedAt > at) return;
  queryClient.setQueryData<UnreadCount>(key, { unreadCount: count }, { updatedAt: at });
}

/** One received message was just read: the count drops by one before the server is asked again. */
export function lowerUnreadCount(queryClient: QueryClient, side: TabSide, id: number) {
  queryClient.setQueryData<UnreadCount>(unreadCountKey(side, id), (old) =>
    old ? { unreadCount: Math.max(0, old.unreadCount - 1) } : old,
  );
}

/**
 * The count the cache holds, undefined before any is known; asks the count endpoint only with `fetch`
 * (the message centre does not: its pages carry the count).
 */
export function useCachedUnreadCount(side: TabSide, id: number | null | undefined, fetch: boolean) {
  // A failure is not reported: the badge is a hint, the list reports its own.
  const { data } = useQuery({ ...unreadCountQuery(side, id ?? 0), enabled: fetch && Boolean(id) });
  return id ? data?.unreadCount : undefined;
}

/**
 * The number of unread received messages, for the red badge on the messages tab: read from the count
 * endpoint, never the list. `id` is the case id (firm) or the creditor-case link id (creditor).
 */
export function useUnreadCount(id: number | null | undefined, side: TabSide = 'lawfirm'): number {
  return useCachedUnreadCount(side, id, true) ?? 0;
}
