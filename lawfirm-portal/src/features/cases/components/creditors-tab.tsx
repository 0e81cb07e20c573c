import { Collapse, Input, Spin } from 'antd';
import { useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from 'shared-ui';
import { CREDITORS_PAGE_SIZE, useCaseCreditors } from '../api/use-case-creditors';

/** Search waits this long after the last keystroke before asking the server. */
const SEARCH_DELAY_MS = 300;

/**
 * The creditors tab (spec 1 §2): the case's creditors searchable by name,
 * org. number and company, 10 per page, each an expandable card.
 */
export function CreditorsTab({ caseId }: { caseId: number }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const deferred = useDeferredValue(query);

  useEffect(() => {
    const next = deferred.trim();
    if (next === search) return;
    const timer = setTimeout(() => {
      setSearch(next);
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [deferred, search]);

  const { creditors, total, loading } = useCaseCreditors(caseId, page, search);

  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Input
        type="search"
        allowClear
        aria-label={t('lawfirm.cases.creditors.search')}
        placeholder={t('lawfirm.cases.creditors.search')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
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
