// Test helpers for accounts: fresh valid numbers, the last code texted to a number, and a player
// registered and logged in through the real calls (send-otp → verify-otp → register → login).
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

let counter = 0;

/** A fresh valid Nigerian mobile number in national form ("0803…"), unique within the test run. */
export function freshNumber(): string {
  counter += 1;
  const unique = (process.pid % 1000) * 10_000 + counter;
  return `0803${String(unique).padStart(7, '0')}`;
}

/** The canonical form of a national number from freshNumber(). */
export function canonical(national: string): string {
  return `234${national.replace(/^0/, '')}`;
}

/** The newest 6-digit code in the SMS outbox for a number. */
export async function lastCode(t: TestApp, phone: string): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`,
  });
  expect(res.statusCode).toBe(200);
  const text: string | undefined = res.json().messages[0]?.text;
  const code = text && /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code texted to ${phone}`);
  return code;
}

export async function sendCode(
  t: TestApp,
  phone: string,
  purpose: 'register' | 'reset-password' = 'register',
) {
  return t.call({
    method: 'POST',
    url: '/api/v2/notification/send-otp',
    body: { clientID: 12, phoneNumber: phone, purpose },
  });
}

export async function verifyCode(
  t: TestApp,
  phone: string,
  code: string,
  purpose: 'register' | 'reset-password' = 'register',
) {
  return t.call({
    method: 'POST',
    url: '/api/v2/notification/verify-otp',
    body: { clientID: 12, phoneNumber: phone, code, purpose },
  });
}

/** Sends and verifies a code; answers the verification token. */
export async function verifiedToken(
  t: TestApp,
  phone: string,
  purpose: 'register' | 'reset-password' = 'register',
) {
  const sent = await sendCode(t, phone, purpose);
  expect(sent.statusCode, sent.body).toBe(200);
  const verified = await verifyCode(t, phone, await lastCode(t, phone), purpose);
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json().verificationToken as string;
}

export const PASSWORD = 'correct horse battery';

export async function login(t: TestApp, username: string, password = PASSWORD, ip?: string) {
  return t.call({
    method: 'POST',
    url: '/api/v2/auth/login?source=website',
    body: { username, password, clientId: 12 },
    ...(ip ? { ip } : {}),
  });
}

export interface Player {
  id: number;
  /** As typed ("0803…"). */
  number: string;
  /** Canonical ("234803…"). */
  phone: string;
  password: string;
  token: string;
}

/** A registered, logged-in player. */
export async function registerPlayer(
  t: TestApp,
  options: { number?: string; password?: string } = {},
): Promise<Player> {
  const number = options.number ?? freshNumber();
  const password = options.password ?? PASSWORD;
  const verificationToken = await verifiedToken(t, number);
  const res = await t.call({
    method: 'POST',
    url: '/api/v2/auth/register',
    body: { username: number, phone: number, password, clientId: 12, verificationToken },
  });
  expect(res.statusCode, res.body).toBe(201);
  const loggedIn = await login(t, number, password);
  expect(loggedIn.statusCode, loggedIn.body).toBe(200);
  return { id: res.json().user.id, number, phone: canonical(number), password, token: loggedIn.json().token };
}
