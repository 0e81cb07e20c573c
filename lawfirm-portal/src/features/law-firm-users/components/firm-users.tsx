import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LawFirm, LawFirmUser } from 'shared-api';
import { ConfirmDeleteModal, useListSearch } from 'shared-ui';
import { Button } from 'shared-ui/antd';
import { USERS_PAGE_SIZE, useLawFirmUsers } from '../api/use-law-firm-users';
import { UserForm } from './user-form';
import { UserList } from './user-list';

export type FirmUsersProps = {
  firm: LawFirm;
};

/** Managing one firm's users: the list, Add User, edit and delete with confirmation. */
export function FirmUsers({ firm }: FirmUsersProps) {
  const { t } = useTranslation();
  const listSearch = useListSearch();
  const { search, page, setPage } = listSearch;
  const { users, total, loading, stale, save, remove } = useLawFirmUsers(firm.lawFirmId, page, search);
  // A delete can empty the last page: show the page that is now last.
  const emptyPage = !loading && users.length === 0 && page > 1;
  useEffect(() => {
    if (emptyPage) setPage(Math.max(1, Math.ceil(total / USERS_PAGE_SIZE)));
  }, [emptyPage, total, setPage]);
  const [editing, setEditing] = useState<LawFirmUser | 'new' | null>(null);
  const [deleting, setDeleting] = useState<LawFirmUser | null>(null);

  return (
    <section aria-label={t('lawfirm.users.title')}>
      <div
        style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 8 }}
      >
        <h2 style={{ margin: 0, fontSize: '1.15rem' }}>{t('lawfirm.users.title')}</h2>
        <Button type="primary" onClick={() => setEditing('new')}>
          {t('lawfirm.users.add')}
        </Button>
      </div>
      <UserList
        users={users}
        loading={loading}
        search={listSearch}
        settled={!stale && listSearch.query.trim() === search}
        pageSize={USERS_PAGE_SIZE}
        total={total}
        onEdit={setEditing}
        onDelete={setDeleting}
      />
      {editing ? (
        <UserForm
          user={editing === 'new' ? null : editing}
          offices={firm.officeList}
          onSubmit={(values) => save(values, editing === 'new' ? null : editing)}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDeleteModal
        open={deleting !== null}
        itemName={deleting?.lawfirmUserEmail ?? ''}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting && (await remove(deleting))) setDeleting(null);
        }}
      />
    </section>
  );
}
