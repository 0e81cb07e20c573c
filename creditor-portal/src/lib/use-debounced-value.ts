import { useEffect, useState } from 'react';

/** The search box waits this long after the last keystroke before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 250;

/** `value`, once it has stayed the same for `delay` ms (the first value at once). */
export function useDebouncedValue<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
