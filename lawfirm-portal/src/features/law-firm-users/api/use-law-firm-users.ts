import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addLawFirmUser,
  deleteLawFirmUser,
  endpointKey,
  endpointMutation,
  endpointQuery,
  getLawFirmUsers,
  isApiError,
  type LawFirmUser,
  updateLawFirmUser,
} from 'shared-api';
import { toast, withLoading, writeSucceeded } from 'shared-ui';
import { userErrorMessage } from '../../../lib/api-error';
import type { UserFormOutput } from '../user-form-schema';

const NONE: LawFirmUser[] = [];

/** Every page of every firm's users: what a change of a user makes stale. */
const usersKeys = [endpointKey(getLawFirmUsers)];

/**
 * The toast of a failed update. The original told an answer with isSuccess false ('Failed to update user')
 * from a failed call ('User updation failed') apart; both fallbacks are kept.
 */
const updateErrorText = (error: unknown) =>
  userErrorMessage(
    error,
    isApiError(error) && error.kind === 'envelope'
      ? 'lawfirm.errors.userUpdateRefused'
      : 'lawfirm.errors.userUpdateFailed',
  );

/** Users per page of the list. */
export const USERS_PAGE_SIZE = 10;

/**
 * One page of a firm's users matching `search` (e-mail, name or office; the server pages and searches),
 * with add, update and delete; each change marks every page stale, so it is read again (here
 * and wherever else it is shown). A failed change is toasted by the page's mutation cache.
 */
export function useLawFirmUsers(lawFirmId: number | null, page = 1, search = '') {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data, isFetching, isError, isPlaceholderData } = useQuery({
    ...endpointQuery(getLawFirmUsers, {
      lawFirmId: lawFirmId ?? 0,
      page,
      pageSize: USERS_PAGE_SIZE,
      ...(search ? { search } : {}),
    }),
    enabled: lawFirmId !== null,
    placeholderData: keepPreviousData,
    meta: { errorKey: 'lawfirm.errors.fetchUsersFailed' },
  });
  const users = lawFirmId === null || isError || !data ? NONE : data.lawFirmUserList;
  const total = lawFirmId === null || isError || !data ? 0 : (data.totalCount ?? data.lawFirmUserList.length);
  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: endpointKey(getLawFirmUsers) }),
    [queryClient],
  );
  const adding = useMutation(
    endpointMutation(addLawFirmUser, {
      invalidates: usersKeys,
      meta: { errorText: (error) => userErrorMessage(error, 'lawfirm.errors.userCreateFailed') },
    }),
  );
  const updating = useMutation(
    endpointMutation(updateLawFirmUser, { invalidates: usersKeys, meta: { errorText: updateErrorText } }),
  );
  const deleting = useMutation(
    endpointMutation(deleteLawFirmUser, {
      invalidates: usersKeys,
      meta: { errorKey: 'lawfirm.errors.userDeleteFailed' },
    }),
  );

  async function save(values: UserFormOutput, existing: LawFirmUser | null) {
    if (lawFirmId === null) return false;
    const { confirmPassword: _confirmation, lawFirmUserOffices, ...rest } = values;
    const offices = lawFirmUserOffices.map((lawFirmOfficeId) => ({ lawFirmOfficeId }));
    const lawfirmUserName = rest.lawfirmUserName || rest.LawfirmUserEmail;
    if (!existing) {
      const added = await writeSucceeded(
        adding.mutateAsync({
          body: {
            ...rest,
            Password: rest.Password ?? '',
            lawfirmUserName,
            lawFirmId,
            lawFirmUserOffices: offices,
          },
        }),
      );
      if (added) toast.success(t('lawfirm.toast.userCreated'));
      return added;
    }
    const saved = await withLoading(
      updating.mutateAsync({
        body: {
          ...rest,
          lawfirmUserName,
          lawFirmUserId: existing.lawFirmUserId,
          lawFirmId,
          lawFirmUserOffices: offices,
        },
      }),
    ).then(
      (data) => ({ pendingEmail: Boolean(data?.pendingEmail) }),
      () => null,
    );
    if (!saved) return false;
    // A new address waits until the user enters the code mailed to it on the account page.
    toast.success(t(saved.pendingEmail ? 'lawfirm.toast.userEmailPending' : 'lawfirm.toast.userUpdated'));
    return true;
  }

  async function remove(user: LawFirmUser) {
    const removed = await writeSucceeded(
      deleting.mutateAsync({ query: { lawFirmUserId: user.lawFirmUserId } }),
    );
    if (removed) toast.success(t('lawfirm.toast.userDeleted'));
    return removed;
  }

  return { users, total, loading: isFetching, stale: isPlaceholderData, reload, save, remove };
}
