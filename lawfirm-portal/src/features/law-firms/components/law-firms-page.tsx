import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { LawFirm } from 'shared-api';
import { ConfirmDeleteModal, useListSearch } from 'shared-ui';
import { Empty } from 'shared-ui/antd';
import { SidebarList } from '../../../components/sidebar-list';
import { selectionParams } from '../../../config/paths';
import { useLawFirm } from '../api/use-law-firm';
import { useLawFirms } from '../api/use-law-firms';
import { useLawFirmMutations } from '../api/use-save-law-firm';
import { LawFirmDetail } from './law-firm-detail';
import { LawFirmForm } from './law-firm-form';

export type LawFirmsPageProps = {
  /** The selected firm's users (composed by routes.tsx); `version` changes after each firm change. */
  renderUsers: (firm: LawFirm, version: number) => ReactNode;
};

/**
 * S: 'our law firms' in the sidebar (add, search) and the selected firm's
 * details with Edit, Delete and its users. After each change the list, the
 * firm and its users are read again.
 */
export function LawFirmsPage({ renderUsers }: LawFirmsPageProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const selectedId = Number(params.get(selectionParams.lawFirm)) || null;
  const [version, setVersion] = useState(0);
  const listSearch = useListSearch();
  const { search } = listSearch;
  const pages = useLawFirms(search);
  const { firms, loading } = pages;
  const { firm } = useLawFirm(selectedId);
  const { save, remove } = useLawFirmMutations();
  const [form, setForm] = useState<'add' | 'edit' | null>(null);
  const [deleting, setDeleting] = useState(false);

  const select = useCallback(
    (item: LawFirm) => setParams({ [selectionParams.lawFirm]: String(item.lawFirmId) }, { replace: true }),
    [setParams],
  );
  // The mutations mark the list, the firm and its users stale; `version` tells renderUsers of the change.
  const refresh = () => setVersion((value) => value + 1);

  return (
    <>
      <SidebarList
        title={t('lawfirm.sidebar.lawFirmsTitle')}
        items={firms}
        selected={firm}
        pages={pages}
        search={listSearch}
        getKey={(item) => item.lawFirmId}
        getLabel={lawFirmName}
        selectedKey={selectedId}
        onSelect={select}
        searchLabel={t('lawfirm.sidebar.searchLawFirms')}
        emptyState={t('common.empty.noLawFirms')}
        noMatchText={t('common.empty.noLawFirms')}
        add={{ label: t('lawfirm.sidebar.addLawFirm'), onClick: () => setForm('add') }}
        footer={<small>{t('lawfirm.sidebar.poweredBy')}</small>}
      />
      {firm ? (
        <LawFirmDetail firm={firm} onEdit={() => setForm('edit')} onDelete={() => setDeleting(true)}>
          {renderUsers(firm, version)}
        </LawFirmDetail>
      ) : !loading && !search && firms.length === 0 ? (
        <Empty
          description={
            <>
              <strong>{t('lawfirm.lawFirms.detail.noLawFirm')}</strong>
              <br />
              {t('lawfirm.lawFirms.detail.noLawFirmHint')}
            </>
          }
        />
      ) : null}
      {form ? (
        <LawFirmForm
          firm={form === 'edit' ? firm : null}
          canRequireTwoFactor
          onClose={() => setForm(null)}
          onSubmit={async (values, logo) => {
            const ok = await save(values, logo, form === 'edit' ? firm : null);
            if (ok) refresh();
            return ok;
          }}
        />
      ) : null}
      <ConfirmDeleteModal
        open={deleting && firm !== null}
        itemName={firm?.lawfirmName ?? ''}
        caseCount={firm?.caseCount}
        onCancel={() => setDeleting(false)}
        onConfirm={async () => {
          if (!firm || !(await remove(firm))) return;
          setDeleting(false);
          setParams({}, { replace: true });
          refresh();
        }}
      />
    </>
  );
}

const lawFirmName = (firm: LawFirm) => firm.lawfirmName;
