// Account calls of SPEC.md §7 "Authentication and profile" and the accounts server (docs/decisions.md
// "Accounts"): login, registration with SMS verification, password reset and change, details and
// logout. Requests and answers are the contract's (auth, otp, sessions).
import type { AnswerOf, BodyOf, auth, otp, sessions } from '@slipstream/contract';
import type { OtpPurpose } from '@slipstream/contract/otp';
import { AppError, CLIENT_ID } from '@slipstream/domain';
import { api, createApiClient, type ApiClient } from './client.ts';
import { apiConfig } from './config.ts';
import { callEndpoint } from './endpoint-call.ts';
import { dataOf } from './envelope.ts';

export type { OtpPurpose };

type LoginAnswer = AnswerOf<typeof auth.login>;

/** SPEC.md §4 step 5 / §8: a login answer without a token is an error built from its error field. */
export async function login(
  phone: string,
  password: string,
  client: ApiClient = api,
): Promise<Pick<LoginAnswer, 'token'> & Partial<Pick<LoginAnswer, 'expiresAt'>>> {
  const answer: Partial<LoginAnswer> & { error?: unknown } = await callEndpoint<typeof auth.login>(
    { method: 'POST', base: 'sports', path: '/auth/login' },
    { query: { source: 'website' }, body: { username: phone, password, clientId: CLIENT_ID } },
    client,
  );
  if (typeof answer.token !== 'string' || answer.token === '') {
    const error = answer.error;
    throw new Error(typeof error === 'string' && error !== '' ? error : 'Login failed. Please try again.');
  }
  return { token: answer.token, expiresAt: answer.expiresAt };
}

/** True when the number already has an account (verify-username answers SUCCESSFUL). */
export async function accountExists(phone: string, client: ApiClient = api): Promise<boolean> {
  const answer = await callEndpoint<typeof auth.verifyUsername>(
    { method: 'POST', base: 'sports', path: '/auth/verify-username' },
    { body: { username: phone, clientId: CLIENT_ID } },
    client,
  );
  return answer.responseMessage === 'SUCCESSFUL';
}

export async function sendOtp(
  phone: string,
  purpose: OtpPurpose,
  client: ApiClient = api,
): Promise<{ resendAfterSeconds: number }> {
  const answer = await callEndpoint<typeof otp.sendOtp>(
    { method: 'POST', base: 'sports', path: '/notification/send-otp' },
    { body: { clientID: CLIENT_ID, phoneNumber: phone, purpose } },
    client,
  );
  const wait = answer.resendAfterSeconds;
  return { resendAfterSeconds: Number.isFinite(wait) && wait > 0 ? wait : RESEND_WAIT_SECONDS };
}

/** Checks a code; answers the one-time verificationToken that register or reset then spends. */
export async function verifyOtp(
  phone: string,
  code: string,
  purpose: OtpPurpose,
  client: ApiClient = api,
): Promise<string> {
  // SPEC.md §7: the OTP calls are read by their `status` and `message`.
  const answer: Partial<AnswerOf<typeof otp.verifyOtp>> = await callEndpoint<typeof otp.verifyOtp>(
    { method: 'POST', base: 'sports', path: '/notification/verify-otp' },
    { body: { clientID: CLIENT_ID, phoneNumber: phone, code, purpose } },
    client,
  );
  if (answer.status !== true || typeof answer.verificationToken !== 'string') {
    throw new Error(typeof answer.message === 'string' ? answer.message : 'The code could not be checked.');
  }
  return answer.verificationToken;
}

export interface RegisterRequest {
  phone: string;
  password: string;
  promoCode?: string;
  trackingToken?: string;
  verificationToken: string;
}

export async function register(request: RegisterRequest, client: ApiClient = api): Promise<void> {
  const answer: { error?: unknown } = await callEndpoint<typeof auth.register>(
    { method: 'POST', base: 'sports', path: '/auth/register' },
    {
      body: {
        username: request.phone,
        phone: request.phone,
        password: request.password,
        clientId: CLIENT_ID,
        ...(request.promoCode ? { promoCode: request.promoCode } : {}),
        ...(request.trackingToken ? { trackingToken: request.trackingToken } : {}),
        verificationToken: request.verificationToken,
      },
    },
    client,
  );
  // SPEC.md §7: "reads data.error, and if none, logs in".
  if (typeof answer.error === 'string' && answer.error !== '') throw new Error(answer.error);
}

export async function resetPassword(
  phone: string,
  verificationToken: string,
  newPassword: string,
  client: ApiClient = api,
): Promise<void> {
  await callEndpoint<typeof auth.resetPassword>(
    { method: 'PATCH', base: 'sports', path: '/auth/update/reset-password' },
    { body: { phone, verificationToken, newPassword } },
    client,
  );
}

/** Changes the password; every session ends and the answer carries this device's new token. */
export async function changePassword(
  currentPassword: string,
  newPassword: string,
  client: ApiClient = api,
): Promise<string> {
  const answer = await callEndpoint<typeof auth.changePassword>(
    { method: 'PUT', base: 'sports', path: '/auth/update/password' },
    { body: { currentPassword, newPassword } },
    client,
  );
  return answer.token;
}

/** The whole profile: the current user's balances plus the personal details. */
export type AccountDetails = AnswerOf<typeof auth.details>;

/** The personal fields a player may change: a text, or null to clear one. */
export type EditableDetails = { [F in keyof BodyOf<typeof auth.updateDetails>]?: string | null };

export async function updateDetails(
  details: EditableDetails,
  client: ApiClient = api,
): Promise<AccountDetails> {
  return callEndpoint<typeof auth.updateDetails>(
    { method: 'PUT', base: 'sports', path: '/auth/update/details' },
    { body: details },
    client,
  );
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
  await callEndpoint<typeof sessions.logout>(
    { method: 'POST', base: 'sports', path: '/auth/logout' },
    {},
    client,
  );
}

/** GET auth/details/12: the current user's balances plus the personal details. */
export async function fetchAccountDetails(client: ApiClient = api): Promise<AccountDetails> {
  const answer = await callEndpoint<typeof auth.details>(
    { method: 'GET', base: 'sports', path: '/auth/details/:clientId' },
    { params: { clientId: String(CLIENT_ID) } },
    client,
  );
  // SPEC.md §7 "reads data.data": a details answer wrapped in `data` is read as fetchCurrentUser
  // reads it, so this page and the header never hold the envelope instead of the player.
  return dataOf(answer) as AccountDetails;
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
