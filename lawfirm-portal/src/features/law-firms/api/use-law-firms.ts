import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { endpointKey, endpointQuery, getLawFirms, type LawFirm } from 'shared-api';

const NONE: LawFirm[] = [];

/** Every law firm (S), for the sidebar; `reload` after an add, update or delete. */
export function useLawFirms() {
  const queryClient = useQueryClient();
  const { data, isPending, isFetching } = useQuery({
    ...endpointQuery(getLawFirms),
    meta: { errorKey: 'lawfirm.errors.fetchLawFirmsFailed' },
  });
  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: endpointKey(getLawFirms) }),
    [queryClient],
  );
  return { firms: data ?? NONE, loading: isPending || isFetching, reload };
}
