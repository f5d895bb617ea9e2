// Casino journeys in a real browser against the real product: browsing the lobby by category and by
// provider, searching, a visitor's demo rounds, a casino bonus offered in the balance dialog, and
// real-money slot and roulette rounds moving the balance and reaching the transaction history.
// SHOTS_DIR=/tmp/shots-casino also saves screenshots at desktop and phone sizes.
import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, markPopupSeen, newContext, SIZES } from './support/browser.ts';
import { chooseBalance, money, playPath, sessionBalance, spin, useCatalog } from './support/casino.ts';
import { useServerAndBrowser } from './support/journey.ts';
import { fundPlayer, loggedInContext, operatorCall, registerPlayer } from './support/wallet.ts';

const SHOTS = process.env.SHOTS_DIR;
const WAIT = { timeout: 10_000 };

const app = useServerAndBrowser();
const games = useCatalog(app);
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

/**
 * The whole page on a desktop; the window on a phone (its fixed tab bar would land mid-page in a
 * full-page capture) and for a dialog (its backdrop covers the window).
 */
async function shot(page: Page, name: string, fullPage = (page.viewportSize()?.width ?? 0) > 600) {
  if (!SHOTS) return;
  // Lazy thumbnails and the last transitions settle first; from the top, so the sticky header and
  // the phone's tab bar sit where a player sees them.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

async function visitor(viewport = DESKTOP): Promise<BrowserContext> {
  const context = await newContext(app.browser, app.server.url, viewport);
  await markPopupSeen(context);
  return context;
}

/** A chip of the roulette chip picker: the label a player taps (its radio is visually hidden). */
const chip = (page: Page, name: string) =>
  page.locator('label').filter({ has: page.getByRole('radio', { name, exact: true }) });

/** A roulette "Bet on" choice: the label a player taps, as for a chip. */
const betOn = (page: Page, name: string) =>
  page
    .getByRole('group', { name: 'Bet on' })
    .locator('label')
    .filter({ has: page.getByRole('radio', { name, exact: true }) });

/** The roulette's table from "Bet on" down, just under the sticky header, as a player scrolls to it. */
async function tableShot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.getByRole('group', { name: 'Bet on' }).evaluate((el) => {
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    window.scrollBy(0, el.getBoundingClientRect().top - header - 12);
  });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('the casino lobby', () => {
  it('browses every game, a category and a provider', async () => {
    for (const [viewport, size] of SIZES) {
      const context = await visitor(viewport);
      const page = await context.newPage();
      await page.goto('/Games');
      const all = page.getByRole('list', { name: 'All games' });
      await expect.poll(() => all.getByRole('listitem').count(), WAIT).toBe(6);
      await expect
        .poll(() =>
          all
            .locator('img')
            .first()
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        )
        .toBe(true);
      expect(await all.getByRole('link', { name: 'Starlight Reels' }).getAttribute('href')).toBe(
        playPath(games['starlight-reels']!),
      );
      await shot(page, `casino-lobby-${size}`);
      expect(await overflow(page)).toBeLessThanOrEqual(0);

      await page
        .getByRole('navigation', { name: 'Game categories' })
        .getByRole('link', { name: 'Table games' })
        .click();
      await page.waitForURL(/\/Games\/Category\/\d+\/table-games$/);
      await page.getByRole('heading', { level: 1, name: 'Table games' }).waitFor();
      const table = page.getByRole('list', { name: 'Table games games' });
      await expect.poll(() => table.getByRole('listitem').count(), WAIT).toBe(2);
      expect(await table.getByRole('link', { name: 'European Roulette' }).count()).toBe(1);
      expect(await table.getByRole('link', { name: 'Blackjack' }).count()).toBe(1);

      await page.getByRole('navigation', { name: 'Casino' }).getByRole('link', { name: 'Providers' }).click();
      const providers = page.getByRole('list', { name: 'Game providers' });
      const originals = providers.getByRole('link', { name: /Slipstream Originals/ });
      await originals.waitFor(WAIT);
      expect(await originals.textContent()).toContain('6 games');
      await shot(page, `casino-providers-${size}`);
      await originals.click();
      await page.waitForURL(/\/Games\/Provider\/\d+\/slipstream-originals$/);
      const byProvider = page.getByRole('list', { name: 'Games by Slipstream Originals' });
      await expect.poll(() => byProvider.getByRole('listitem').count(), WAIT).toBe(6);
      await shot(page, `casino-provider-${size}`);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await context.close();
    }
  }, 180_000);

  it('finds a game by name as the player types', async () => {
    const context = await visitor();
    const page = await context.newPage();
    await page.goto('/Games');
    await page.getByRole('list', { name: 'All games' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search games' }).pressSequentially('roul', { delay: 40 });
    const results = page.getByRole('list', { name: 'Search results' });
    await expect.poll(() => results.getByRole('listitem').count(), WAIT).toBe(1);
    expect(await results.getByRole('link', { name: 'European Roulette' }).count()).toBe(1);
    await page.getByRole('heading', { name: '1 game for “roul”' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search games' }).fill('nothing like this');
    await page.getByText('No games match “nothing like this”').waitFor(WAIT);
    await context.close();
  });
});

describe('playing as a visitor', () => {
  it('plays demo rounds of the slot; real money asks for a login', async () => {
    for (const [viewport, size] of SIZES) {
      const context = await visitor(viewport);
      const page = await context.newPage();
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/Games');
      await page
        .getByRole('list', { name: 'All games' })
        .getByRole('link', { name: 'Starlight Reels' })
        .click();
      await page.waitForURL(`**${playPath(games['starlight-reels']!)}`);
      const dialog = page.getByRole('dialog', { name: 'Choose a balance' });
      await dialog.waitFor();
      expect(await dialog.getByRole('button', { name: 'Bonus' }).count()).toBe(0);
      await shot(page, `casino-play-dialog-${size}`, false);

      // Real money needs an account: the login dialog, and demo offered when it is closed.
      await dialog.getByRole('button', { name: 'Real Money' }).click();
      await page.getByRole('tab', { name: 'Login' }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByText('Log in to play for real money').waitFor();
      const started = page.waitForResponse((r) => r.url().includes('/api/v2/games/12/start'));
      await page.getByRole('button', { name: 'Play demo' }).click();
      await started;
      const bar = page.getByRole('group', { name: 'Game session' });
      await bar.getByText('Demo', { exact: true }).waitFor();
      expect(await sessionBalance(page)).toBe('NGN 1,000.00');

      let last = null;
      for (let i = 0; i < 3; i++) last = await spin(page, 'slot/spin');
      await expect.poll(() => sessionBalance(page)).toBe(money(last!.currency, last!.balance));
      expect(
        await page.getByRole('region', { name: 'Your recent rounds' }).getByRole('listitem').count(),
      ).toBe(3);
      await shot(page, `casino-slot-${size}`);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await context.close();
    }
  }, 180_000);
});

describe('playing as a player', () => {
  it('offers a casino bonus as the Bonus balance and plays on it', async () => {
    const player = await registerPlayer(app.server.url);
    await operatorCall(app.server.url, 'POST', 'bonuses/casino', { userId: player.id, amount: 50 });
    const context = await loggedInContext(app.browser, app.server.url, player);
    const page = await context.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(playPath(games['starlight-reels']!));
    const dialog = page.getByRole('dialog', { name: 'Choose a balance' });
    await dialog.getByText('You have an active casino bonus').waitFor(WAIT);
    expect(await dialog.getByRole('button', { name: 'Demo' }).count()).toBe(0);
    await chooseBalance(page, 'Bonus');
    await page.getByRole('group', { name: 'Game session' }).getByText('Casino bonus').waitFor();
    expect(await sessionBalance(page)).toBe('NGN 50.00');
    const round = await spin(page, 'slot/spin');
    expect(round.bet).toBe(1);
    await expect.poll(() => sessionBalance(page)).toBe(money(round.currency, round.balance));
    await context.close();
  }, 120_000);

  it('plays the slot and the roulette for real money and finds the rounds in the transactions', async () => {
    const player = await registerPlayer(app.server.url);
    await fundPlayer(app.server.url, player, 1_000);
    for (const [viewport, size] of SIZES) {
      const context = await loggedInContext(app.browser, app.server.url, player, viewport);
      const page = await context.newPage();
      await page.emulateMedia({ reducedMotion: 'reduce' });

      await page.goto(playPath(games['starlight-reels']!));
      await chooseBalance(page, 'Real Money');
      await page.getByRole('group', { name: 'Game session' }).getByText('Real money').waitFor();
      await spin(page, 'slot/spin');
      const slot = await spin(page, 'slot/spin');
      await expect.poll(() => sessionBalance(page)).toBe(money(slot.currency, slot.balance));

      await page.goto(playPath(games['european-roulette']!));
      await chooseBalance(page, 'Real Money');
      const before = await sessionBalance(page);
      await chip(page, 'NGN 5.00').click();
      await page.getByRole('button', { name: /^Red, pays 1 to 1/ }).click();
      await chip(page, 'NGN 1.00').click();
      await page.getByRole('button', { name: /^Number 17, black/ }).click();
      await page.getByRole('button', { name: /^Number 17, black/ }).click();
      expect(
        await page.getByRole('button', { name: /^Number 17, black/ }).getAttribute('aria-label'),
      ).toContain('NGN 2.00 on it');
      // Inside bets: a split picked with two taps on the table, a street with one.
      await betOn(page, 'Split').click();
      await page.getByRole('button', { name: /^Number 17, black/ }).click();
      await page.getByText('Pick a number next to 17.').waitFor();
      expect(await page.getByRole('button', { name: /^Number 17, black/ }).getAttribute('aria-pressed')).toBe(
        'true',
      );
      await tableShot(page, `casino-roulette-pick-${size}`);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await page.getByRole('button', { name: /^Number 18, red, .*completes Split 17-18$/ }).click();
      await betOn(page, 'Street').click();
      await page.getByRole('button', { name: /^Number 13, black/ }).click();
      const yourBets = page.getByRole('list', { name: 'Your bets' });
      expect(await yourBets.getByRole('listitem').allTextContents()).toEqual([
        'Split 17-18NGN 1.00pays 17 to 1',
        'Street 13-15NGN 1.00pays 11 to 1',
      ]);
      const round = await spin(page, 'roulette/spin');
      expect(round.bet).toBe(9);
      const number = (round.result as { number: number }).number;
      await page.getByRole('img', { name: new RegExp(`the ball is in ${number} `) }).waitFor();
      await page
        .getByText(round.payout ? `You won ${money(round.currency, round.payout)}` : 'No win this time')
        .waitFor();
      await expect.poll(() => sessionBalance(page)).toBe(money(round.currency, round.balance));
      // No pocket returns exactly the 9.00 staked: 17 returns 90.00, 18 28.00, 13 to 15 12.00 or
      // 22.00, any other red 10.00.
      expect(await sessionBalance(page)).not.toBe(before);
      const wonInside = Number([17, 18].includes(number)) + Number([13, 14, 15].includes(number));
      expect(await yourBets.getByText('Won', { exact: true }).count()).toBe(wonInside);
      await shot(page, `casino-roulette-${size}`);
      await tableShot(page, `casino-roulette-table-${size}`);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await context.close();
    }

    const context = await loggedInContext(app.browser, app.server.url, player);
    const page = await context.newPage();
    await page.goto('/Account/Transactions?type=casino');
    const table = page.getByRole('table');
    await table.waitFor(WAIT);
    // Two slot spins and one roulette spin per screen size, each a casino bet.
    await expect.poll(() => table.getByText('Casino bet').count(), WAIT).toBe(6);
    await context.close();
  }, 240_000);
});
