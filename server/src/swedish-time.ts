import { type WallClock, wallClockParts } from 'shared-api/contract';

/** The portal's users are in Sweden: times in files and mails are Swedish wall-clock times. */
export const SWEDISH_TIME_ZONE = 'Europe/Stockholm';

/** "2026-03-20 11:15:00" in Swedish time. */
export function formatSwedishClock(date: Date): string {
  const p = wallClockParts(date, SWEDISH_TIME_ZONE);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** The wall clock in Sweden as numbers. */
export function swedishParts(date: Date) {
  const p = wallClockParts(date, SWEDISH_TIME_ZONE);
  return Object.fromEntries(Object.entries(p).map(([field, value]) => [field, Number(value)])) as Record<
    keyof WallClock,
    number
  >;
}

/** The Swedish wall-clock time as a UTC date: what a spreadsheet cell, which has no zone, should show. */
export function stockholmWallClock(date: Date): Date {
  const p = swedishParts(date);
  return new Date(Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second));
}
