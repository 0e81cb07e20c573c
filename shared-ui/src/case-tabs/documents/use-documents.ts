import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type CaseDocument, endpointKey, endpointQuery, getDocuments } from 'shared-api';
import { tabQueryMeta } from '../feedback';

const NONE: CaseDocument[] = [];

/**
 * Every document of the case the caller may see (the server hides drafts from creditors). `reload` (after
 * a change) marks them stale and resolves once they are read again.
 */
export function useDocuments(caseId: number) {
  const queryClient = useQueryClient();
  const { data, isPending, isFetching } = useQuery({
    ...endpointQuery(getDocuments, { caseId }),
    meta: tabQueryMeta('tabs.documents.toast.fetchFailed'),
  });
  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: endpointKey(getDocuments, { caseId }) }),
    [queryClient, caseId],
  );
  return { documents: data?.caseDocumenListt ?? NONE, loading: isPending || isFetching, reload };
}
