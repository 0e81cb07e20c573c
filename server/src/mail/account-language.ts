import { type RawBuilder, sql } from 'kysely';
import type { Language } from 'shared-api/contract';

/**
 * The language an account reads its mail in, at the bottom of mail/ so that the
 * outbox (which looks it up in its INSERT) and languages.ts (which renders
 * notices per language into outbox entries) both build on it, not on each other.
 */

/** The language of a reader nothing is known of (an address without an account, a staff member never signed in). */
export const DEFAULT_LANGUAGE: Language = 'sv';

/** SQL: the stored language of the account `address` belongs to, else `fallback`. */
export const accountLanguageSql = (address: RawBuilder<unknown>, fallback: Language = DEFAULT_LANGUAGE) =>
  sql<Language>`coalesce(
    (SELECT c.language FROM creditors c WHERE lower(c.email) = lower(${address})),
    (SELECT u.language FROM users u WHERE lower(u.email) = lower(${address})),
    ${fallback}::text)`;
