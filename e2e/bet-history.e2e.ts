// Bet History journeys (issue 16) at 360×740 and 1280×800, on a simulator running fast: each card
// names what the bet was on with its stake, potential win and status; cash-out asks first (the bet,
// the stake, the amount, that it cannot be undone), Cancel and Escape send nothing, Confirm cashes
// out; an offer that moves while the question is open is shown and must be confirmed in turn; and a
// settled bet's detail keeps the final score once its match has closed.
// SCREENSHOTS=1 also saves the screens to docs/screenshots/bets-*.png.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  betNow,
  cashOutQuestion,
  confirmUntilCashedOut,
  figure,
  followUntilClosed,
  liveMatchBetween,
  moneyOf,
  offeredAmount,
  placeBet,
  soccerMatches,
  type ListedMatch,
} from './support/bet-history.ts';
import { SIZES } from './support/browser.ts';
import { useServerAndBrowser } from './support/journey.ts';
import {
  availableBalance,
  fundPlayer,
  loggedInContext,
  registerPlayer,
  type Player,
} from './support/wallet.ts';

const SHOTS = process.env.SCREENSHOTS ? resolve(import.meta.dirname, '../docs/screenshots') : null;
const WAIT = { timeout: 30_000 };
/** A bet stop (or a busy feed) takes the offer away for a while; the list reads it again every 15 s. */
const OFFER_WAIT = { timeout: 90_000 };

// A virtual minute a second: a live match's last half hour passes in under a minute, and in-play
// prices (so cash-out offers) move every few seconds. No live delay, so live bets are placed at once.
const journey = useServerAndBrowser({ env: { SIM_SPEED: '60', BET_LIVE_DELAY_MS: '0' } });

let player: Player;
let prematch: ListedMatch[] = [];
/** A bet on a match near its end, placed first so the match plays out while the other journeys run. */
let closing: { match: ListedMatch; betId: number; betslipId: string; finalScore: Promise<string> };

beforeAll(async () => {
  const url = journey.server.url;
  player = await registerPlayer(url);
  await fundPlayer(url, player, 20_000);
  const match = await liveMatchBetween(url, 60, 80);
  const favourite = [...match.outcomes].sort((a, b) => a.odds - b.odds)[0]!;
  const { betId, betslipId } = await placeBet(
    url,
    player,
    [{ matchId: match.matchId, outcomeId: favourite.id }],
    'live',
  );
  const finalScore = followUntilClosed(url, match.matchId);
  finalScore.catch(() => undefined);
  closing = { match, betId, betslipId, finalScore };
  prematch = await soccerMatches(url, false);
  expect(prematch.length).toBeGreaterThanOrEqual(8);
}, 180_000);

const nameOf = (m: ListedMatch) => `${m.homeTeam} v ${m.awayTeam}`;

async function openAs(path: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await loggedInContext(journey.browser, journey.server.url, player, viewport);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

async function shot(page: Page, name: string, fullPage = true) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

async function expectNoSidewaysScroll(page: Page) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(client);
}

/** The bet's card in the history, found by its booking code. */
const cardOf = (page: Page, betslipId: string): Locator =>
  page.getByRole('article').filter({ hasText: betslipId });

/** The whole element inside the viewport (nothing of the question below the fold). */
async function expectInView(page: Page, element: Locator) {
  const box = await element.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
}

describe('bet history', () => {
  it('names what each bet was on, with its stake, potential win and status', async () => {
    const url = journey.server.url;
    const [one, ...rest] = prematch;
    const acca = rest.slice(0, 3);
    const single = await placeBet(url, player, [{ matchId: one!.matchId, outcomeId: '1' }], 'prematch');
    const multiple = await placeBet(
      url,
      player,
      acca.map((m) => ({ matchId: m.matchId, outcomeId: '1' })),
      'prematch',
    );

    for (const [viewport] of SIZES) {
      const page = await openAs('/Account/BetHistory', viewport);
      const singleCard = page
        .getByRole('article', { name: nameOf(one!), exact: true })
        .filter({ hasText: single.betslipId });
      await singleCard.waitFor(WAIT);
      expect(await singleCard.getByText(`Single · 1X2: ${one!.homeTeam}`).count()).toBe(1);
      expect(await figure(singleCard, 'Stake')).toBe('NGN 100.00');
      expect(moneyOf(await figure(singleCard, 'Potential win'))).toBeGreaterThan(100);
      expect(await singleCard.locator('.result-badge').textContent()).toBe('Open');

      const multipleCard = page
        .getByRole('article', { name: `${nameOf(acca[0]!)} + 2 more`, exact: true })
        .filter({ hasText: multiple.betslipId });
      await multipleCard.waitFor(WAIT);
      expect(await multipleCard.getByText('Multiple · 3 selections').count()).toBe(1);
      expect(await figure(multipleCard, 'Stake')).toBe('NGN 100.00');
      expect(moneyOf(await figure(multipleCard, 'Potential win'))).toBeGreaterThan(100);
      expect(await multipleCard.locator('.result-badge').textContent()).toBe('Open');

      await expectNoSidewaysScroll(page);
      await shot(page, `bets-history-${viewport.width}`);
      await page.context().close();
    }
  }, 120_000);

  it('asks before cashing out: Cancel and Escape send nothing, Confirm cashes out', async () => {
    const url = journey.server.url;
    for (const [index, [viewport]] of SIZES.entries()) {
      const match = prematch[4 + index]!;
      const bet = await placeBet(url, player, [{ matchId: match.matchId, outcomeId: '1' }], 'prematch');
      const page = await openAs('/Account/BetHistory', viewport);
      const card = cardOf(page, bet.betslipId);
      const cashOut = card.getByRole('button', { name: /^Cash out NGN / });
      await cashOut.waitFor(OFFER_WAIT);
      const before = await availableBalance(url, player);

      await cashOut.click();
      const question = cashOutQuestion(page);
      await question.waitFor(WAIT);
      expect(await question.getByText(nameOf(match), { exact: true }).count()).toBe(1);
      expect(await question.getByText(`Single · 1X2: ${match.homeTeam}`).count()).toBe(1);
      expect(await figure(question, 'Stake')).toBe('NGN 100.00');
      expect(moneyOf(await figure(question, 'Cash out for'))).toBe(await offeredAmount(page));
      expect(await question.getByText('It cannot be undone.', { exact: true }).count()).toBe(1);
      await expectInView(page, question);
      await shot(page, `bets-cashout-${viewport.width}`, false);

      await question.getByRole('button', { name: 'Cancel' }).click();
      await question.waitFor({ state: 'hidden' });
      await cashOut.click(OFFER_WAIT);
      await question.waitFor(WAIT);
      await page.keyboard.press('Escape');
      await question.waitFor({ state: 'hidden' });
      // Nothing was sent: the bet is open and the balance untouched.
      expect((await betNow(url, player, bet.betId)).status).toBe('open');
      expect(await availableBalance(url, player)).toBe(before);

      await cashOut.click(OFFER_WAIT);
      const confirmed = await confirmUntilCashedOut(page, card);
      const paid = confirmed.at(-1)!;
      await expect.poll(() => card.locator('.result-badge').textContent(), WAIT).toBe('Cashed out');
      expect(moneyOf(await figure(card, 'Cashed out for'))).toBe(paid);
      expect(await betNow(url, player, bet.betId)).toMatchObject({ status: 'cashed_out', payout: paid });
      await expect.poll(() => availableBalance(url, player), WAIT).toBeCloseTo(before + paid, 2);
      await expectNoSidewaysScroll(page);
      await page.context().close();
    }
  }, 180_000);

  it('shows an offer that moved while the question was open, and takes it only when confirmed', async () => {
    const url = journey.server.url;
    for (const [viewport] of SIZES) {
      // In play, prices (and so the offer) move within seconds.
      const match = await liveMatchBetween(url, 5, 70);
      const favourite = [...match.outcomes].sort((a, b) => a.odds - b.odds)[0]!;
      const bet = await placeBet(url, player, [{ matchId: match.matchId, outcomeId: favourite.id }], 'live');
      const page = await openAs('/Account/BetHistory', viewport);
      const card = cardOf(page, bet.betslipId);
      await card.getByRole('button', { name: /^Cash out NGN / }).click(OFFER_WAIT);
      const question = cashOutQuestion(page);
      await question.waitFor(WAIT);
      const seen = await offeredAmount(page);

      // The server's offer moves away from the one in the question.
      await expect
        .poll(
          async () => {
            const offer = (await betNow(url, player, bet.betId)).cashoutOffer;
            return offer !== null && offer !== seen;
          },
          { timeout: 120_000, interval: 500 },
        )
        .toBe(true);
      // Confirming what the question still shows is refused, unless it has already been read again.
      const seenText = `Confirm NGN ${seen.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
      await question
        .getByRole('button', { name: seenText, exact: true })
        .click({ timeout: 2_000 })
        .catch(() => undefined);

      const moved = question.getByText(/^The offer changed from /);
      await moved.waitFor({ timeout: 60_000 });
      const notice = (await moved.textContent()) ?? '';
      const shown = moneyOf(/ to (NGN [\d,.]+)\./.exec(notice)?.[1] ?? null);
      expect(notice).toContain(`from ${seenText.replace('Confirm ', '')} to `);
      expect(shown).not.toBe(seen);
      expect(await offeredAmount(page)).toBe(shown);
      // The new amount waits for the player: nothing was cashed out.
      expect((await betNow(url, player, bet.betId)).status).toBe('open');
      await expectInView(page, question);
      await shot(page, `bets-cashout-moved-${viewport.width}`, false);

      const confirmed = await confirmUntilCashedOut(page, card);
      expect(await betNow(url, player, bet.betId)).toMatchObject({
        status: 'cashed_out',
        payout: confirmed.at(-1),
      });
      await page.context().close();
    }
  }, 480_000);

  it('keeps a settled bet’s final score after its match has closed', async () => {
    const url = journey.server.url;
    const finalScore = await closing.finalScore;
    expect(finalScore).toMatch(/^\d+:\d+$/);
    await expect
      .poll(async () => (await betNow(url, player, closing.betId)).status, { timeout: 60_000 })
      .not.toBe('open');

    for (const [viewport] of SIZES) {
      const page = await openAs(`/Account/BetHistory/${closing.betId}/Detail`, viewport);
      const leg = page.getByRole('list', { name: 'Selections' }).getByRole('listitem').first();
      await leg.waitFor(WAIT);
      expect(await leg.locator('.bet-leg__match').textContent()).toContain(nameOf(closing.match));
      expect(await figure(leg, 'Final score')).toBe(finalScore);
      await expectNoSidewaysScroll(page);
      await shot(page, `bets-detail-${viewport.width}`);

      await page.goto('/Account/BetHistory');
      const card = page
        .getByRole('article', { name: nameOf(closing.match), exact: true })
        .filter({ hasText: closing.betslipId });
      await card.waitFor(WAIT);
      expect(await figure(card, 'Final score')).toBe(finalScore);
      await card.scrollIntoViewIfNeeded();
      await shot(page, `bets-history-final-score-${viewport.width}`, false);
      await page.context().close();
    }
  }, 660_000);
});
