import { jwtDecode } from 'jwt-decode';
import type { UserType } from '../contract/common';
import { isCreditorSide } from '../contract/roles';

export type LandingPath = '/' | '/creditors-portal';

/** Where a user of this type lands after sign-out or an expired session. */
export const landingPathFor = (userType: UserType | null | undefined): LandingPath =>
  isCreditorSide(userType) ? '/creditors-portal' : '/';

/** True when the token is missing, unreadable, has no `exp`, or `exp` has passed. */
export const isTokenExpired = (token: string | null | undefined, nowMs: number = Date.now()): boolean => {
  if (!token) return true;
  try {
    const { exp } = jwtDecode<{ exp?: number }>(token);
    if (typeof exp !== 'number') return true;
    return exp * 1000 <= nowMs;
  } catch {
    return true;
  }
};

export type SessionExpiredInfo = { landingPath: LandingPath };
type Listener = (info: SessionExpiredInfo) => void;

const listeners = new Set<Listener>();

/**
 * Subscribe to "the session is gone" (missing/expired token before a call, or
 * an HTTP 401). The shell shows the toast and navigates; returns an unsubscribe.
 */
export const onSessionExpired = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const emitSessionExpired = (info: SessionExpiredInfo): void => {
  for (const listener of [...listeners]) listener(info);
};
