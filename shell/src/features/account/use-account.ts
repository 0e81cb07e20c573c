import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { endpointKey, endpointQuery, getAccount } from 'shared-api';

/** The caller's sign-in settings (GET /api/Auth/account), read again after each change. */
export function useAccount() {
  const queryClient = useQueryClient();
  const { data, isError } = useQuery(endpointQuery(getAccount));
  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: endpointKey(getAccount) }),
    [queryClient],
  );
  return { account: data ?? null, failed: isError, reload };
}
