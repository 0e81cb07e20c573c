import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Claim, DECISION_REASON_MAX, PRIORITY_ASSET_MAX, PRIORITY_CLASSES } from 'shared-api';
import { FormModal } from 'shared-ui';
import { formatSek, SelectField, TextAreaField, TextField, toast, useZodForm } from 'shared-ui/light';
import { CLAIM_STATUSES } from './claim-rows';
import { approves, statusFormSchema, statusFormValuesOf } from './status-form-schema';
import { useDecideClaim } from './use-claim-steps';

export type StatusDialogProps = { caseId: number; claim: Claim | null; onClose: () => void };

/**
 * Update status: Pending, Approved, Rejected or Paid, in any order, with the decision of
 * For Approved or Paid an approved amount (empty: all of it; less: a partial approval),
 * and a reason, required for Rejected and for a partial approval. The server checks the same.
 */
export function StatusDialog({ caseId, claim, onClose }: StatusDialogProps) {
  const { t } = useTranslation(['tabs', 'common']);
  const decide = useDecideClaim(caseId);
  const schema = useMemo(() => statusFormSchema(claim ?? { invoiceId: 0, claimAmount: '0' }), [claim]);
  const { register, handleSubmit, reset, watch, message, formState } = useZodForm(
    schema,
    statusFormValuesOf(claim),
  );
  useEffect(() => {
    if (claim) reset(statusFormValuesOf(claim));
  }, [claim, reset]);

  // Only what the firm filled in: a plain status change stays the original call. A failure keeps the dialog open.
  const save = handleSubmit(async (body) => {
    await decide.mutateAsync({ body }).then(
      () => {
        toast.success(t('tabs.claims.toast.updated'));
        onClose();
      },
      () => undefined,
    );
  });

  return (
    <FormModal
      open={claim !== null}
      title={t('tabs.claims.statusDialog.title')}
      submitText={t('tabs.actions.save')}
      busy={formState.isSubmitting}
      onSubmit={save}
      onCancel={onClose}
    >
      <p>
        {claim?.claimNumber ? `${t('tabs.claims.number', { number: claim.claimNumber })} · ` : ''}
        {claim?.invoiceDocumentResponse.invoiceName}
        {claim ? ` · ${formatSek(claim.claimAmount)}` : ''}
      </p>
      <SelectField
        label={t('tabs.claims.statusDialog.label')}
        placeholder={false}
        options={CLAIM_STATUSES.map((value) => ({ value, label: t(`tabs.claims.status.${value}`) }))}
        {...register('status')}
      />
      {approves(watch('status')) && claim ? (
        <TextField
          label={t('tabs.claims.statusDialog.approvedAmount')}
          inputMode="decimal"
          hint={t('tabs.claims.statusDialog.approvedHint', { amount: formatSek(claim.claimAmount) })}
          announce
          error={message('approvedAmount')}
          {...register('approvedAmount')}
        />
      ) : null}
      {approves(watch('status')) ? (
        <SelectField
          label={t('tabs.claims.statusDialog.priorityClass')}
          placeholder={false}
          options={[
            { value: '', label: t('tabs.claims.priorityClass.none') },
            ...PRIORITY_CLASSES.map((value) => ({ value, label: t(`tabs.claims.priorityClass.${value}`) })),
          ]}
          {...register('priorityClass')}
        />
      ) : null}
      {approves(watch('status')) && watch('priorityClass') === 'SpecialPriority' ? (
        <TextField
          label={t('tabs.claims.statusDialog.priorityAsset')}
          hint={t('tabs.claims.statusDialog.priorityAssetHint')}
          maxLength={PRIORITY_ASSET_MAX}
          announce
          error={message('priorityAsset')}
          {...register('priorityAsset')}
        />
      ) : null}
      <TextAreaField
        label={t('tabs.claims.statusDialog.reason')}
        rows={3}
        maxLength={DECISION_REASON_MAX}
        hint={t('tabs.claims.statusDialog.reasonHint')}
        announce
        error={message('decisionReason')}
        {...register('decisionReason')}
      />
    </FormModal>
  );
}
