// The personal details a player may change on /Account/Me, one rule per field: the API's schema and
// the details form both check with these, so the form never accepts what the server then refuses.
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, NAME_PATTERN } from './account.ts';

/** City and state are free text, bounded so nobody stores a page of it. */
export const REGION_MAX_LENGTH = 100;

/**
 * A practical email address: dot-separated local parts of letters, digits and `_'+-`, then a domain
 * of hostname labels ending in a top-level domain of 2 or more letters. Stricter than what a mail
 * server accepts, on purpose: it refuses the typos ("name@gmail", "name@@x.com") a player means to fix.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** A calendar date as the API carries it ("1990-05-31"); whether it is a real date is dateOfBirthProblem's. */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** An email address as typed (already trimmed). */
export function isEmailAddress(text: string): boolean {
  return text.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(text);
}

/** A first or last name as typed (already trimmed). */
export function isPersonName(text: string): boolean {
  return text.length <= NAME_MAX_LENGTH && NAME_PATTERN.test(text);
}
