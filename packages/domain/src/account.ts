// Account rules shared by the auth dialog, the account pages and the server: how a typed number
// becomes the account identifier, what a password and a verification code must look like, and the
// profile fields' limits. The server applies the same functions, so a form and the API never disagree.
import { composePhone, digitsOnly, isValidMobile } from './phone.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Age a player must have reached to hold an account (SPEC.md §5: "above 18"). */
export const MINIMUM_AGE_YEARS = 18;

export const NAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 254;
export const ADDRESS_MAX_LENGTH = 200;
export const PROMO_CODE_MAX_LENGTH = 32;

/**
 * The canonical account identifier (dial code + national number without its trunk 0, SPEC.md §5)
 * for a number typed either nationally ("0803 123 4567", "8031234567") or in full
 * ("+234 803 123 4567", "2348031234567"); null when it is not a valid mobile number for the dial code.
 */
export function canonicalPhone(input: string, dialCode: string): string | null {
  const digits = digitsOnly(input);
  if (digits === '') return null;
  const dial = digitsOnly(dialCode);
  // Canonical form first: a national mobile number never starts with its own dial code, so this
  // cannot misread a national number.
  if (digits.startsWith(dial) && isValidMobile(digits, dial)) return digits;
  const composed = composePhone(dial, digits);
  return isValidMobile(composed, dial) ? composed : null;
}

/** "+234 803 *** 4567": a number as shown back to a player, the middle hidden. */
export function maskPhone(phone: string, dialCode: string): string {
  const dial = digitsOnly(dialCode);
  const national = phone.startsWith(dial) ? phone.slice(dial.length) : phone;
  if (national.length < 7) return `+${dial} ${national}`;
  return `+${dial} ${national.slice(0, 3)} *** ${national.slice(-4)}`;
}

/**
 * The written forms of a number a password must not equal: canonical, with "+", national with and
 * without its trunk 0.
 */
export function phoneForms(phone: string, dialCode: string): string[] {
  const dial = digitsOnly(dialCode);
  const national = phone.startsWith(dial) ? phone.slice(dial.length) : phone;
  return [phone, `+${phone}`, national, `0${national}`];
}

/**
 * Why a new password is not acceptable, or null when it is. Length is the only composition rule
 * (as OWASP advises): at least 8 and at most 128 characters, not blank, and not the player's own
 * number (`phoneForms`).
 */
export function passwordProblem(password: string, forbidden: readonly string[] = []): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH)
    return `Your password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
  if (length > PASSWORD_MAX_LENGTH)
    return `Your password can be at most ${PASSWORD_MAX_LENGTH} characters long.`;
  if (password.trim() === '') return 'Your password cannot be only spaces.';
  if (forbidden.includes(password.trim())) return 'Your password cannot be your mobile number.';
  return null;
}

/** A verification code has exactly 6 digits (SPEC.md §5, §9). */
export function isVerificationCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}

/** Parses a calendar date "YYYY-MM-DD"; null unless it is a real date. */
export function parseIsoDate(text: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return { year, month, day };
}

/** Whole years between a date of birth ("YYYY-MM-DD") and `on`, counted in UTC; null for a bad date. */
export function ageOn(dateOfBirth: string, on: Date): number | null {
  const dob = parseIsoDate(dateOfBirth);
  if (!dob) return null;
  const year = on.getUTCFullYear();
  const beforeBirthday =
    on.getUTCMonth() + 1 < dob.month || (on.getUTCMonth() + 1 === dob.month && on.getUTCDate() < dob.day);
  return year - dob.year - (beforeBirthday ? 1 : 0);
}

/** Why a date of birth is not acceptable (not a date, in the future, under 18, implausible), or null. */
export function dateOfBirthProblem(dateOfBirth: string, today: Date): string | null {
  const age = ageOn(dateOfBirth, today);
  if (age === null) return 'Enter your date of birth as a real date (YYYY-MM-DD).';
  if (age < 0) return 'Your date of birth cannot be in the future.';
  if (age < MINIMUM_AGE_YEARS) return `You must be at least ${MINIMUM_AGE_YEARS} years old to play.`;
  if (age > 120) return 'Check your date of birth: that is more than 120 years ago.';
  return null;
}

/** Letters of any script, spaces, hyphens, apostrophes and dots: how people's names are written. */
export const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;
