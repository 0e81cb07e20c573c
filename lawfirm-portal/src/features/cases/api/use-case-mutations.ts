import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  addCase,
  type Case,
  call,
  deleteCase,
  endpointKey,
  getCaseById,
  getCases,
  updateCase,
} from 'shared-api';
import { errorMessage, toast, withLoading } from 'shared-ui';
import type { CaseFormOutput } from '../case-form-schema';

/**
 * Add, update and delete of a case with a success toast for each; each resolves to the case id or null.
 * A success marks the firm's case list and the case's details stale, so both are read again.
 */
export function useCaseMutations(lawFirmId: number | null) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const invalidate = (caseId: number | null) => {
    void queryClient.invalidateQueries({ queryKey: endpointKey(getCases) });
    if (caseId !== null)
      void queryClient.invalidateQueries({ queryKey: endpointKey(getCaseById, { caseId }) });
  };

  async function save(values: CaseFormOutput, existing: Case | null): Promise<number | null> {
    try {
      if (existing) {
        await withLoading(call(updateCase, { body: { ...values, lawFirmId, caseId: existing.caseId } }));
        toast.success(t('lawfirm.toast.caseUpdated'));
        invalidate(existing.caseId);
        return existing.caseId;
      }
      const created = await withLoading(call(addCase, { body: { ...values, lawFirmId } }));
      toast.success(t('lawfirm.toast.caseCreated'));
      invalidate(null);
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
      queryClient.removeQueries({ queryKey: endpointKey(getCaseById, { caseId: details.caseId }) });
      invalidate(null);
      return true;
    } catch (error) {
      toast.error(errorMessage(error, 'lawfirm.errors.caseDeleteFailed'));
      return false;
    }
  }

  return { save, remove };
}
