import type { ReactNode } from 'react';
import { FullScreenSpinner, ToastBar } from 'shared-ui/light';
import { useSessionExpiry } from '../session/use-session-expiry';

/** Around every page, in the full app and the public one alike: toasts, the global spinner, session expiry. */
export function PageFrame({ children }: { children: ReactNode }) {
  useSessionExpiry();
  return (
    <>
      <ToastBar />
      <FullScreenSpinner />
      {children}
    </>
  );
}
