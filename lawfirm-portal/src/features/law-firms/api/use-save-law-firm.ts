import { useMutation } from '@tanstack/react-query';
import { forgetFirmLogo } from 'case-tabs';
import { useTranslation } from 'react-i18next';
import {
  addLawFirm,
  deleteLawFirm,
  endpointKey,
  endpointMutation,
  getLawFirmById,
  getLawFirms,
  getLawFirmUsers,
  type LawFirm,
  updateLawFirm,
} from 'shared-api';
import { toast, writeSucceeded } from 'shared-ui';
import type { LawFirmFormOutput } from '../law-firm-form-schema';

/**
 * What a write of a firm makes stale: the firm list, the firm (the header's too), its users, and the
 * header's logo (lawfirm/src/features/branding), so a new file is read again.
 */
const firmKeys = [
  endpointKey(getLawFirms),
  endpointKey(getLawFirmById),
  endpointKey(getLawFirmUsers),
  ['firm-logo'],
] as const;

/**
 * Add, update and delete of a law firm, each with its success toast. Each resolves true on success, after
 * marking the firm list, the firm (the header's too) and its users stale, so what is on screen is read again.
 * A failure is toasted by the page's mutation cache.
 */
export function useLawFirmMutations() {
  const { t } = useTranslation();
  const adding = useMutation(
    endpointMutation(addLawFirm, {
      invalidates: firmKeys,
      meta: { errorKey: 'lawfirm.errors.lawFirmCreateFailed' },
    }),
  );
  const updating = useMutation(
    endpointMutation(updateLawFirm, {
      invalidates: firmKeys,
      meta: { errorKey: 'lawfirm.errors.lawFirmUpdateFailed' },
    }),
  );
  const deleting = useMutation(
    endpointMutation(deleteLawFirm, {
      invalidates: firmKeys,
      meta: { errorKey: 'lawfirm.errors.lawFirmDeleteFailed' },
    }),
  );

  async function save(values: LawFirmFormOutput, file: File | null, existing: LawFirm | null) {
    const { confirmPassword: _confirmation, ...query } = values;
    if (!existing) {
      const added = await writeSucceeded(
        adding.mutateAsync({ query: { ...query, Password: query.Password ?? '' }, file }),
      );
      if (added) toast.success(t('lawfirm.toast.lawFirmCreated'));
      return added;
    }
    const officesChanged =
      query.LawFirmOffices !== existing.officeList.map((office) => office.lawfirmOffice).join('; ');
    const saved = await writeSucceeded(
      updating.mutateAsync({
        query: {
          ...query,
          LawFirmId: existing.lawFirmId,
          LawFirmOffices: officesChanged ? query.LawFirmOffices : undefined,
        },
        file,
      }),
    );
    if (!saved) return false;
    if (file) forgetFirmLogo(existing.lawFirmId);
    // The administrator signs in with the contact e-mail: a new one waits for the code mailed to it.
    const emailPending =
      query.LawfirmContactEmail.toLowerCase() !== existing.lawfirmContactEmail.toLowerCase();
    toast.success(t(emailPending ? 'lawfirm.toast.lawFirmEmailPending' : 'lawfirm.toast.lawFirmUpdated'));
    return true;
  }

  async function remove(firm: LawFirm) {
    if (!(await writeSucceeded(deleting.mutateAsync({ query: { LawFirmId: firm.lawFirmId } })))) return false;
    forgetFirmLogo(firm.lawFirmId);
    toast.success(t('lawfirm.toast.lawFirmDeleted'));
    return true;
  }

  return { save, remove };
}
