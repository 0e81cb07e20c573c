import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { SessionUser } from 'shared-api';
import { addLawFirmUser, isCreditorSide, isFirmAdmin, mayCall } from 'shared-api';
import { shellBridge, useShellBridge } from 'shared-ui';
import { Button, Dropdown, type MenuProps } from 'shared-ui/antd';
import { paths } from '../../navigation/paths';
import { useSignOut, useSignOutEverywhere } from '../../session/sign-out';

/**
 * The user menu, per role: A gets the firm name, the
 * e-mail, 'User Management' and 'Sign Out'; S and U the e-mail and 'Sign Out';
 * C and D 'View Profile', 'Edit Profile' and 'Logout'. Beyond the original menu:
 * 'Account' for S, A and U, and 'Sign out everywhere' for everyone.
 */
export function UserMenu({ user, textColor }: { user: SessionUser; textColor: string }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const signOutEverywhere = useSignOutEverywhere();
  const navigate = useNavigate();
  const everywhere = {
    key: 'sign-out-everywhere',
    label: t('shell.header.signOutEverywhere'),
    onClick: () => void signOutEverywhere(),
  };
  const firmName = useShellBridge((state) => state.firm.name);
  const creditorRole = isCreditorSide(user.userType);

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
        everywhere,
      ]
    : [
        ...(isFirmAdmin(user.userType) && firmName ? [{ key: 'firm', label: firmName, disabled: true }] : []),
        { key: 'email', label: user.email, disabled: true },
        { type: 'divider' as const },
        ...(isFirmAdmin(user.userType) && mayCall(addLawFirmUser, user.userType)
          ? [
              {
                key: 'user-management',
                label: t('shell.header.userManagement'),
                onClick: () => shellBridge.openUserManagement(),
              },
            ]
          : []),
        { key: 'account', label: t('shell.header.account'), onClick: () => navigate(paths.account) },
        { key: 'sign-out', label: t('shell.header.signOut'), onClick: signOut },
        everywhere,
      ];

  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button type="text" style={{ color: textColor }}>
        <span className="portal-visually-hidden">{t('shell.header.userMenu')}: </span>
        <svg
          className="shell-header__user-icon"
          width="20"
          height="20"
          viewBox="0 0 24 24"
          aria-hidden="true"
        >
          <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className="shell-header__user">{creditorRole ? user.email : (firmName ?? user.email)}</span>
        <span aria-hidden="true">▾</span>
      </Button>
    </Dropdown>
  );
}
