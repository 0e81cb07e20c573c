import { Modal } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, type Invoice, type InvoiceStatus, updateInvoiceStatus } from 'shared-api';
import { toast } from 'shared-ui/light';
import { reportError } from '../feedback';
import { CLAIM_STATUSES } from './claim-rows';

export type StatusDialogProps = { claim: Invoice | null; onClose: () => void; onDone: () => void };

/** Update status: Pending, Approved, Rejected or Paid, in any order (spec 2 §4). */
export function StatusDialog({ claim, onClose, onDone }: StatusDialogProps) {
  const { t } = useTranslation('tabs');
  const id = useId();
  const [status, setStatus] = useState<InvoiceStatus>('Pending');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (claim) setStatus(claim.invoiceStatus);
  }, [claim]);

  const save = async () => {
    if (!claim) return;
    setBusy(true);
    try {
      await call(updateInvoiceStatus, { body: { invoiceId: claim.invoiceId, invoiceStatus: status } });
      toast.success(t('tabs.claims.toast.updated'));
      onDone();
      onClose();
    } catch (error) {
      reportError(error, t('tabs.claims.toast.statusFailed'));
    } finally {
      setBusy(false);
    }
  };

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
      <p>{claim?.invoiceDocumentResponse.invoiceName}</p>
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
    </Modal>
  );
}
