import { Input, Modal } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  amountToOre,
  call,
  DECISION_REASON_MAX,
  type Invoice,
  type InvoiceStatus,
  normaliseAmount,
  updateInvoiceStatus,
} from 'shared-api';
import { formatSek, toast } from 'shared-ui/light';
import { reportError } from '../feedback';
import { CLAIM_STATUSES } from './claim-rows';

export type StatusDialogProps = { claim: Invoice | null; onClose: () => void; onDone: () => void };

const approves = (status: InvoiceStatus) => status === 'Approved' || status === 'Paid';

/**
 * Update status: Pending, Approved, Rejected or Paid, in any order (spec 2 §4), with the decision of
 * issue 16 §3: for Approved or Paid an approved amount (empty: all of it; less: a partial approval),
 * and a reason, required for Rejected and for a partial approval. The server checks the same.
 */
export function StatusDialog({ claim, onClose, onDone }: StatusDialogProps) {
  const { t } = useTranslation(['tabs', 'common']);
  const id = useId();
  const amountId = useId();
  const reasonId = useId();
  const [status, setStatus] = useState<InvoiceStatus>('Pending');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!claim) return;
    setStatus(claim.invoiceStatus);
    const approved = claim.approvedAmount;
    setAmount(approved && approved !== claim.claimAmount ? approved.replace('.', ',') : '');
    setReason(claim.decisionReason ?? '');
    setErrors({});
  }, [claim]);

  /** The problems of the form, in the user's language (the contract's validation texts). */
  const check = (): { amount?: string; reason?: string; approved: string | null } => {
    if (!claim || !approves(status) || !amount.trim()) {
      return {
        approved: null,
        ...(status === 'Rejected' && !reason.trim() ? { reason: t('common:validation.reasonRequired') } : {}),
      };
    }
    const approved = normaliseAmount(amount);
    if (approved === null) return { approved: null, amount: t('common:validation.amount') };
    if (amountToOre(approved) > amountToOre(claim.claimAmount))
      return { approved, amount: t('common:validation.approvedTooHigh') };
    if (amountToOre(approved) < amountToOre(claim.claimAmount) && !reason.trim())
      return { approved, reason: t('common:validation.reasonRequired') };
    return { approved };
  };

  const save = async () => {
    if (!claim) return;
    const { approved, ...found } = check();
    setErrors(found);
    if (found.amount || found.reason) return;
    setBusy(true);
    try {
      await call(updateInvoiceStatus, {
        // Only what the firm filled in: a plain status change stays the spec's call.
        body: {
          invoiceId: claim.invoiceId,
          invoiceStatus: status,
          ...(approved ? { approvedAmount: approved } : {}),
          ...(reason.trim() ? { decisionReason: reason.trim() } : {}),
        },
      });
      toast.success(t('tabs.claims.toast.updated'));
      onDone();
      onClose();
    } catch (error) {
      reportError(error, 'tabs.claims.toast.statusFailed');
    } finally {
      setBusy(false);
    }
  };

  const errorOf = (text: string | undefined, of: string) =>
    text ? (
      <p id={`${of}-error`} className="case-tabs__error" role="alert">
        {text}
      </p>
    ) : null;

  return (
    <Modal
      open={claim !== null}
      title={t('tabs.claims.statusDialog.title')}
      okText={t('tabs.actions.save')}
      cancelText={t('tabs.actions.cancel')}
      okButtonProps={{ loading: busy }}
      onOk={save}
      onCancel={onClose}
      keyboard
      destroyOnHidden
    >
      <p>
        {claim?.claimNumber ? `${t('tabs.claims.number', { number: claim.claimNumber })} · ` : ''}
        {claim?.invoiceDocumentResponse.invoiceName}
        {claim ? ` · ${formatSek(claim.claimAmount)}` : ''}
      </p>
      <span className="case-tabs__select">
        <label htmlFor={id}>{t('tabs.claims.statusDialog.label')}</label>
        <select id={id} value={status} onChange={(event) => setStatus(event.target.value as InvoiceStatus)}>
          {CLAIM_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`tabs.claims.status.${value}`)}
            </option>
          ))}
        </select>
      </span>
      {approves(status) && claim ? (
        <div className="case-tabs__field">
          <label className="case-tabs__label" htmlFor={amountId}>
            {t('tabs.claims.statusDialog.approvedAmount')}
          </label>
          <Input
            id={amountId}
            inputMode="decimal"
            value={amount}
            aria-invalid={!!errors.amount}
            aria-describedby={`${amountId}-hint${errors.amount ? ` ${amountId}-error` : ''}`}
            onChange={(event) => setAmount(event.target.value)}
          />
          <p id={`${amountId}-hint`} className="case-tabs__hint">
            {t('tabs.claims.statusDialog.approvedHint', { amount: formatSek(claim.claimAmount) })}
          </p>
          {errorOf(errors.amount, amountId)}
        </div>
      ) : null}
      <div className="case-tabs__field">
        <label className="case-tabs__label" htmlFor={reasonId}>
          {t('tabs.claims.statusDialog.reason')}
        </label>
        <Input.TextArea
          id={reasonId}
          rows={3}
          maxLength={DECISION_REASON_MAX}
          value={reason}
          aria-invalid={!!errors.reason}
          aria-describedby={`${reasonId}-hint${errors.reason ? ` ${reasonId}-error` : ''}`}
          onChange={(event) => setReason(event.target.value)}
        />
        <p id={`${reasonId}-hint`} className="case-tabs__hint">
          {t('tabs.claims.statusDialog.reasonHint')}
        </p>
        {errorOf(errors.reason, reasonId)}
      </div>
    </Modal>
  );
}
