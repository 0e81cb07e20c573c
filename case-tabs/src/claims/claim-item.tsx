import { useTranslation } from 'react-i18next';
import type { Claim, UserType } from 'shared-api';
import { isCreditor, isDebtCollector } from 'shared-api';
import { Tag } from 'shared-ui/antd';
import { formatDate, formatSek } from 'shared-ui/light';
import { FileRow } from '../file-row';
import type { RowMenuItem } from '../row-menu';
import { isPartial } from './claim-rows';

const STATUS_COLORS = { Pending: 'gold', Approved: 'green', Rejected: 'red', Paid: 'blue' } as const;

export type ClaimItemProps = {
  claim: Claim;
  /** The firm's view names the creditor of each claim. */
  firm: boolean;
  userType: UserType | null;
  menu: readonly RowMenuItem[];
};

/**
 * One claim line: file, status, amount, who filed it and when, and its labels (by the law firm;
 * by a debt collector for the firm and creditors; for a creditor, to the debt collector that filed it).
 */
export function ClaimItem({ claim, firm, userType, menu }: ClaimItemProps) {
  const { t } = useTranslation('tabs');
  const file = claim.invoiceDocumentResponse;
  const partial = isPartial(claim);
  const labels: string[] = [];
  if (claim.isCreatedByLawFirm) labels.push(t('tabs.claims.byLawFirm'));
  if (claim.debtCollectorName && (firm || isCreditor(userType)))
    labels.push(t('tabs.claims.byDebtCollector', { name: claim.debtCollectorName }));
  if (isDebtCollector(userType) && claim.debtByDebtCollector)
    labels.push(t('tabs.claims.forCreditor', { name: claim.creditorName }));
  // Under the head: who filed it and when, and the firm's decision.
  const details = (
    <>
      <div className="case-tabs__row-meta">
        {t('tabs.claims.uploadedOn', {
          date: formatDate(claim.createdOn),
          name: claim.isCreatedByLawFirm ? (claim.lawFirmName ?? claim.createdBy) : claim.createdBy,
        })}
        {claim.claimRefernce ? ` · ${t('tabs.claims.fields.reference')}: ${claim.claimRefernce}` : ''}
      </div>
      {claim.decisionReason ? (
        <p className="case-tabs__row-text">
          {t('tabs.claims.decision.reason')}: {claim.decisionReason}
        </p>
      ) : null}
    </>
  );
  return (
    <FileRow
      fileName={file.invoiceName}
      comment={{ label: t('tabs.claims.fields.comment'), text: file.invoicecomment }}
      menu={menu}
      details={details}
    >
      {claim.claimNumber ? (
        <span className="case-tabs__claim-number">
          {t('tabs.claims.number', { number: claim.claimNumber })}
        </span>
      ) : null}
      <span>{file.invoiceName}</span>
      <Tag color={STATUS_COLORS[claim.invoiceStatus]}>
        {partial ? t('tabs.claims.partlyApproved') : t(`tabs.claims.status.${claim.invoiceStatus}`)}
      </Tag>
      {claim.withdrawnOn ? <Tag color="default">{t('tabs.claims.withdrawnLabel')}</Tag> : null}
      {claim.isLate ? (
        <Tag color="magenta" title={t('tabs.claims.lateLabel')}>
          {t('tabs.claims.late')}
        </Tag>
      ) : null}
      <span>
        {partial && claim.approvedAmount
          ? t('tabs.claims.decision.of', {
              approved: formatSek(claim.approvedAmount),
              claimed: formatSek(claim.claimAmount),
            })
          : formatSek(claim.claimAmount)}
      </span>
      {firm ? <span className="case-tabs__row-meta">{claim.creditorName}</span> : null}
      {labels.map((label) => (
        <Tag key={label}>{label}</Tag>
      ))}
    </FileRow>
  );
}
