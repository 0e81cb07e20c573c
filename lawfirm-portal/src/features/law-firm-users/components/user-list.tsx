import { useTranslation } from 'react-i18next';
import type { LawFirmUser } from 'shared-api';
import { type ListSearch, Pager, SearchInput } from 'shared-ui';
import { Button, Dropdown, List } from 'shared-ui/antd';

export type UserListProps = {
  /** One page of the users matching the search (the server pages and searches). */
  users: readonly LawFirmUser[];
  loading?: boolean;
  /** The search box, the search in effect (no users then means no match) and the page shown. */
  search: ListSearch;
  /** Whether `users` answer the text in the box; until then the page shown is narrowed by it at once. */
  settled: boolean;
  pageSize: number;
  /** All users matching the search. */
  total: number;
  onEdit: (user: LawFirmUser) => void;
  onDelete: (user: LawFirmUser) => void;
};

/** Whether a user matches a search by e-mail or office, as the server's search does. */
const matches = (query: string) => {
  const needle = query.trim().toLocaleLowerCase();
  return (user: LawFirmUser) =>
    user.lawfirmUserEmail.toLocaleLowerCase().includes(needle) ||
    user.lawFirmUserOffices.some((office) => office.lawfirmOffice.toLocaleLowerCase().includes(needle));
};

const officesOf = (user: LawFirmUser) =>
  user.lawFirmUserOffices.map((office) => office.lawfirmOffice).join('; ');

/**
 * A page of a firm's users with e-mail and offices, searchable by e-mail or office
 *, at most 420 px high, with a numbered pager; each has a menu with Edit and Delete.
 */
export function UserList({
  users,
  loading = false,
  search,
  settled,
  pageSize,
  total,
  onEdit,
  onDelete,
}: UserListProps) {
  const { t } = useTranslation();
  const visible = settled ? users : users.filter(matches(search.query));

  return (
    <div>
      <SearchInput
        label={t('lawfirm.users.search')}
        value={search.query}
        onChange={search.setQuery}
        style={{ marginBottom: 8 }}
      />
      <div style={{ maxHeight: 420, overflowY: 'auto' }}>
        <List
          loading={loading}
          dataSource={visible as LawFirmUser[]}
          locale={{
            emptyText:
              users.length === 0 && !search.search ? t('lawfirm.users.notFound') : t('lawfirm.users.noMatch'),
          }}
          renderItem={(user) => (
            <List.Item
              actions={[
                <Dropdown
                  key="menu"
                  trigger={['click']}
                  menu={{
                    items: [
                      { key: 'edit', label: t('lawfirm.users.edit'), onClick: () => onEdit(user) },
                      {
                        key: 'delete',
                        label: t('lawfirm.users.delete'),
                        danger: true,
                        onClick: () => onDelete(user),
                      },
                    ],
                  }}
                >
                  <Button
                    type="text"
                    aria-label={t('lawfirm.users.actions', { email: user.lawfirmUserEmail })}
                  >
                    ⋮
                  </Button>
                </Dropdown>,
              ]}
            >
              <List.Item.Meta
                title={user.lawfirmUserEmail}
                description={
                  <>
                    {officesOf(user)}
                    {user.pendingEmail ? (
                      <div className="lawfirm-users__pending">
                        {t('lawfirm.users.pendingEmail', { email: user.pendingEmail })}
                      </div>
                    ) : null}
                  </>
                }
              />
            </List.Item>
          )}
        />
      </div>
      <Pager page={search.page} pageSize={pageSize} total={total} onChange={search.setPage} />
    </div>
  );
}
