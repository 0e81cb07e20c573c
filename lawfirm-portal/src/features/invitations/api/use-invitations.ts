import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { endpointKey, endpointQuery, getInvitations } from 'shared-api';

export const INVITATIONS_PAGE_SIZE = 10;

/** One page of a case's invitations, newest first, from the page's query cache; a numbered pager. */
export function useInvitations(caseId: number, page: number) {
  const { data, isFetching, isError } = useQuery({
    ...endpointQuery(getInvitations, { caseId, page, pageSize: INVITATIONS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    meta: { errorKey: 'lawfirm.invitations.errors.fetchFailed' },
  });
  const invitations = !isError && data ? data.invitations : [];
  const total = !isError && data ? (data.totalCount ?? data.invitations.length) : 0;
  return { invitations, total, loading: isFetching };
}

/** After a send: every page of this case's invitations, and its creditors, are read again. */
export function useInvitationsSent(caseId: number) {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: endpointKey(getInvitations, { caseId }) });
  }, [queryClient, caseId]);
}
