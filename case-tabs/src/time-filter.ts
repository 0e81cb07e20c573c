import { formatDate } from 'shared-ui/light';

/** The time presets of the tabs' filters: week is 7 days, month is one calendar month back. */
export const TIME_FILTERS = ['all', 'week', 'month', 'last7', 'last30', 'thisYear'] as const;
export type TimeFilter = (typeof TIME_FILTERS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether an ISO instant falls in the period ending `now`. "This year" is the viewer's calendar year. */
export function inPeriod(iso: string, filter: TimeFilter, now: Date = new Date()): boolean {
  if (filter === 'all') return true;
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return false;
  if (at > now.getTime())
    return filter !== 'thisYear' || formatDate(iso).slice(0, 4) === formatDate(now).slice(0, 4);
  switch (filter) {
    case 'week':
    case 'last7':
      return now.getTime() - at <= 7 * DAY_MS;
    case 'last30':
      return now.getTime() - at <= 30 * DAY_MS;
    case 'month': {
      const from = new Date(now);
      from.setMonth(from.getMonth() - 1);
      return at >= from.getTime();
    }
    case 'thisYear':
      return formatDate(iso).slice(0, 4) === formatDate(now).slice(0, 4);
  }
}
