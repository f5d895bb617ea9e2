// Request and answer shapes of the account calls (SPEC.md §7 "Authentication and profile"). Shapes
// and sizes are checked here; the rules with player-facing wording (number, password, date of birth)
// are checked by the services with the shared domain functions.
import { ADDRESS_MAX_LENGTH, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, NAME_PATTERN } from '@slipstream/domain';
import { z } from 'zod';
import { clientIdField } from '../settings/client-id.ts';

/** A number as typed: national or full; readPhone decides whether it is a mobile number. */
const phoneText = z.string().trim().min(1, 'is required').max(32);
/** Bounded at the edge so nobody makes the server hash a megabyte; the real rule is 8 to 128. */
const passwordText = z.string().min(1, 'is required').max(1024);

export const loginQuery = z.object({ source: z.string().max(32).optional() });
export const loginBody = z.object({ username: phoneText, password: passwordText, clientId: clientIdField });

export const loginAnswer = z.object({
  token: z.string(),
  expiresAt: z.iso.datetime(),
  user: z.object({ id: z.number(), phone: z.string() }),
});

export const registerBody = z
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
  });

export const registerAnswer = z.object({
  status: z.literal(true),
  message: z.string(),
  user: z.object({ id: z.number(), phone: z.string() }),
});

export const verifyUsernameBody = z.object({ username: phoneText, clientId: clientIdField });
export const verifyUsernameAnswer = z.object({ responseMessage: z.enum(['SUCCESSFUL', 'NOT_FOUND']) });

export const resetPasswordBody = z.object({
  phone: phoneText,
  code: z.string().trim().max(16).optional(),
  verificationToken: z.string().max(200).optional(),
  newPassword: passwordText,
  clientId: clientIdField.optional(),
});

export const okAnswer = z.object({ status: z.literal(true), message: z.string() });

export const changePasswordBody = z.object({ currentPassword: passwordText, newPassword: passwordText });
export const changePasswordAnswer = loginAnswer.extend({ status: z.literal(true), message: z.string() });

/** An optional field that null (or an empty string) clears. */
function clearable<T extends z.ZodType>(schema: T) {
  return z
    .preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable())
    .optional();
}

const name = z
  .string()
  .trim()
  .max(NAME_MAX_LENGTH)
  .regex(NAME_PATTERN, 'may contain letters, spaces, hyphens, apostrophes and dots only');

/** Only these fields can change; anything else (an id, the number) is refused, not ignored. */
export const detailsBody = z.strictObject({
  firstName: clearable(name),
  lastName: clearable(name),
  email: clearable(
    z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH).pipe(z.email('must be an email address')),
  ),
  dateOfBirth: clearable(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 1990-05-31')),
  address: clearable(z.string().trim().max(ADDRESS_MAX_LENGTH)),
  city: clearable(z.string().trim().max(100)),
  state: clearable(z.string().trim().max(100)),
});

/** SPEC.md §3 "Current user": the profile plus the five balances in major units. */
export const detailsAnswer = z.object({
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
  /** Filled by the bonus issue; null until then. */
  activeCashback: z.unknown(),
});

export const clientIdParams = z.object({ clientId: z.string().max(64) });
