import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { Case, UserType } from 'shared-api';
import { LazyView, lazyNamed, useListSearch } from 'shared-ui';
import { Button } from 'shared-ui/antd';
import { SidebarList } from '../../../components/sidebar-list';
import { paths, selectionParams } from '../../../config/paths';
import { useCase } from '../api/use-case';
import { useCaseMutations } from '../api/use-case-mutations';
import { useCases } from '../api/use-cases';
import { caseAccessFor } from '../case-access';
import { CaseView } from './case-view';

// The case form (add and edit) loads when A first opens it.
const CaseForm = lazyNamed(() => import('./case-form'), 'CaseForm');

export type CasesPageProps = {
  lawFirmId: number;
  userType: UserType;
  /** The sidebar footer (the firm's logo for A and U). */
  footer?: ReactNode;
  /** The tabs of the selected case (composed by routes.tsx). */
  renderTabs: (caseId: number) => ReactNode;
};

const debtorName = (item: Case) => item.debtorName;
const knrOf = (item: Case) => item.knr;

/**
 * A and U: 'our cases' in the sidebar (A can add), search by debtor, and the
 * selected case (kept in ?case= so a reload shows it again) with its tabs.
 */
/**
 * The sidebar asks the server after a short pause only: from a keystroke to its results may take 150 ms,
 * server round trip included, and a page of the firm's cases answers in ~30 ms. A request a
 * keystroke for a fast typist is cheap; the cache keeps each search's answer.
 */
const SIDEBAR_SEARCH_DELAY_MS = 60;

export function CasesPage({ lawFirmId, userType, footer, renderTabs }: CasesPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const access = caseAccessFor(userType);
  const [params] = useSearchParams();
  const selectedId = Number(params.get(selectionParams.case)) || null;
  const listSearch = useListSearch(SIDEBAR_SEARCH_DELAY_MS);
  const { search } = listSearch;
  const lists = useCases(lawFirmId, search);
  const { statuses, sectors } = lists;
  // A deleted case leaves the sidebar at once, before the list is read again.
  const [deleted, setDeleted] = useState<ReadonlySet<number>>(new Set());
  const cases = useMemo(
    () => (deleted.size ? lists.cases.filter((item) => !deleted.has(item.caseId)) : lists.cases),
    [lists.cases, deleted],
  );
  const details = useCase(selectedId, lists);
  const { save, remove } = useCaseMutations(lawFirmId);
  const [form, setForm] = useState<'add' | 'edit' | null>(null);
  const shown = selectedId ? details : null;
  // Null adds a case; the form stays closed when the case to edit is no longer shown.
  const editing = form === 'edit' ? shown : null;

  const selectId = useCallback(
    (caseId: number | null) =>
      navigate(
        { pathname: paths.home, search: caseId ? `?${selectionParams.case}=${caseId}` : '', hash },
        { replace: selectedId === null },
      ),
    [navigate, selectedId, hash],
  );
  const select = useCallback((item: Case) => selectId(item.caseId), [selectId]);

  return (
    <>
      <SidebarList
        title={t('lawfirm.sidebar.casesTitle')}
        items={cases}
        selected={details && !deleted.has(details.caseId) ? details : null}
        pages={lists}
        search={listSearch}
        totalText={
          lists.total === undefined ? undefined : t('lawfirm.sidebar.casesTotal', { count: lists.total })
        }
        getKey={(item) => item.caseId}
        getLabel={debtorName}
        getSubText={knrOf}
        selectedKey={selectedId}
        onSelect={select}
        searchLabel={t('lawfirm.sidebar.searchCases')}
        emptyState={t('common.empty.noCasesYet')}
        noMatchText={t('common.empty.noCasesFound')}
        actions={
          access.canEditOwnFirm ? (
            <Button onClick={() => navigate(paths.ownFirm)}>{t('lawfirm.sidebar.myLawFirm')}</Button>
          ) : null
        }
        add={
          access.canAddCase
            ? { label: t('lawfirm.sidebar.addCase'), onClick: () => setForm('add') }
            : undefined
        }
        footer={footer}
      />
      <CaseView
        details={shown}
        access={access}
        onEdit={() => setForm('edit')}
        onDelete={async (item) => {
          if (!(await remove(item))) return false;
          setDeleted((ids) => new Set([...ids, item.caseId]));
          selectId(null);
          return true;
        }}
      >
        {details && selectedId ? renderTabs(selectedId) : null}
      </CaseView>
      {form === 'add' || editing ? (
        <LazyView>
          <CaseForm
            details={editing}
            statuses={statuses}
            sectors={sectors}
            onClose={() => setForm(null)}
            onSubmit={async (values) => {
              const caseId = await save(values, editing);
              if (caseId === null) return false;
              // A new case is shown at once; an edited one already is.
              if (!editing) selectId(caseId);
              return true;
            }}
          />
        </LazyView>
      ) : null}
    </>
  );
}
