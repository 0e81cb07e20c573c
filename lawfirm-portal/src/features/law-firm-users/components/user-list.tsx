import { Button, Dropdown, Input, List } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LawFirmUser } from 'shared-api';

export type UserListProps = {
  users: readonly LawFirmUser[];
  loading?: boolean;
  onEdit: (user: LawFirmUser) => void;
  onDelete: (user: LawFirmUser) => void;
};

const officesOf = (user: LawFirmUser) =>
  user.lawFirmUserOffices.map((office) => office.lawfirmOffice).join('; ');

/**
 * A firm's users with e-mail and offices, searchable by e-mail or office
 * (spec 1 §2), at most 420 px high; each has a menu with Edit and Delete.
 */
export function UserList({ users, loading = false, onEdit, onDelete }: UserListProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const visible = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase();
    if (!needle) return users;
    return users.filter(
      (user) =>
        user.lawfirmUserEmail.toLocaleLowerCase().includes(needle) ||
        user.lawFirmUserOffices.some((office) => office.lawfirmOffice.toLocaleLowerCase().includes(needle)),
    );
  }, [users, query]);

  return (
    <div>
      <Input
        type="search"
        allowClear
        aria-label={t('lawfirm.users.search')}
        placeholder={t('lawfirm.users.search')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        style={{ marginBottom: 8 }}
      />
      <div style={{ maxHeight: 420, overflowY: 'auto' }}>
        <List
          loading={loading}
          dataSource={visible as LawFirmUser[]}
          locale={{
            emptyText: users.length === 0 ? t('lawfirm.users.notFound') : t('lawfirm.users.noMatch'),
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
    </div>
  );
}
