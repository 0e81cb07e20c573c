import { Button, Dropdown, Input, List } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LawFirmUser } from 'shared-api';
import { Pager } from 'shared-ui';

export type UserListProps = {
  /** One page of the users matching the search (the server pages and searches). */
  users: readonly LawFirmUser[];
  loading?: boolean;
  /** The text in the search box, and its change (the caller debounces it into the server's `search`). */
  query: string;
  onQueryChange: (query: string) => void;
  /** Whether a search is in effect: no users then means no match. */
  searched: boolean;
  /** Whether `users` answer the text in the box; until then the page shown is narrowed by it at once. */
  settled: boolean;
  page: number;
  pageSize: number;
  /** All users matching the search. */
  total: number;
  onPageChange: (page: number) => void;
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
 * (spec 1 §2), at most 420 px high, with a numbered pager; each has a menu with Edit and Delete.
 */
export function UserList({
  users,
  loading = false,
  query,
  onQueryChange,
  searched,
  settled,
  page,
  pageSize,
  total,
  onPageChange,
  onEdit,
  onDelete,
}: UserListProps) {
  const { t } = useTranslation();
  const visible = settled ? users : users.filter(matches(query));

  return (
    <div>
      <Input
        type="search"
        allowClear
        aria-label={t('lawfirm.users.search')}
        placeholder={t('lawfirm.users.search')}
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        style={{ marginBottom: 8 }}
      />
      <div style={{ maxHeight: 420, overflowY: 'auto' }}>
        <List
          loading={loading}
          dataSource={visible as LawFirmUser[]}
          locale={{
            emptyText:
              users.length === 0 && !searched ? t('lawfirm.users.notFound') : t('lawfirm.users.noMatch'),
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
              <List.Item.Meta title={user.lawfirmUserEmail} description={officesOf(user)} />
            </List.Item>
          )}
        />
      </div>
      <Pager page={page} pageSize={pageSize} total={total} onChange={onPageChange} />
    </div>
  );
}
