import { useTranslation } from 'react-i18next';
import { addCase, type Case, call, deleteCase, updateCase } from 'shared-api';
import { errorMessage, toast, withLoading } from 'shared-ui';
import type { CaseFormOutput } from '../case-form-schema';

/** Add, update and delete of a case with the toasts of spec 1 §8; each resolves to the case id or null. */
export function useCaseMutations(lawFirmId: number | null) {
  const { t } = useTranslation();

  async function save(values: CaseFormOutput, existing: Case | null): Promise<number | null> {
    try {
      if (existing) {
        await withLoading(call(updateCase, { body: { ...values, lawFirmId, caseId: existing.caseId } }));
        toast.success(t('lawfirm.toast.caseUpdated'));
        return existing.caseId;
      }
      const created = await withLoading(call(addCase, { body: { ...values, lawFirmId } }));
      toast.success(t('lawfirm.toast.caseCreated'));
      return created?.caseId ?? null;
    } catch (error) {
      toast.error(
        errorMessage(error, existing ? 'lawfirm.errors.caseUpdateFailed' : 'lawfirm.errors.caseCreateFailed'),
      );
      return null;
    }
  }

  async function remove(details: Case): Promise<boolean> {
    try {
      await withLoading(call(deleteCase, { query: { caseId: details.caseId } }));
      toast.success(t('lawfirm.toast.caseDeleted'));
      return true;
    } catch (error) {
      toast.error(errorMessage(error, 'lawfirm.errors.caseDeleteFailed'));
      return false;
    }
  }

  return { save, remove };
}
