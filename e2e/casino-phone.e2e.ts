// Every built-in casino game fits a phone: at 360 × 740 (and at 1280 × 800) the game's main button
// and where its result shows are on screen as the page opens and after a round, without scrolling,
// below the header and above the phone's bottom bar. The sports strip is for sports screens only.
// SHOTS_DIR=docs/screenshots also saves each game at both sizes (casino-<game>-<360|1280>.png).
import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, markPopupSeen, newContext, SIZES } from './support/browser.ts';
import { catalog, playPath, type CatalogGame } from './support/casino.ts';
import { removeDataDir, startServer, type RunningServer } from './support/server.ts';

const SHOTS = process.env.SHOTS_DIR;
/** A page settles within a few seconds (lazy chunks, the session start); vitest's default is 1 s. */
const WAIT = { timeout: 15_000 };

let server: RunningServer;
let browser: Browser;
let games: Record<string, CatalogGame>;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    // The simulator's start holds the event loop for seconds on a busy test machine; shedding load
    // then would refuse the page itself, and this journey is about layout.
    startServer({ env: { LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '0' } }),
    launchBrowser(),
  ]);
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  games = await catalog(server.url);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  if (!server) return;
  const code = await server.stop();
  removeDataDir(server.dataDir);
  expect(code).toBe(0);
});

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

const CASES: GameCase[] = [
  {
    slug: 'starlight-reels',
    shot: 'slot',
    action: (page) => page.getByRole('button', { name: 'Spin', exact: true }),
    result: (page) => page.locator('.slot-stage'),
    play: async (page) => {
      await page.getByRole('button', { name: 'Spin', exact: true }).click();
      await page.locator('.slot-stage .game-outcome').waitFor(WAIT);
    },
  },
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
      await page.getByRole('button', { name: 'Deal', exact: true }).click();
      for (let i = 0; i < 10; i++) {
        if ((await page.getByRole('button', { name: 'Deal', exact: true }).count()) === 1) break;
        const next = page.getByRole('button', { name: /^(Stand|No insurance)$/ }).first();
        // The hand can end between the look and the click: the click then finds nothing; look again.
        await next.click({ timeout: 2_000 }).catch(() => undefined);
        await page.waitForTimeout(300);
      }
      await page.getByRole('button', { name: 'Deal', exact: true }).waitFor(WAIT);
    },
  },
  {
    slug: 'crash',
    shot: 'crash',
    // The shared table's button reads Bet, Bet placed or Wait for the next round as its rounds go.
    action: (page) => page.getByRole('form', { name: 'Crash bet' }).locator('button[type="submit"]'),
    result: (page) => page.locator('.crash-stage'),
  },
  {
    slug: 'dice',
    shot: 'dice',
    action: (page) => page.getByRole('button', { name: 'Roll', exact: true }),
    result: (page) => page.locator('.dice-stage'),
    play: async (page) => {
      await page.getByRole('button', { name: 'Roll', exact: true }).click();
      await page.locator('.dice-stage__result .game-outcome').waitFor(WAIT);
    },
  },
  {
    slug: 'mines',
    shot: 'mines',
    action: (page) => page.getByRole('form', { name: 'Mines bet' }).locator('button[type="submit"]'),
    result: (page) => page.locator('.mines-stage'),
    play: async (page) => {
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await page.getByRole('button', { name: 'Tile 13 of 25, hidden' }).click();
      const cashOut = page.getByRole('button', { name: /^Cash out/ });
      const start = page.getByRole('button', { name: 'Start', exact: true });
      await expect.poll(async () => (await cashOut.count()) + (await start.count()), WAIT).toBe(1);
      if ((await cashOut.count()) === 1) await cashOut.click();
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
        const context = await newContext(browser, server.url, viewport);
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
      const context = await newContext(browser, server.url, viewport);
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
