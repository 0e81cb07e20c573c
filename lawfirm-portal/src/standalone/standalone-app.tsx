// Development harness: the remote's routes with the providers the shell would give them, so the lawfirm
// team can work with hot reload without the shell. /api is proxied to API_URL by the dev server.
import { useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { useAuthStore } from 'shared-api';
import { initI18n, LanguageToggle, ThemeProvider, ToastBar } from 'shared-ui';
import LawfirmRoutes from '../routes.tsx';
import { DevSignIn } from './dev-sign-in.tsx';

initI18n();

export function StandaloneApp() {
  const userType = useAuthStore((state) => state.userType);
  const [signedIn, setSignedIn] = useState(() => useAuthStore.getState().token !== null);
  return (
    <ThemeProvider userType={userType}>
      <BrowserRouter>
        <header style={{ display: 'flex', justifyContent: 'flex-end', padding: 8 }}>
          <LanguageToggle />
        </header>
        <main>
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
  );
}
