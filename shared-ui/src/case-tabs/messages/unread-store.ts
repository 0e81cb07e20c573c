import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { create } from 'zustand';
import type { TabSide } from '../tab-access';
import { messagesQuery } from './messages-query';

type UnreadState = { counts: Record<string, number>; set(key: string, count: number): void };

/** Unread counts per case (firm) or per creditor-case link (creditor), shared by the tab badge and the list. */
const useUnreadStore = create<UnreadState>()((set) => ({
  counts: {},
  set: (key, count) => set((state) => ({ counts: { ...state.counts, [key]: count } })),
}));

export const unreadKey = (side: TabSide, id: number) => `${side}:${id}`;

export const setUnreadCount = (side: TabSide, id: number, count: number) =>
  useUnreadStore.getState().set(unreadKey(side, id), count);

/**
 * The number of unread received messages, for the red badge on the messages
 * tab. Reads the case's messages through the message centre's query; while the
 * centre is open it keeps the count current (reading a message lowers it at once).
 * `id` is the case id (firm) or the creditor-case link id (creditor).
 */
export function useUnreadCount(id: number | null | undefined, side: TabSide = 'lawfirm'): number {
  const key = id ? unreadKey(side, id) : '';
  const count = useUnreadStore((state) => (key ? state.counts[key] : undefined));
  // The message centre's own query (one request for both); a failure is its to report, the badge is a hint.
  const { data } = useQuery({ ...messagesQuery(side, id ?? 0), enabled: Boolean(id) });
  useEffect(() => {
    if (id && data) setUnreadCount(side, id, data.inboxList.filter((message) => !message.isRead).length);
  }, [id, side, data]);
  return count ?? 0;
}
