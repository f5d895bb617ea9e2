// One-time codes by SMS: sending and checking them (SPEC.md §7). Failures also carry `status: false`
// beside the envelope, which SPEC.md's readers of these calls look at.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { clientIdField } from './settings.ts';

/** What the code is for: each purpose has its own codes and limits. */
export const otpPurpose = z.enum(['register', 'reset-password']);
export type OtpPurpose = z.output<typeof otpPurpose>;

/** A number as typed; the server decides whether it is a mobile number of the operator's country. */
const phoneNumber = z.string().min(1).max(32);

export const sendOtp = endpoint({
  method: 'POST',
  base: 'sports',
  path: '/notification/send-otp',
  summary: 'Texts a 6-digit code to the number, for registering or for resetting the password.',
  auth: 'signed',
  body: z.object({ clientID: clientIdField, phoneNumber, purpose: otpPurpose.default('register') }),
  responses: {
    200: z.object({
      status: z.literal(true),
      message: z.string(),
      expiresInSeconds: z.number(),
      resendAfterSeconds: z.number(),
    }),
  },
  errors: [
    'PHONE_INVALID',
    'ACCOUNT_EXISTS',
    'ACCOUNT_NOT_FOUND',
    'OTP_RESEND_TOO_SOON',
    'OTP_DAILY_LIMIT',
    'UNAVAILABLE',
  ],
});

export const verifyOtp = endpoint({
  method: 'POST',
  base: 'sports',
  path: '/notification/verify-otp',
  summary: 'Checks a code; answers the one-time verification token that register or reset spends.',
  auth: 'signed',
  body: z.object({
    clientID: clientIdField,
    phoneNumber,
    code: z.string().max(16),
    purpose: otpPurpose.default('register'),
  }),
  responses: {
    200: z.object({
      status: z.literal(true),
      message: z.string(),
      verificationToken: z.string(),
      expiresInSeconds: z.number(),
    }),
  },
  errors: ['PHONE_INVALID', 'OTP_INVALID', 'OTP_EXPIRED', 'OTP_TOO_MANY_TRIES'],
});
