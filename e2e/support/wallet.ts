// Wallet journey helpers: a player registered through the real calls (send-otp → the dev SMS outbox →
// verify-otp → register → login), signed API calls as the web app makes them, the operator API, and
// a browser context that starts logged in (the token in the auth store's localStorage key).
import { randomUUID } from 'node:crypto';
import { CLIENT_ID } from '@slipstream/domain';
import type { Browser, BrowserContext } from 'playwright-core';
import { apiCall, registerThroughApi } from './api.ts';
import { markPopupSeen, newContext } from './browser.ts';

export { apiCall, type CallOptions } from './api.ts';
export const OPERATOR_KEY = process.env.OPERATOR_KEY ?? 'dev-only-change-me-operator';
export const PASSWORD = 'correct horse battery';

export interface Player {
  id: number;
  /** As typed, "0803…". */
  number: string;
  /** Canonical, "234803…". */
  phone: string;
  token: string;
}

/** Registers a new player through the real calls and logs them in. */
export async function registerPlayer(baseUrl: string): Promise<Player> {
  const registered = await registerThroughApi(baseUrl, PASSWORD);
  const login = await apiCall<{ token: string }>(baseUrl, 'POST', 'auth/login?source=website', {
    body: { username: registered.phone, password: PASSWORD, clientId: CLIENT_ID },
  });
  return { id: registered.id, number: registered.national, phone: registered.phone, token: login.token };
}

/** A wallet call as the player; POSTs get a fresh Idempotency-Key. */
export function walletCall<T = Record<string, unknown>>(
  baseUrl: string,
  player: Player,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  return apiCall<T>(baseUrl, method, `user/wallet/${path}`, {
    token: player.token,
    body,
    ...(method === 'POST' ? { idempotencyKey: randomUUID() } : {}),
  });
}

/** The operator API (`/api/operator/…`), authenticated by the shared key. */
export async function operatorCall<T = Record<string, unknown>>(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', 'x-operator-key': OPERATOR_KEY };
  if (method === 'POST') headers['Idempotency-Key'] = randomUUID();
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${baseUrl}/api/operator/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} operator/${path} → ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The player's available balance as the server holds it. */
export async function availableBalance(baseUrl: string, player: Player): Promise<number> {
  const details = await apiCall<{ data?: { availableBalance: number }; availableBalance?: number }>(
    baseUrl,
    'GET',
    'auth/details/12',
    { token: player.token },
  );
  return details.data?.availableBalance ?? details.availableBalance ?? NaN;
}

/** A browser context whose pages start logged in as `player`. */
export async function loggedInContext(
  browser: Browser,
  baseUrl: string,
  player: Player,
  viewport?: { width: number; height: number },
): Promise<BrowserContext> {
  const context = await newContext(browser, baseUrl, viewport);
  const auth = JSON.stringify({
    state: { mobile_number: player.phone, token: player.token, returnUrl: null },
    version: 1,
  });
  // These journeys are about the wallet, not the start-up popup banner.
  await markPopupSeen(context);
  // Only when the key is absent, so a logout during the journey is not undone by the next page load.
  await context.addInitScript((authValue) => {
    if (!localStorage.getItem('slipstream.auth')) localStorage.setItem('slipstream.auth', authValue);
  }, auth);
  return context;
}

/** Credits the player through a real card deposit approved on the sandbox payment page (no browser). */
export async function fundPlayer(baseUrl: string, player: Player, amount: number): Promise<void> {
  const started = await walletCall<{ paymentUrl: string }>(baseUrl, player, 'POST', 'initiate-deposit', {
    amount,
    paymentChannel: 'card',
  });
  const res = await fetch(new URL(started.paymentUrl, baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'decision=approve',
    redirect: 'manual',
  });
  if (res.status >= 400) throw new Error(`sandbox approve → ${res.status}: ${await res.text()}`);
}
