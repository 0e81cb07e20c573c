import { type ComponentType, lazy } from 'react';

/**
 * React.lazy with a preload: `pick()` gives the loaded component itself once `preload()` has resolved,
 * the lazy one before. A lazy component always suspends on its first render, even when its code is there,
 * and React shows the content that replaces a fallback no sooner than 300 ms after that fallback: a screen
 * whose code was fetched and run ahead (the dashboard, during the pause after a sign-in) would still wait.
 * Pick once per mount (useState's initialiser): switching from one to the other remounts the screen.
 */
export function preloadableLazy<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<{ default: ComponentType<Props> }> | null = null;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed load is tried again by the next preload or by the lazy component's first render.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(preload);
  return { preload, pick: (): ComponentType<Props> => loaded ?? Lazy };
}
