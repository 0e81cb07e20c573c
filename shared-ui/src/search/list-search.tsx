import { type CSSProperties, useCallback, useId, useState } from 'react';
import { Input } from 'shared-ui/antd';
import { SEARCH_DELAY_MS, useDebouncedSearch } from '../form/use-debounced-search';

/** A list's search box and page: what the box holds, the search sent to the server, the page shown. */
export type ListSearch = {
  /** The text in the search box. */
  query: string;
  setQuery: (query: string) => void;
  /** The trimmed text, once typing has paused: what the server is asked. */
  search: string;
  /** The page shown (1-based); a new search starts on page 1. */
  page: number;
  setPage: (page: number) => void;
};

/**
 * The search of a server-searched list: the box's text becomes the search once typing has paused for
 * `delay` ms, so a word typed is one request, not one per letter; a page belongs to the search it was
 * chosen for, so a new search starts on page 1.
 */
export function useListSearch(delay = SEARCH_DELAY_MS): ListSearch {
  const { query, setQuery, search } = useDebouncedSearch(delay);
  const [paging, setPaging] = useState({ search, page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const setPage = useCallback((next: number) => setPaging({ search, page: next }), [search]);
  return { query, setQuery, search, page, setPage };
}

export type SearchInputProps = {
  /** The box's label (visually hidden) and placeholder. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
  style?: CSSProperties;
};

/** A list's search box: labelled (the label visually hidden, the same text as placeholder), clearable. */
export function SearchInput({ label, value, onChange, className, style }: SearchInputProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="portal-visually-hidden">
        {label}
      </label>
      <Input
        id={id}
        type="search"
        allowClear
        value={value}
        placeholder={label}
        onChange={(event) => onChange(event.target.value)}
        className={className}
        style={style}
      />
    </>
  );
}
