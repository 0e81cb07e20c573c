// The shell's pages reach the URL through this module, never through react-router directly, so that the
// public pages can run without it (react-router is 58 KB gzip of the login page). Two providers
// fill it: RouterNavigation (router-navigation.tsx) inside the full app's data router, and the public app
// (public-app.tsx) with the History API alone, before sign-in.
import { type AnchorHTMLAttributes, createContext, type MouseEvent, useContext, useMemo } from 'react';

export interface NavigateOptions {
  replace?: boolean;
  /** Read back as react-router's location.state. */
  state?: unknown;
}

export interface Navigation {
  pathname: string;
  search: string;
  navigate: (to: string, options?: NavigateOptions) => void;
}

const NavigationContext = createContext<Navigation | null>(null);
export const NavigationProvider = NavigationContext.Provider;

function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('A shell page was rendered outside a NavigationProvider');
  return navigation;
}

/** Like react-router's useNavigate(). */
export const useAppNavigate = () => useNavigation().navigate;

/** The query string of the current location, like react-router's useSearchParams()[0]. */
export function useAppSearchParams(): URLSearchParams {
  const { search } = useNavigation();
  return useMemo(() => new URLSearchParams(search), [search]);
}

const modified = (event: MouseEvent) => event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/** An in-app link: a real <a href> (a new tab, a copied link), a client-side navigation on a plain click. */
export function AppLink({ to, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  const { navigate } = useNavigation();
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0 || modified(event) || rest.target) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}
