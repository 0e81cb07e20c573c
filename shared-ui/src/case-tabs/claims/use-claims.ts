import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, creditorGetInvoices, type Invoice, lawFirmGetInvoices, useAuthStore } from 'shared-api';
import { reportError } from '../feedback';
import type { TabSide } from '../tab-access';

/** The firm: every claim of the case. A creditor or debt collector: its own (and those it filed for others). */
export function useClaims(side: TabSide, caseId: number) {
  const { i18n } = useTranslation('tabs');
  const creditorId = useAuthStore((state) => state.user?.creditorId ?? null);
  const [claims, setClaims] = useState<Invoice[]>([]);
  const [loading, setLoading] = useState(true);
  const latest = useRef<AbortController | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload in the new language (the server answers in it)
  const reload = useCallback(async () => {
    latest.current?.abort();
    const controller = new AbortController();
    latest.current = controller;
    setLoading(true);
    try {
      const data =
        side === 'lawfirm'
          ? await call(lawFirmGetInvoices, { query: { caseId }, signal: controller.signal })
          : creditorId
            ? await call(creditorGetInvoices, { body: { caseId, creditorId }, signal: controller.signal })
            : { invoiceList: [] };
      if (!controller.signal.aborted) setClaims(data.invoiceList);
    } catch (error) {
      if (!controller.signal.aborted) reportError(error, 'tabs.claims.toast.fetchFailed');
    } finally {
      if (latest.current === controller) setLoading(false);
    }
  }, [side, caseId, creditorId, i18n.language]);

  useEffect(() => {
    void reload();
    return () => latest.current?.abort();
  }, [reload]);

  return { claims, loading, reload };
}
