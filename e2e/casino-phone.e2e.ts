// Every built-in casino game fits a phone: at 360 × 740 (and at 1280 × 800) the game's main button
// and where its result shows are on screen as the page opens and after a round, without scrolling,
// below the header and above the phone's bottom bar. The sports strip is for sports screens only.
// SHOTS_DIR=docs/screenshots also saves each game at both sizes (casino-<game>-<360|1280>.png).
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { markPopupSeen, newContext, SIZES } from './support/browser.ts';
import { playPath, useCatalog } from './support/casino.ts';
import { useServerAndBrowser } from './support/journey.ts';

const SHOTS = process.env.SHOTS_DIR;
/** A page settles within a few seconds (lazy chunks, the session start); vitest's default is 1 s. */
const WAIT = { timeout: 15_000 };

const app = useServerAndBrowser();
const games = useCatalog(app);
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

interface GameCase {
  slug: string;
  /** The name in the screenshots' file names. */
  shot: string;
  /** The button a round starts with. */
  action(page: Page): Locator;
  /** Where the round's result shows. */
  result(page: Page): Locator;
  /** Plays one round and waits for its result. */
  play?(page: Page): Promise<void>;
}

/** A game whose round is one press of its main button, the round's answer shown at `outcome`. */
function onePress(slug: string, shot: string, button: string, stage: string, outcome: string): GameCase {
  const action = (page: Page) => page.getByRole('button', { name: button, exact: true });
  return {
    slug,
    shot,
    action,
    result: (page) => page.locator(stage),
    play: async (page) => {
      await action(page).click();
      await page.locator(outcome).waitFor(WAIT);
    },
  };
}

const CASES: GameCase[] = [
  onePress('starlight-reels', 'slot', 'Spin', '.slot-stage', '.slot-stage .game-outcome'),
  {
    slug: 'european-roulette',
    shot: 'roulette',
    action: (page) => page.getByRole('button', { name: 'Spin', exact: true }),
    result: (page) => page.locator('.roulette-stage__wheel'),
    play: async (page) => {
      await page.getByRole('button', { name: /^Red, pays 1 to 1/ }).click();
      // The table was scrolled to for the chip; the wheel is back in view before the spin.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('button', { name: 'Spin', exact: true }).click();
      await page.locator('.roulette-stage__result .game-outcome').waitFor(WAIT);
      await page.getByRole('button', { name: 'Spin', exact: true }).waitFor(WAIT);
    },
  },
  {
    slug: 'blackjack',
    shot: 'blackjack',
    action: (page) => page.getByRole('button', { name: 'Deal', exact: true }),
    result: (page) => page.locator('.blackjack-stage'),
    play: async (page) => {
      const deal = page.getByRole('button', { name: 'Deal', exact: true });
      await deal.click();
      // Stand (or decline insurance) on every move offered until the hand is over and Deal is back.
      // A move is offered once the last answer is in (not aria-disabled); Deal reads Dealing… until
      // the cards are dealt.
      const move = page.getByRole('button', { name: /^(Stand|No insurance)$/, disabled: false });
      for (let moves = 0; moves < 10; moves++) {
        await deal.or(move).first().waitFor(WAIT);
        if ((await deal.count()) === 1) break;
        // The hand can end between the look and the click: the click then finds nothing; look again.
        await move
          .first()
          .click({ timeout: 2_000 })
          .catch(() => undefined);
      }
      await deal.waitFor(WAIT);
    },
  },
  {
    slug: 'crash',
    shot: 'crash',
    // The shared table's button reads Bet, Bet placed or Wait for the next round as its rounds go.
    action: (page) => page.getByRole('form', { name: 'Crash bet' }).locator('button[type="submit"]'),
    result: (page) => page.locator('.crash-stage'),
  },
  onePress('dice', 'dice', 'Roll', '.dice-stage', '.dice-stage__result .game-outcome'),
  {
    slug: 'mines',
    shot: 'mines',
    action: (page) => page.getByRole('form', { name: 'Mines bet' }).locator('button[type="submit"]'),
    result: (page) => page.locator('.mines-stage'),
    play: async (page) => {
      const start = page.getByRole('button', { name: 'Start', exact: true });
      await start.click();
      // A tile can be opened once the round has started (the board offers Cash out) and no call is
      // on its way; the click waits for the tile to say so (aria-disabled).
      await page.getByRole('button', { name: /^Cash out/ }).waitFor(WAIT);
      await page.getByRole('button', { name: 'Tile 13 of 25, hidden' }).click();
      // The tile's answer decides the rest: a gem leaves the round open, a mine ends it. Cash out
      // stays on screen while the tile is on its way, so it is not a sign of a gem.
      const opened = page.getByRole('button', { name: /^Tile 13 of 25, (gem|mine, hit)$/ });
      await opened.waitFor(WAIT);
      if ((await opened.getAttribute('aria-label'))?.endsWith('gem')) {
        await page.getByRole('button', { name: /^Cash out/, disabled: false }).click(WAIT);
      }
      await start.waitFor(WAIT);
    },
  },
];

/** The band of the window a player sees: under the sticky header, above the phone's bottom bar. */
function visibleBand(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('body header')?.getBoundingClientRect().bottom ?? 0;
    const bar = document.querySelector('nav[aria-label="Quick"]');
    const barTop =
      bar && getComputedStyle(bar).display !== 'none' ? bar.getBoundingClientRect().top : window.innerHeight;
    return { top: header, bottom: barTop, scrollY: window.scrollY };
  });
}

async function expectOnScreen(page: Page, locator: Locator, what: string) {
  const band = await visibleBand(page);
  expect(band.scrollY, `${what}: the page was scrolled`).toBe(0);
  const box = await locator.boundingBox();
  expect(box, `${what}: not shown`).not.toBeNull();
  expect(box!.y, `${what}: under the header`).toBeGreaterThanOrEqual(band.top - 1);
  expect(box!.y + box!.height, `${what}: below the fold`).toBeLessThanOrEqual(band.bottom + 1);
}

async function opened(page: Page, game: GameCase) {
  await page.goto(playPath(games[game.slug]!));
  await page.getByRole('dialog', { name: 'Choose a balance' }).getByRole('button', { name: 'Demo' }).click();
  await page.getByRole('group', { name: 'Game session' }).waitFor(WAIT);
  await game.action(page).waitFor(WAIT);
}

describe('casino games on a phone', () => {
  for (const game of CASES) {
    it(`${game.slug}: the main button and the result are on screen before and after a round`, async () => {
      for (const [viewport, size] of SIZES) {
        const context = await newContext(app.browser, app.server.url, viewport);
        await markPopupSeen(context);
        const page = await context.newPage();
        await opened(page, game);
        const label = `${game.slug} at ${viewport.width}×${viewport.height} (${size})`;
        expect(await page.getByRole('navigation', { name: 'Sports' }).count(), label).toBe(0);
        await expectOnScreen(page, game.action(page), `${label}: main button`);
        await expectOnScreen(page, game.result(page), `${label}: result`);
        if (game.play) {
          await game.play(page);
          await page.evaluate(() => window.scrollTo(0, 0));
          await expectOnScreen(page, game.action(page), `${label}: main button after a round`);
          await expectOnScreen(page, game.result(page), `${label}: result after a round`);
        }
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${label}: wider than the screen`).toBeLessThanOrEqual(0);
        if (SHOTS) {
          await page.waitForTimeout(400);
          await page.screenshot({ path: `${SHOTS}/casino-${game.shot}-${viewport.width}.png` });
        }
        await context.close();
      }
    }, 120_000);
  }

  it('shows the sports strip on sports screens only', async () => {
    for (const [viewport] of SIZES) {
      const context = await newContext(app.browser, app.server.url, viewport);
      await markPopupSeen(context);
      const page = await context.newPage();
      const strip = page.getByRole('navigation', { name: 'Sports' });
      await page.goto('/Sports/Prematch/Soccer');
      await strip.waitFor(WAIT);
      for (const path of ['/Games', '/Games/Providers', '/Games/Fairness']) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor(WAIT);
        expect(await strip.count(), path).toBe(0);
      }
      await context.close();
    }
  }, 120_000);
});
