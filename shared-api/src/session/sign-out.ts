import { call } from '../client';
import { logout } from '../contract/account';
import { useAuthStore } from './auth-store';
import { isTokenExpired } from './session-events';

/**
 * Sign Out on the server: from now on the server refuses the token
 * this page holds. Every Sign Out of the portal (the shell's user menu, the
 * creditor profile's Logout) calls this, then clears the session at once: the
 * token is read before the call's first await, so clearing right after is safe.
 * The promise never rejects and callers need not await it: a server that cannot
 * be reached must not keep anyone signed in on this device. An expired token is
 * refused anyway, so it is not sent (and raises no "session expired" notice).
 */
export const endTokenOnServer = (): Promise<void> => {
  if (isTokenExpired(useAuthStore.getState().token)) return Promise.resolve();
  return call(logout).then(
    () => undefined,
    () => undefined,
  );
};
