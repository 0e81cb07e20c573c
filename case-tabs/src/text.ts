/** Cuts a text to `max` characters with an ellipsis (messages 150, comments 100). */
export function truncate(text: string | null | undefined, max: number): string {
  const value = (text ?? '').trim();
  if (value.length <= max) return value;
  return `${value.slice(0, max).trimEnd()}…`;
}

/** Case- and accent-insensitive containment, for the search boxes. */
export function matches(haystack: string | null | undefined, needle: string): boolean {
  const n = needle.trim().toLocaleLowerCase('sv');
  if (!n) return true;
  return (haystack ?? '').toLocaleLowerCase('sv').includes(n);
}

/** 1536 -> "1.5 KB" */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export const PAGE_SIZE = 10;
export const MESSAGE_PREVIEW = 150;
export const COMMENT_PREVIEW = 100;
