// Journeys for three rules that need the whole product: the stake box says the most a funded player
// may stake and Place Bet sends nothing above it (SPEC.md §5, at both screen sizes); a slip restored
// from storage is checked with validate-selections, so a pick that no longer exists shows Suspended
// (SPEC.md §7); an operator's casino bonus is announced once when the casino opens (SPEC.md §4).
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pickHomeWins } from './support/bets.ts';
import { markPopupSeen, newContext, PHONE, restoreEditedBetslip, SIZES } from './support/browser.ts';
import { useServerAndBrowser } from './support/journey.ts';
import {
  apiCall,
  availableBalance,
  fundPlayer,
  loggedInContext,
  operatorCall,
  registerPlayer,
} from './support/wallet.ts';

const SHOTS = process.env.SHOTS_DIR;
const WAIT = { timeout: 15_000 };
/** Two players registered and funded through the real calls, one per screen size. */
const TWO_SIZES_MS = 180_000;

const app = useServerAndBrowser();
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

/** A busy machine can make the freshly started server shed load (503); setup calls wait and retry. */
async function retrying<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (err) {
      if (attempt >= 10 || !/→ 503/.test(String(err))) throw err;
      await new Promise((r) => setTimeout(r, 1_000));
    }
  }
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

describe('the most a player may stake (SPEC.md §5)', () => {
  it(
    'is shown under the stake box, a bigger stake is explained, and Place Bet sends nothing',
    async () => {
      for (const [viewport, name] of SIZES) {
        const player = await retrying(() => registerPlayer(app.server.url));
        await retrying(() => fundPlayer(app.server.url, player, 500));
        const context = await loggedInContext(app.browser, app.server.url, player, viewport);
        const page = await context.newPage();
        const slip = await pickHomeWins(page, 3, viewport === PHONE);
        await slip.getByText('Max stake NGN 500.00').waitFor(WAIT);

        await slip.getByLabel('Stake', { exact: true }).fill('1000');
        const message = slip.locator('.betslip-stake__limit[role="alert"]');
        await message.waitFor(WAIT);
        expect(await message.textContent()).toContain(
          'The most you can stake on this slip is NGN 500.00: your available balance is NGN 500.00.',
        );
        await slip.getByLabel('Stake', { exact: true }).scrollIntoViewIfNeeded();
        expect(await message.isVisible()).toBe(true);
        await shot(page, `spec-items-max-stake-${name}`);

        // Place Bet answers with the limit beside the stake box and the cursor back in it; nothing is sent.
        await slip.getByRole('button', { name: 'Place Bet' }).click();
        const stakeBox = slip.getByLabel('Stake', { exact: true });
        await expect.poll(() => stakeBox.evaluate((box) => box === document.activeElement)).toBe(true);
        expect(await message.isVisible()).toBe(true);
        expect(await availableBalance(app.server.url, player)).toBe(500);

        await message.getByRole('button', { name: 'Stake 500.00' }).click();
        expect(await slip.getByLabel('Stake', { exact: true }).inputValue()).toBe('500');
        expect(await slip.locator('.betslip-stake__limit[role="alert"]').count()).toBe(0);
        await context.close();
      }
    },
    TWO_SIZES_MS,
  );
});

describe('a slip restored from storage (SPEC.md §7 bets/validate-selections)', () => {
  it('marks a selection the server no longer offers as Suspended', async () => {
    const context = await newContext(app.browser, app.server.url);
    await markPopupSeen(context);
    const page = await context.newPage();
    const slip = await pickHomeWins(page, 1, false);
    // The stored slip gets a second pick on a match that does not exist (long over, say).
    await restoreEditedBetslip(page, (stored) => {
      const [first] = stored.state.coupon.selections;
      stored.state.coupon.selections.push({
        ...first,
        matchId: 1,
        eventId: 1,
        event_id: 1,
        eventName: 'Closed FC - Gone United',
      });
    });
    const closed = slip.locator('.betslip-match', { hasText: 'Closed FC - Gone United' });
    await closed.getByText('Suspended').waitFor(WAIT);
    expect(await slip.getByText('Suspended', { exact: true }).count()).toBe(1);
    await context.close();
  });
});

describe('a casino bonus (SPEC.md §4 refreshing the active bonus)', () => {
  it('is announced once when the casino opens', async () => {
    const player = await retrying(() => registerPlayer(app.server.url));
    await retrying(() =>
      operatorCall(app.server.url, 'POST', 'bonuses/casino', { userId: player.id, amount: 1000 }),
    );
    const context = await loggedInContext(app.browser, app.server.url, player);
    const page = await context.newPage();
    await page.goto('/Games');
    const dialog = page.getByRole('dialog', { name: 'You have a casino bonus' });
    await dialog.waitFor(WAIT);
    expect(await dialog.textContent()).toContain('NGN 1,000.00');
    await dialog.getByRole('button', { name: 'Got it' }).click();
    // The lobby refreshes the bonus again on every visit; the same bonus is not announced twice.
    const refreshed = page.waitForResponse((r) => r.url().includes('bonus/get-active-bonus'), WAIT);
    await page.reload();
    await refreshed;
    await page.getByRole('heading', { level: 1, name: 'Casino' }).waitFor(WAIT);
    expect(await page.getByRole('dialog', { name: 'You have a casino bonus' }).count()).toBe(0);
    const active = await apiCall<{ data: { wallet: string }[] }>(
      app.server.url,
      'GET',
      'bonus/get-active-bonus',
      {
        token: player.token,
      },
    );
    expect(active.data.some((b) => b.wallet === 'casino_bonus')).toBe(true);
    await context.close();
  });
});
