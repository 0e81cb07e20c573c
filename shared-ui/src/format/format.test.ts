import { formatDate, formatDateTime, getDisplayTimeZone, setDisplayTimeZone } from './dates';
import { formatSek } from './money';

const stockholm = { timeZone: 'Europe/Stockholm' };

describe('formatDate', () => {
  it('shows a UTC instant as the Stockholm day, yyyy/mm/dd', () => {
    expect(formatDate('2026-03-01T23:30:00Z', stockholm)).toBe('2026/03/02');
    expect(formatDate('2026-03-01T12:00:00Z', stockholm)).toBe('2026/03/01');
  });

  it('keeps a bare date as that day in every zone', () => {
    expect(formatDate('2026-03-01', { timeZone: 'America/New_York' })).toBe('2026/03/01');
  });

  it('follows the viewer time zone', () => {
    expect(formatDate('2026-03-01T23:30:00Z', { timeZone: 'America/New_York' })).toBe('2026/03/01');
  });

  it('gives an empty text for nothing or garbage', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('shows hh:mm:ss in 24-hour time in winter and summer time', () => {
    expect(formatDateTime('2026-01-15T13:05:09Z', stockholm)).toBe('2026/01/15 14:05:09');
    expect(formatDateTime('2026-07-15T13:05:09Z', stockholm)).toBe('2026/07/15 15:05:09');
    expect(formatDateTime('2026-07-15T22:00:00Z', stockholm)).toBe('2026/07/16 00:00:00');
  });

  it('uses the chosen display zone by default', () => {
    setDisplayTimeZone('Europe/Stockholm');
    expect(getDisplayTimeZone()).toBe('Europe/Stockholm');
    expect(formatDateTime(new Date('2026-01-15T13:05:09Z'))).toBe('2026/01/15 14:05:09');
    setDisplayTimeZone(null);
  });
});

describe('formatSek', () => {
  const normalise = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

  it('writes SEK the Swedish way with two decimals', () => {
    expect(normalise(formatSek('12500.5'))).toBe('12 500,50 kr');
    expect(normalise(formatSek(1234567.891))).toBe('1 234 567,89 kr');
    expect(normalise(formatSek('0.00'))).toBe('0,00 kr');
  });

  it('accepts a Swedish decimal comma and gives nothing for garbage', () => {
    expect(normalise(formatSek('99,9'))).toBe('99,90 kr');
    expect(formatSek('abc')).toBe('');
    expect(formatSek(null)).toBe('');
  });
});
