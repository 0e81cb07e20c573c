import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type CaseDocument, endpointKey, endpointQuery, getDocuments } from 'shared-api';
import { tabQueryMeta } from '../feedback';
import type { ServerPage } from '../tab-list';
import { keepPageOf } from '../tab-paging';
import { type DocumentFilters, documentListQuery, isFiltered } from './document-rows';

const NONE: CaseDocument[] = [];

/**
 * One page of the case's documents the caller may see, searched and filtered by the server (which hides
 * drafts from creditors), in TabList's server-page shape. The page read before (of this case) stays shown
 * while the next is read. `reload` (after a change) marks every page of the case's documents stale and resolves
 * once the shown one is read again.
 */
export function useDocuments(caseId: number, page: number, filters: DocumentFilters) {
  const queryClient = useQueryClient();
  const { data, isPending, isFetching, isError } = useQuery({
    ...endpointQuery(getDocuments, documentListQuery(caseId, page, filters)),
    placeholderData: keepPageOf(endpointKey(getDocuments, { caseId })),
    meta: tabQueryMeta('tabs.documents.toast.fetchFailed'),
  });
  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: endpointKey(getDocuments, { caseId }) }),
    [queryClient, caseId],
  );
  const items = !isError && data ? data.caseDocumenListt : NONE;
  const list: ServerPage<CaseDocument> = {
    items,
    total: !isError && data ? (data.totalCount ?? items.length) : 0,
    filtered: isFiltered(filters),
    loading: isPending || isFetching,
  };
  return { list, reload };
}
