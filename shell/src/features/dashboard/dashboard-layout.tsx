import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { useAuthStore } from 'shared-api';
import {
  headerColorFor,
  LanguageToggle,
  readableTextColor,
  SIDEBAR_COLORS,
  shellBridge,
  ThemeProvider,
  useShellBridge,
} from 'shared-ui';
import { PortalLogo } from '../../components/portal-logo';
import { type RemoteLoader, RemoteRoutes } from '../../federation/remote-routes';
import { useTokenExpiryWatch } from '../../session/use-session-expiry';
import { AboutPage } from './about-page';
import { useFirmBranding } from './use-firm-branding';
import { UserMenu } from './user-menu';
import './dashboard-layout.css';

const sidebarColorFor = (userType: string) =>
  userType === 'A'
    ? SIDEBAR_COLORS.lawFirmAdmin
    : userType === 'C' || userType === 'D'
      ? SIDEBAR_COLORS.creditor
      : SIDEBAR_COLORS.other;

/**
 * The signed-in frame, loaded lazily so antd arrives only after sign-in:
 * header (logo, firm colour for A and U, dark teal otherwise, language toggle,
 * user menu), the 320 px sidebar the portals fill, and the portal's routes.
 */
export default function DashboardLayout({ remoteLoader }: { remoteLoader?: RemoteLoader | undefined }) {
  const { t } = useTranslation();
  const user = useAuthStore((state) => state.user);
  const firmColor = useShellBridge((state) => state.firm.color);
  const firmLogo = useShellBridge((state) => state.firm.logoUrl);
  const firmName = useShellBridge((state) => state.firm.name);
  useFirmBranding(user);
  useTokenExpiryWatch();
  if (!user) return null;
  const headerColor = headerColorFor(user.userType, firmColor);
  const headerText = readableTextColor(headerColor);
  const remote = user.userType === 'C' || user.userType === 'D' ? 'creditor' : 'lawfirm';
  return (
    <ThemeProvider userType={user.userType} firmColor={firmColor}>
      <div className="shell-dashboard">
        <a href="#main" className="shell-skip-link">
          {t('shell.header.skipToMain')}
        </a>
        <header className="shell-header" style={{ background: headerColor, color: headerText }}>
          <PortalLogo color={headerText} />
          {firmLogo && (user.userType === 'A' || user.userType === 'U') ? (
            <img
              className="shell-header__firm-logo"
              src={firmLogo}
              alt={t('shell.header.firmLogoAlt', { name: firmName ?? '' })}
              height={32}
            />
          ) : null}
          <div className="shell-header__actions">
            <LanguageToggle />
            <UserMenu user={user} textColor={headerText} />
          </div>
        </header>
        <div className="shell-dashboard__body">
          <aside
            className="shell-sidebar"
            style={{ background: sidebarColorFor(user.userType) }}
            ref={shellBridge.setSidebarElement}
            aria-label={t('shell.sidebar.label')}
          />
          <main className="shell-main" id="main" tabIndex={-1}>
            <Routes>
              <Route path="about" element={<AboutPage />} />
              <Route path="*" element={<RemoteRoutes remote={remote} loader={remoteLoader} />} />
            </Routes>
          </main>
        </div>
      </div>
    </ThemeProvider>
  );
}
