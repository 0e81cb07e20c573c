import { useCallback } from 'react';
import { call, endTokenOnServer, logoutEverywhere, selectUserType, useAuthStore } from 'shared-api';
import { persistLanguage, shellBridge } from 'shared-ui/light';
import { useAppNavigate } from '../navigation/navigation';
import { rememberLanding } from './landing';

/** Clears the session and all browser storage, then goes to the role's landing page. */
export function endSession(): string {
  const landing = rememberLanding(selectUserType(useAuthStore.getState()));
  useAuthStore.getState().signOut();
  shellBridge.reset();
  // signOut wipes localStorage, the language choice with it: keep the language the user chose.
  persistLanguage();
  return landing;
}

/** Sign Out: the server refuses this token from now on, then the session ends here. */
export function useSignOut() {
  const navigate = useAppNavigate();
  return useCallback(() => {
    void endTokenOnServer();
    navigate(endSession(), { replace: true });
  }, [navigate]);
}

/** Sign out everywhere: every token of the account ends, this one too. */
export function useSignOutEverywhere() {
  const navigate = useAppNavigate();
  return useCallback(async () => {
    try {
      await call(logoutEverywhere);
    } catch {
      // Ended here all the same; the server's answer (if any) was shown by the caller's toast.
    }
    navigate(endSession(), { replace: true });
  }, [navigate]);
}
