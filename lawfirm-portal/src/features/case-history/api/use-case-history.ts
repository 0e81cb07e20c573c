import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  CASE_HISTORY_PAGE_SIZE,
  type CaseHistory,
  type CaseHistoryKind,
  endpointQuery,
  getCaseHistory,
} from 'shared-api';

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

/** One page of a case's history from the server, filtered there (a numbered pager). */
export function useCaseHistory(caseId: number, filters: HistoryFilters, page: number) {
  const { data, isFetching, isError } = useQuery({
    ...endpointQuery(getCaseHistory, {
      ...historyQuery(caseId, filters),
      page,
      pageSize: CASE_HISTORY_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
    meta: { errorKey: 'lawfirm.errors.fetchCaseHistoryFailed' },
  });
  return { ...(!isError && data ? data : EMPTY), loading: isFetching };
}
