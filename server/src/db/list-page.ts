import { type RawBuilder, type ReferenceExpression, type SelectQueryBuilder, sql } from 'kysely';
import type { ListPeriod } from 'shared-api/contract';
import { containsPattern } from '../http/paging';

/**
 * Lists answered in SQL: a page is a LIMIT and an OFFSET
 * (http/paging.ts `pageOf` makes one from the query) or null for the whole
 * list; the total is a `count(*)` over the same filtered query; periods and
 * text searches become WHERE clauses the case's indexes can serve.
 */
export type Page = { limit: number; offset: number } | null;

// biome-ignore lint/suspicious/noExplicitAny: any select query, whatever its tables and columns
type AnySelect = SelectQueryBuilder<any, any, any>;

/** `query.$call(paged(page))`: the page's rows only, or every row without a page. */
export const paged =
  (page: Page) =>
  <Q extends AnySelect>(query: Q): Q =>
    page ? (query.limit(page.limit).offset(page.offset) as Q) : query;

/** Select this on a filtered query to count its rows: `counted(base.select(COUNT))`. */
export const COUNT = sql<number>`count(*)::int`.as('n');

export async function counted(query: { executeTakeFirst(): Promise<{ n: number } | undefined> }) {
  return (await query.executeTakeFirst())?.n ?? 0;
}

/** The Swedish calendar, where "this year" starts (the portal's users are in Sweden). */
export const TIME_ZONE = 'Europe/Stockholm';

/** The earliest moment of a period (contract list-filters.ts), or null for no limit. */
export function periodStart(period: ListPeriod | undefined): RawBuilder<Date> | null {
  switch (period) {
    case 'week':
    case 'last7':
      return sql<Date>`now() - interval '7 days'`;
    case 'last30':
      return sql<Date>`now() - interval '30 days'`;
    case 'month':
      return sql<Date>`now() - interval '1 month'`;
    case 'thisYear':
      return sql<Date>`date_trunc('year', now() AT TIME ZONE ${sql.lit(TIME_ZONE)}) AT TIME ZONE ${sql.lit(TIME_ZONE)}`;
    default:
      return null;
  }
}

/** A text search: an ILIKE pattern for names and texts, and one for dates as the portal shows them. */
export interface TextSearch {
  pattern: string;
  /** "2026/03/14" is matched as "2026-03-14". */
  datePattern: string;
}

export function textSearch(search: string | null | undefined): TextSearch | null {
  const text = search?.trim();
  return text
    ? { pattern: containsPattern(text), datePattern: containsPattern(text.replace(/\//g, '-')) }
    : null;
}

/**
 * The period and the text search of a case's list: rows created since the period began (`created`: the
 * list's moment of creation), and rows where any of `searched` contains the text (ILIKE).
 */
export function periodAndSearch<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  filter: { period?: ListPeriod | undefined; search?: string | null | undefined },
  created: ReferenceExpression<DB, TB>,
  searched: ReferenceExpression<DB, TB>[],
): SelectQueryBuilder<DB, TB, O> {
  const since = periodStart(filter.period);
  let result = since ? query.where(created, '>=', since) : query;
  const search = textSearch(filter.search);
  if (search)
    result = result.where((eb) => eb.or(searched.map((column) => eb(column, 'ilike', search.pattern))));
  return result;
}

/** A moment as the search compares it: "2026-03-14 09:30", Swedish time. */
export const shownDate = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} AT TIME ZONE ${sql.lit(TIME_ZONE)}, 'YYYY-MM-DD HH24:MI')`;
