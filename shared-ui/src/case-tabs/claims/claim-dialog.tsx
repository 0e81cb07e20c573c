import { Checkbox, Input, Modal, Progress, Radio } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_ACCEPT, type Invoice, type KeyValue } from 'shared-api';
import { formatDate } from 'shared-ui/light';
import { FilePicker } from '../file-picker';
import { type ClaimDialogMode, useClaimForm } from './use-claim-form';

export type { ClaimDialogMode };

export type ClaimDialogProps = {
  open: boolean;
  mode: ClaimDialogMode;
  caseId: number;
  bases: readonly KeyValue[];
  /** The claim being edited (creditor side; a new file is then optional), or null. */
  editing: Invoice | null;
  onClose: () => void;
  onDone: () => void;
  /** Issue 16 §1: the case's claims deadline (bevakningsdag), "2026-04-30", when the server gives one. */
  claimsDeadline?: string | null;
};

/** Whether the claims deadline ("2026-04-30", the whole day in Sweden) has passed at `now`. */
export function deadlinePassed(deadline: string, now = new Date()): boolean {
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(now);
  return today > deadline;
}

/** Register Claim (firm) and the creditor's claim dialog, with the debt collector's toggle (spec 2 §2, §5). */
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
  const ids = { creditor: useId(), amount: useId(), basis: useId(), reference: useId(), comment: useId() };
  const { form, set, setFile, progress, choosesCreditor, creditors, noApprovedCreditor, submit, error } =
    useClaimForm({
      open,
      mode,
      caseId,
      editing,
      onClose,
      onDone,
    });
  const errorText = (field: string, id: string) =>
    error(field) ? (
      <p id={`${id}-error`} className="case-tabs__error" role="alert">
        {error(field)}
      </p>
    ) : null;
  const described = (field: string, id: string) => (error(field) ? `${id}-error` : undefined);
  const creditorNote = `${ids.creditor}-note`;

  return (
    <Modal
      open={open}
      title={t(
        editing
          ? 'tabs.claims.dialog.editTitle'
          : mode === 'firm'
            ? 'tabs.claims.dialog.registerTitle'
            : 'tabs.claims.dialog.newTitle',
      )}
      okText={t('tabs.claims.dialog.submit')}
      cancelText={t('tabs.actions.cancel')}
      okButtonProps={{ loading: progress !== null }}
      onOk={submit}
      onCancel={onClose}
      keyboard
      destroyOnHidden
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
            value={form.asDebtCollector ? 'debtCollector' : 'creditor'}
            disabled={editing !== null}
            onChange={(event) => set('asDebtCollector', event.target.value === 'debtCollector')}
          >
            <Radio value="creditor">{t('tabs.claims.dialog.asCreditor')}</Radio>
            <Radio value="debtCollector">{t('tabs.claims.dialog.asDebtCollector')}</Radio>
          </Radio.Group>
        </fieldset>
      ) : null}
      {choosesCreditor ? (
        <div className="case-tabs__field">
          <label className="case-tabs__label" htmlFor={ids.creditor}>
            {t('tabs.claims.dialog.creditor')}
          </label>
          <select
            id={ids.creditor}
            className="case-tabs__input"
            value={form.creditorId}
            disabled={editing !== null}
            aria-invalid={error('CreditorId') ? true : undefined}
            aria-describedby={
              [described('CreditorId', ids.creditor), noApprovedCreditor ? creditorNote : undefined]
                .filter(Boolean)
                .join(' ') || undefined
            }
            onChange={(event) => set('creditorId', event.target.value)}
          >
            <option value="">{t('tabs.claims.dialog.chooseCreditor')}</option>
            {creditors.map((creditor) => (
              <option key={creditor.creditorId} value={creditor.creditorId}>
                {creditor.label}
              </option>
            ))}
            {editing && !creditors.some((c) => String(c.creditorId) === form.creditorId) ? (
              <option value={form.creditorId}>{editing.creditorName}</option>
            ) : null}
          </select>
          {errorText('CreditorId', ids.creditor)}
          {noApprovedCreditor ? (
            <p id={creditorNote} className="case-tabs__note" role="status">
              {t('tabs.claims.dialog.noApprovedCreditors')}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="case-tabs__field">
        <label className="case-tabs__label" htmlFor={ids.amount}>
          {t('tabs.claims.fields.amount')}
        </label>
        <Input
          id={ids.amount}
          inputMode="decimal"
          value={form.amount}
          aria-invalid={error('ClaimAmount') ? true : undefined}
          aria-describedby={described('ClaimAmount', ids.amount)}
          onChange={(event) => set('amount', event.target.value)}
        />
        {errorText('ClaimAmount', ids.amount)}
      </div>
      <div className="case-tabs__field">
        <label className="case-tabs__label" htmlFor={ids.basis}>
          {t('tabs.claims.fields.basis')}
        </label>
        <select
          id={ids.basis}
          className="case-tabs__input"
          value={form.basis}
          aria-invalid={error('ClaimBasis') ? true : undefined}
          aria-describedby={described('ClaimBasis', ids.basis)}
          onChange={(event) => set('basis', event.target.value)}
        >
          <option value="">{t('tabs.claims.dialog.chooseBasis')}</option>
          {bases.map((basis) => (
            <option key={basis.keyValue} value={basis.keyValue}>
              {basis.label ?? basis.keyValue}
            </option>
          ))}
        </select>
        {errorText('ClaimBasis', ids.basis)}
      </div>
      <div className="case-tabs__field">
        <Checkbox
          checked={form.priorityRight}
          onChange={(event) => set('priorityRight', event.target.checked)}
        >
          {t('tabs.claims.fields.priorityRight')}
        </Checkbox>
      </div>
      <div className="case-tabs__field">
        <label className="case-tabs__label" htmlFor={ids.reference}>
          {t('tabs.claims.fields.reference')}
        </label>
        <Input
          id={ids.reference}
          value={form.reference}
          maxLength={100}
          onChange={(event) => set('reference', event.target.value)}
        />
      </div>
      <div className="case-tabs__field">
        <label className="case-tabs__label" htmlFor={ids.comment}>
          {t('tabs.claims.fields.comment')}
        </label>
        <Input.TextArea
          id={ids.comment}
          rows={3}
          value={form.comment}
          maxLength={2000}
          onChange={(event) => set('comment', event.target.value)}
        />
      </div>
      <FilePicker
        label={t('tabs.claims.dialog.file')}
        hint={t('tabs.claims.dialog.hint')}
        accept={DOCUMENT_ACCEPT}
        current={
          editing
            ? t('tabs.claims.dialog.keepFile', { name: editing.invoiceDocumentResponse.invoiceName })
            : null
        }
        error={error('File')}
        onChange={setFile}
      />
      {progress !== null ? (
        <Progress
          className="case-tabs__progress"
          percent={progress}
          {...{ 'aria-label': t('tabs.claims.dialog.uploading') }}
        />
      ) : null}
    </Modal>
  );
}
