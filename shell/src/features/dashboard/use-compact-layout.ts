import { useSyncExternalStore } from 'react';

/** Below this width the sidebar is a drawer behind the header's menu button. */
export const COMPACT_QUERY = '(max-width: 767.98px)';

const subscribe = (onChange: () => void) => {
  const list = globalThis.matchMedia?.(COMPACT_QUERY);
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
};
const snapshot = () => globalThis.matchMedia?.(COMPACT_QUERY).matches ?? false;

/** True while the window is narrower than 768 px (phones, small tablets). The CSS uses the same query. */
export function useCompactLayout(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
