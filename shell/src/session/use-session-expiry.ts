import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  emitSessionExpired,
  isTokenExpired,
  landingPathFor,
  onSessionExpired,
  selectUserType,
  useAuthStore,
} from 'shared-api';
import { toast } from 'shared-ui/light';
import { useAppNavigate } from '../navigation/navigation';
import { endSession } from './sign-out';

/** After 'Missing or expired token' the user goes to the landing page 2 s later. */
export const SESSION_EXPIRED_REDIRECT_MS = 2000;

/** Listens for an expired or missing session: shows the message, then signs out and leaves. */
export function useSessionExpiry() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  useEffect(() => {
    let pending: ReturnType<typeof setTimeout> | null = null;
    const unsubscribe = onSessionExpired(({ landingPath }) => {
      // Several calls can fail at once: one message, one redirect.
      if (pending) return;
      toast.error(t('common.errors.sessionExpired'));
      pending = setTimeout(() => {
        pending = null;
        endSession();
        navigate(landingPath, { replace: true });
      }, SESSION_EXPIRED_REDIRECT_MS);
    });
    return () => {
      unsubscribe();
      if (pending) clearTimeout(pending);
    };
  }, [navigate, t]);
}

/** How often an idle page checks whether its token has run out. */
export const TOKEN_CHECK_INTERVAL_MS = 30_000;

/**
 * A page left open with no calls would otherwise keep showing the dashboard
 * after the token's `exp`: check now and then, and report it like a call would.
 */
export function useTokenExpiryWatch() {
  useEffect(() => {
    const timer = setInterval(() => {
      const state = useAuthStore.getState();
      if (state.token && !state.signingOut && isTokenExpired(state.token))
        emitSessionExpired({ landingPath: landingPathFor(selectUserType(state)) });
    }, TOKEN_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
}
