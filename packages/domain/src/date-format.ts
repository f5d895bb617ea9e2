// Dates and times as players read them: the one date format of the product, beside the one money
// format (money.ts). Every date is read in the operator's time zone and written in its locale, so a
// kick-off, a bet's time and a bonus's last day are the same day wherever the player's device is.

/** Where and how dates are read: an IANA time zone ("Africa/Lagos") and a BCP 47 locale ("en-GB"). */
export interface DateSettings {
  timeZone: string;
  locale: string;
}

/** The shapes a date takes on screen; the examples are en-GB. */
const DATE_STYLES = {
  /** "21 Nov 2026" */
  date: { dateStyle: 'medium' },
  /** "21 November 2026" */
  longDate: { dateStyle: 'long' },
  /** "21 Nov 2026, 14:05" */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** "14:05" in every locale: the fixture rows are laid out for five characters. */
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  /** "Sat 22" */
  weekdayDay: { weekday: 'short', day: 'numeric' },
  /** "Sat 22 Nov" */
  weekdayDayMonth: { weekday: 'short', day: 'numeric', month: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof DATE_STYLES;

/** A moment: ISO 8601 text (as the API sends it), epoch milliseconds or a Date. */
export type Moment = string | number | Date;

// Building a formatter costs far more than using one, and a fixture list formats hundreds of times.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(style: DateStyle, { locale, timeZone }: DateSettings): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...DATE_STYLES[style], timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

function toDate(value: Moment): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A moment in one of the styles, in the settings' zone and locale; null when it is not a date. */
export function formatDate(value: Moment, style: DateStyle, settings: DateSettings): string | null {
  const date = toDate(value);
  return date && formatterFor(style, settings).format(date);
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const isoDay = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (`YYYY-MM-DD`) a moment falls on in a time zone; null when it is not a date. */
export function calendarDate(value: Moment, timeZone: string): string | null {
  const date = toDate(value);
  if (!date) return null;
  let formatter = isoDay.get(timeZone);
  if (!formatter) {
    // en-CA writes dates as YYYY-MM-DD; the parts are read by type, so its punctuation does not matter.
    formatter = new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone,
    });
    isoDay.set(timeZone, formatter);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    formatter.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The start of a calendar date in UTC, where every day is 24 hours long. */
function utcDay(date: string): Date | null {
  const match = CALENDAR_DATE.exec(date);
  if (!match) return null;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(day.getTime()) ? null : day;
}

/**
 * A calendar date (`YYYY-MM-DD`, a day rather than a moment) in one of the date styles of a locale:
 * the day itself, whatever the zone. Null when it is not such a date.
 */
export function formatCalendarDate(date: string, style: DateStyle, locale: string): string | null {
  const day = utcDay(date);
  return day && formatterFor(style, { locale, timeZone: 'UTC' }).format(day);
}

/** Whole days from one calendar date to another (`YYYY-MM-DD`): 0 the same day, 1 the next. */
export function daysBetween(from: string, to: string): number | null {
  const start = utcDay(from);
  const end = utcDay(to);
  return start && end && (end.getTime() - start.getTime()) / 86_400_000;
}

// Settings are read on every render that shows a date; each answer is worked out once.
const checked = new Map<string, boolean>();

function platformAccepts(kind: string, value: unknown, check: (value: string) => boolean): boolean {
  if (typeof value !== 'string' || value === '') return false;
  const key = `${kind}|${value}`;
  let ok = checked.get(key);
  if (ok === undefined) {
    try {
      ok = check(value);
    } catch {
      ok = false;
    }
    checked.set(key, ok);
  }
  return ok;
}

/** True for a time zone the platform knows ("Africa/Lagos"); false for anything else. */
export function isTimeZone(value: unknown): value is string {
  return platformAccepts('zone', value, (timeZone) => {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  });
}

/** True for a well-formed locale the platform can write dates in ("en-GB"). */
export function isLocale(value: unknown): value is string {
  return platformAccepts(
    'locale',
    value,
    (locale) => Intl.DateTimeFormat.supportedLocalesOf(locale).length > 0,
  );
}
