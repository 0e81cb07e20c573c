import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  confirmCreditorEmail,
  endpointKey,
  endpointMutation,
  endpointQuery,
  getCreditorProfile,
  isApiError,
  updateCreditorProfile,
  useAuthStore,
} from 'shared-api';
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

/** Saves the profile (and a new password); the caller reads it again. A failure is toasted by the mutation cache. */
export const useUpdateProfile = () =>
  useMutation(
    endpointMutation(updateCreditorProfile, { meta: { errorKey: 'creditor.profile.updateFailed' } }),
  );

/** Confirms a new e-mail address with the code mailed to it. A failure is toasted by the mutation cache. */
export const useConfirmProfileEmail = () =>
  useMutation(
    endpointMutation(confirmCreditorEmail, { meta: { errorKey: 'creditor.profile.emailConfirmFailed' } }),
  );
