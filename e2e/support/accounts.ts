// Accounts helpers for browser journeys: fresh Nigerian mobile numbers, the dev SMS outbox, a player
// registered through the real API (verify-username → send-otp → verify-otp → register), and a login
// through the auth dialog or by putting a token into a page's storage.
import { CLIENT_ID } from '@slipstream/domain';
import type { Page } from 'playwright-core';
import { apiCall, registerThroughApi, type RegisteredPlayer } from './api.ts';
import { markPopupSeen } from './browser.ts';

export { outbox, randomMobile, readCode } from './api.ts';
export const DEFAULT_PASSWORD = 'correct-horse-9';

export type TestPlayer = RegisteredPlayer;

/** Registers a new player through the API (no browser), as the auth dialog does. */
export function registerPlayer(baseUrl: string, password = DEFAULT_PASSWORD): Promise<TestPlayer> {
  return registerThroughApi(baseUrl, password);
}

/** A session token for a player, straight from the API. */
export async function loginToken(baseUrl: string, player: TestPlayer): Promise<string> {
  const { token } = await apiCall<{ token: string }>(baseUrl, 'POST', 'auth/login?source=website', {
    body: { username: player.phone, password: player.password, clientId: CLIENT_ID },
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
