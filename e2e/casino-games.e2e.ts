// The built-in casino games in a real browser, in demo mode (no account): a dice roll, a mines board
// cashed out or blown up, a blackjack hand played to the end, a crash bet on the shared table, and
// the fairness page revealing and checking the dice round's seed. At phone size nothing overflows.
// SHOTS_DIR=/tmp/shots-casino also saves screenshots at desktop and phone sizes.
import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, markPopupSeen, newContext, PHONE, SIZES } from './support/browser.ts';
import { useCatalog } from './support/casino.ts';
import { useServerAndBrowser } from './support/journey.ts';

const app = useServerAndBrowser();
const SHOTS = process.env.SHOTS_DIR;
const games = useCatalog(app);
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

/** A viewport screenshot with `selector` scrolled up to just under the sticky header (or the page). */
async function shot(page: Page, name: string, selector: string | null = '.game-screen') {
  if (!SHOTS) return;
  if (selector === null) {
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
    return;
  }
  await page.evaluate((sel) => {
    const el = document.querySelector(sel);
    // The sticky bars at the top of the page (header, sports strip) cover what scrolls under them.
    const header = Math.max(
      0,
      ...Array.from(document.querySelectorAll('body *'))
        .filter((e) => ['sticky', 'fixed'].includes(getComputedStyle(e).position))
        .map((e) => e.getBoundingClientRect())
        .filter((r) => r.top <= 1 && r.height < 200)
        .map((r) => r.bottom),
    );
    if (el) window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - header - 12);
  }, selector);
  await page.waitForTimeout(150);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** Opens a game's play page and starts a demo session from the balance dialog. */
async function playDemo(slug: string, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(app.browser, app.server.url, viewport);
  await markPopupSeen(context);
  const page = await context.newPage();
  await page.goto(`/Games/${slug}/${games[slug]!.id}/Play`);
  await page.getByRole('dialog').getByRole('button', { name: 'Demo' }).click();
  return { context, page };
}

async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('dice', () => {
  it('rolls under a target and lists the round with a Verify link', async () => {
    for (const [viewport, size] of SIZES) {
      const { context, page } = await playDemo('dice', viewport);
      const slider = page.getByRole('slider', { name: 'Target' });
      await slider.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => page.getByText('51.00%').count()).toBe(1);
      await page.getByRole('button', { name: 'Roll', exact: true }).click();
      await expect.poll(() => page.getByRole('region', { name: 'Your recent rounds' }).count()).toBe(1);
      const outcome = await page.locator('.dice-stage__result .game-outcome').textContent();
      expect(outcome).toMatch(/You win|No win/);
      await page.waitForTimeout(500);
      await shot(page, `casino-dice-${size}`);
      await expectNoOverflow(page);
      await context.close();
    }
  });
});

describe('mines', () => {
  it('starts a board, opens a tile and ends the round', async () => {
    for (const [viewport, size] of SIZES) {
      const { context, page } = await playDemo('mines', viewport);
      await page.getByRole('button', { name: '3 mines' }).click();
      await page.getByRole('button', { name: 'Start' }).click();
      await page.getByRole('button', { name: 'Tile 13 of 25, hidden' }).click();
      const gem = page.getByRole('button', { name: 'Tile 13 of 25, gem' });
      const hit = page.getByRole('button', { name: 'Tile 13 of 25, mine, hit' });
      await expect.poll(async () => (await gem.count()) + (await hit.count())).toBe(1);
      if ((await gem.count()) === 1) {
        await page.getByRole('button', { name: 'Tile 7 of 25, hidden' }).click();
        await page.waitForTimeout(300);
        const cashOut = page.getByRole('button', { name: /^Cash out/ });
        if ((await cashOut.count()) === 1) await cashOut.click();
      }
      await expect.poll(() => page.getByRole('button', { name: 'Start' }).count()).toBe(1);
      await expect.poll(() => page.getByRole('button', { name: /mine/ }).count()).toBeGreaterThanOrEqual(3);
      await page.waitForTimeout(400);
      await shot(page, `casino-mines-${size}`);
      await expectNoOverflow(page);
      await context.close();
    }
  });
});

describe('blackjack', () => {
  it('deals a hand and plays it to the end', async () => {
    for (const [viewport, size] of SIZES) {
      const { context, page } = await playDemo('blackjack', viewport);
      await page.getByRole('button', { name: 'Deal' }).click();
      await expect.poll(() => page.getByRole('list', { name: /Your hand/ }).count()).toBeGreaterThan(0);
      if (size === 'desktop') await shot(page, 'casino-blackjack-deal-desktop');
      for (let i = 0; i < 10; i++) {
        if ((await page.getByRole('button', { name: 'Deal', exact: true }).count()) === 1) break;
        const next = page.getByRole('button', { name: /^(Stand|No insurance)$/ }).first();
        // The hand can end between the look and the click: the click then finds nothing; look again.
        await next.click({ timeout: 2_000 }).catch(() => undefined);
        await page.waitForTimeout(300);
      }
      await expect.poll(() => page.getByRole('button', { name: 'Deal' }).count()).toBe(1);
      expect(await page.locator('.blackjack-stage .game-outcome').textContent()).toMatch(/win|Push|Dealer/);
      await page.waitForTimeout(400);
      await shot(page, `casino-blackjack-${size}`);
      await expectNoOverflow(page);
      await context.close();
    }
  });
});

describe('crash', () => {
  // A round's length is its crash point's: a high one can fly for half a minute.
  it('bets on the shared table and sees the round out', { timeout: 150_000 }, async () => {
    const { context, page } = await playDemo('crash');
    const bet = page.getByRole('button', { name: 'Bet', exact: true });
    // Bet early in a betting phase: a bet placed in its last second is refused or flies before
    // "is in" can be seen. A round can fly for half a minute, so the next phase may be a while.
    await page.getByRole('textbox', { name: /Auto cash-out/ }).fill('1.5');
    await expect
      .poll(() => page.locator('.crash-phase').textContent(), { timeout: 60_000, interval: 100 })
      .toMatch(/take-off in ([3-9]|\d\d)s/);
    await bet.click();
    await expect.poll(() => page.getByText(/Your bet of .* is in/).count()).toBe(1);
    await expect.poll(() => page.getByText('In flight').count(), { timeout: 15_000 }).toBe(1);
    await page.waitForTimeout(1_200);
    await shot(page, 'casino-crash-flight-desktop');
    await expect
      .poll(() => page.getByText(/You cashed out|before you cashed out/).count(), { timeout: 60_000 })
      .toBe(1);
    await expect
      .poll(() => page.getByRole('link', { name: /^Crashed at .*, verify/ }).count())
      .toBeGreaterThanOrEqual(1);
    await shot(page, 'casino-crash-desktop');
    await context.close();

    const phone = await playDemo('crash', PHONE);
    await expect.poll(() => phone.page.locator('.crash-phase').textContent()).not.toMatch(/Connecting/);
    await phone.page.waitForTimeout(800);
    await shot(phone.page, 'casino-crash-phone');
    await expectNoOverflow(phone.page);
    await phone.context.close();
  });
});

describe('fairness', () => {
  it('reveals the seed of a dice round by rotating, and checks it', async () => {
    for (const [viewport, size] of SIZES) {
      const { context, page } = await playDemo('dice', viewport);
      await page.getByRole('button', { name: 'Roll', exact: true }).click();
      const verify = page.getByRole('link', { name: /^Verify Rolled/ });
      await expect.poll(() => verify.count()).toBe(1);
      const roll = await page.locator('.dice-stage__roll').textContent();
      const href = await verify.getAttribute('href');
      const fairness = await context.newPage();
      await fairness.goto(href!);
      await fairness.getByRole('button', { name: 'Rotate seed pair' }).click();
      await expect.poll(() => fairness.getByText(/^Revealed:/).count()).toBe(1);
      await fairness.getByRole('button', { name: 'Verify', exact: true }).click();
      await expect.poll(() => fairness.getByText(/Matches the hash published/).count()).toBe(1);
      // The verifier recomputes exactly the roll the game showed.
      await expect.poll(() => fairness.getByText(`Roll ${roll}`, { exact: true }).count()).toBe(1);
      await shot(fairness, `casino-fairness-${size}`, size === 'phone' ? '.fairness-verify' : null);
      await expectNoOverflow(fairness);
      await context.close();
    }
  });
});
