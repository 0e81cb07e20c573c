import { useTranslation } from 'react-i18next';
import { formatDateTime } from 'shared-ui';
import { ActingForField, useChosenCreditor } from '../../../lib/acting-for-field';
import { useBankDetails } from '../api/use-bank-details';
import { BankDetailsForm } from './bank-details-form';
import './bank-details.css';

/**
 * The profile's "Bank details for dividends": where the dividends go, shown masked, and the form to give
 * or change them with the password again. A debt collector chooses whom: itself or a creditor that
 * approves it.
 */
export function BankDetailsSection() {
  const { t } = useTranslation();
  const chooser = useChosenCreditor();
  const { creditorId } = chooser;
  const { view } = useBankDetails(creditorId);
  if (creditorId === null) return null;
  return (
    <section aria-labelledby="bank-details-title" className="creditor-bank-details">
      <h3 id="bank-details-title">{t('creditor.bankDetails.title')}</h3>
      <p>{t('creditor.bankDetails.intro')}</p>
      <ActingForField label={t('creditor.bankDetails.for')} chooser={chooser} />
      <p aria-live="polite">
        {view?.masked
          ? t('creditor.bankDetails.current', {
              kind: t(`creditor.bankDetails.kinds.${view.kind}`),
              masked: view.masked,
            })
          : t('creditor.bankDetails.none')}
        {view?.changedAt
          ? ` ${t('creditor.bankDetails.changedOn', { date: formatDateTime(view.changedAt) })}`
          : ''}
      </p>
      <BankDetailsForm key={creditorId} creditorId={creditorId} />
    </section>
  );
}
