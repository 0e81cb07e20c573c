// Development harness: the remote's routes with the providers the shell would give them, so the creditor
// team can work with hot reload without the shell. /api is proxied to API_URL by the dev server.
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { selectUserType, useAuthStore } from 'shared-api';
import {
  Button,
  createQueryClient,
  initI18n,
  LanguageToggle,
  shellBridge,
  ThemeProvider,
  ToastBar,
} from 'shared-ui';
import CreditorRoutes from '../routes.tsx';
import { DevSignIn } from './dev-sign-in.tsx';

initI18n();

// Standalone, the remote owns the page's cache; inside the shell it reads the shell's QueryClient.
const queryClient = createQueryClient();

export function StandaloneApp() {
  const { t } = useTranslation();
  const userType = useAuthStore(selectUserType);
  const [signedIn, setSignedIn] = useState(() => useAuthStore.getState().token !== null);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider userType={userType}>
        <BrowserRouter>
          <header style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, padding: 8 }}>
            {signedIn ? (
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
          <div style={{ display: 'flex' }}>
            {/* Stands in for the shell's 320 px sidebar, which the portal fills through the shell bridge. */}
            <aside ref={shellBridge.setSidebarElement} style={{ width: 320, flex: 'none' }} />
            <main style={{ flex: 1 }}>
              {signedIn ? (
                <Routes>
                  <Route path="/dashboard/*" element={<CreditorRoutes />} />
                  <Route path="*" element={<Navigate to="/dashboard" replace />} />
                </Routes>
              ) : (
                <DevSignIn onSignedIn={() => setSignedIn(true)} />
              )}
            </main>
          </div>
          <ToastBar />
        </BrowserRouter>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
