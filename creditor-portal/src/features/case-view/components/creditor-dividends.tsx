import { useTranslation } from 'react-i18next';
import type { CreditorProposal, DividendClass, DividendLine } from 'shared-api';
import { CardTable, formatDate, formatSek, LoadingSpin, sekColumn } from 'shared-ui';
import { Empty, Tag } from 'shared-ui/antd';
import { ActingForField, useChosenCreditor } from '../../../lib/acting-for-field';
import { useCreditorDividends } from '../api/use-creditor-dividends';

/**
 * The case's dividends as a creditor sees them: for each published version, its dates, every class's
 * totals and the creditor's own lines with their payment ("paid on …", lapsed). A debt collector chooses
 * whose: its own or a creditor's that approves it.
 */
export function CreditorDividends({ caseId }: { caseId: number }) {
  const { t } = useTranslation();
  const chooser = useChosenCreditor();
  const { creditorId } = chooser;
  const { versions, loading } = useCreditorDividends(caseId, creditorId);
  return (
    <section
      className="creditor-dividends"
      aria-label={t('creditor.dividends.title')}
      style={{ display: 'grid', gap: 16 }}
    >
      <ActingForField label={t('creditor.dividends.for')} chooser={chooser} />
      {loading ? <LoadingSpin /> : null}
      {!loading && versions.length === 0 ? <Empty description={t('creditor.dividends.none')} /> : null}
      {versions.map((version) => (
        <Version key={version.proposalId} version={version} />
      ))}
    </section>
  );
}

function Version({ version }: { version: CreditorProposal }) {
  const { t, i18n } = useTranslation();
  const percent = (v: string) => `${i18n.language === 'en' ? v : v.replace('.', ',')} %`;
  const className = (c: Pick<DividendClass, 'priorityClass' | 'asset'>) =>
    c.asset
      ? t('creditor.dividends.inAsset', { asset: c.asset })
      : t(`creditor.dividends.classes.${c.priorityClass}`);
  const stage = version.finalOn
    ? t('creditor.dividends.finalOn', { date: formatDate(version.finalOn) })
    : version.confirmedOn
      ? t('creditor.dividends.confirmedOn', { date: formatDate(version.confirmedOn) })
      : t('creditor.dividends.proposed');
  return (
    <article
      aria-labelledby={`dividend-version-${version.proposalId}`}
      style={{ display: 'grid', gap: 8, minWidth: 0 }}
    >
      <h2 id={`dividend-version-${version.proposalId}`} style={{ margin: 0, fontSize: '1.1rem' }}>
        {t('creditor.dividends.version', { version: version.version })} · {stage}
      </h2>
      <CardTable<DividendLine>
        aria-label={t('creditor.dividends.yourLines')}
        rowKey="lineNumber"
        dataSource={version.lines}
        locale={{ emptyText: t('creditor.dividends.noLines') }}
        columns={[
          {
            title: t('creditor.dividends.claims'),
            dataIndex: 'claimNumbers',
            render: (v: number[]) => v.join(', '),
          },
          sekColumn(t('creditor.dividends.dividend'), 'dividendAmount'),
          {
            title: t('creditor.dividends.payment'),
            key: 'payment',
            render: (_, line) => {
              if (!line.paidOut)
                return t('creditor.dividends.belowMinimum', { minimum: formatSek(version.minimumDividend) });
              if (line.payment.status === 'Paid')
                return (
                  <strong>
                    {t('creditor.dividends.paidOn', { date: formatDate(line.payment.paidOn ?? '') })}
                  </strong>
                );
              if (line.payment.lapsed) return <Tag color="red">{t('creditor.dividends.lapsed')}</Tag>;
              if (line.payment.status === 'Returned') return t('creditor.dividends.returned');
              return t('creditor.dividends.unpaid');
            },
          },
        ]}
      />
      <CardTable<DividendClass>
        aria-label={t('creditor.dividends.classTotals')}
        rowKey={(c) => `${c.priorityClass}:${c.asset ?? ''}`}
        dataSource={version.classes}
        columns={[
          { title: t('creditor.dividends.class'), key: 'class', render: (_, c) => className(c) },
          sekColumn(t('creditor.dividends.admitted'), 'admittedAmount'),
          sekColumn(t('creditor.dividends.dividend'), 'dividendAmount'),
          { title: t('creditor.dividends.percent'), dataIndex: 'percent', render: percent },
        ]}
      />
    </article>
  );
}
