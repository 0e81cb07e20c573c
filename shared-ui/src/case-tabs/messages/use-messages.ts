import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { tabQueryMeta } from '../feedback';
import type { TabSide } from '../tab-access';
import { countUnread, type MessageRow, mergeMessages } from './message-rows';
import { messagesKey, messagesQuery } from './messages-query';
import { setUnreadCount } from './unread-store';

const NONE: MessageRow[] = [];

/**
 * The merged message list of a case (firm) or a creditor-case link (creditor), and a reload (after a
 * change: marks the list stale and resolves once it is read again).
 */
export function useMessages(side: TabSide, caseId: number, creditorCasesId: number | undefined) {
  const queryClient = useQueryClient();
  const linkId = side === 'lawfirm' ? caseId : creditorCasesId;
  const { data, isPending, isFetching } = useQuery({
    ...messagesQuery(side, linkId ?? 0),
    enabled: Boolean(linkId),
    meta: tabQueryMeta('tabs.messages.toast.fetchFailed'),
  });
  const rows = useMemo(() => (linkId && data ? mergeMessages(data) : NONE), [linkId, data]);
  useEffect(() => {
    if (linkId && data) setUnreadCount(side, linkId, countUnread(rows));
  }, [side, linkId, data, rows]);
  const reload = useCallback(async () => {
    if (linkId) await queryClient.invalidateQueries({ queryKey: messagesKey(side, linkId) });
  }, [queryClient, side, linkId]);
  return { rows, loading: Boolean(linkId) && (isPending || isFetching), reload };
}
