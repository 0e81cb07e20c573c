import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { endpointInfiniteQuery, endpointKey, getLawFirms, type LawFirm } from 'shared-api';

/** Firms per page of the sidebar. */
export const LAW_FIRMS_PAGE_SIZE = 50;

const firmsOf = (data: LawFirm[]) => data;

/**
 * The law firms (S) matching `search`, read page by page as the sidebar scrolls (`loadMore`; the answer
 * carries no total, so a short page is the last); `reload` after an add, update or delete.
 */
export function useLawFirms(search = '') {
  const queryClient = useQueryClient();
  const { data, isPending, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage } = useInfiniteQuery({
    ...endpointInfiniteQuery(getLawFirms, search ? { search } : {}, {
      items: firmsOf,
      pageSize: LAW_FIRMS_PAGE_SIZE,
    }),
    // A new search keeps the list shown until its first page answers.
    placeholderData: keepPreviousData,
    meta: { errorKey: 'lawfirm.errors.fetchLawFirmsFailed' },
  });
  const firms = useMemo(() => data?.pages.flat() ?? [], [data]);
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: endpointKey(getLawFirms) }),
    [queryClient],
  );
  return {
    firms,
    loading: isPending || (isFetching && !isFetchingNextPage),
    loadingMore: isFetchingNextPage,
    loadMore,
    reload,
  };
}
