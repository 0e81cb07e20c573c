import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React renders on the server (the prerendered public pages, scripts/prerender.mjs) and while it
 * hydrates that markup, true from the first client render on. A prerendered form keeps its submit button
 * disabled until then, so an Enter or a click before the scripts run cannot post the form natively (which
 * would put the password into the URL).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
