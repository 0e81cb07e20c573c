import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import {
  type Case,
  type CaseSector,
  type CaseStatus,
  endpointKey,
  endpointQuery,
  getCases,
} from 'shared-api';

export type CaseLists = { cases: Case[]; statuses: CaseStatus[]; sectors: CaseSector[] };

const EMPTY: CaseLists = { cases: [], statuses: [], sectors: [] };

/**
 * The firm's cases with the status and sector lists the form needs. The whole
 * list is read once (the sidebar windows and filters it locally, so search has
 * no round trip); `reload` after an add, update or delete marks it stale.
 */
export function useCases(lawFirmId: number | null) {
  const queryClient = useQueryClient();
  const { data, isPending, isFetching, isError, dataUpdatedAt } = useQuery({
    ...endpointQuery(getCases, { lawFirmId: lawFirmId ?? 0 }),
    enabled: lawFirmId !== null,
    meta: { errorKey: 'lawfirm.errors.fetchCasesFailed' },
  });
  const lists = useMemo<CaseLists>(
    () =>
      data
        ? {
            cases: data.casesResponses,
            statuses: data.caseStatusResponses,
            sectors: data.caseSectorIndustryResponses,
          }
        : EMPTY,
    [data],
  );
  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: endpointKey(getCases) }),
    [queryClient],
  );
  // Ready once the list has answered (or failed): the selected case is then taken from it or read.
  const ready = lawFirmId !== null && (data !== undefined || isError);
  return { ...lists, loading: isPending || isFetching, ready, updatedAt: dataUpdatedAt, reload };
}
