// The debounced search lives in shared-ui (the case tabs' creditor picker uses it too).
export { SEARCH_DELAY_MS, useDebouncedSearch } from 'shared-ui/light';
