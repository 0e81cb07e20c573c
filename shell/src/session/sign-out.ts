import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthStore } from 'shared-api';
import { persistLanguage, shellBridge } from 'shared-ui/light';
import { rememberLanding } from './landing';

/** Clears the session and all browser storage, then goes to the role's landing page. */
export function endSession(): string {
  const landing = rememberLanding(useAuthStore.getState().userType);
  useAuthStore.getState().signOut();
  shellBridge.reset();
  // signOut wipes localStorage, the language choice with it: keep the language the user chose.
  persistLanguage();
  return landing;
}

export function useSignOut() {
  const navigate = useNavigate();
  return useCallback(() => {
    navigate(endSession(), { replace: true });
  }, [navigate]);
}
