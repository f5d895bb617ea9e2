// Registration, login, password flows, the account's details and profile (SPEC.md §7 "Authentication
// and profile"). Shapes and sizes are checked here; the rules with player-facing wording (number,
// password, date of birth) are checked by the server with the shared domain functions. Login,
// register and the password reset also answer failures with SPEC.md's `error` field beside the envelope.
import {
  ADDRESS_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  ISO_DATE_PATTERN,
  NAME_MAX_LENGTH,
  NAME_PATTERN,
  REGION_MAX_LENGTH,
} from '@slipstream/domain';
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { okAnswer } from './errors.ts';
import { clientIdField, clientIdParams } from './settings.ts';

/** A number as typed: national or full; the server decides whether it is a mobile number. */
const phoneText = z.string().trim().min(1, 'is required').max(32);
/** Bounded so nobody makes the server hash a megabyte; the real rule (8 to 128) is the domain's. */
const passwordText = z.string().min(1, 'is required').max(1024);

const accountRef = z.object({ id: z.number(), phone: z.string() });

/** A new session: its bearer token and when it expires. */
export const loginAnswer = z.object({ token: z.string(), expiresAt: z.iso.datetime(), user: accountRef });
export type LoginAnswer = z.output<typeof loginAnswer>;

export const login = endpoint({
  method: 'POST',
  base: 'sports',
  path: '/auth/login',
  summary: 'Logs in with the mobile number and password; answers a new session.',
  auth: 'signed',
  query: z.object({ source: z.string().max(32).optional() }),
  body: z.object({ username: phoneText, password: passwordText, clientId: clientIdField }),
  responses: { 200: loginAnswer },
  errors: ['PHONE_INVALID', 'CREDENTIALS_INVALID', 'ACCOUNT_LOCKED', 'RATE_LIMITED'],
});

export const register = endpoint({
  method: 'POST',
  base: 'sports',
  path: '/auth/register',
  summary: 'Opens an account for a number verified by SMS (its verification token); the caller then logs in.',
  auth: 'signed',
  // SPEC.md sends the number as both username and phone; either alone is taken too.
  body: z
    .object({
      username: phoneText.optional(),
      phone: phoneText.optional(),
      password: passwordText,
      clientId: clientIdField,
      promoCode: z.string().max(64).nullable().optional(),
      trackingToken: z.string().max(200).nullable().optional(),
      verificationToken: z.string().max(200).optional(),
    })
    .refine((body) => body.phone !== undefined || body.username !== undefined, {
      message: 'is required',
      path: ['phone'],
    }),
  responses: { 201: okAnswer.extend({ user: accountRef }) },
  errors: ['PHONE_INVALID', 'PASSWORD_INVALID', 'ACCOUNT_EXISTS', 'VERIFICATION_INVALID'],
});

export const verifyUsername = endpoint({
  method: 'POST',
  base: 'sports',
  path: '/auth/verify-username',
  summary: 'Whether an account uses the number: SUCCESSFUL when one does.',
  auth: 'signed',
  body: z.object({ username: phoneText, clientId: clientIdField }),
  responses: { 200: z.object({ responseMessage: z.enum(['SUCCESSFUL', 'NOT_FOUND']) }) },
  errors: ['PHONE_INVALID'],
});

export const resetPassword = endpoint({
  method: 'PATCH',
  base: 'sports',
  path: '/auth/update/reset-password',
  summary: 'Sets a new password with the SMS code or its verification token; every session ends.',
  auth: 'signed',
  body: z.object({
    phone: phoneText,
    code: z.string().trim().max(16).optional(),
    verificationToken: z.string().max(200).optional(),
    newPassword: passwordText,
    clientId: clientIdField.optional(),
  }),
  responses: { 200: okAnswer },
  errors: [
    'PHONE_INVALID',
    'PASSWORD_INVALID',
    'ACCOUNT_NOT_FOUND',
    'OTP_INVALID',
    'OTP_EXPIRED',
    'OTP_TOO_MANY_TRIES',
    'VERIFICATION_INVALID',
  ],
});

export const changePassword = endpoint({
  method: 'PUT',
  base: 'sports',
  path: '/auth/update/password',
  summary: 'Changes the password: every session ends, and this device gets a new one in the answer.',
  auth: 'player',
  body: z.object({ currentPassword: passwordText, newPassword: passwordText }),
  responses: { 200: loginAnswer.extend(okAnswer.shape) },
  errors: ['PASSWORD_INCORRECT', 'PASSWORD_INVALID'],
});

/** An optional field that null (or an empty string) clears. */
function clearable<T extends z.ZodType>(schema: T) {
  return z
    .preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable())
    .optional();
}

const personName = z
  .string()
  .trim()
  .max(NAME_MAX_LENGTH)
  .regex(NAME_PATTERN, 'may contain letters, spaces, hyphens, apostrophes and dots only');

/** Only these fields can change; anything else (an id, the number) is refused, not ignored. */
export const detailsPatch = z.strictObject({
  firstName: clearable(personName),
  lastName: clearable(personName),
  email: clearable(
    z
      .string()
      .trim()
      .toLowerCase()
      .max(EMAIL_MAX_LENGTH)
      .pipe(z.email({ pattern: EMAIL_PATTERN, error: 'must be an email address' })),
  ),
  dateOfBirth: clearable(z.string().regex(ISO_DATE_PATTERN, 'must be a date like 1990-05-31')),
  address: clearable(z.string().trim().max(ADDRESS_MAX_LENGTH)),
  city: clearable(z.string().trim().max(REGION_MAX_LENGTH)),
  state: clearable(z.string().trim().max(REGION_MAX_LENGTH)),
});
export type DetailsPatch = z.input<typeof detailsPatch>;

/** SPEC.md §3 "Current user": the profile plus the five balances in major units. */
export const accountDetails = z.object({
  id: z.number(),
  phone: z.string(),
  dialCode: z.string(),
  status: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  promoCode: z.string().nullable(),
  createdAt: z.iso.datetime(),
  currency: z.string(),
  availableBalance: z.number(),
  sportBonusBalance: z.number(),
  casinoBonusBalance: z.number(),
  virtualBonusBalance: z.number(),
  trustBalance: z.number(),
  /** The cashback in force; the bonus service reports it on its own call, so always null here. */
  activeCashback: z.null(),
});
export type AccountDetails = z.output<typeof accountDetails>;

export const updateDetails = endpoint({
  method: 'PUT',
  base: 'sports',
  path: '/auth/update/details',
  summary: "Changes the player's personal details (null or an empty text clears one); answers the profile.",
  auth: 'player',
  body: detailsPatch,
  responses: { 200: accountDetails },
});

export const details = endpoint({
  method: 'GET',
  base: 'sports',
  path: '/auth/details/:clientId',
  summary: 'The player\'s profile and balances (SPEC.md §3 "Current user").',
  auth: 'player',
  params: clientIdParams,
  responses: { 200: accountDetails },
  errors: ['NOT_FOUND'],
});
