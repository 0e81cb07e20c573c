import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { endpointKey, endpointQuery, getCreditorProfile, isApiError, useAuthStore } from 'shared-api';
import { errorMessage, i18n } from 'shared-ui';

/** The toast of a failed read: a 404 says the profile is gone. */
const profileErrorText = (error: unknown) =>
  isApiError(error) && error.status === 404
    ? i18n.t('creditor.profile.notFound')
    : errorMessage(error, 'creditor.profile.fetchFailed');

/** The signed-in creditor's profile, fetched while `active`; `reload` reads it again (after a save). */
export function useProfile(active: boolean) {
  const queryClient = useQueryClient();
  const creditorId = useAuthStore((state) => state.user?.creditorId ?? null);
  const { data, isFetching } = useQuery({
    ...endpointQuery(getCreditorProfile, { creditorId: creditorId ?? 0 }),
    enabled: active && creditorId !== null,
    meta: { errorText: profileErrorText },
  });
  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: endpointKey(getCreditorProfile) }),
    [queryClient],
  );
  return { profile: data ?? null, loading: isFetching, reload };
}
