import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addLawFirmUser,
  call,
  deleteLawFirmUser,
  endpointKey,
  endpointQuery,
  getLawFirmUsers,
  isApiError,
  type LawFirmUser,
  updateLawFirmUser,
} from 'shared-api';
import { errorMessage, toast, withLoading } from 'shared-ui';
import { userErrorMessage } from '../../../lib/api-error';
import type { UserFormOutput } from '../user-form-schema';

const NONE: LawFirmUser[] = [];

/** Users per page of the list. */
export const USERS_PAGE_SIZE = 10;

/**
 * One page of a firm's users matching `search` (e-mail, name or office; the server pages and searches),
 * with add, update and delete; each change marks every page stale, so it is read again (here
 * and wherever else it is shown).
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

  async function save(values: UserFormOutput, existing: LawFirmUser | null) {
    if (lawFirmId === null) return false;
    const { confirmPassword: _confirmation, lawFirmUserOffices, ...rest } = values;
    const offices = lawFirmUserOffices.map((lawFirmOfficeId) => ({ lawFirmOfficeId }));
    const lawfirmUserName = rest.lawfirmUserName || rest.LawfirmUserEmail;
    try {
      if (existing) {
        const saved = await withLoading(
          call(updateLawFirmUser, {
            body: {
              ...rest,
              lawfirmUserName,
              lawFirmUserId: existing.lawFirmUserId,
              lawFirmId,
              lawFirmUserOffices: offices,
            },
          }),
        );
        // A new address waits until the user enters the code mailed to it on the account page.
        toast.success(
          t(saved?.pendingEmail ? 'lawfirm.toast.userEmailPending' : 'lawfirm.toast.userUpdated'),
        );
      } else {
        await withLoading(
          call(addLawFirmUser, {
            body: {
              ...rest,
              Password: rest.Password ?? '',
              lawfirmUserName,
              lawFirmId,
              lawFirmUserOffices: offices,
            },
          }),
        );
        toast.success(t('lawfirm.toast.userCreated'));
      }
      void reload();
      return true;
    } catch (error) {
      // The original told an answer with isSuccess false ('Failed to update user') from a failed call
      // ('User updation failed') apart; both fallbacks are kept.
      const updateFallback =
        isApiError(error) && error.kind === 'envelope'
          ? 'lawfirm.errors.userUpdateRefused'
          : 'lawfirm.errors.userUpdateFailed';
      toast.error(userErrorMessage(error, existing ? updateFallback : 'lawfirm.errors.userCreateFailed'));
      return false;
    }
  }

  async function remove(user: LawFirmUser) {
    try {
      await withLoading(call(deleteLawFirmUser, { query: { lawFirmUserId: user.lawFirmUserId } }));
      toast.success(t('lawfirm.toast.userDeleted'));
      void reload();
      return true;
    } catch (error) {
      toast.error(errorMessage(error, 'lawfirm.errors.userDeleteFailed'));
      return false;
    }
  }

  return { users, total, loading: isFetching, stale: isPlaceholderData, reload, save, remove };
}
