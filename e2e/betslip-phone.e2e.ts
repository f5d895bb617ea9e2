// The betslip a bettor can trust, at 360 × 740 (the bottom sheet) and 1280 × 800 (the side column):
// the stake, a quick stake, the totals and Place Bet in view together and unscrolled with 3, 10 and
// 30 picks; a bet-type change that clears the stake puts the cursor in the box with the reason beside
// it; Enter in the box places; a placed slip is never offered again by accident (OK, Check Bet
// History, Escape all leave it empty with the sheet closed), unless "Keep selections" is chosen;
// picks read "Arsenal", not "1"; a live bet says why it waits and counts down; moved prices offer a
// one-tap "Accept new odds"; and "Skip to betslip" reaches the stake box in two Tabs.
// SCREENSHOTS=1 also saves the screens to docs/screenshots/betslip-*-{360,1280}.png.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pickHomeWins } from './support/bets.ts';
import {
  bookHomeWins,
  isPhone,
  loadCode,
  openSlip,
  placementOf,
  slipCount,
  slipOf,
  WAIT,
  type Viewport,
} from './support/betslip.ts';
import { markPopupSeen, newContext, restoreEditedBetslip, SIZES } from './support/browser.ts';
import { useServerAndBrowser } from './support/journey.ts';
import { fundPlayer, loggedInContext, registerPlayer, type Player } from './support/wallet.ts';

const SHOTS = process.env.SCREENSHOTS === '1' ? resolve(import.meta.dirname, '../docs/screenshots') : null;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

// A live bet waits 3 seconds here, long enough to read the countdown on a busy machine.
const LIVE_DELAY_S = 3;
const app = useServerAndBrowser({ env: { BET_LIVE_DELAY_MS: String(LIVE_DELAY_S * 1000) } });

async function shot(page: Page, what: string, viewport: Viewport) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/betslip-${what}-${viewport.width}.png`, animations: 'disabled' });
}

async function visitor(viewport: Viewport): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(app.browser, app.server.url, viewport);
  // A step that cannot happen fails with what it waited for, rather than at the journey's timeout.
  context.setDefaultTimeout(WAIT.timeout);
  await markPopupSeen(context);
  return { context, page: await context.newPage() };
}

async function player(p: Player, viewport: Viewport): Promise<{ context: BrowserContext; page: Page }> {
  const context = await loggedInContext(app.browser, app.server.url, p, viewport);
  context.setDefaultTimeout(WAIT.timeout);
  return { context, page: await context.newPage() };
}

/** The controls that decide a bet, as a tap reaches them. */
function decisive(slip: Locator) {
  return {
    stake: slip.getByRole('spinbutton', { name: /^(Stake|Stake per selection|Total stake)$/ }),
    quickStake: slip.getByRole('button', { name: 'Add 100 to the stake' }),
    totals: slip.getByRole('status', { name: 'Betslip totals' }),
    placeBet: slip.getByRole('button', { name: 'Place Bet' }),
  };
}

async function expectAllInView(page: Page, slip: Locator, viewport: Viewport, what: string) {
  for (const [name, element] of Object.entries(decisive(slip))) {
    const at = await placementOf(page, element, viewport);
    expect(at, `${what}: ${name} at ${JSON.stringify(at.box)}`).toMatchObject({ inView: true, onTop: true });
  }
}

/** The stake box of the slip shown is the focused element. */
function stakeFocused(page: Page, slip: Locator): Promise<boolean> {
  return decisive(slip).stake.evaluate((input) => document.activeElement === input);
}

describe('the stake in view', () => {
  it('keeps the stake, a quick stake, the totals and Place Bet in view together with 3, 10 and 30 picks', async () => {
    const codes = new Map([
      [10, await bookHomeWins(app.server.url, 10)],
      [30, await bookHomeWins(app.server.url, 30)],
    ]);
    for (const [viewport] of SIZES) {
      for (const count of [3, 10, 30]) {
        const { context, page } = await visitor(viewport);
        const code = codes.get(count);
        if (code) await page.goto('/Sports/Prematch/Soccer');
        const slip = code
          ? await loadCode(page, viewport, code, count)
          : await pickHomeWins(page, count, isPhone(viewport)).then(() => openSlip(page, viewport));
        await expectAllInView(page, slip, viewport, `${viewport.width} px, ${count} picks`);

        // The picks scroll inside the slip; the last one comes into view and the stake stays.
        const picks = slip.locator('.betslip-panel__picks');
        const last = slip.locator('.betslip-pick').last();
        if (count >= 10) {
          expect(await picks.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
        }
        await last.scrollIntoViewIfNeeded();
        expect((await placementOf(page, last, viewport)).onTop).toBe(true);
        await expectAllInView(
          page,
          slip,
          viewport,
          `${viewport.width} px, ${count} picks, scrolled to the last`,
        );
        if (count !== 10) await shot(page, `${count}-picks`, viewport);
        await context.close();
      }
    }
  }, 240_000);
});

describe('the stake box', () => {
  it('takes the cursor, with the reason beside it, when a bet-type change clears the stake', async () => {
    for (const [viewport] of SIZES) {
      const { context, page } = await visitor(viewport);
      await pickHomeWins(page, 3, isPhone(viewport));
      const slip = await openSlip(page, viewport);
      expect(await decisive(slip).stake.inputValue()).toBe('100');
      await slip.getByRole('radio', { name: 'Single' }).check();
      const stake = slip.getByRole('spinbutton', { name: 'Stake per selection' });
      expect(await stake.inputValue()).toBe('');
      expect(await stakeFocused(page, slip)).toBe(true);
      const reason = slip.getByText('The bet type changed, so the stake was cleared. Enter a new stake.');
      expect((await placementOf(page, reason, viewport)).inView).toBe(true);
      expect(await stake.getAttribute('aria-describedby')).toContain(await reason.getAttribute('id'));
      await shot(page, 'stake-cleared', viewport);

      // Place Bet with no stake: the stake rule beside the box, the cursor back in it.
      await slip.getByRole('radio', { name: 'Multiple' }).check();
      await slip.getByRole('button', { name: 'Place Bet' }).click();
      const rule = slip.getByText('error. stake must be greater than 0');
      await rule.waitFor(WAIT);
      expect(await stakeFocused(page, slip)).toBe(true);
      expect((await placementOf(page, rule, viewport)).inView).toBe(true);

      // A system bet: its groupings scroll with the picks, its stake and lines stay in view.
      await slip.getByRole('radio', { name: 'System' }).check();
      await decisive(slip).stake.fill('300');
      await expectAllInView(page, slip, viewport, `${viewport.width} px, system`);
      await shot(page, 'system', viewport);
      await context.close();
    }
  });

  it('reaches the stake box from the top of the page with "Skip to betslip", two Tabs in', async () => {
    for (const [viewport] of SIZES) {
      const { context, page } = await visitor(viewport);
      await pickHomeWins(page, 2, isPhone(viewport));
      // A fresh page (the sheet closed), with the picks on the stored slip.
      await page.reload();
      await page.locator('.fixture-row').first().waitFor(WAIT);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to betslip' });
      expect(await skip.evaluate((link) => document.activeElement === link)).toBe(true);
      expect((await placementOf(page, skip, viewport)).inView).toBe(true);
      await page.keyboard.press('Enter');
      const slip = slipOf(page, viewport);
      await slip.waitFor(WAIT);
      await expect.poll(() => stakeFocused(page, slip), WAIT).toBe(true);
      await context.close();
    }
  });
});

describe('after a bet is placed', () => {
  it('leaves the slip empty, the phone sheet closed, after OK, Check Bet History and Escape; keeps it on "Keep selections"', async () => {
    const bettor = await registerPlayer(app.server.url);
    await fundPlayer(app.server.url, bettor, 5_000);
    const placed = (page: Page) => page.getByRole('dialog', { name: 'Submission Successful' });

    for (const [viewport] of SIZES) {
      const phone = isPhone(viewport);
      const { context, page } = await player(bettor, viewport);
      const sheetOpen = () => page.getByRole('dialog', { name: 'Betslip' }).count();

      // OK.
      await pickHomeWins(page, 2, phone);
      let slip = await openSlip(page, viewport);
      await slip.getByRole('button', { name: 'Place Bet' }).click();
      await placed(page).waitFor(WAIT);
      await shot(page, 'placed', viewport);
      await placed(page).getByRole('button', { name: 'OK', exact: true }).click();
      await placed(page).waitFor({ state: 'detached' });
      expect(await sheetOpen()).toBe(0);
      slip = await openSlip(page, viewport);
      expect(await slipCount(slip)).toBe('0');
      expect(await slip.getByRole('button', { name: 'Place Bet' }).count()).toBe(0);
      if (phone) await page.keyboard.press('Escape');

      // Enter in the stake box places; then Check Bet History.
      await pickHomeWins(page, 2, phone);
      slip = await openSlip(page, viewport);
      await decisive(slip).stake.fill('150');
      await decisive(slip).stake.press('Enter');
      await placed(page).waitFor(WAIT);
      expect(await placed(page).textContent()).toContain('NGN 150.00');
      await placed(page).getByRole('link', { name: 'Check Bet History' }).click();
      await page.waitForURL(/\/Account\/BetHistory$/);
      await placed(page).waitFor({ state: 'detached' });
      expect(await sheetOpen()).toBe(0);
      await page.goto('/Sports/Prematch/Soccer');
      slip = await openSlip(page, viewport);
      expect(await slipCount(slip)).toBe('0');
      if (phone) await page.keyboard.press('Escape');

      // Keep selections: the picks stay, with no stake, the cursor in the box.
      await pickHomeWins(page, 2, phone);
      slip = await openSlip(page, viewport);
      const picked = await slip.locator('.betslip-pick__outcome').allTextContents();
      await slip.getByRole('button', { name: 'Place Bet' }).click();
      await placed(page).getByRole('button', { name: 'Keep selections' }).click();
      await placed(page).waitFor({ state: 'detached' });
      slip = slipOf(page, viewport);
      await expect.poll(() => slipCount(slip), WAIT).toBe('2');
      expect(await slip.locator('.betslip-pick__outcome').allTextContents()).toEqual(picked);
      expect(await decisive(slip).stake.inputValue()).toBe('');
      await expect.poll(() => stakeFocused(page, slip), WAIT).toBe(true);
      await shot(page, 'kept', viewport);

      // Escape closes Submission Successful, which has a Close control too.
      await decisive(slip).stake.fill('100');
      await decisive(slip).stake.press('Enter');
      await placed(page).waitFor(WAIT);
      expect(await placed(page).getByRole('button', { name: 'Close' }).count()).toBe(1);
      await page.keyboard.press('Escape');
      await placed(page).waitFor({ state: 'detached' });
      expect(await sheetOpen()).toBe(0);
      slip = await openSlip(page, viewport);
      expect(await slipCount(slip)).toBe('0');
      await context.close();
    }
  }, 180_000);
});

describe('picks and prices', () => {
  it('names the pick after the team, with its market', async () => {
    for (const [viewport] of SIZES) {
      const { context, page } = await visitor(viewport);
      await page.goto('/Sports/Prematch/Soccer');
      const row = page.locator('.fixture-row').filter({ has: page.locator('.odds-button:not(:disabled)') });
      await row.first().waitFor(WAIT);
      const [home, away] = await row.first().locator('.fixture-row__team').allTextContents();
      const buttons = row.first().locator('.odds-button');
      // Away, Draw, then Home of one match: each replaces the last on the slip.
      for (const [button, name] of [
        [2, away],
        [1, 'Draw'],
        [0, home],
      ] as const) {
        if (isPhone(viewport) && (await slipOf(page, viewport).count()) > 0)
          await page.keyboard.press('Escape');
        await buttons.nth(button).click();
        const slip = await openSlip(page, viewport);
        await expect.poll(() => slip.locator('.betslip-pick__outcome').textContent(), WAIT).toBe(name);
        expect(await slip.locator('.betslip-pick__market').textContent()).toBe('1X2');
      }
      await shot(page, 'team-names', viewport);
      await context.close();
    }
  });

  it('offers a one-tap "Accept new odds" on a moved price, and places at it', async () => {
    const bettor = await registerPlayer(app.server.url);
    await fundPlayer(app.server.url, bettor, 1_000);
    for (const [viewport] of SIZES) {
      const { context, page } = await player(bettor, viewport);
      await pickHomeWins(page, 1, isPhone(viewport));
      let slip = await openSlip(page, viewport);
      const pick = slip.locator('.betslip-pick__odds').first();
      const price = async () => parseFloat((await pick.textContent()) ?? '');
      // The slip holds a stale price and hears nothing new, so the server's refusal names the real one.
      const stale = ((await price()) + 0.5).toFixed(2);
      await page.route('**/sports/odds-refresh', (route) => route.abort());
      await page.route('**/bets/validate-selections', (route) => route.abort());
      await restoreEditedBetslip(page, (stored) => {
        stored.state.coupon.selections[0]!.odds = stale;
      });
      slip = await openSlip(page, viewport);
      await expect.poll(price, WAIT).toBe(Number(stale));
      await slip.getByRole('button', { name: 'Place Bet' }).click();
      const refusal = page.getByRole('dialog', { name: 'Error' });
      await refusal.getByText('The odds on your betslip have changed.', { exact: false }).waitFor(WAIT);
      await refusal.getByRole('button', { name: 'OK' }).click();

      slip = await openSlip(page, viewport);
      const accept = slip.getByRole('button', { name: 'Accept new odds' });
      await accept.waitFor(WAIT);
      const at = await placementOf(page, accept, viewport);
      expect(at).toMatchObject({ inView: true, onTop: true });
      await expectAllInView(page, slip, viewport, `${viewport.width} px, odds moved`);
      await shot(page, 'odds-moved', viewport);
      await accept.click();
      await accept.waitFor({ state: 'detached' });
      await slip.getByRole('button', { name: 'Place Bet' }).click();
      await page.getByRole('dialog', { name: 'Submission Successful' }).waitFor(WAIT);
      await context.close();
    }
  }, 120_000);

  it('says why a live bet waits, counting the seconds down', async () => {
    const bettor = await registerPlayer(app.server.url);
    await fundPlayer(app.server.url, bettor, 1_000);
    for (const [viewport] of SIZES) {
      const { context, page } = await player(bettor, viewport);
      await page.goto('/Sport/LiveList');
      const odds = page.locator('.fixture-row--live .odds-button:not(:disabled)');
      await odds.first().waitFor({ timeout: 30_000 });
      await odds.first().click();
      const slip = await openSlip(page, viewport);
      await expect.poll(() => slipCount(slip), WAIT).toBe('1');
      // Live prices move; this journey is about the wait, not the price.
      await slip.getByLabel('Odds changes').selectOption('any');
      await slip.getByRole('button', { name: 'Place Bet' }).click();
      const reason = slip.getByText(`Live bets are checked for ${LIVE_DELAY_S} s before they are accepted…`);
      await reason.waitFor(WAIT);
      expect(await slip.getByRole('button', { name: 'Please Wait' }).isDisabled()).toBe(true);
      // The seconds left, from the delay down (gone at 0).
      const left = await slip.locator('.betslip-live-delay__count').textContent();
      expect(['', ...Array.from({ length: LIVE_DELAY_S }, (_, i) => String(i + 1))]).toContain(left);
      expect((await placementOf(page, reason, viewport)).inView).toBe(true);
      await shot(page, 'live-wait', viewport);
      // Placed, or refused for a bet stop during the wait: either way the wait is over and says so.
      const answer = page
        .getByRole('dialog', { name: 'Submission Successful' })
        .or(page.getByRole('dialog', { name: 'Error' }));
      await answer.first().waitFor({ timeout: 30_000 });
      expect(await reason.count()).toBe(0);
      await context.close();
    }
  }, 120_000);
});
