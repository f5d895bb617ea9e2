// Accounts in a real browser against the real server (issue 4): registration with the texted code,
// logout, login back to the guarded page asked for, wrong codes, the Send Again wait, an existing
// number, signing out another device and a deposit limit from Safety & Security, password reset,
// and an account surviving a server restart.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_PASSWORD,
  loginWithDialog,
  outbox,
  randomMobile,
  readCode,
  registerPlayer,
  skipPopupBanner,
  type TestPlayer,
} from './support/accounts.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { removeDataDir, startServer, type RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
/** Registered first: a number gets a new code only 60 s after the last, so its reset runs last. */
let resetPlayer: TestPlayer;
let resetPlayerSince = 0;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  resetPlayer = await registerPlayer(server.url);
  resetPlayerSince = Date.now();
});
afterAll(async () => {
  await browser?.close();
  const code = await server?.stop();
  removeDataDir(server.dataDir);
  expect(code).toBe(0);
});

const contexts: BrowserContext[] = [];
// Closed even when a journey fails, so no page holds the server open when it is stopped.
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => {})));
});

async function freshPage(path: string): Promise<Page> {
  const context = await newContext(browser, server.url);
  contexts.push(context);
  await skipPopupBanner(context);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/** Fills the Register tab and presses Continue; answers the number used. */
async function startRegister(page: Page, national = randomMobile().national) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Register' }).click();
  await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(national);
  await dialog.getByLabel('Password', { exact: true }).fill(DEFAULT_PASSWORD);
  await dialog.getByRole('checkbox', { name: /over 18/ }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  return { national, phone: `234${national.slice(1)}` };
}

const verifyDialog = (page: Page) => page.getByRole('dialog', { name: 'Verify Mobile Number' });

describe('accounts', () => {
  it('registers a new number with the texted code, lands logged in with 0.00 balances, and logs out', async () => {
    const page = await freshPage('/Register');
    const { phone } = await startRegister(page);
    await verifyDialog(page).waitFor();
    const code = await readCode(server.url, phone);
    await verifyDialog(page).getByRole('textbox', { name: 'Verification code' }).fill(code);
    await verifyDialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    const stored = await page.evaluate(() => localStorage.getItem('slipstream.auth'));
    expect(stored).toContain(phone);

    await page.goto('/Account/Me');
    const balances = page.getByRole('list', { name: 'Balances' });
    await expect.poll(() => balances.getByText('NGN 0.00').count()).toBe(5);
    expect(await page.getByText(`+${phone}`).first().isVisible()).toBe(true);

    await page.getByRole('button', { name: /Balance/ }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.getByRole('button', { name: 'Login' }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('slipstream.auth'))).not.toContain(phone);
    await page.context().close();
  });

  it('logs in from the dialog on a guarded page and lands back on it', async () => {
    const player = await registerPlayer(server.url);
    const page = await freshPage('/Account/Transactions');
    await page.getByRole('dialog').waitFor();
    await loginWithDialog(page, player);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/Account/Transactions');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });

  it('shows the server message for a wrong code and keeps Send Again disabled with a countdown', async () => {
    const page = await freshPage('/Register');
    const { phone } = await startRegister(page);
    const verify = verifyDialog(page);
    await verify.waitFor();
    const real = await readCode(server.url, phone);
    const wrong = real === '000000' ? '111111' : '000000';
    await verify.getByRole('textbox', { name: 'Verification code' }).fill(wrong);
    const alert = verify.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/code/i);

    const sendAgain = verify.getByRole('button', { name: 'Send Again' });
    expect(await sendAgain.isDisabled()).toBe(true);
    const first = Number(/(\d+) s/.exec((await verify.getByText(/New code in/).textContent()) ?? '')?.[1]);
    expect(first).toBeGreaterThan(50);
    await expect
      .poll(
        async () => Number(/(\d+) s/.exec((await verify.getByText(/New code in/).textContent()) ?? '')?.[1]),
        { timeout: 3000 },
      )
      .toBeLessThan(first);
    expect(await sendAgain.isDisabled()).toBe(true);
    await page.context().close();
  });

  it('refuses to register a number that already has an account', async () => {
    const player = await registerPlayer(server.url);
    const page = await freshPage('/Register');
    await startRegister(page, player.national);
    const alert = page.getByRole('dialog').getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('An account already exists with this number.');
    expect(await verifyDialog(page).count()).toBe(0);
    await page.context().close();
  });

  it('keeps an account across a server restart with the same data', async () => {
    const player = await registerPlayer(server.url);
    const dataDir = server.dataDir;
    expect(await server.stop()).toBe(0);
    server = await startServer({ dataDir });
    const page = await freshPage('/');
    await loginWithDialog(page, player);
    await page.getByRole('button', { name: /Balance/ }).waitFor();
    await page.context().close();
  });

  it('signs out another device from Safety & Security, and a daily deposit limit refuses a bigger deposit', async () => {
    const player = await registerPlayer(server.url);
    const other = await freshPage('/');
    await loginWithDialog(other, player);
    const page = await freshPage('/');
    await loginWithDialog(page, player);

    await page.goto('/Account/SafetySecurity');
    const sessions = page.getByRole('list', { name: 'Active sessions' });
    await expect.poll(() => sessions.getByRole('listitem').count()).toBe(2);
    await page.getByRole('button', { name: 'Sign out other sessions' }).click();
    await expect.poll(() => sessions.getByRole('listitem').count()).toBe(1);
    // The other device's token no longer works: its next call logs it out.
    await other.goto('/Account/Me');
    await other.getByRole('banner').getByRole('button', { name: 'Login' }).waitFor();

    await page.getByRole('textbox', { name: /^Daily limit/ }).fill('500');
    await page.getByRole('button', { name: 'Save limits' }).click();
    await page.getByText('Your deposit limits were saved.').waitFor();
    await page.goto('/Account/Deposit');
    await page.getByRole('radio', { name: /Card/ }).check();
    await page.getByRole('textbox', { name: 'Amount' }).fill('1000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('This deposit would exceed your daily deposit limit', { exact: false }).waitFor();
    expect(page.url()).toContain('/Account/Deposit');
  });

  it(
    'resets the password with a texted code and logs in with the new one',
    { timeout: 120_000 },
    async () => {
      const player = resetPlayer;
      const wait = resetPlayerSince + 61_000 - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const page = await freshPage('/Account/ResetPassword');
      await page.getByRole('textbox', { name: 'Mobile number' }).fill(player.national);
      const seen = (await outbox(server.url, player.phone)).length;
      await page.getByRole('button', { name: 'Send code' }).click();
      const code = await readCode(server.url, player.phone, seen);
      await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
      await page.getByLabel('New password', { exact: true }).fill('brand-new-pass-1');
      await page.getByLabel('Confirm new password').fill('brand-new-pass-1');
      await page.getByRole('button', { name: 'Save new password' }).click();
      await page.getByRole('status').filter({ hasText: 'Your password has been changed' }).waitFor();
      await page.getByRole('button', { name: 'Login' }).last().click();
      await page.getByRole('dialog').waitFor();
      await loginWithDialog(page, { ...player, password: 'brand-new-pass-1' });
      await page.getByRole('button', { name: /Balance/ }).waitFor();
      await page.context().close();
    },
  );
});
