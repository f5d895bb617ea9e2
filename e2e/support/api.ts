// Signed calls to the sports API as the web app makes them, fresh mobile numbers, the dev SMS outbox,
// and a player registered through the real calls (send-otp → the outbox's code → verify-otp →
// register), shared by the journeys' account and wallet helpers.
import { CLIENT_ID, signingHeaders } from '@slipstream/domain';

const CLIENT_CODE = process.env.CLIENT_CODE ?? 'slipstream-dev-client-code';

export interface CallOptions {
  token?: string;
  body?: unknown;
  idempotencyKey?: string;
}

/** A signed call to the sports API (`/api/v2/…`); throws with the answer on a non-2xx status. */
export async function apiCall<T = Record<string, unknown>>(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  options: CallOptions = {},
): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...(await signingHeaders(CLIENT_ID, CLIENT_CODE)),
  };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  const res = await fetch(`${baseUrl}/api/v2/${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A valid, almost surely unused Nigerian mobile number (0803 + 7 random digits). */
export function randomMobile(): { national: string; phone: string } {
  const rest = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  return { national: `0803${rest}`, phone: `234803${rest}` };
}

export interface OutboxMessage {
  id: number | string;
  text: string;
  createdAt: string;
}

/** The texts sent to a number (newest first) from the dev outbox. */
export async function outbox(baseUrl: string, phone: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${baseUrl}/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
  const body = (await response.json()) as { messages: OutboxMessage[] };
  return body.messages;
}

/**
 * The newest 6-digit code texted to `phone`, waiting until there are more than `seenCount` texts
 * (pass the count before the action that sends one).
 */
export async function readCode(
  baseUrl: string,
  phone: string,
  seenCount = 0,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = await outbox(baseUrl, phone);
    const code = messages.length > seenCount ? /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1] : undefined;
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code texted to ${phone}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface RegisteredPlayer {
  id: number;
  /** As a player types it: "0803" + 7 digits. */
  national: string;
  /** Dial code + number without the 0: the account identifier ("2348031234567"). */
  phone: string;
  password: string;
}

/** Registers a new player through the API (no browser), as the auth dialog does. */
export async function registerThroughApi(baseUrl: string, password: string): Promise<RegisteredPlayer> {
  const { national, phone } = randomMobile();
  await apiCall(baseUrl, 'POST', 'notification/send-otp', {
    body: { clientID: CLIENT_ID, phoneNumber: phone, purpose: 'register' },
  });
  const code = await readCode(baseUrl, phone);
  const { verificationToken } = await apiCall<{ verificationToken: string }>(
    baseUrl,
    'POST',
    'notification/verify-otp',
    { body: { clientID: CLIENT_ID, phoneNumber: phone, code, purpose: 'register' } },
  );
  const registered = await apiCall<{ user: { id: number } }>(baseUrl, 'POST', 'auth/register', {
    body: { username: phone, phone, password, clientId: CLIENT_ID, verificationToken },
  });
  return { id: registered.user.id, national, phone, password };
}
