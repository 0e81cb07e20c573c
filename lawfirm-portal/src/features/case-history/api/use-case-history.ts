import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CASE_HISTORY_PAGE_SIZE,
  type CaseHistory,
  type CaseHistoryKind,
  call,
  getCaseHistory,
} from 'shared-api';
import { errorMessage, toast } from 'shared-ui';
import { isAbort } from '../../../lib/api-error';

/** The filters the history tab sends; '' means "any". `from` and `to` are days, "2026-03-01". */
export interface HistoryFilters {
  actor: string;
  kind: CaseHistoryKind | '';
  from: string;
  to: string;
}

export const NO_FILTERS: HistoryFilters = { actor: '', kind: '', from: '', to: '' };

/** The filters as the query of both history calls, leaving out those not set. */
export function historyQuery(caseId: number, filters: HistoryFilters) {
  return {
    caseId,
    ...(filters.actor ? { actor: filters.actor } : {}),
    ...(filters.kind ? { kind: filters.kind } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
}

const EMPTY: CaseHistory = { entries: [], total: 0, actors: [] };

/** One page of a case's history from the server, filtered there. */
export function useCaseHistory(caseId: number, filters: HistoryFilters, page: number) {
  const { i18n } = useTranslation();
  const [history, setHistory] = useState<CaseHistory>(EMPTY);
  const [loading, setLoading] = useState(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the summaries are in the reader's language; reload when it changes
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    call(getCaseHistory, {
      query: { ...historyQuery(caseId, filters), page, pageSize: CASE_HISTORY_PAGE_SIZE },
      signal: controller.signal,
    })
      .then(setHistory)
      .catch((error: unknown) => {
        if (isAbort(error)) return;
        setHistory(EMPTY);
        toast.error(errorMessage(error, 'lawfirm.errors.fetchCaseHistoryFailed'));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [caseId, filters, page, i18n.language]);

  return { ...history, loading };
}
