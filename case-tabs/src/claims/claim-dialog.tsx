import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type Claim, DOCUMENT_ACCEPT, type KeyValue } from 'shared-api';
import { FormModal } from 'shared-ui';
import { Checkbox, Radio } from 'shared-ui/antd';
import { formatDate, SelectField, TextAreaField, TextField } from 'shared-ui/light';
import { CreditorPicker } from '../creditor-picker/creditor-picker';
import { FilePicker, UploadProgress } from '../file-picker';
import { type ClaimDialogMode, useClaimForm } from './use-claim-form';

export type { ClaimDialogMode };

export type ClaimDialogProps = {
  open: boolean;
  mode: ClaimDialogMode;
  caseId: number;
  bases: readonly KeyValue[];
  /** The claim being edited (creditor side; a new file is then optional), or null. */
  editing: Claim | null;
  onClose: () => void;
  onDone: () => void;
  /** The case's claims deadline (bevakningsdag), "2026-04-30", when the server gives one. */
  claimsDeadline?: string | null;
};

/** Whether the claims deadline ("2026-04-30", the whole day in Sweden) has passed at `now`. */
export function deadlinePassed(deadline: string, now = new Date()): boolean {
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(now);
  return today > deadline;
}

/** Register Claim (firm) and the creditor's claim dialog, with the debt collector's toggle. */
export function ClaimDialog({
  open,
  mode,
  caseId,
  bases,
  editing,
  onClose,
  onDone,
  claimsDeadline,
}: ClaimDialogProps) {
  const { t } = useTranslation('tabs');
  const creditorId = useId();
  const { form, progress, choosesCreditor, creditors, noApprovedCreditor, submit } = useClaimForm({
    open,
    mode,
    caseId,
    editing,
    onClose,
    onDone,
  });
  const { register, watch, setValue, message } = form;
  const chosenCreditor = watch('creditorId');
  const creditorError = message('creditorId');
  const creditorNote = `${creditorId}-note`;
  const creditorOptions = [
    ...creditors.map((creditor) => ({ value: String(creditor.creditorId), label: creditor.label })),
    ...(editing && !creditors.some((c) => String(c.creditorId) === chosenCreditor)
      ? [{ value: chosenCreditor, label: editing.creditorName }]
      : []),
  ];

  return (
    <FormModal
      open={open}
      title={t(
        editing
          ? 'tabs.claims.dialog.editTitle'
          : mode === 'firm'
            ? 'tabs.claims.dialog.registerTitle'
            : 'tabs.claims.dialog.newTitle',
      )}
      submitText={t('tabs.claims.dialog.submit')}
      busy={progress !== null}
      onSubmit={submit}
      onCancel={onClose}
    >
      {claimsDeadline ? (
        <p className="case-tabs__deadline" role={deadlinePassed(claimsDeadline) ? 'alert' : undefined}>
          {deadlinePassed(claimsDeadline)
            ? t('tabs.claims.deadlinePassed', { date: formatDate(claimsDeadline) })
            : t('tabs.claims.deadline', { date: formatDate(claimsDeadline) })}
        </p>
      ) : null}
      {mode === 'debtCollector' ? (
        <fieldset className="case-tabs__fieldset">
          <legend>{t('tabs.claims.dialog.raiseAs')}</legend>
          <Radio.Group
            value={watch('asDebtCollector') ? 'debtCollector' : 'creditor'}
            disabled={editing !== null}
            onChange={(event) => setValue('asDebtCollector', event.target.value === 'debtCollector')}
          >
            <Radio value="creditor">{t('tabs.claims.dialog.asCreditor')}</Radio>
            <Radio value="debtCollector">{t('tabs.claims.dialog.asDebtCollector')}</Radio>
          </Radio.Group>
        </fieldset>
      ) : null}
      {choosesCreditor ? (
        <>
          {mode === 'firm' ? (
            <CreditorPicker
              id={creditorId}
              caseId={caseId}
              enabled={open}
              idOf={(link) => link.creditorResponse.creditorId}
              label={t('tabs.claims.dialog.creditor')}
              errorKey="tabs.claims.toast.caseCreditorsFailed"
              error={creditorError}
              disabled={editing !== null}
              knownLabels={editing ? { [editing.creditorId]: editing.creditorName } : undefined}
              value={chosenCreditor ? Number(chosenCreditor) : null}
              onChange={(value) =>
                setValue('creditorId', value === null ? '' : String(value), {
                  shouldValidate: form.formState.isSubmitted,
                })
              }
            />
          ) : (
            <SelectField
              id={creditorId}
              label={t('tabs.claims.dialog.creditor')}
              placeholder={t('tabs.claims.dialog.chooseCreditor')}
              options={creditorOptions}
              disabled={editing !== null}
              announce
              error={creditorError}
              aria-describedby={
                [
                  creditorError ? `${creditorId}-error` : undefined,
                  noApprovedCreditor ? creditorNote : undefined,
                ]
                  .filter(Boolean)
                  .join(' ') || undefined
              }
              {...register('creditorId')}
            />
          )}
          {noApprovedCreditor ? (
            <p id={creditorNote} className="case-tabs__note" role="status">
              {t('tabs.claims.dialog.noApprovedCreditors')}
            </p>
          ) : null}
        </>
      ) : null}
      <TextField
        label={t('tabs.claims.fields.amount')}
        inputMode="decimal"
        announce
        error={message('amount')}
        {...register('amount')}
      />
      <SelectField
        label={t('tabs.claims.fields.basis')}
        placeholder={t('tabs.claims.dialog.chooseBasis')}
        options={bases.map((basis) => ({ value: basis.keyValue, label: basis.label ?? basis.keyValue }))}
        announce
        error={message('basis')}
        {...register('basis')}
      />
      <div className="case-tabs__field">
        <Checkbox
          checked={watch('priorityRight')}
          onChange={(event) => setValue('priorityRight', event.target.checked)}
        >
          {t('tabs.claims.fields.priorityRight')}
        </Checkbox>
      </div>
      <TextField label={t('tabs.claims.fields.reference')} maxLength={100} {...register('reference')} />
      <TextAreaField
        label={t('tabs.claims.fields.comment')}
        rows={3}
        maxLength={2000}
        {...register('comment')}
      />
      <FilePicker
        label={t('tabs.claims.dialog.file')}
        hint={t('tabs.claims.dialog.hint')}
        accept={DOCUMENT_ACCEPT}
        current={
          editing
            ? t('tabs.claims.dialog.keepFile', { name: editing.invoiceDocumentResponse.invoiceName })
            : null
        }
        error={message('file') ?? null}
        onChange={(file) => setValue('file', file)}
      />
      <UploadProgress percent={progress} label={t('tabs.claims.dialog.uploading')} />
    </FormModal>
  );
}
