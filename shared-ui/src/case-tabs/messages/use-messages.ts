import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, creditorGetMessages, lawFirmGetMessages } from 'shared-api';
import { reportError } from '../feedback';
import type { TabSide } from '../tab-access';
import { countUnread, type MessageRow, mergeMessages } from './message-rows';
import { setUnreadCount } from './unread-store';

/** The merged message list of a case (firm) or a creditor-case link (creditor), and a reload. */
export function useMessages(side: TabSide, caseId: number, creditorCasesId: number | undefined) {
  const { i18n } = useTranslation('tabs');
  const [rows, setRows] = useState<MessageRow[]>([]);
  const [loading, setLoading] = useState(true);
  const latest = useRef<AbortController | null>(null);
  const linkId = side === 'lawfirm' ? caseId : creditorCasesId;

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload in the new language (the server answers in it)
  const reload = useCallback(async () => {
    latest.current?.abort();
    const controller = new AbortController();
    latest.current = controller;
    if (!linkId) {
      setRows([]);
      setLoading(false);
      return;
    }
    setLoading(true);
    try {
      const lists =
        side === 'lawfirm'
          ? await call(lawFirmGetMessages, { query: { caseId: linkId }, signal: controller.signal })
          : await call(creditorGetMessages, {
              query: { creditorCasesId: linkId },
              signal: controller.signal,
            });
      if (controller.signal.aborted) return;
      const merged = mergeMessages(lists);
      setRows(merged);
      setUnreadCount(side, linkId, countUnread(merged));
    } catch (error) {
      if (!controller.signal.aborted) reportError(error, 'tabs.messages.toast.fetchFailed');
    } finally {
      if (latest.current === controller) setLoading(false);
    }
  }, [side, linkId, i18n.language]);

  useEffect(() => {
    void reload();
    return () => latest.current?.abort();
  }, [reload]);

  return { rows, loading, reload };
}
