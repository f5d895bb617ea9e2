// A bonus's expiry date ("15 Jan 2030"), wherever it is shown. Bonus days end at midnight in the
// market's time (West Africa Time), so the date is read there rather than in the browser's zone.
const BONUS_DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});

export function formatBonusExpiry(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : BONUS_DAY.format(date);
}
