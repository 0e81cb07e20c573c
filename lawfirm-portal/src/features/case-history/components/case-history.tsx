import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CASE_HISTORY_PAGE_SIZE, type CaseHistoryEntry, download, downloadCaseHistoryCsv } from 'shared-api';
import { CardTable, formatDateTime, Pager } from 'shared-ui';
import { Button } from 'shared-ui/antd';
import { useFileDownload } from '../../../lib/use-file-download';
import { historyQuery, NO_FILTERS, useCaseHistory } from '../api/use-case-history';
import { HistoryFilters } from './history-filters';
import './case-history.css';

/**
 * The case's history, for the firm's administrator: who did what
 * and when, filtered by person, kind and period, 20 per page, newest first;
 * "Export CSV" downloads every entry that matches the filters.
 */
export function CaseHistory({ caseId }: { caseId: number }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState(NO_FILTERS);
  const [page, setPage] = useState(1);
  const { busy, fetchFile } = useFileDownload<'csv'>();
  const { entries, total, actors, loading } = useCaseHistory(caseId, filters, page);
  const filtered = Object.values(filters).some(Boolean);

  const exportCsv = () =>
    fetchFile(
      'csv',
      () => download(downloadCaseHistoryCsv, historyQuery(caseId, filters)),
      t('lawfirm.caseHistory.exported'),
      'lawfirm.errors.exportCaseHistoryFailed',
    );

  return (
    <section className="case-history" aria-label={t('lawfirm.caseHistory.title')}>
      <div className="case-history__bar">
        <HistoryFilters
          value={filters}
          actors={actors}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
        <Button onClick={exportCsv} loading={busy === 'csv'} disabled={total === 0}>
          {t('lawfirm.caseHistory.export')}
        </Button>
      </div>
      <CardTable<CaseHistoryEntry>
        aria-label={t('lawfirm.caseHistory.table')}
        loading={loading}
        rowKey={(entry) => `${entry.at}|${entry.action}|${entry.summary}|${entry.actorName}`}
        dataSource={entries}
        locale={{
          emptyText: (
            <span className="portal-table-empty">
              {t(filtered ? 'lawfirm.caseHistory.noMatch' : 'lawfirm.caseHistory.empty')}
            </span>
          ),
        }}
        columns={[
          {
            key: 'at',
            title: t('lawfirm.caseHistory.columns.at'),
            render: (_, entry) => <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>,
          },
          {
            key: 'person',
            title: t('lawfirm.caseHistory.columns.person'),
            render: (_, entry) =>
              entry.actorRole === 'system'
                ? t('lawfirm.caseHistory.roles.system')
                : `${entry.actorName} (${t(`lawfirm.caseHistory.roles.${entry.actorRole}`)})`,
          },
          {
            key: 'kind',
            title: t('lawfirm.caseHistory.columns.kind'),
            render: (_, entry) => t(`lawfirm.caseHistory.kinds.${entry.kind}`),
          },
          { key: 'summary', title: t('lawfirm.caseHistory.columns.summary'), dataIndex: 'summary' },
        ]}
      />
      <Pager page={page} pageSize={CASE_HISTORY_PAGE_SIZE} total={total} onChange={setPage} />
    </section>
  );
}
