import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import {
  type DataOf,
  endpointInfiniteQuery,
  endpointQuery,
  getSelectedCases,
  type SelectedCase,
  useAuthStore,
} from 'shared-api';

/** Followed cases per page of the sidebar: a few screens, about 11 KB (500 followed is 110 KB). */
export const FOLLOWED_PAGE_SIZE = 50;
/** Pages of the select-case screen, which needs every followed id: each answer stays far under 100 KB. */
const ALL_IDS_PAGE_SIZE = 200;

const itemsOf = (data: DataOf<typeof getSelectedCases>) => data.creditorCaseList;
const totalOf = (data: DataOf<typeof getSelectedCases>) => data.totalCount;
const NONE: SelectedCase[] = [];

function useFollowedPages(search: string, pageSize: number) {
  const creditorId = useAuthStore((state) => state.user?.creditorId ?? null);
  // Fetching the selected cases fails silently (the empty state shows): no error meta.
  const options = endpointInfiniteQuery(
    getSelectedCases,
    { creditorId: creditorId ?? 0, ...(search ? { search } : {}) },
    { items: itemsOf, totalCount: totalOf, pageSize },
  );
  const query = useInfiniteQuery({
    ...options,
    // The sidebar's pages of 50 and the select-case screen's of 200 are different lists: one entry each.
    queryKey: [...options.queryKey, pageSize],
    enabled: creditorId !== null,
    placeholderData: keepPreviousData,
  });
  const cases = useMemo(() => query.data?.pages.flatMap(itemsOf) ?? NONE, [query.data]);
  return { creditorId, query, cases };
}

/**
 * The followed cases matching `search` (debtor name or organisation number, searched by the server), read
 * a page at a time as the sidebar scrolls (`loadMore`).
 */
export function useFollowedCasePages(search: string) {
  const { creditorId, query, cases } = useFollowedPages(search, FOLLOWED_PAGE_SIZE);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return {
    cases,
    /** Whether every match has been read. */
    complete: query.isSuccess && !hasNextPage,
    answered: query.data !== undefined || query.isError,
    loading: creditorId !== null && (query.isPending || (query.isFetching && !isFetchingNextPage)),
    loadingMore: isFetchingNextPage,
    loadMore,
  };
}

/** Every followed case id (the select-case screen saves the whole set), read in pages; null until read. */
export function useAllFollowedCaseIds(): number[] | null {
  const { query, cases } = useFollowedPages('', ALL_IDS_PAGE_SIZE);
  const { hasNextPage, fetchNextPage, isSuccess, isFetching } = query;
  const pagesRead = query.data?.pages.length ?? 0;
  useEffect(() => {
    if (pagesRead > 0 && hasNextPage && !isFetching) void fetchNextPage();
  }, [pagesRead, hasNextPage, isFetching, fetchNextPage]);
  return useMemo(
    () => (isSuccess && !hasNextPage && !isFetching ? cases.map((item) => item.caseId) : null),
    [isSuccess, hasNextPage, isFetching, cases],
  );
}

/**
 * Whether `item` is still followed, when the pages read do not hold it: one small search for its debtor.
 * undefined while unknown.
 */
export function useStillFollowed(item: SelectedCase | null, enabled: boolean): boolean | undefined {
  const creditorId = useAuthStore((state) => state.user?.creditorId ?? null);
  const search = item ? item.debtorOrgnr || item.debtorName : '';
  const { data } = useQuery({
    ...endpointQuery(getSelectedCases, { creditorId: creditorId ?? 0, search, page: 1, pageSize: 100 }),
    enabled: enabled && item !== null && creditorId !== null && search !== '',
  });
  if (!item || !data) return undefined;
  return data.creditorCaseList.some((entry) => entry.caseId === item.caseId);
}
