import { lazy, Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router-dom';
import { isCreditorSide, isFirmAdmin, isFirmStaff, type UserType, useAuthStore } from 'shared-api';
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
import { paths } from '../../navigation/paths';
import { useTokenExpiryWatch } from '../../session/use-session-expiry';
import { AboutPage } from './about-page';
import { useFirmBranding } from './use-firm-branding';
import { useSidebarDrawer } from './use-sidebar-drawer';
import { UserMenu } from './user-menu';
import './dashboard-layout.css';

// The account page is fetched when it is opened.
const LazyAccountPage = lazy(() =>
  import('../account/account-page').then((m) => ({ default: m.AccountPage })),
);
const AccountPage = () => (
  <Suspense fallback={null}>
    <LazyAccountPage />
  </Suspense>
);

const sidebarColorFor = (userType: UserType) =>
  isFirmAdmin(userType)
    ? SIDEBAR_COLORS.lawFirmAdmin
    : isCreditorSide(userType)
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
  const setupRequired = useAuthStore((state) => state.twoFactorSetupRequired);
  useFirmBranding(user);
  useTokenExpiryWatch();
  const drawer = useSidebarDrawer();
  const { drawerRef } = drawer;
  const sidebarRef = useCallback(
    (element: HTMLElement | null) => {
      drawerRef.current = element;
      shellBridge.setSidebarElement(element);
    },
    [drawerRef],
  );
  if (!user) return null;
  const headerColor = headerColorFor(user.userType, firmColor);
  const headerText = readableTextColor(headerColor);
  const firmSide = !isCreditorSide(user.userType);
  const remote = firmSide ? 'lawfirm' : 'creditor';
  return (
    <ThemeProvider userType={user.userType} firmColor={firmColor}>
      <div className="shell-dashboard">
        <a href="#main" className="shell-skip-link">
          {t('shell.header.skipToMain')}
        </a>
        <header className="shell-header" style={{ background: headerColor, color: headerText }}>
          {/* Shown below 768 px only (CSS): there the sidebar is a drawer behind it. */}
          <button
            ref={drawer.buttonRef}
            type="button"
            className="shell-menu-button"
            aria-expanded={drawer.open}
            aria-controls="shell-sidebar"
            onClick={drawer.toggle}
          >
            <span aria-hidden="true" className="shell-menu-button__icon" />
            <span className="portal-visually-hidden">{t('shell.header.menu')}</span>
          </button>
          <PortalLogo color={headerText} />
          {firmLogo && isFirmStaff(user.userType) ? (
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
        <div className={`shell-dashboard__body ${drawer.open ? 'shell-dashboard__body--drawer-open' : ''}`}>
          <aside
            id="shell-sidebar"
            className="shell-sidebar"
            style={{ background: sidebarColorFor(user.userType) }}
            ref={sidebarRef}
            tabIndex={-1}
            aria-label={t('shell.sidebar.label')}
          />
          {drawer.open ? (
            // A click beside the open drawer closes it; keyboard users have Escape and the menu button.
            <div className="shell-backdrop" aria-hidden="true" onClick={() => drawer.close()} />
          ) : null}
          <main className="shell-main" id="main" tabIndex={-1} inert={drawer.open}>
            {setupRequired ? (
              // The firm requires two-factor sign-in: nothing else opens until it is set up.
              <Routes>
                <Route path="account" element={<AccountPage />} />
                <Route path="*" element={<Navigate to={paths.account} replace />} />
              </Routes>
            ) : (
              <Routes>
                <Route path="about" element={<AboutPage />} />
                {firmSide ? <Route path="account" element={<AccountPage />} /> : null}
                <Route path="*" element={<RemoteRoutes remote={remote} loader={remoteLoader} />} />
              </Routes>
            )}
          </main>
        </div>
      </div>
    </ThemeProvider>
  );
}
