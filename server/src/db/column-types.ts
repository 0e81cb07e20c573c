import type { ColumnType } from 'kysely';

/**
 * The column types the table interfaces share: how Kysely reads a timestamp (a Date) and what a write may give
 * it (a Date or an ISO string; a column with a default may be left out).
 */

/** A timestamp with a default, never updated (created_at). */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** A timestamp with a default that a write may change. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A timestamp that stays null until its event (accepted_at, settled_at). */
export type Moment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
