import { type ReactNode, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { type Navigation, NavigationProvider } from '../navigation/navigation';

/** Inside the full app: the shell's navigation is the data router's. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const value = useMemo<Navigation>(
    () => ({ pathname, search, navigate: (to, options) => void navigate(to, options) }),
    [navigate, pathname, search],
  );
  return <NavigationProvider value={value}>{children}</NavigationProvider>;
}
