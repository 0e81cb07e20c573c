/** The portal's users are in Sweden: times in files and mails are Swedish wall-clock times. */
export const SWEDISH_TIME_ZONE = 'Europe/Stockholm';

/** "2026-03-20 11:15:00" in Swedish time. */
export const swedishClock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: SWEDISH_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The wall clock in Sweden as numbers. */
export function swedishParts(date: Date) {
  const parts: Record<string, number> = {};
  for (const part of swedishClock.formatToParts(date))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** The Swedish wall-clock time as a UTC date: what a spreadsheet cell, which has no zone, should show. */
export function stockholmWallClock(date: Date): Date {
  const p = swedishParts(date);
  return new Date(Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second));
}
