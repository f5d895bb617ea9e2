// The launch market's settings (Nigeria): what the app shows until the operator's global variables
// (SPEC.md §3) have answered, and what stands in for a variable the operator did not set.
export const LAUNCH_MARKET = {
  dialCode: '234',
  currencyCode: 'NGN',
  /** Dates are read in the operator's zone: a bonus's last day ends at midnight in Lagos. */
  timeZone: 'Africa/Lagos',
  /** Day before month and a 24-hour clock, as the market writes dates. */
  locale: 'en-GB',
} as const;
