import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  addCase,
  type Case,
  deleteCase,
  endpointKey,
  endpointMutation,
  getCaseById,
  getCases,
  updateCase,
} from 'shared-api';
import { toast, withLoading, writeSucceeded } from 'shared-ui';
import type { CaseFormOutput } from '../case-form-schema';

/** The firm's case list: every write of a case makes it stale. */
const caseList = endpointKey(getCases);

/**
 * Add, update and delete of a case with a success toast for each; each resolves to the case id or null.
 * A success marks the firm's case list and the case's details stale, so both are read again; a failure is
 * toasted by the page's mutation cache.
 */
export function useCaseMutations(lawFirmId: number | null) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const adding = useMutation(
    endpointMutation(addCase, {
      invalidates: [caseList],
      meta: { errorKey: 'lawfirm.errors.caseCreateFailed' },
    }),
  );
  const updating = useMutation(
    endpointMutation(updateCase, {
      invalidates: (_data, { body }) =>
        body ? [caseList, endpointKey(getCaseById, { caseId: body.caseId })] : [caseList],
      meta: { errorKey: 'lawfirm.errors.caseUpdateFailed' },
    }),
  );
  // The deleted case's details are dropped, not read again (they are gone).
  const deleting = useMutation(
    endpointMutation(deleteCase, {
      invalidates: [caseList],
      meta: { errorKey: 'lawfirm.errors.caseDeleteFailed' },
    }),
  );

  async function save(values: CaseFormOutput, existing: Case | null): Promise<number | null> {
    if (existing) {
      const { caseId } = existing;
      if (!(await writeSucceeded(updating.mutateAsync({ body: { ...values, lawFirmId, caseId } }))))
        return null;
      toast.success(t('lawfirm.toast.caseUpdated'));
      return caseId;
    }
    const created = await withLoading(adding.mutateAsync({ body: { ...values, lawFirmId } })).then(
      (data) => ({ caseId: data?.caseId ?? null }),
      () => null,
    );
    if (!created) return null;
    toast.success(t('lawfirm.toast.caseCreated'));
    return created.caseId;
  }

  async function remove(details: Case): Promise<boolean> {
    const { caseId } = details;
    if (!(await writeSucceeded(deleting.mutateAsync({ query: { caseId } })))) return false;
    toast.success(t('lawfirm.toast.caseDeleted'));
    queryClient.removeQueries({ queryKey: endpointKey(getCaseById, { caseId }) });
    return true;
  }

  return { save, remove };
}
