// The web's one date format: the domain's formatDate in the operator's time zone and locale (global
// variables TimeZone and Locale, through app/'s DisplaySettingsContext), so every screen writes a
// date the same way. A missing or unreadable date is shown as "—".
import { formatDate, type DateStyle, type Moment } from '@slipstream/domain';
import { useMemo } from 'react';
import { useDisplaySettings } from './display-settings.ts';

export type FormatDate = (value: Moment | null | undefined, style: DateStyle) => string;

export const NO_DATE = '—';

export function useDateFormat(): FormatDate {
  const { timeZone, locale } = useDisplaySettings();
  return useMemo(
    () => (value, style) =>
      value === null || value === undefined || value === ''
        ? NO_DATE
        : (formatDate(value, style, { timeZone, locale }) ?? NO_DATE),
    [timeZone, locale],
  );
}
