import { partialMatchKey, type Query, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { PAGE_SIZE } from './text';

/**
 * The paging of a tab the server pages (messages, documents, claims), on top of its search (`useListSearch`):
 * once the answer for the page is in (`settled`), a page past the last (items deleted meanwhile) turns to
 * the last one; `onFilter(set)` wraps a filter's setter so a new filter starts on page 1, as a new search does.
 */
export function useTabPaging(page: number, setPage: (page: number) => void, total: number, settled: boolean) {
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  useEffect(() => {
    if (settled && page > lastPage) setPage(lastPage);
  }, [settled, page, lastPage, setPage]);
  return useCallback(
    <T>(set: (value: T) => void) =>
      (value: T) => {
        set(value);
        setPage(1);
      },
    [setPage],
  );
}

/**
 * The `placeholderData` of a tab's page query: the page shown stays while the next is read, but only a page
 * of the same list (`listKey`, the case's or the link's): another case's items never stand in for this one's
 * (the tabs stay mounted when the firm picks another case).
 */
export const keepPageOf =
  (listKey: QueryKey) =>
  <T>(previous: T | undefined, previousQuery: Query<T, Error, T, QueryKey> | undefined) =>
    previousQuery && partialMatchKey(previousQuery.queryKey, listKey) ? previous : undefined;
