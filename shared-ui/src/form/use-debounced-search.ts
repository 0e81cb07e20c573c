import { useEffect, useState } from 'react';

/** How long a search waits after the last keystroke before it asks the server. */
export const SEARCH_DELAY_MS = 250;

/**
 * The text of a search box and the search sent to the server: the trimmed text, once typing has paused for
 * `delay` ms, so a word typed is one request, not one per letter. Lists with pages use `useListSearch`,
 * which builds on this.
 */
export function useDebouncedSearch(delay = SEARCH_DELAY_MS) {
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');

  useEffect(() => {
    const next = query.trim();
    if (next === search) return;
    const timer = setTimeout(() => setSearch(next), delay);
    return () => clearTimeout(timer);
  }, [query, search, delay]);

  return { query, setQuery, search };
}
