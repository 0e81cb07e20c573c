/** The fields of a wall-clock reading, two digits each but the year's four. */
export type WallClock = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;

const clocks = new Map<string, Intl.DateTimeFormat>();

/**
 * The wall clock in `timeZone` at `date` ("Europe/Stockholm": what a clock in
 * Sweden shows), for a server's files and mails and a browser's screens alike.
 */
export function wallClockParts(date: Date, timeZone: string): WallClock {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    clocks.set(timeZone, clock);
  }
  const parts: Record<string, string> = {};
  for (const part of clock.formatToParts(date)) if (part.type !== 'literal') parts[part.type] = part.value;
  return parts as WallClock;
}
