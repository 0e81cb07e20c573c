import { Outlet } from 'react-router-dom';
import { FullScreenSpinner, ToastBar } from 'shared-ui/light';
import { useSessionExpiry } from '../session/use-session-expiry';

/** Around every page: the toast bar, the global spinner and the session-expiry watcher. */
export function RootLayout() {
  useSessionExpiry();
  return (
    <>
      <ToastBar />
      <FullScreenSpinner />
      <Outlet />
    </>
  );
}
