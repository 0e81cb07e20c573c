import { infiniteQueryOptions, type QueryKey, queryOptions } from '@tanstack/react-query';
import { call } from '../client';
import type { BodyOf, DataOf, Endpoint, QueryOf } from '../contract/common';
import { getLawFirmById } from '../contract/law-firms';

/**
 * The one server-state cache of the portal: every read of the contract goes through TanStack
 * Query with these options, so the shell and both remotes share one entry per endpoint and query.
 *
 * Keys are `[path, query]`: `['/api/Case/getCases', { lawFirmId: 1 }]`. A query that is absent or empty is
 * left out, so `endpointKey(e)` is the prefix of every key of `e` and invalidates all of them.
 */

/** The query without undefined fields, so `{ a: 1, b: undefined }` and `{ a: 1 }` are the same entry. */
const definedFields = (query: unknown): Record<string, unknown> | undefined => {
  if (!query || typeof query !== 'object') return undefined;
  const fields = Object.entries(query as Record<string, unknown>).filter(([, value]) => value !== undefined);
  return fields.length ? Object.fromEntries(fields) : undefined;
};

/** What a key holds besides the path: (part of) the query, or the body of a read the contract makes a POST. */
export type KeyFields<E extends Endpoint> = Partial<QueryOf<E>> | Partial<BodyOf<E>>;

/**
 * The cache key of one endpoint and query; without a query, the prefix of all its keys. A part of the
 * query is the prefix of every key that holds it (`{ caseId }` matches every page of that case's list).
 */
export function endpointKey<E extends Endpoint>(endpoint: E, query?: KeyFields<E>): QueryKey {
  const fields = definedFields(query);
  return fields ? [endpoint.path, fields] : [endpoint.path];
}

/** queryOptions for one GET of the contract: `useQuery(endpointQuery(getCases, { lawFirmId }))`. */
export function endpointQuery<E extends Endpoint>(endpoint: E, query?: QueryOf<E>) {
  return queryOptions<DataOf<E>>({
    queryKey: endpointKey(endpoint, query as Partial<QueryOf<E>> | undefined),
    queryFn: ({ signal }) => call(endpoint, { query, signal }),
  });
}

/**
 * queryOptions for a read the contract makes a POST (its filter in the body, as creditorGetClaims), with
 * the query it may also take (a page, filters): keyed by the path and the body's and the query's fields, so
 * the body alone (`{ caseId }`) is the prefix of every page of it.
 */
export function endpointBodyQuery<E extends Endpoint>(endpoint: E, body: BodyOf<E>, query?: QueryOf<E>) {
  return queryOptions<DataOf<E>>({
    queryKey: endpointKey(endpoint, { ...(query as object), ...(body as object) } as KeyFields<E>),
    queryFn: ({ signal }) => call(endpoint, { body, ...(query ? { query } : {}), signal }),
  });
}

/**
 * The infinite variant for a list the UI pages by scrolling: `page` is the page param (1-based), the next
 * page exists while the pages read hold fewer items than `totalCount` (or the last page came back full).
 */
export function endpointInfiniteQuery<E extends Endpoint>(
  endpoint: E,
  query: Omit<QueryOf<E>, 'page'>,
  page: {
    /** The items of one answer. */
    items: (data: DataOf<E>) => readonly unknown[];
    /** The total of all matches, when the answer carries it. */
    totalCount?: (data: DataOf<E>) => number | undefined;
    pageSize: number;
  },
) {
  return infiniteQueryOptions({
    queryKey: [...endpointKey(endpoint, query as Partial<QueryOf<E>>), 'infinite'],
    initialPageParam: 1,
    queryFn: ({ signal, pageParam }) =>
      call(endpoint, { query: { ...query, page: pageParam, pageSize: page.pageSize } as QueryOf<E>, signal }),
    getNextPageParam: (last: DataOf<E>, all: DataOf<E>[], lastPage: number) => {
      const read = all.reduce((sum, data) => sum + page.items(data).length, 0);
      const total = page.totalCount?.(last);
      if (total !== undefined) return read < total ? lastPage + 1 : undefined;
      return page.items(last).length >= page.pageSize ? lastPage + 1 : undefined;
    },
  });
}

/**
 * The signed-in firm for the header (name, colour, logo): the shell and the law-firm portal read this one
 * entry. Fresh for a minute, so the portal, mounted moments after the shell, reuses the shell's answer
 * instead of reading the firm again; an edit of the firm invalidates it.
 */
export const headerFirmQuery = (lawFirmId: number) => ({
  ...endpointQuery(getLawFirmById, { lawFirmId }),
  staleTime: 60_000,
});
