import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { endpointInfiniteQuery, getLawFirms, type LawFirm } from 'shared-api';
import { useSidebarPages } from '../../../lib/use-sidebar-pages';

/** Firms per page of the sidebar. */
export const LAW_FIRMS_PAGE_SIZE = 50;

const firmsOf = (data: LawFirm[]) => data;

/**
 * The law firms (S) matching `search`, read page by page as the sidebar scrolls (`loadMore`; the answer
 * carries no total, so a short page is the last); `reload` after an add, update or delete.
 */
export function useLawFirms(search = '') {
  const query = useInfiniteQuery({
    ...endpointInfiniteQuery(getLawFirms, search ? { search } : {}, {
      items: firmsOf,
      pageSize: LAW_FIRMS_PAGE_SIZE,
    }),
    // A new search keeps the list shown until its first page answers.
    placeholderData: keepPreviousData,
    meta: { errorKey: 'lawfirm.errors.fetchLawFirmsFailed' },
  });
  const firms = useMemo(() => query.data?.pages.flat() ?? [], [query.data]);
  return { firms, ...useSidebarPages(query, getLawFirms) };
}
