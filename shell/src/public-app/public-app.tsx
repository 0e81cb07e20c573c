// Before sign-in the shell runs without react-router: the login, sign-up and forgotten-password
// pages with a History API navigation of their own. Any other path (the dashboard after sign-in, the code
// page, an unknown address) leaves for the full app (app.tsx), which bootstrap.tsx then loads and renders.
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { createQueryClient } from 'shared-ui/light';
import { ForgotPasswordPage } from '../features/forgot-password/forgot-password-page';
import { CreditorLoginPage } from '../features/login/creditor-login-page';
import { LawFirmLoginPage } from '../features/login/law-firm-login-page';
import { SignupPage } from '../features/signup/signup-page';
import type { Audience } from '../federation/runtime-config';
import { type NavigateOptions, type Navigation, NavigationProvider } from '../navigation/navigation';
import { paths } from '../navigation/paths';
import { PageFrame } from '../routes/page-frame';

const pages: Record<string, (audience: Audience) => ReactNode> = {
  [paths.lawFirmLogin]: (audience) =>
    audience === 'creditor' ? <CreditorLoginPage /> : <LawFirmLoginPage />,
  [paths.creditorLogin]: () => <CreditorLoginPage />,
  [paths.creditorSignup]: () => <SignupPage />,
  [paths.forgotPassword]: () => <ForgotPasswordPage />,
};

/** A path the public app draws itself (a trailing slash aside, as react-router matches). */
export const isPublicAppPath = (pathname: string) => (pathname.replace(/(.)\/+$/, '$1') || '/') in pages;

const here = () => ({ pathname: window.location.pathname, search: window.location.search });

/** What react-router keeps in history.state: its location.state is `usr`, `idx` the entry's position. */
function historyEntry(options: NavigateOptions) {
  const current = window.history.state as { idx?: number } | null;
  const idx = (current?.idx ?? 0) + (options.replace ? 0 : 1);
  return { usr: options.state ?? null, key: Math.random().toString(36).slice(2, 10), idx };
}

export function PublicApp({
  audience,
  onLeave,
  onMounted,
  at,
}: {
  audience: Audience;
  /** The prerender's location (there is no window at build time); the browser's by default. */
  at?: { pathname: string; search: string };
  /** Called after the URL changed to a path this app does not draw. */
  onLeave: () => void;
  onMounted?: () => void;
}) {
  const [location, setLocation] = useState(() => at ?? here());
  // The pages' writes (a sign-up, a reset) are mutations: their client toasts a failure as the full app's
  // does. Reads have none before sign-in; the full app starts a client of its own.
  const [queryClient] = useState(() => createQueryClient());
  useEffect(() => {
    const popped = () => (isPublicAppPath(window.location.pathname) ? setLocation(here()) : onLeave());
    window.addEventListener('popstate', popped);
    return () => window.removeEventListener('popstate', popped);
  }, [onLeave]);
  useEffect(() => onMounted?.(), [onMounted]);

  const navigate = useCallback(
    (to: string, options: NavigateOptions = {}) => {
      const url = new URL(to, window.location.href);
      const method = options.replace ? 'replaceState' : 'pushState';
      window.history[method](historyEntry(options), '', `${url.pathname}${url.search}${url.hash}`);
      if (!isPublicAppPath(url.pathname)) {
        onLeave();
        return;
      }
      setLocation(here());
      window.scrollTo(0, 0);
    },
    [onLeave],
  );
  const value = useMemo<Navigation>(() => ({ ...location, navigate }), [location, navigate]);
  const page = pages[location.pathname.replace(/(.)\/+$/, '$1')];
  return (
    <QueryClientProvider client={queryClient}>
      <NavigationProvider value={value}>
        <PageFrame>{page?.(audience)}</PageFrame>
      </NavigationProvider>
    </QueryClientProvider>
  );
}
