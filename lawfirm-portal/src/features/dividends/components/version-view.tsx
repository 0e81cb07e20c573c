import { useTranslation } from 'react-i18next';
import {
  type DividendClass,
  download,
  downloadPaymentFile,
  downloadProposal,
  type FirmProposal,
  selectUserType,
  useAuthStore,
} from 'shared-api';
import { CardTable, formatSek, LoadingSpin, sekColumn, toast } from 'shared-ui';
import { Button } from 'shared-ui/antd';
import { useFileDownload } from '../../../lib/use-file-download';
import { useProposal, usePublishProposal } from '../api/use-dividends';
import { dividendAccess } from '../dividend-access';
import { DatesForm } from './dates-form';
import { LinesTable } from './lines-table';
import { stageOf } from './version-list';

/** One version: its totals, its files, its dates, its class totals and every line. */
export function VersionView({ caseId, proposalId }: { caseId: number; proposalId: number }) {
  const { t } = useTranslation();
  const { proposal } = useProposal(proposalId);
  if (!proposal) return <LoadingSpin />;
  return (
    <section className="dividends__panel" aria-labelledby={`version-${proposalId}`}>
      <h3 id={`version-${proposalId}`}>
        {t('lawfirm.dividends.version.title', { version: proposal.version })} ·{' '}
        {t(`lawfirm.dividends.stages.${stageOf(proposal)}`)}
      </h3>
      <Totals proposal={proposal} />
      <Actions caseId={caseId} proposal={proposal} />
      <DatesForm caseId={caseId} proposal={proposal} />
      <ClassTotals classes={proposal.classes} />
      <LinesTable caseId={caseId} proposal={proposal} />
    </section>
  );
}

function Totals({ proposal }: { proposal: FirmProposal }) {
  const { t } = useTranslation();
  const rows = [
    ['entered', proposal.enteredAmount],
    ['distributed', proposal.distributedAmount],
    ['paidOut', proposal.paidOutAmount],
    ['notPaidOut', proposal.notPaidOutAmount],
    ['surplus', proposal.surplusAmount],
    ['minimum', proposal.minimumDividend],
  ] as const;
  return (
    <dl className="dividends__totals">
      {rows.map(([key, value]) => (
        <div key={key}>
          <dt>{t(`lawfirm.dividends.totals.${key}`)}</dt>
          <dd>{formatSek(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Actions({ caseId, proposal }: { caseId: number; proposal: FirmProposal }) {
  const { t, i18n } = useTranslation();
  const access = dividendAccess(useAuthStore(selectUserType), proposal);
  const publish = usePublishProposal(caseId);
  const { busy, fetchFile: fetchAndSave } = useFileDownload<'pdf' | 'xlsx' | 'payment'>();
  const fetchFile = (which: 'pdf' | 'xlsx' | 'payment') =>
    fetchAndSave(
      which,
      () =>
        which === 'payment'
          ? download(downloadPaymentFile, { proposalId: proposal.proposalId })
          : download(downloadProposal, {
              proposalId: proposal.proposalId,
              format: which,
              lang: i18n.language === 'en' ? 'en' : 'sv',
            }),
      t('lawfirm.dividends.downloaded'),
      'lawfirm.dividends.errors.downloadFailed',
    );
  return (
    <div className="dividends__actions">
      {access.canPublish ? (
        <Button
          type="primary"
          loading={publish.isPending}
          onClick={() =>
            publish.mutate(
              { body: { proposalId: proposal.proposalId } },
              { onSuccess: () => toast.success(t('lawfirm.dividends.published')) },
            )
          }
        >
          {t('lawfirm.dividends.version.publish')}
        </Button>
      ) : null}
      <Button loading={busy === 'pdf'} onClick={() => void fetchFile('pdf')}>
        {t('lawfirm.dividends.version.pdf')}
      </Button>
      <Button loading={busy === 'xlsx'} onClick={() => void fetchFile('xlsx')}>
        {t('lawfirm.dividends.version.xlsx')}
      </Button>
      {access.canPay ? (
        <Button loading={busy === 'payment'} onClick={() => void fetchFile('payment')}>
          {t('lawfirm.dividends.version.paymentFile')}
        </Button>
      ) : null}
    </div>
  );
}

function ClassTotals({ classes }: { classes: readonly DividendClass[] }) {
  const { t, i18n } = useTranslation();
  const percent = (v: string) => `${i18n.language === 'en' ? v : v.replace('.', ',')} %`;
  return (
    <CardTable<DividendClass>
      aria-label={t('lawfirm.dividends.classes.title')}
      rowKey={(c) => `${c.priorityClass}:${c.asset ?? ''}`}
      dataSource={[...classes]}
      columns={[
        {
          title: t('lawfirm.dividends.classes.class'),
          key: 'class',
          render: (_, c) =>
            c.asset
              ? t('lawfirm.dividends.classes.inAsset', { asset: c.asset })
              : t(`lawfirm.dividends.classes.${c.priorityClass}`),
        },
        sekColumn(t('lawfirm.dividends.classes.admitted'), 'admittedAmount'),
        sekColumn(t('lawfirm.dividends.classes.dividend'), 'dividendAmount'),
        {
          title: t('lawfirm.dividends.classes.percent'),
          dataIndex: 'percent',
          render: percent,
        },
      ]}
    />
  );
}
