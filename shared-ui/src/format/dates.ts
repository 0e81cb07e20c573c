import { wallClockParts } from 'shared-api';

/**
 * Dates as the portal shows them: yyyy/mm/dd, and yyyy/mm/dd hh:mm:ss where
 * times show, in the viewer's time zone (default Europe/Stockholm). The
 * server stores UTC; the original's "+5.5 hours" was a server-clock
 * workaround and is deliberately not copied (docs/decisions/0007-dates-in-utc-shown-in-stockholm.md).
 */
export const DEFAULT_TIME_ZONE = 'Europe/Stockholm';

let timeZoneOverride: string | null = null;

/** The zone dates are shown in: an explicit choice, else the browser's, else Stockholm. */
export function getDisplayTimeZone(): string {
  if (timeZoneOverride) return timeZoneOverride;
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** Fixes the display zone (null goes back to the browser's). */
export function setDisplayTimeZone(timeZone: string | null): void {
  timeZoneOverride = timeZone;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

type DateInput = string | number | Date | null | undefined;
type FormatOptions = { timeZone?: string };

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 2026-03-01T23:30:00Z → '2026/03/02' in Stockholm. A bare '2026-03-01' stays that day. '' when empty or invalid. */
export function formatDate(
  value: DateInput,
  { timeZone = getDisplayTimeZone() }: FormatOptions = {},
): string {
  if (typeof value === 'string') {
    const dateOnly = DATE_ONLY.exec(value.trim());
    if (dateOnly) return `${dateOnly[1]}/${dateOnly[2]}/${dateOnly[3]}`;
  }
  const date = toDate(value);
  if (!date) return '';
  const p = wallClockParts(date, timeZone);
  return `${p.year}/${p.month}/${p.day}`;
}

/** 2026-03-01T23:30:05Z → '2026/03/02 00:30:05' in Stockholm. '' when empty or invalid. */
export function formatDateTime(
  value: DateInput,
  { timeZone = getDisplayTimeZone() }: FormatOptions = {},
): string {
  const date = toDate(value);
  if (!date) return '';
  const p = wallClockParts(date, timeZone);
  return `${p.year}/${p.month}/${p.day} ${p.hour}:${p.minute}:${p.second}`;
}
