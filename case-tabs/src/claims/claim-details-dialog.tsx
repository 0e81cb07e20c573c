import { useTranslation } from 'react-i18next';
import type { Claim } from 'shared-api';
import { DetailsModal } from 'shared-ui';
import { Button, Switch } from 'shared-ui/antd';
import { formatDateTime, formatSek } from 'shared-ui/light';
import { Fact } from '../fact';
import { approvedOf } from './claim-rows';

export type ClaimDetailsDialogProps = {
  claim: Claim | null;
  /** The firm sees the creditor's name; creditors see the priority-right switch. */
  side: 'lawfirm' | 'creditor';
  basisLabel: (value: string) => string;
  onDownload: (claim: Claim) => void;
  onClose: () => void;
};

/** Everything about one claim (the claim centre's detail popup). */
export function ClaimDetailsDialog({
  claim,
  side,
  basisLabel,
  onDownload,
  onClose,
}: ClaimDetailsDialogProps) {
  const { t } = useTranslation('tabs');
  const none = t('tabs.claims.fields.none');
  return (
    <DetailsModal item={claim} title={t('tabs.claims.details.title')} onClose={onClose}>
      {(claim) => (
        <>
          {claim.claimNumber ? (
            <>
              <dt>{t('tabs.claims.fields.claimNumber')}</dt>
              <dd>
                {claim.claimNumber}
                {claim.isLate ? ` · ${t('tabs.claims.lateLabel')}` : ''}
              </dd>
            </>
          ) : null}
          <dt>{t('tabs.claims.fields.file')}</dt>
          <dd>
            {claim.invoiceDocumentResponse.invoiceName}{' '}
            <Button size="small" onClick={() => onDownload(claim)}>
              {t('tabs.actions.download')}
            </Button>
          </dd>
          <dt>{t('tabs.claims.fields.uploadedOn')}</dt>
          <dd>{formatDateTime(claim.createdOn)}</dd>
          <dt>{t('tabs.claims.fields.creditor')}</dt>
          <dd>{`${claim.creditorName} (${claim.creditorCompanyOrgNr})`}</dd>
          <Fact term={t('tabs.claims.fields.debtCollector')} value={claim.debtCollectorName} />
          <dt>{t('tabs.claims.fields.createdBy')}</dt>
          <dd>{claim.isCreatedByLawFirm ? (claim.lawFirmName ?? claim.createdBy) : claim.createdBy}</dd>
          {side === 'creditor' ? (
            <>
              <dt>{t('tabs.claims.fields.priorityRight')}</dt>
              <dd>
                <Switch
                  checked={claim.claimPriorityRight}
                  disabled
                  aria-label={t('tabs.claims.fields.priorityRight')}
                />
              </dd>
            </>
          ) : (
            <>
              <dt>{t('tabs.claims.fields.priorityRight')}</dt>
              <dd>{t(claim.claimPriorityRight ? 'tabs.claims.csv.yes' : 'tabs.claims.csv.no')}</dd>
            </>
          )}
          <dt>{t('tabs.claims.fields.status')}</dt>
          <dd>{t(`tabs.claims.status.${claim.invoiceStatus}`)}</dd>
          <dt>{t('tabs.claims.fields.amount')}</dt>
          <dd>{formatSek(claim.claimAmount)}</dd>
          {approvedOf(claim) !== null ? (
            <>
              <dt>{t('tabs.claims.decision.approvedAmount')}</dt>
              <dd>{formatSek(approvedOf(claim) as string)}</dd>
            </>
          ) : null}
          <Fact
            term={t('tabs.claims.decision.reason')}
            value={claim.decisionReason}
            className="case-tabs__pre"
          />
          <dt>{t('tabs.claims.fields.basis')}</dt>
          <dd>{basisLabel(claim.claimBasis)}</dd>
          <dt>{t('tabs.claims.fields.reference')}</dt>
          <dd>{claim.claimRefernce || none}</dd>
          <dt>{t('tabs.claims.fields.comment')}</dt>
          <dd className="case-tabs__pre">{claim.invoiceDocumentResponse.invoicecomment || none}</dd>
          <Fact term={t('tabs.claims.fields.sha256')} value={claim.fileSha256} className="case-tabs__hash" />
        </>
      )}
    </DetailsModal>
  );
}
