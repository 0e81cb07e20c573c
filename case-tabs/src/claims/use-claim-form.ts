import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addClaim,
  type Claim,
  call,
  isApiError,
  NOT_APPROVED_MESSAGE,
  updateClaim,
  useAuthStore,
} from 'shared-api';
import { toast, useZodForm } from 'shared-ui/light';
import { reportError } from '../feedback';
import {
  type ClaimDialogMode,
  choosesCreditor as choosesCreditorIn,
  claimBodyOf,
  claimFormSchema,
  claimFormValuesOf,
} from './claim-form-schema';
import { useClaimCreditors } from './use-claim-creditors';

export type { ClaimDialogMode };

export type ClaimFormOptions = {
  open: boolean;
  mode: ClaimDialogMode;
  caseId: number;
  editing: Claim | null;
  onClose: () => void;
  onDone: () => void;
};

/**
 * The form and submission of the claim dialog over claimFormSchema (every rule lives there), the
 * debt collector's creditors to choose from, and the upload progress. The session fills the ids it knows.
 */
export function useClaimForm({ open, mode, caseId, editing, onClose, onDone }: ClaimFormOptions) {
  const { t } = useTranslation('tabs');
  const ownId = useAuthStore((state) => state.user?.creditorId ?? null);
  const context = useMemo(
    () => ({ mode, caseId, ownId, editing: editing !== null }),
    [mode, caseId, ownId, editing],
  );
  const schema = useMemo(() => claimFormSchema(context), [context]);
  const form = useZodForm(schema, claimFormValuesOf(editing));
  const [progress, setProgress] = useState<number | null>(null);
  const choosesCreditor = choosesCreditorIn(mode, form.watch('asDebtCollector'));
  const { choices: creditors, loaded: creditorsLoaded } = useClaimCreditors(
    open && choosesCreditor && mode === 'debtCollector',
    caseId,
  );
  /** A debt collector filing for a creditor, with no creditor of the case that approved it. */
  const noApprovedCreditor =
    mode === 'debtCollector' && choosesCreditor && creditorsLoaded && !creditors.length;

  const { reset } = form;
  useEffect(() => {
    if (!open) return;
    reset(claimFormValuesOf(editing));
    setProgress(null);
  }, [open, editing, reset]);

  const submit = form.handleSubmit(async (values) => {
    const body = claimBodyOf(values, context);
    const file = values.file;
    setProgress(0);
    const onUploadProgress = (fraction: number) => setProgress(Math.round(fraction * 100));
    try {
      if (editing) {
        await call(updateClaim, {
          body: { ...body, InvoiceId: editing.invoiceId },
          file,
          onUploadProgress,
        });
        toast.success(t('tabs.claims.toast.updated'));
      } else {
        await call(addClaim, { body, file, onUploadProgress });
        toast.success(t('tabs.claims.toast.added'));
      }
      onDone();
      onClose();
    } catch (error) {
      if (isApiError(error) && error.status === 403 && error.serverMessage === NOT_APPROVED_MESSAGE)
        toast.error(t('tabs.claims.toast.notApproved'));
      else reportError(error, editing ? 'tabs.claims.toast.updateFailed' : 'tabs.claims.toast.addFailed');
    } finally {
      setProgress(null);
    }
  });

  return { form, progress, choosesCreditor, creditors, noApprovedCreditor, submit };
}
