import * as z from 'shared-api/zod';

/**
 * Beyond the original: the period filter the case tabs' lists
 * share (messages, documents, claims), answered in SQL on the item's date.
 * The wire names the presets; the server counts back from now:
 * - `week` and `last7`: the last 7 days;
 * - `month`: since the same day and time a calendar month ago;
 * - `last30`: the last 30 days;
 * - `thisYear`: since 1 January of this year, Swedish time;
 * - `all` (or absent): no limit.
 */
export const listPeriods = ['all', 'week', 'month', 'last7', 'last30', 'thisYear'] as const;
export const listPeriodSchema = z
  .enum(listPeriods, { error: 'validation.invalid' })
  .describe(
    'week, last7: the last 7 days; month: since a calendar month ago; last30: the last 30 days; ' +
      'thisYear: since 1 January, Swedish time; all: no limit',
  );
export type ListPeriod = z.infer<typeof listPeriodSchema>;
