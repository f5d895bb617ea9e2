// Wallet journeys in a real browser against the real product (issue 7): a card deposit approved on
// the sandbox payment page reaching the balance and the history; a declined one changing nothing; a
// bank withdrawal through the masked confirm dialog, held, approved and paid by the operator; and a
// shop code in the shop-transaction dialog.
import { maskAccountName } from '@slipstream/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/journey.ts';
import {
  availableBalance,
  fundPlayer,
  loggedInContext,
  operatorCall,
  registerPlayer,
  walletCall,
  type Player,
} from './support/wallet.ts';

/** A page settles within a few seconds (lazy chunks, the live connection); vitest's default is 1 s. */
const WAIT = { timeout: 10_000 };

const app = useServerAndBrowser();

async function openAs(player: Player, path: string): Promise<Page> {
  const context = await loggedInContext(app.browser, app.server.url, player);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/** The available balance in the header's account menu. */
const headerBalance = (page: Page) =>
  page.getByRole('banner').locator('.account-menu__balance').textContent({ timeout: 5_000 });

async function deposit(page: Page, amount: string, decision: 'Approve payment' | 'Decline') {
  await page.getByRole('radio', { name: /Card/ }).check();
  await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/sandbox-pay\//);
  await page.getByRole('button', { name: decision }).click();
  await page.waitForURL(/\/payment-verification\/card\?transactionRef=DEP-/);
}

describe('wallet', () => {
  it('deposits by card through the payment page and shows the balance and the transaction', async () => {
    const player = await registerPlayer(app.server.url);
    const page = await openAs(player, '/Account/Deposit');
    await deposit(page, '5000', 'Approve payment');

    await page.getByText('Deposit successful').waitFor();
    expect(await page.getByText('NGN 5,000.00').count()).toBeGreaterThan(0);
    await expect.poll(() => headerBalance(page), WAIT).toBe('NGN 5,000.00');
    expect(await availableBalance(app.server.url, player)).toBe(5000);

    await page.getByRole('link', { name: 'View transactions' }).click();
    const table = page.getByRole('table');
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBe(2); // header + the deposit
    expect(await table.getByText('+5,000.00').count()).toBe(1);
    expect(await table.getByText(/^DEP-/).count()).toBe(1);
    await page.context().close();
  });

  it('changes nothing when the payment is declined', async () => {
    const player = await registerPlayer(app.server.url);
    const page = await openAs(player, '/Account/Deposit');
    await deposit(page, '2000', 'Decline');

    await page.getByText('Payment failed').waitFor();
    expect(await page.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/Account/Deposit');
    expect(await headerBalance(page)).toBe('NGN 0.00');
    expect(await availableBalance(app.server.url, player)).toBe(0);
    const history = await walletCall<{ total: number }>(app.server.url, player, 'POST', 'transactions', {});
    expect(history.total).toBe(0);
    await page.goto('/Account/Transactions');
    await page.getByText('No transactions yet').waitFor();
    await page.context().close();
  });

  it('withdraws through the masked confirm dialog, holds the funds, and shows it paid once the operator pays', async () => {
    const player = await registerPlayer(app.server.url);
    await fundPlayer(app.server.url, player, 10_000);
    const page = await openAs(player, '/Account/Withdraw');
    await expect.poll(() => headerBalance(page), WAIT).toBe('NGN 10,000.00');

    await page.getByRole('textbox', { name: 'Amount' }).fill('2500');
    await page.getByRole('combobox', { name: 'Bank' }).selectOption({ label: 'Access Bank' });
    await page.getByRole('textbox', { name: 'Account number' }).fill('0123456789');
    const found = page.locator('.account-lookup__row--found strong');
    await found.waitFor();
    const accountName = (await found.textContent()) ?? '';
    expect(accountName.length).toBeGreaterThan(5);

    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm to Withdraw' });
    await dialog.waitFor();
    expect(await dialog.getByText('NGN 2,500.00').count()).toBe(1);
    expect(await dialog.getByText('Access Bank').count()).toBe(1);
    expect(await dialog.getByText('******6789', { exact: true }).count()).toBe(1);
    expect(await dialog.getByText(maskAccountName(accountName), { exact: true }).count()).toBe(1);
    expect(await dialog.getByText('0123456789').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Confirm' }).click();

    const note = page.locator('.wallet-success');
    await note.waitFor();
    expect(await note.textContent()).toContain('Pending');
    expect(await note.textContent()).toContain('held');
    await expect.poll(() => headerBalance(page), WAIT).toBe('NGN 7,500.00');
    const list = page.getByRole('list', { name: 'Withdrawals' });
    await expect.poll(() => list.getByText('Pending').count(), WAIT).toBe(1);

    const pending = await operatorCall<{ data: { id: number; user_id: number }[] }>(
      app.server.url,
      'GET',
      'withdrawals?status=pending',
    );
    const mine = pending.data.find((w) => w.user_id === player.id);
    expect(mine).toBeTruthy();
    await operatorCall(app.server.url, 'POST', `withdrawals/${mine!.id}/approve`, {});
    await operatorCall(app.server.url, 'POST', `withdrawals/${mine!.id}/mark-paid`, {
      payoutReference: 'PAY-E2E-1',
    });

    await page.reload();
    await expect.poll(() => list.getByText('Paid').count(), WAIT).toBe(1);
    expect(await headerBalance(page)).toBe('NGN 7,500.00');
    await page.context().close();
  });

  it('updates the balances in the header and on the account page live when money moves elsewhere', async () => {
    const player = await registerPlayer(app.server.url);
    const context = await loggedInContext(app.browser, app.server.url, player);
    const page = await context.newPage();
    // The SUBSCRIBE of users/{id}/balance and the broker's answer: from then on a movement is seen.
    const socket = page.waitForEvent('websocket');
    await page.goto('/Account/Me');
    const ws = await socket;
    const topic = `users/${player.id}/balance`;
    let subscribed = false;
    let answered = false;
    ws.on('framesent', (frame) => {
      if (Buffer.from(frame.payload).toString('latin1').includes(topic)) subscribed = true;
    });
    ws.on('framereceived', () => {
      if (subscribed) answered = true;
    });
    await expect.poll(() => answered, { timeout: 15_000 }).toBe(true);
    expect(await headerBalance(page)).toBe('NGN 0.00');

    await fundPlayer(app.server.url, player, 1_234.5);
    await expect.poll(() => headerBalance(page), WAIT).toBe('NGN 1,234.50');
    expect(await page.getByRole('main').textContent()).toContain('1,234.50');
    await context.close();
  });

  it('creates a shop deposit code and shows it in the shop dialog', async () => {
    const player = await registerPlayer(app.server.url);
    const page = await openAs(player, '/Account/Deposit');
    await page.getByRole('radio', { name: /Shop/ }).check();
    await page.getByRole('textbox', { name: 'Amount' }).fill('25000');
    await page.getByRole('button', { name: 'Continue' }).click();

    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByText('Take the code to any shop to complete the process.').count()).toBe(1);
    expect(await dialog.getByText('NGN 25,000', { exact: true }).count()).toBe(1);
    const code = (await dialog.locator('.code-box__code').textContent()) ?? '';
    expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTWXYZ]{10}$/);
    expect(await dialog.getByRole('button', { name: 'Copy transaction code' }).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByRole('dialog').count(), WAIT).toBe(0);
    await page.context().close();
  });

  it('withdraws in a shop with a code, holding the amount', async () => {
    const player = await registerPlayer(app.server.url);
    await fundPlayer(app.server.url, player, 5_000);
    const page = await openAs(player, '/Account/Withdraw');
    await page.getByRole('textbox', { name: 'Amount' }).fill('1500');
    await page.getByRole('radio', { name: /Withdraw in a shop/ }).check();
    await page.getByRole('button', { name: 'Get shop code' }).click();

    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByText('NGN 1,500', { exact: true }).count()).toBe(1);
    expect(await dialog.locator('.code-box__code').textContent()).toMatch(/^[2-9A-Z]{10}$/);
    await expect.poll(() => headerBalance(page), WAIT).toBe('NGN 3,500.00');
    await page.context().close();
  });
});
