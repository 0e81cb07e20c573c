import { useQueryClient } from '@tanstack/react-query';
import { forgetFirmLogo } from 'case-tabs';
import { useTranslation } from 'react-i18next';
import {
  addLawFirm,
  call,
  deleteLawFirm,
  endpointKey,
  getLawFirmById,
  getLawFirms,
  getLawFirmUsers,
  type LawFirm,
  updateLawFirm,
} from 'shared-api';
import { errorMessage, toast, withLoading } from 'shared-ui';
import type { LawFirmFormOutput } from '../law-firm-form-schema';

/**
 * Add, update and delete of a law firm, each with its success toast. Each resolves true on success, after
 * marking the firm list, the firm (the header's too) and its users stale, so what is on screen is read again.
 */
export function useLawFirmMutations() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const invalidate = () => {
    for (const endpoint of [getLawFirms, getLawFirmById, getLawFirmUsers])
      void queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) });
    // The header's logo (lawfirm/src/features/branding): a new file is read again.
    void queryClient.invalidateQueries({ queryKey: ['firm-logo'] });
  };

  async function save(values: LawFirmFormOutput, file: File | null, existing: LawFirm | null) {
    const { confirmPassword: _confirmation, ...query } = values;
    try {
      if (existing) {
        const officesChanged =
          query.LawFirmOffices !== existing.officeList.map((office) => office.lawfirmOffice).join('; ');
        await withLoading(
          call(updateLawFirm, {
            query: {
              ...query,
              LawFirmId: existing.lawFirmId,
              LawFirmOffices: officesChanged ? query.LawFirmOffices : undefined,
            },
            file,
          }),
        );
        if (file) forgetFirmLogo(existing.lawFirmId);
        // The administrator signs in with the contact e-mail: a new one waits for the code mailed to it.
        const emailPending =
          query.LawfirmContactEmail.toLowerCase() !== existing.lawfirmContactEmail.toLowerCase();
        toast.success(t(emailPending ? 'lawfirm.toast.lawFirmEmailPending' : 'lawfirm.toast.lawFirmUpdated'));
      } else {
        await withLoading(call(addLawFirm, { query: { ...query, Password: query.Password ?? '' }, file }));
        toast.success(t('lawfirm.toast.lawFirmCreated'));
      }
      invalidate();
      return true;
    } catch (error) {
      toast.error(
        errorMessage(
          error,
          existing ? 'lawfirm.errors.lawFirmUpdateFailed' : 'lawfirm.errors.lawFirmCreateFailed',
        ),
      );
      return false;
    }
  }

  async function remove(firm: LawFirm) {
    try {
      await withLoading(call(deleteLawFirm, { query: { LawFirmId: firm.lawFirmId } }));
      forgetFirmLogo(firm.lawFirmId);
      toast.success(t('lawfirm.toast.lawFirmDeleted'));
      invalidate();
      return true;
    } catch (error) {
      toast.error(errorMessage(error, 'lawfirm.errors.lawFirmDeleteFailed'));
      return false;
    }
  }

  return { save, remove };
}
