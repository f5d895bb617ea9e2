import { describe, expect, it } from 'vitest';
import {
  calendarDate,
  daysBetween,
  formatCalendarDate,
  formatDate,
  isLocale,
  isTimeZone,
} from './date-format.ts';

const lagos = { timeZone: 'Africa/Lagos', locale: 'en-GB' };

describe('formatDate', () => {
  it('writes a moment in each style, in the zone and locale it is given', () => {
    const at = '2026-11-21T23:30:00Z';
    expect(formatDate(at, 'date', lagos)).toBe('22 Nov 2026');
    expect(formatDate(at, 'longDate', lagos)).toBe('22 November 2026');
    expect(formatDate(at, 'dateTime', lagos)).toBe('22 Nov 2026, 00:30');
    expect(formatDate(at, 'time', lagos)).toBe('00:30');
    expect(formatDate(at, 'weekdayDay', lagos)).toBe('Sun 22');
    expect(formatDate(at, 'weekdayDayMonth', lagos)).toBe('Sun 22 Nov');
    expect(formatDate(at, 'dateTime', { timeZone: 'America/New_York', locale: 'en-US' })).toBe(
      'Nov 21, 2026, 6:30 PM',
    );
  });

  it('keeps the kick-off time five characters long in a 12-hour locale', () => {
    expect(formatDate('2026-11-21T13:05:00Z', 'time', { timeZone: 'UTC', locale: 'en-US' })).toBe('13:05');
  });

  it('takes epoch milliseconds and Dates, and answers null for what is not a date', () => {
    const ms = Date.UTC(2030, 0, 15, 12);
    expect(formatDate(ms, 'date', lagos)).toBe('15 Jan 2030');
    expect(formatDate(new Date(ms), 'date', lagos)).toBe('15 Jan 2030');
    expect(formatDate('soon', 'date', lagos)).toBeNull();
    expect(formatDate(Number.NaN, 'date', lagos)).toBeNull();
  });
});

describe('calendar dates', () => {
  it('reads the day a moment falls on in a zone', () => {
    expect(calendarDate('2026-11-21T23:30:00Z', 'Africa/Lagos')).toBe('2026-11-22');
    expect(calendarDate('2026-11-21T23:30:00Z', 'UTC')).toBe('2026-11-21');
    expect(calendarDate('2026-01-01T03:00:00Z', 'America/Los_Angeles')).toBe('2025-12-31');
    expect(calendarDate('never', 'UTC')).toBeNull();
  });

  it('writes a calendar date as that very day in any locale', () => {
    expect(formatCalendarDate('2026-11-22', 'weekdayDayMonth', 'en-GB')).toBe('Sun 22 Nov');
    expect(formatCalendarDate('2026-11-22', 'date', 'en-US')).toBe('Nov 22, 2026');
    expect(formatCalendarDate('22/11/2026', 'date', 'en-GB')).toBeNull();
  });

  it('counts the days between two dates, across a month and a year', () => {
    expect(daysBetween('2026-11-21', '2026-11-21')).toBe(0);
    expect(daysBetween('2026-11-30', '2026-12-01')).toBe(1);
    expect(daysBetween('2026-12-31', '2027-01-02')).toBe(2);
    expect(daysBetween('2026-11-22', '2026-11-21')).toBe(-1);
    expect(daysBetween('tomorrow', '2026-11-21')).toBeNull();
  });
});

describe('settings checks', () => {
  it('knows a time zone and a locale from a typo', () => {
    expect(isTimeZone('Africa/Lagos')).toBe(true);
    expect(isTimeZone('Africa/Atlantis')).toBe(false);
    expect(isTimeZone(60)).toBe(false);
    expect(isLocale('en-GB')).toBe(true);
    expect(isLocale('en_GB!')).toBe(false);
    expect(isLocale('')).toBe(false);
  });
});
