import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addInvoice,
  addInvoiceBodySchema,
  call,
  checkUploadFile,
  claimUpload,
  type Invoice,
  isApiError,
  NOT_APPROVED_MESSAGE,
  updateInvoice,
  useAuthStore,
} from 'shared-api';
import { toast } from 'shared-ui/light';
import { reportError } from '../feedback';
import { fieldErrors } from '../form-errors';
import { useClaimCreditors } from './use-claim-creditors';

/** Who files: the firm for a creditor of the case, a creditor its own claim, a debt collector either. */
export type ClaimDialogMode = 'firm' | 'creditor' | 'debtCollector';

export type ClaimFormValues = {
  creditorId: string;
  asDebtCollector: boolean;
  amount: string;
  basis: string;
  priorityRight: boolean;
  reference: string;
  comment: string;
};

const emptyForm: ClaimFormValues = {
  creditorId: '',
  asDebtCollector: false,
  amount: '',
  basis: '',
  priorityRight: false,
  reference: '',
  comment: '',
};

const formOf = (claim: Invoice | null): ClaimFormValues =>
  claim
    ? {
        creditorId: String(claim.creditorId),
        asDebtCollector: claim.debtByDebtCollector,
        amount: claim.claimAmount.replace('.', ','),
        basis: claim.claimBasis,
        priorityRight: claim.claimPriorityRight,
        reference: claim.claimRefernce ?? '',
        comment: claim.invoiceDocumentResponse.invoicecomment ?? '',
      }
    : emptyForm;

export type ClaimFormOptions = {
  open: boolean;
  mode: ClaimDialogMode;
  caseId: number;
  editing: Invoice | null;
  onClose: () => void;
  onDone: () => void;
};

/**
 * The state, checks and submission of the claim dialog: the contract's add schema, a creditor when one
 * must be chosen (firm, debt collector filing for a creditor), and the upload rules (a new file optional
 * when editing). The fields taken from the session (own creditor id, debt collector id) are filled here.
 */
export function useClaimForm({ open, mode, caseId, editing, onClose, onDone }: ClaimFormOptions) {
  const { t } = useTranslation('tabs');
  const ownId = useAuthStore((state) => state.user?.creditorId ?? null);
  const [form, setForm] = useState<ClaimFormValues>(emptyForm);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const choosesCreditor = mode === 'firm' || (mode === 'debtCollector' && form.asDebtCollector);
  const { choices: creditors, loaded: creditorsLoaded } = useClaimCreditors(
    open && choosesCreditor ? (mode === 'firm' ? 'firm' : 'debtCollector') : null,
    caseId,
  );
  /** A debt collector filing for a creditor, with no creditor of the case that approved it (issue 11). */
  const noApprovedCreditor =
    mode === 'debtCollector' && choosesCreditor && creditorsLoaded && !creditors.length;

  useEffect(() => {
    if (!open) return;
    setForm(formOf(editing));
    setFile(null);
    setErrors({});
    setProgress(null);
  }, [open, editing]);

  const set = <K extends keyof ClaimFormValues>(key: K, value: ClaimFormValues[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const body = () => {
    const forCreditor = choosesCreditor ? form.creditorId : String(ownId ?? '');
    return {
      CaseId: caseId,
      CreditorId: forCreditor,
      ...(mode === 'firm' ? { IsCreatedByLawFirm: true, InvoiceStatus: 'Pending' as const } : {}),
      ClaimAmount: form.amount,
      ClaimBasis: form.basis,
      ClaimPriorityRight: form.priorityRight,
      ClaimRefernce: form.reference,
      Invoicecomment: form.comment,
      ...(mode === 'debtCollector'
        ? { DebtByDebtCollector: form.asDebtCollector, DebtCollectorId: form.asDebtCollector ? ownId : null }
        : {}),
    };
  };

  const submit = async () => {
    const values = body();
    const fileError = checkUploadFile(file, { ...claimUpload, fileRequired: !editing });
    const found = {
      ...fieldErrors(addInvoiceBodySchema.safeParse(values)),
      ...(choosesCreditor && !form.creditorId ? { CreditorId: 'tabs.claims.dialog.creditorRequired' } : {}),
      ...(fileError ? { File: fileError } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setProgress(0);
    const onUploadProgress = (fraction: number) => setProgress(Math.round(fraction * 100));
    try {
      if (editing) {
        await call(updateInvoice, {
          body: { ...values, InvoiceId: editing.invoiceId },
          file,
          onUploadProgress,
        });
        toast.success(t('tabs.claims.toast.updated'));
      } else {
        await call(addInvoice, { body: values, file, onUploadProgress });
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
  };

  const error = (field: string) => {
    const key = errors[field];
    if (!key) return null;
    return key.startsWith('tabs.') ? t(key) : t(key, { ns: 'common' });
  };

  return { form, set, setFile, progress, choosesCreditor, creditors, noApprovedCreditor, submit, error };
}
