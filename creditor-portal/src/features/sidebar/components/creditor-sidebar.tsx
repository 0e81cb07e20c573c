import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { SelectedCase } from 'shared-api';
import { SidebarContent, SidebarFrame, useDebouncedSearch } from 'shared-ui';
import { Button } from 'shared-ui/antd';
import { paths } from '../../../lib/paths';
import { useFollowedCasePages } from '../../../session/followed-case-pages';
import { useSelectedCases } from '../../../session/selected-cases-context';
import { EmptyCasesIllustration } from './empty-cases-illustration';

const caseKey = (item: SelectedCase) => item.caseId;
const debtorOf = (item: SelectedCase) => item.debtorName;

/**
 * The shell's sidebar for C and D: the collapsible 'Selected cases' list, Select case, and for a
 * debt collector Select creditor; 'No cases yet' with its illustration. The server searches
 * (debtor name or organisation number) and the list reads the next page as it scrolls; the case shown
 * stays first in the list when no page read holds it.
 */
export function CreditorSidebar({ isDebtCollector }: { isDebtCollector: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { chosen, currentCaseId, setCurrentCase } = useSelectedCases();
  const { query, setQuery, search } = useDebouncedSearch();
  const { cases, loading, loadingMore, loadMore } = useFollowedCasePages(search);
  const pinned = chosen && !cases.some((item) => item.caseId === chosen.caseId) ? chosen : null;
  const onSelect = useCallback(
    (item: SelectedCase) => {
      // The first call is the sidebar's automatic choice on load: stay on the screen shown. Later ones are clicks.
      if (currentCaseId !== null) navigate(paths.dashboard);
      setCurrentCase(item);
    },
    [currentCaseId, navigate, setCurrentCase],
  );

  return (
    <SidebarContent>
      <SidebarFrame
        title={t('creditor.sidebar.selectedCases')}
        collapsible
        items={cases}
        loading={loading}
        getKey={caseKey}
        getSearchText={debtorOf}
        selectedKey={currentCaseId}
        onSelect={onSelect}
        search={{ query, onQueryChange: setQuery, searched: search !== '' }}
        pinned={pinned}
        onEndReached={loadMore}
        loadingMore={loadingMore}
        searchPlaceholder={t('creditor.sidebar.searchCases')}
        noMatchText={t('common.empty.noCasesFound')}
        renderItem={(item) => (
          <span>
            <strong>{item.debtorName}</strong>
            {item.debtorOrgnr ? <small style={{ display: 'block' }}>{item.debtorOrgnr}</small> : null}
          </span>
        )}
        actions={
          <>
            <Button size="small" type="primary" onClick={() => navigate(paths.selectCase)}>
              {t('creditor.sidebar.selectCase')}
            </Button>
            {isDebtCollector ? (
              <Button size="small" onClick={() => navigate(paths.addCreditor)}>
                {t('creditor.sidebar.selectCreditor')}
              </Button>
            ) : null}
          </>
        }
        emptyState={
          <div style={{ textAlign: 'center' }}>
            <EmptyCasesIllustration />
            <p>{t('common.empty.noCasesYet')}</p>
          </div>
        }
      />
    </SidebarContent>
  );
}
