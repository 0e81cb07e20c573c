import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type Endpoint, endpointKey } from 'shared-api';

/** What the sidebar needs of a list's infinite query (useInfiniteQuery's result fits it). */
export type PagedQuery = {
  isPending: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/**
 * A sidebar list's paging over its infinite query: `loading` while the first page (or a new search) is
 * read, `loadingMore` while the next one is, `loadMore` as the window nears its end, and `reload` after an
 * add, update or delete (every search's pages of the endpoint).
 */
export type SidebarPages = {
  loading: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  reload: () => Promise<void>;
};

export function useSidebarPages(
  { isPending, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage }: PagedQuery,
  endpoint: Endpoint,
): SidebarPages {
  const queryClient = useQueryClient();
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) }),
    [queryClient, endpoint],
  );
  return {
    loading: isPending || (isFetching && !isFetchingNextPage),
    loadingMore: isFetchingNextPage,
    loadMore,
    reload,
  };
}
