import { useEffect } from 'react';
import { call, creditorGetMessages, lawFirmGetMessages } from 'shared-api';
import { create } from 'zustand';
import type { TabSide } from '../tab-access';

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
 * tab. Loads whenever the case changes; while the message centre is open it
 * keeps the count current (reading a message lowers it at once).
 * `id` is the case id (firm) or the creditor-case link id (creditor).
 */
export function useUnreadCount(id: number | null | undefined, side: TabSide = 'lawfirm'): number {
  const key = id ? unreadKey(side, id) : '';
  const count = useUnreadStore((state) => (key ? state.counts[key] : undefined));
  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    const request =
      side === 'lawfirm'
        ? call(lawFirmGetMessages, { query: { caseId: id }, signal: controller.signal })
        : call(creditorGetMessages, { query: { creditorCasesId: id }, signal: controller.signal });
    request.then(
      (lists) => setUnreadCount(side, id, lists.inboxList.filter((message) => !message.isRead).length),
      () => {
        // The badge is a hint: the message centre reports a failed load itself.
      },
    );
    return () => controller.abort();
  }, [id, side]);
  return count ?? 0;
}
