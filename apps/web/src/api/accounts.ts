// Account calls of SPEC.md §7 "Authentication and profile" and the accounts server (docs/decisions.md
// "Accounts"): login, registration with SMS verification, password reset and change, details,
// sessions and responsible gambling. Payloads follow the server's schemas exactly.
import { AppError, CLIENT_ID } from '@slipstream/domain';
import { api, createApiClient, type ApiClient } from './client.ts';
import { apiConfig } from './config.ts';
import { dataOf, isRecord } from './envelope.ts';
import type { CurrentUser } from './auth.ts';

export type OtpPurpose = 'register' | 'reset-password';

export interface LoginAnswer {
  token: string;
  expiresAt?: string;
}

/** SPEC.md §4 step 5 / §8: a login answer without a token is an error built from its error field. */
export async function login(phone: string, password: string, client: ApiClient = api): Promise<LoginAnswer> {
  const body = await client.post<unknown>(
    'sports',
    'auth/login',
    { username: phone, password, clientId: CLIENT_ID },
    { query: { source: 'website' } },
  );
  const record = isRecord(body) ? body : {};
  if (typeof record.token !== 'string' || record.token === '') {
    const error = record.error;
    throw new Error(typeof error === 'string' && error !== '' ? error : 'Login failed. Please try again.');
  }
  return {
    token: record.token,
    expiresAt: typeof record.expiresAt === 'string' ? record.expiresAt : undefined,
  };
}

/** True when the number already has an account (verify-username answers SUCCESSFUL). */
export async function accountExists(phone: string, client: ApiClient = api): Promise<boolean> {
  const body = await client.post<unknown>('sports', 'auth/verify-username', {
    username: phone,
    clientId: CLIENT_ID,
  });
  return isRecord(body) && body.responseMessage === 'SUCCESSFUL';
}

export interface OtpSent {
  resendAfterSeconds: number;
}

export async function sendOtp(phone: string, purpose: OtpPurpose, client: ApiClient = api): Promise<OtpSent> {
  const body = await client.post<unknown>('sports', 'notification/send-otp', {
    clientID: CLIENT_ID,
    phoneNumber: phone,
    purpose,
  });
  const wait = isRecord(body) ? Number(body.resendAfterSeconds) : NaN;
  return { resendAfterSeconds: Number.isFinite(wait) && wait > 0 ? wait : 60 };
}

/** Checks a code; answers the one-time verificationToken that register or reset then spends. */
export async function verifyOtp(
  phone: string,
  code: string,
  purpose: OtpPurpose,
  client: ApiClient = api,
): Promise<string> {
  const body = await client.post<unknown>('sports', 'notification/verify-otp', {
    clientID: CLIENT_ID,
    phoneNumber: phone,
    code,
    purpose,
  });
  const record = isRecord(body) ? body : {};
  if (record.status !== true || typeof record.verificationToken !== 'string') {
    throw new Error(typeof record.message === 'string' ? record.message : 'The code could not be checked.');
  }
  return record.verificationToken;
}

export interface RegisterRequest {
  phone: string;
  password: string;
  promoCode?: string;
  trackingToken?: string;
  verificationToken: string;
}

export async function register(request: RegisterRequest, client: ApiClient = api): Promise<void> {
  const body = await client.post<unknown>('sports', 'auth/register', {
    username: request.phone,
    phone: request.phone,
    password: request.password,
    clientId: CLIENT_ID,
    ...(request.promoCode ? { promoCode: request.promoCode } : {}),
    ...(request.trackingToken ? { trackingToken: request.trackingToken } : {}),
    verificationToken: request.verificationToken,
  });
  // SPEC.md §7: "reads data.error, and if none, logs in".
  if (isRecord(body) && typeof body.error === 'string' && body.error !== '') throw new Error(body.error);
}

export async function resetPassword(
  phone: string,
  verificationToken: string,
  newPassword: string,
  client: ApiClient = api,
): Promise<void> {
  await client.patch('sports', 'auth/update/reset-password', { phone, verificationToken, newPassword });
}

/** Changes the password; every session ends and the answer carries this device's new token. */
export async function changePassword(
  currentPassword: string,
  newPassword: string,
  client: ApiClient = api,
): Promise<string> {
  const body = await client.put<unknown>('sports', 'auth/update/password', { currentPassword, newPassword });
  if (!isRecord(body) || typeof body.token !== 'string')
    throw new Error('The password change did not answer a new session.');
  return body.token;
}

export interface AccountDetails extends CurrentUser {
  phone?: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  dateOfBirth?: string | null;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  promoCode?: string | null;
  createdAt?: string | null;
  currency?: string | null;
}

export type EditableDetails = Partial<
  Record<'firstName' | 'lastName' | 'email' | 'dateOfBirth' | 'address' | 'city' | 'state', string | null>
>;

export async function updateDetails(
  details: EditableDetails,
  client: ApiClient = api,
): Promise<AccountDetails> {
  const body = await client.put<unknown>('sports', 'auth/update/details', details);
  return dataOf(body) as AccountDetails;
}

/**
 * Ends a session on the server with its own token. Used by logout after the stores are cleared, so
 * the shared client (which reads the store) cannot carry it, and a failure must not log out again.
 */
export async function revokeToken(token: string): Promise<void> {
  const client = createApiClient({
    config: apiConfig,
    fetch: (input, init) => globalThis.fetch(input, init),
    getToken: () => token,
    onUnauthorized: () => {},
  });
  // No body: Fastify refuses an empty JSON body, and the client only sets Content-Type with one.
  await client.post('sports', 'auth/logout');
}

/** The whole profile (GET auth/details/12): the current user's balances plus the personal details. */
export async function fetchAccountDetails(client: ApiClient = api): Promise<AccountDetails> {
  return dataOf(await client.get('sports', `auth/details/${CLIENT_ID}`)) as AccountDetails;
}

/** SPEC.md §9: Send Again waits 60 seconds after a code is sent. */
export const RESEND_WAIT_SECONDS = 60;

export const messageOf = (err: unknown): string =>
  err instanceof Error && err.message !== '' ? err.message : 'Something went wrong. Please try again.';

/** Seconds the server asks us to wait before another code (OTP_RESEND_TOO_SOON), if it said. */
function retryAfter(err: unknown): number | null {
  if (!(err instanceof AppError) || err.code !== 'OTP_RESEND_TOO_SOON') return null;
  const body = (err.details as { body?: { details?: { retryAfterSeconds?: unknown } } } | undefined)?.body;
  const seconds = Number(body?.details?.retryAfterSeconds);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : RESEND_WAIT_SECONDS;
}

/**
 * Texts a code. When one was sent moments ago (the dialog was closed and opened again) that code is
 * still good, so the player goes on to enter it and only Send Again waits.
 */
export async function requestCode(
  phone: string,
  purpose: OtpPurpose,
): Promise<{ resendAfterSeconds: number }> {
  try {
    return await sendOtp(phone, purpose);
  } catch (err) {
    const wait = retryAfter(err);
    if (wait === null) throw err;
    return { resendAfterSeconds: wait };
  }
}
