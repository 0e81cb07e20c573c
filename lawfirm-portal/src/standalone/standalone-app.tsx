// Development harness: the remote's routes with the providers the shell would give them, so the lawfirm
// team can work with hot reload without the shell. /api is proxied to API_URL by the dev server.
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { selectUserType, useAuthStore } from 'shared-api';
import {
  createQueryClient,
  initI18n,
  LanguageToggle,
  shellBridge,
  ThemeProvider,
  ToastBar,
  useShellBridge,
} from 'shared-ui';
import LawfirmRoutes from '../routes.tsx';
import { DevSignIn } from './dev-sign-in.tsx';

initI18n();

// Standalone, the remote owns the page's cache; inside the shell it reads the shell's QueryClient.
const queryClient = createQueryClient();

export function StandaloneApp() {
  const userType = useAuthStore(selectUserType);
  const firmColor = useShellBridge((state) => state.firm.color);
  const [signedIn, setSignedIn] = useState(() => useAuthStore.getState().token !== null);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider userType={userType} firmColor={firmColor}>
        <BrowserRouter>
          <header style={{ display: 'flex', justifyContent: 'flex-end', padding: 8 }}>
            <LanguageToggle />
          </header>
          <main style={{ display: 'flex', minHeight: 'calc(100vh - 48px)' }}>
            {/* The shell's 320 px sidebar, which the portal fills through SidebarContent. */}
            <aside
              ref={shellBridge.setSidebarElement}
              style={{ width: 320, flex: 'none', background: '#F2F3F5' }}
            />
            {signedIn ? (
              <Routes>
                <Route path="/dashboard/*" element={<LawfirmRoutes />} />
                <Route path="*" element={<Navigate to="/dashboard" replace />} />
              </Routes>
            ) : (
              <DevSignIn onSignedIn={() => setSignedIn(true)} />
            )}
          </main>
          <ToastBar />
        </BrowserRouter>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
