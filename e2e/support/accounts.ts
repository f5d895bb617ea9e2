// Accounts helpers for browser journeys: fresh Nigerian mobile numbers, the dev SMS outbox, a player
// registered through the real API (verify-username → send-otp → verify-otp → register), and a login
// through the auth dialog or by putting a token into a page's storage.
import { CLIENT_ID, signingHeaders } from '@slipstream/domain';
import type { Page } from 'playwright-core';
import { markPopupSeen } from './browser.ts';

const CLIENT_CODE = process.env.CLIENT_CODE ?? 'slipstream-dev-client-code';
export const DEFAULT_PASSWORD = 'correct-horse-9';

export interface TestPlayer {
  /** As a player types it: "0803" + 7 digits. */
  national: string;
  /** Dial code + number without the 0: the account identifier ("2348031234567"). */
  phone: string;
  password: string;
}

/** A valid, almost surely unused Nigerian mobile number (0803 + 7 random digits). */
export function randomMobile(): { national: string; phone: string } {
  const rest = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  return { national: `0803${rest}`, phone: `234803${rest}` };
}

async function call<T>(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...(await signingHeaders(CLIENT_ID, CLIENT_CODE)),
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${baseUrl}/api/v2/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json().catch(() => undefined)) as T;
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${JSON.stringify(json)}`);
  return json;
}

interface OutboxMessage {
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

/** Registers a new player through the API (no browser), as the auth dialog does. */
export async function registerPlayer(baseUrl: string, password = DEFAULT_PASSWORD): Promise<TestPlayer> {
  const { national, phone } = randomMobile();
  await call(baseUrl, 'POST', 'notification/send-otp', {
    clientID: CLIENT_ID,
    phoneNumber: phone,
    purpose: 'register',
  });
  const code = await readCode(baseUrl, phone);
  const { verificationToken } = await call<{ verificationToken: string }>(
    baseUrl,
    'POST',
    'notification/verify-otp',
    {
      clientID: CLIENT_ID,
      phoneNumber: phone,
      code,
      purpose: 'register',
    },
  );
  await call(baseUrl, 'POST', 'auth/register', {
    username: phone,
    phone,
    password,
    clientId: CLIENT_ID,
    verificationToken,
  });
  return { national, phone, password };
}

/** A session token for a player, straight from the API. */
export async function loginToken(baseUrl: string, player: TestPlayer): Promise<string> {
  const { token } = await call<{ token: string }>(baseUrl, 'POST', 'auth/login?source=website', {
    username: player.phone,
    password: player.password,
    clientId: CLIENT_ID,
  });
  return token;
}

/**
 * Logs a page in without the dialog: the token goes into the persisted auth store before the app
 * starts, so the app loads the player's data as on a reload. Call before page.goto.
 */
export async function loginWithStorage(page: Page, baseUrl: string, player: TestPlayer): Promise<void> {
  const token = await loginToken(baseUrl, player);
  await page.addInitScript(
    ([t, phone]) => {
      if (localStorage.getItem('slipstream.auth')) return;
      localStorage.setItem(
        'slipstream.auth',
        JSON.stringify({ state: { token: t, mobile_number: phone, returnUrl: null }, version: 1 }),
      );
    },
    [token, player.phone] as const,
  );
}

/** Logs in through the auth dialog: the open one, or the header's Login opens it (wait for a dialog you opened yourself first). */
export async function loginWithDialog(page: Page, player: TestPlayer): Promise<void> {
  const dialog = page.getByRole('dialog');
  if ((await dialog.count()) === 0) {
    await page.getByRole('button', { name: 'Login' }).first().click();
  }
  // The dialog's code loads on first open.
  await dialog.waitFor();
  await dialog.getByRole('tab', { name: 'Login' }).click();
  await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(player.national);
  await dialog.getByLabel('Password', { exact: true }).fill(player.password);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Kept for the journeys that call it by this name. */
export const skipPopupBanner = markPopupSeen;
