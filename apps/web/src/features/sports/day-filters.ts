// The pre-match time filters (?when= in the address): all, today, a later day (tomorrow or a date
// chip), or the next N hours. The API takes `today` and `hours` only, so a later day is asked as
// "upcoming within the hours to that day's end" and the days before it are cut here.
import { formatCalendarDate } from '@slipstream/domain';
import type { PrematchFilter } from '../../api/sports.ts';

export type When =
  { kind: 'all' } | { kind: 'today' } | { kind: 'day'; date: string } | { kind: 'hours'; hours: number };

export const HOUR_CHOICES = [1, 3, 12] as const;
const HOUR_MS = 3_600_000;
const MAX_HOURS = 168;

/** `YYYY-MM-DD` of a local date. */
export function localDate(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

function startOfLocalDay(date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y as number, (m as number) - 1, d as number);
}

export function parseWhen(value: string | null): When {
  if (!value || value === 'all') return { kind: 'all' };
  if (value === 'today') return { kind: 'today' };
  const hours = /^(\d{1,3})h$/.exec(value);
  if (hours && Number(hours[1]) >= 1 && Number(hours[1]) <= MAX_HOURS)
    return { kind: 'hours', hours: Number(hours[1]) };
  if (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(startOfLocalDay(value).getTime())) {
    return { kind: 'day', date: value };
  }
  return { kind: 'all' };
}

export function whenParam(when: When): string | null {
  if (when.kind === 'all') return null;
  if (when.kind === 'today') return 'today';
  if (when.kind === 'hours') return `${when.hours}h`;
  return when.date;
}

/** The query key of a sport's pre-match list (an infinite query of 50-fixture pages). */
export const prematchListKey = (sportId: number, filter: PrematchFilter) =>
  ['sports', 'prematch', sportId, filter] as const;

/** The API query for a filter, and the local window of kick-offs to keep (null: keep all). */
export function prematchRequest(when: When, upcoming: boolean, now = new Date()) {
  if (when.kind === 'today')
    return { filter: { today: true, upcoming } satisfies PrematchFilter, from: null };
  if (when.kind === 'hours')
    return { filter: { upcoming: true, hours: when.hours } satisfies PrematchFilter, from: null };
  if (when.kind === 'day') {
    const from = startOfLocalDay(when.date);
    const to = new Date(from.getFullYear(), from.getMonth(), from.getDate() + 1);
    const hours = Math.min(MAX_HOURS, Math.max(1, Math.ceil((to.getTime() - now.getTime()) / HOUR_MS)));
    return { filter: { upcoming: true, hours } satisfies PrematchFilter, from };
  }
  return { filter: { upcoming } satisfies PrematchFilter, from: null };
}

/** The day chips after today: tomorrow and the next `count - 1` dates, named in the operator's locale. */
export function dayChips(locale: string, now = new Date(), count = 3): { value: string; label: string }[] {
  return Array.from({ length: count }, (_, i) => {
    const value = localDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() + i + 1));
    const label = i === 0 ? 'Tomorrow' : (formatCalendarDate(value, 'weekdayDayMonth', locale) ?? value);
    return { value, label };
  });
}
