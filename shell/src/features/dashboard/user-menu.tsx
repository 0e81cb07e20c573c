import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from 'shared-api';
import { shellBridge, useShellBridge } from 'shared-ui';
import { useSignOut } from '../../session/sign-out';

/**
 * The user menu exactly as spec 1 §2 lists it: A gets the firm name, the
 * e-mail, 'User Management' and 'Sign Out'; S and U the e-mail and 'Sign Out';
 * C and D 'View Profile', 'Edit Profile' and 'Logout'.
 */
export function UserMenu({ user, textColor }: { user: SessionUser; textColor: string }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const firmName = useShellBridge((state) => state.firm.name);
  const creditorRole = user.userType === 'C' || user.userType === 'D';

  const items: MenuProps['items'] = creditorRole
    ? [
        {
          key: 'view-profile',
          label: t('shell.header.viewProfile'),
          onClick: () => shellBridge.openProfile('view'),
        },
        {
          key: 'edit-profile',
          label: t('shell.header.editProfile'),
          onClick: () => shellBridge.openProfile('edit'),
        },
        { type: 'divider' },
        { key: 'logout', label: t('shell.header.logout'), onClick: signOut },
      ]
    : [
        ...(user.userType === 'A' && firmName ? [{ key: 'firm', label: firmName, disabled: true }] : []),
        { key: 'email', label: user.email, disabled: true },
        { type: 'divider' as const },
        ...(user.userType === 'A'
          ? [
              {
                key: 'user-management',
                label: t('shell.header.userManagement'),
                onClick: () => shellBridge.openUserManagement(),
              },
            ]
          : []),
        { key: 'sign-out', label: t('shell.header.signOut'), onClick: signOut },
      ];

  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button type="text" style={{ color: textColor }}>
        <span className="portal-visually-hidden">{t('shell.header.userMenu')}: </span>
        <span className="shell-header__user">{creditorRole ? user.email : (firmName ?? user.email)}</span>
        <span aria-hidden="true">▾</span>
      </Button>
    </Dropdown>
  );
}
