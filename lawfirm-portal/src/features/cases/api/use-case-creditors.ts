import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery, getCaseCreditors } from 'shared-api';

export const CREDITORS_PAGE_SIZE = 10;

/** One page of a case's creditors from the server (`page`, `pageSize`, `search`); a numbered pager. */
export function useCaseCreditors(caseId: number, page: number, search: string) {
  const { data, isFetching, isError } = useQuery({
    ...endpointQuery(getCaseCreditors, {
      caseId,
      page,
      pageSize: CREDITORS_PAGE_SIZE,
      ...(search ? { search } : {}),
    }),
    placeholderData: keepPreviousData,
    meta: { errorKey: 'lawfirm.errors.fetchCaseCreditorsFailed' },
  });
  const creditors = !isError && data ? data.caseCreditorListRponse : [];
  const total = !isError && data ? (data.totalCount ?? data.caseCreditorListRponse.length) : 0;
  return { creditors, total, loading: isFetching };
}
