// Development harness of a remote: its routes with the providers the shell would give them, so the portal's
// team can work with hot reload without the shell. /api is proxied to API_URL by the dev server.
import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { selectUserType, useAuthStore } from 'shared-api';
import {
  applyCspNonce,
  Button,
  createQueryClient,
  initI18n,
  LanguageToggle,
  loadAllTexts,
  shellBridge,
  ToastBar,
  useShellBridge,
} from 'shared-ui/light';
import { ThemeProvider } from '../theme/theme-provider';
import { DevSignIn, type DevSignInProps } from './dev-sign-in';

export type StandaloneOptions = Pick<DevSignInProps, 'demoEmail' | 'signIn'> & {
  /** The remote's exposed routes, mounted at /dashboard/* as the shell mounts them. */
  routes: ComponentType;
  /** The header offers View/Edit profile through the shell bridge (the creditor portal's profile dialog). */
  profileButtons?: boolean;
};

function StandaloneApp({ routes: PortalRoutes, profileButtons, ...signIn }: StandaloneOptions) {
  const { t } = useTranslation();
  const userType = useAuthStore(selectUserType);
  const firmColor = useShellBridge((state) => state.firm.color);
  const [signedIn, setSignedIn] = useState(() => useAuthStore.getState().token !== null);
  // Standalone, the remote owns the page's cache; inside the shell it reads the shell's QueryClient.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider userType={userType} firmColor={firmColor}>
        <BrowserRouter>
          <header style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, padding: 8 }}>
            {signedIn && profileButtons ? (
              <>
                <Button variant="secondary" onClick={() => shellBridge.openProfile('view')}>
                  {t('shell.header.viewProfile')}
                </Button>
                <Button variant="secondary" onClick={() => shellBridge.openProfile('edit')}>
                  {t('shell.header.editProfile')}
                </Button>
              </>
            ) : null}
            <LanguageToggle />
          </header>
          <div style={{ display: 'flex', minHeight: 'calc(100vh - 48px)' }}>
            {/* Stands in for the shell's 320 px sidebar, which the portal fills through the shell bridge. */}
            <aside
              ref={shellBridge.setSidebarElement}
              style={{ width: 320, flex: 'none', background: '#F2F3F5' }}
            />
            <main style={{ flex: 1 }}>
              {signedIn ? (
                <Routes>
                  <Route path="/dashboard/*" element={<PortalRoutes />} />
                  <Route path="*" element={<Navigate to="/dashboard" replace />} />
                </Routes>
              ) : (
                <DevSignIn {...signIn} onSignedIn={() => setSignedIn(true)} />
              )}
            </main>
          </div>
          <ToastBar />
        </BrowserRouter>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

/** Starts a remote on its own page (its bootstrap's only call); the shell loads only the exposed routes. */
export function startStandalone(options: StandaloneOptions) {
  // The page's CSP nonce for the styles antd writes (serve-remote.mjs serves this page with a CSP too).
  applyCspNonce();
  initI18n();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  // The portal's texts first, which the shell otherwise fetches beside the portal.
  void loadAllTexts().finally(() =>
    createRoot(container).render(
      <StrictMode>
        <StandaloneApp {...options} />
      </StrictMode>,
    ),
  );
}
