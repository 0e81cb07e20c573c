import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  type Case,
  type CaseSector,
  type CaseStatus,
  type DataOf,
  endpointInfiniteQuery,
  getCases,
} from 'shared-api';
import { useSidebarPages } from '../../../lib/use-sidebar-pages';

export type CaseLists = { cases: Case[]; statuses: CaseStatus[]; sectors: CaseSector[] };

/** Cases per page of the sidebar: a few windows' worth, so scrolling rarely waits. */
export const CASES_PAGE_SIZE = 50;

const casesOf = (data: DataOf<typeof getCases>) => data.casesResponses;
const totalOf = (data: DataOf<typeof getCases>) => data.totalCount;

/**
 * The firm's cases matching `search`, read page by page as the sidebar scrolls (`loadMore`), with the
 * status and sector lists the form needs (every page carries them). `reload` after an add, update or
 * delete marks every page and search stale.
 */
export function useCases(lawFirmId: number | null, search = '') {
  const query = useInfiniteQuery({
    ...endpointInfiniteQuery(
      getCases,
      { lawFirmId: lawFirmId ?? 0, ...(search ? { search } : {}) },
      { items: casesOf, totalCount: totalOf, pageSize: CASES_PAGE_SIZE },
    ),
    enabled: lawFirmId !== null,
    // A new search keeps the list shown until its first page answers.
    placeholderData: keepPreviousData,
    meta: { errorKey: 'lawfirm.errors.fetchCasesFailed' },
  });
  const { data } = query;
  const lists = useMemo<CaseLists & { total: number | undefined }>(() => {
    const first = data?.pages[0];
    return {
      cases: data?.pages.flatMap(casesOf) ?? [],
      statuses: first?.caseStatusResponses ?? [],
      sectors: first?.caseSectorIndustryResponses ?? [],
      total: first ? totalOf(data.pages[data.pages.length - 1] ?? first) : undefined,
    };
  }, [data]);
  const pages = useSidebarPages(query, getCases);
  // Ready once the first page has answered (or failed): the selected case is then taken from it or read.
  const ready = lawFirmId !== null && (data !== undefined || query.isError);
  return { ...lists, ...pages, ready, updatedAt: query.dataUpdatedAt };
}
