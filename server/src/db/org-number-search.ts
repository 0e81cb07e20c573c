import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { containsPattern } from '../http/paging';

/** Spaces and dashes, which an organisation number may be typed with or without. */
const SEPARATORS = /[\s-]/g;

/**
 * A search for an organisation number matches however it is typed, "5561234567",
 * "556123-4567" or "556123 4567". Both sides are compared without spaces and dashes, with ILIKE as the
 * other arms of the searches: every row the plain `column ILIKE '%search%'` matched still matches.
 * A search of nothing but separators ("-") keeps that plain comparison.
 *
 * The lists keep their access paths: this is one arm of the search's OR, applied to the rows the list's
 * index has already narrowed (a firm's cases, a case's creditors, a creditor's cases).
 */
export function orgNumberMatches(column: string, search: string): RawBuilder<SqlBool> {
  const digits = search.replace(SEPARATORS, '');
  return digits
    ? sql<SqlBool>`translate(${sql.ref(column)}, ' -', '') ILIKE ${containsPattern(digits)}`
    : sql<SqlBool>`${sql.ref(column)} ILIKE ${containsPattern(search)}`;
}
