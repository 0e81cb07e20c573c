import { useTranslation } from 'react-i18next';
import { Pager, SearchInput, useListSearch } from 'shared-ui';
import { Collapse, Spin } from 'shared-ui/antd';
import { CREDITORS_PAGE_SIZE, useCaseCreditors } from '../api/use-case-creditors';

/**
 * The creditors tab: the case's creditors searchable by name,
 * org. number and company, 10 per page, each an expandable card.
 */
export function CreditorsTab({ caseId }: { caseId: number }) {
  const { t } = useTranslation();
  // Search waits 300 ms after the last keystroke before asking the server.
  const { query, setQuery, search, page, setPage } = useListSearch(300);
  const { creditors, total, loading } = useCaseCreditors(caseId, page, search);

  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <SearchInput label={t('lawfirm.cases.creditors.search')} value={query} onChange={setQuery} />
      {loading ? (
        <Spin />
      ) : creditors.length === 0 ? (
        <p>{t('lawfirm.cases.creditors.empty')}</p>
      ) : (
        <Collapse
          items={creditors.map(({ creditorCasesId, creditorResponse: creditor }) => ({
            key: creditorCasesId,
            label: (
              <span>
                <strong>{creditor.creditorName}</strong> · {creditor.creditorCompanyOrgNr} ·{' '}
                {creditor.creditrorCompanyName}
              </span>
            ),
            children: (
              <dl
                style={{
                  display: 'grid',
                  gridTemplateColumns: 'max-content 1fr',
                  gap: '4px 16px',
                  margin: 0,
                }}
              >
                <dt>{t('lawfirm.cases.creditors.email')}</dt>
                <dd style={{ margin: 0 }}>{creditor.creditorEmaill}</dd>
                <dt>{t('lawfirm.cases.creditors.orgNumber')}</dt>
                <dd style={{ margin: 0 }}>{creditor.creditorCompanyOrgNr}</dd>
                <dt>{t('lawfirm.cases.creditors.company')}</dt>
                <dd style={{ margin: 0 }}>{creditor.creditrorCompanyName}</dd>
              </dl>
            ),
          }))}
        />
      )}
      <Pager page={page} pageSize={CREDITORS_PAGE_SIZE} total={total} onChange={setPage} />
    </div>
  );
}
