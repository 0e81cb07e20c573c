import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { type CaseCreditor, type DataOf, endpointInfiniteQuery, getCaseCreditors } from 'shared-api';
import { tabQueryMeta } from '../feedback';

/** Creditors per page of the picker: a few screens of the dropdown, a few KB on the wire. */
export const CREDITOR_PICKER_PAGE_SIZE = 50;

const itemsOf = (data: DataOf<typeof getCaseCreditors>) => data.caseCreditorListRponse;
const totalOf = (data: DataOf<typeof getCaseCreditors>) => data.totalCount;

/**
 * The creditors of a case matching `search` (name or organisation number, searched by the server), read
 * page by page (`loadMore`) while `enabled`, never the whole list (5,000 creditors on one case).
 */
export function useCreditorPages(
  caseId: number,
  search: string,
  enabled: boolean,
  errorKey: Parameters<typeof tabQueryMeta>[0],
) {
  const { data, isPending, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage } = useInfiniteQuery({
    ...endpointInfiniteQuery(
      getCaseCreditors,
      { caseId, ...(search ? { search } : {}) },
      { items: itemsOf, totalCount: totalOf, pageSize: CREDITOR_PICKER_PAGE_SIZE },
    ),
    enabled,
    // A new search keeps the options shown until its first page answers.
    placeholderData: keepPreviousData,
    meta: tabQueryMeta(errorKey),
  });
  const creditors = useMemo<CaseCreditor[]>(() => data?.pages.flatMap(itemsOf) ?? [], [data]);
  const last = data?.pages[data.pages.length - 1];
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return {
    creditors,
    total: last ? (totalOf(last) ?? creditors.length) : undefined,
    loading: enabled && (isPending || (isFetching && !isFetchingNextPage)),
    loadingMore: isFetchingNextPage,
    loadMore,
  };
}
