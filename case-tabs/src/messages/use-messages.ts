import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { tabQueryMeta } from '../feedback';
import type { TabSide } from '../tab-access';
import { keepPageOf } from '../tab-paging';
import { type MessageRow, mergeMessages } from './message-rows';
import { type MessagePageRequest, messagePageQuery, messagesKey, unreadCountKey } from './messages-query';
import { setUnreadCount } from './unread-store';

const NONE: MessageRow[] = [];

/**
 * One page of the messages of a case (firm) or a creditor-case link (creditor), as the server searched,
 * filtered and paged them: its rows newest first, how many match in all, the caller's unread count, and a
 * reload (after a change: marks every page and the unread count stale, resolves once they are read again).
 * The page in view stays while the next is read; the answer's unread count keeps the tab's badge current.
 */
export function useMessagePage(side: TabSide, linkId: number | undefined, request: MessagePageRequest) {
  const queryClient = useQueryClient();
  const id = linkId ?? 0;
  const { data, isPending, isFetching, isPlaceholderData, dataUpdatedAt } = useQuery({
    ...messagePageQuery(side, id, request),
    enabled: Boolean(linkId),
    placeholderData: keepPageOf(messagesKey(side, id)),
    meta: tabQueryMeta('tabs.messages.toast.fetchFailed'),
  });
  const rows = useMemo(() => (linkId && data ? mergeMessages(data) : NONE), [linkId, data]);
  const unreadCount = linkId && !isPlaceholderData ? data?.unreadCount : undefined;
  useEffect(() => {
    if (linkId && unreadCount !== undefined)
      setUnreadCount(queryClient, side, linkId, unreadCount, dataUpdatedAt);
  }, [queryClient, side, linkId, unreadCount, dataUpdatedAt]);
  const reload = useCallback(async () => {
    if (!linkId) return;
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: messagesKey(side, linkId) }),
      queryClient.invalidateQueries({ queryKey: unreadCountKey(side, linkId) }),
    ]);
  }, [queryClient, side, linkId]);
  return {
    rows,
    total: data?.totalCount ?? rows.length,
    loading: Boolean(linkId) && (isPending || isFetching),
    reload,
  };
}
