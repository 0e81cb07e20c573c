import type { PagingQuery } from 'shared-api/contract';

/** Limit and offset when the caller asked for a page (page and/or pageSize), else null: the whole list. */
export function pageOf(query: Partial<PagingQuery> | undefined, defaultSize = 10) {
  if (!query || (query.page === undefined && query.pageSize === undefined)) return null;
  const size = query.pageSize ?? defaultSize;
  return { limit: size, offset: ((query.page ?? 1) - 1) * size };
}

/** A LIKE pattern matching `text` anywhere, with LIKE's wildcards escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Whether the caller asked for a search. */
export function searchOf(query: Partial<PagingQuery> | undefined): string | null {
  const s = query?.search?.trim();
  return s ? s : null;
}
