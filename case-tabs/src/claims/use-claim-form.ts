import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addClaim,
  type Claim,
  endpointMutation,
  isApiError,
  NOT_APPROVED_MESSAGE,
  updateClaim,
  useAuthStore,
} from 'shared-api';
import { i18n, toast, useZodForm } from 'shared-ui/light';
import { tabQueryMeta } from '../feedback';
import {
  type ClaimDialogMode,
  choosesCreditor as choosesCreditorIn,
  claimBodyOf,
  claimFormSchema,
  claimFormValuesOf,
} from './claim-form-schema';
import { useClaimCreditors } from './use-claim-creditors';

export type { ClaimDialogMode };

/**
 * The meta of a claim's write: a debt collector whose creditor has not approved it is told so in the
 * dialog's own words, any other failure as the case tabs report one.
 */
const claimErrorMeta = (fallbackKey: string) => ({
  errorText: (error: unknown) =>
    isApiError(error) && error.status === 403 && error.serverMessage === NOT_APPROVED_MESSAGE
      ? i18n.t('tabs.claims.toast.notApproved')
      : tabQueryMeta(fallbackKey).errorText(error),
});

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
  // The claims are read again by the dialog's owner (onDone), so the writes mark nothing stale themselves.
  const adding = useMutation(
    endpointMutation(addClaim, { meta: claimErrorMeta('tabs.claims.toast.addFailed') }),
  );
  const updating = useMutation(
    endpointMutation(updateClaim, { meta: claimErrorMeta('tabs.claims.toast.updateFailed') }),
  );
  /** The share of the file sent so far, in per cent; the progress is shown only while a write is on its way. */
  const [uploaded, setUploaded] = useState(0);
  const progress = adding.isPending || updating.isPending ? uploaded : null;
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
  }, [open, editing, reset]);

  const submit = form.handleSubmit(async (values) => {
    const body = claimBodyOf(values, context);
    const file = values.file;
    setUploaded(0);
    const onUploadProgress = (fraction: number) => setUploaded(Math.round(fraction * 100));
    try {
      if (editing) {
        await updating.mutateAsync({
          body: { ...body, InvoiceId: editing.invoiceId },
          file,
          onUploadProgress,
        });
        toast.success(t('tabs.claims.toast.updated'));
      } else {
        await adding.mutateAsync({ body, file, onUploadProgress });
        toast.success(t('tabs.claims.toast.added'));
      }
      onDone();
      onClose();
    } catch {
      // Toasted by the page's mutation cache; the dialog stays open with what was entered.
    }
  });

  return { form, progress, choosesCreditor, creditors, noApprovedCreditor, submit };
}
