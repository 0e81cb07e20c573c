import { type ReactNode, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { isTokenExpired, useAuthStore } from 'shared-api';
import { paths } from '../navigation/paths';
import { landingForSignedOut } from './landing';

const isSignedIn = () => !isTokenExpired(useAuthStore.getState().token);

/** Protected pages: without a live session, back to the landing page. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useAuthStore((state) => state.token);
  if (isTokenExpired(token)) return <Navigate to={landingForSignedOut()} replace />;
  return children;
}

/**
 * Login pages: a user who arrives signed in goes to the dashboard. Decided
 * once on arrival, so signing in on the page keeps its toast and 1 s delay.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const [signedInOnArrival] = useState(isSignedIn);
  if (signedInOnArrival) return <Navigate to={paths.dashboard} replace />;
  return children;
}
