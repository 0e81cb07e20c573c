import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addLawFirmUser,
  call,
  deleteLawFirmUser,
  getLawFirmUsers,
  isApiError,
  type LawFirmUser,
  updateLawFirmUser,
} from 'shared-api';
import { errorMessage, toast, withLoading } from 'shared-ui';
import { isAbort, userErrorMessage } from '../../../lib/api-error';
import type { UserFormOutput } from '../user-form-schema';

/**
 * A firm's users with add, update and delete (spec 1 §7); the list is read
 * again after each change. `version` lets a parent force a reload too.
 */
export function useLawFirmUsers(lawFirmId: number | null, version = 0) {
  const { t, i18n } = useTranslation();
  const [users, setUsers] = useState<LawFirmUser[]>([]);
  const [loading, setLoading] = useState(false);
  const [ownVersion, setOwnVersion] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload in the new language (the server answers in it)
  useEffect(() => {
    void version;
    void ownVersion;
    if (lawFirmId === null) {
      setUsers([]);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    call(getLawFirmUsers, { query: { lawFirmId }, signal: controller.signal })
      .then((data) => setUsers(data.lawFirmUserList))
      .catch((error: unknown) => {
        if (isAbort(error)) return;
        setUsers([]);
        toast.error(errorMessage(error, 'lawfirm.errors.fetchUsersFailed'));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [lawFirmId, version, ownVersion, i18n.language]);

  const reload = useCallback(() => setOwnVersion((value) => value + 1), []);

  async function save(values: UserFormOutput, existing: LawFirmUser | null) {
    if (lawFirmId === null) return false;
    const { confirmPassword: _confirmation, lawFirmUserOffices, ...rest } = values;
    const offices = lawFirmUserOffices.map((lawFirmOfficeId) => ({ lawFirmOfficeId }));
    const lawfirmUserName = rest.lawfirmUserName || rest.LawfirmUserEmail;
    try {
      if (existing) {
        await withLoading(
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
        toast.success(t('lawfirm.toast.userUpdated'));
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
      reload();
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
      reload();
      return true;
    } catch (error) {
      toast.error(errorMessage(error, 'lawfirm.errors.userDeleteFailed'));
      return false;
    }
  }

  return { users, loading, reload, save, remove };
}
