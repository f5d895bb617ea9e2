// Phone rules of SPEC.md §5: the number input is numeric, a single leading 0 is dropped, and the
// stored form is dial code + national number without that zero.

/** Keeps digits only (the input is numeric). */
export function digitsOnly(input: string): string {
  return input.replace(/\D+/g, '');
}

/** Removes a single leading 0, as the spec asks ("0803…" → "803…"). */
export function stripLeadingZero(national: string): string {
  return national.startsWith('0') ? national.slice(1) : national;
}

/** Dial code + number without its leading zero: the canonical account identifier. */
export function composePhone(dialCode: string, nationalInput: string): string {
  return digitsOnly(dialCode) + stripLeadingZero(digitsOnly(nationalInput));
}

interface MobilePlan {
  /** Length of the national number without the trunk 0. */
  length: number;
  /** First digits a mobile number may start with (after the trunk 0 is dropped). */
  prefixes: readonly string[];
}

/** Mobile numbering plans we accept, by dial code. Nigeria is the launch market. */
const MOBILE_PLANS: Record<string, MobilePlan> = {
  '234': { length: 10, prefixes: ['70', '71', '80', '81', '90', '91'] },
  '233': { length: 9, prefixes: ['2', '5'] },
  '254': { length: 9, prefixes: ['7', '1'] },
  '44': { length: 10, prefixes: ['7'] },
  '1': { length: 10, prefixes: ['2', '3', '4', '5', '6', '7', '8', '9'] },
};

/**
 * True when `phone` (canonical: dial code + national number) is a valid mobile number for
 * `dialCode`. Unknown dial codes fall back to the E.164 length limits.
 */
export function isValidMobile(phone: string, dialCode: string): boolean {
  const dial = digitsOnly(dialCode);
  if (!/^\d+$/.test(phone) || !phone.startsWith(dial)) return false;
  const national = phone.slice(dial.length);
  const plan = MOBILE_PLANS[dial];
  if (!plan) return national.length >= 6 && phone.length <= 15;
  return national.length === plan.length && plan.prefixes.some((p) => national.startsWith(p));
}

/**
 * A canonical number as a person reads it: `+234 803 123 4567`, `+233 24 123 4567` (the national
 * number as lead, three, four). A number not under `dialCode` shows as `+` and its digits.
 */
export function formatPhone(phone: string, dialCode: string): string {
  const dial = digitsOnly(dialCode);
  const digits = digitsOnly(phone);
  if (!dial || !digits.startsWith(dial) || digits.length - dial.length < 7) return `+${digits}`;
  const national = digits.slice(dial.length);
  return `+${dial} ${national.slice(0, -7)} ${national.slice(-7, -4)} ${national.slice(-4)}`;
}
