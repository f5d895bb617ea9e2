// Bets journeys in a real browser against the real product (issue 8): place an accumulator and find it
// in the history with the balance lowered; book a slip and restore it from its share link in a fresh
// browser; simulate a slip with play money; take the new price of an odds-changed refusal; cash out an
// open bet; and, on a simulator running fast, play live matches to the final whistle and watch the
// bets settle and the winnings arrive, an accumulator's multi-bet bonus the same figure from its slip
// to its credit.
// SHOTS_DIR=/tmp/shots-bets also saves screenshots of the bets screens at desktop and phone sizes.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { calculateCoupon, DEFAULT_COUPON_CONFIG, formatMoney, type BonusRow } from '@slipstream/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  launchBrowser,
  markPopupSeen,
  newContext,
  PHONE,
  restoreEditedBetslip,
  SIZES,
} from './support/browser.ts';
import { waitingOutBetStops } from './support/bet-history.ts';
import { pickHomeWins, placeSingle, type Selection } from './support/bets.ts';
import { stopServer } from './support/journey.ts';
import { startServer, type RunningServer } from './support/server.ts';
import {
  apiCall,
  fundPlayer,
  loggedInContext,
  OPERATOR_KEY,
  registerPlayer,
  type Player,
} from './support/wallet.ts';

const SHOTS = process.env.SHOTS_DIR;
/** A page settles within a few seconds (lazy chunks, the live connection); vitest's default is 1 s. */
const WAIT = { timeout: 15_000 };

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

const slip = (page: Page) => page.getByRole('complementary', { name: 'Betslip' });
const headerBalance = (page: Page) =>
  page.getByRole('banner').locator('.account-menu__balance').textContent({ timeout: 5_000 });
const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

/** A screen in full, or only what the viewport shows (a dialog over a long page). */
async function shot(page: Page, name: string, fullPage = true) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

interface Offer {
  matchId: number;
  eventName: string;
  /** The match clock in minutes (0 before kick-off). */
  matchTime: number;
  outcomes: { id: string; odds: number }[];
}

/** The 1X2 markets of soccer fixtures as the live or pre-match API lists them now. */
async function soccerMatchResults(server: RunningServer, live: boolean): Promise<Offer[]> {
  const path = live
    ? 'sports/highlight/live/0?source=web&markets=1'
    : 'sports/highlight/prematch/1?upcoming=1&page=1&perPage=30';
  const body = await apiCall<{ sports?: { id: number; fixtures: Fixture[] }[]; fixtures?: Fixture[] }>(
    server.url,
    'GET',
    path,
  );
  const fixtures = body.sports
    ? (body.sports.find((s) => s.id === 1)?.fixtures ?? [])
    : (body.fixtures ?? []);
  return fixtures
    .map((f) => ({ f, market: f.markets.find((m) => m.id === 1 && m.status === 1) }))
    .filter((x) => x.market && x.market.outcomes.every((o) => o.active === 1))
    .sort((a, b) => (b.f.liveStatus?.matchTime ?? 0) - (a.f.liveStatus?.matchTime ?? 0))
    .map(({ f, market }) => ({
      matchId: f.matchId,
      eventName: f.eventName,
      matchTime: f.liveStatus?.matchTime ?? 0,
      outcomes: market!.outcomes.map((o) => ({ id: o.id, odds: o.odds })),
    }));
}

interface Fixture {
  matchId: number;
  eventName: string;
  liveStatus?: { matchTime: number | null; period: number } | null;
  markets: { id: number; status: number; outcomes: { id: string; odds: number; active: number }[] }[];
}

/** A 1X2 accumulator staking 10 through the API, taking any price move; a bet stop is waited out. */
async function placeAccumulator(server: RunningServer, player: Player, legs: Selection[]) {
  return waitingOutBetStops(() =>
    apiCall<PlacedBet>(server.url, 'POST', 'bets/place-bet/12', {
      token: player.token,
      idempotencyKey: randomUUID(),
      body: {
        bet_type: 'Multiple',
        stake: 10,
        acceptChanges: 'any',
        selections: legs.map((l) => ({ ...l, marketId: 1, specifier: '', odds: '1.01', type: 'live' })),
      },
    }),
  );
}

interface PlacedBet {
  betId: number;
  betslipId: string;
  stake: number;
  possibleWin: number;
  bonus: number;
}

interface BetView {
  id: number;
  betslipId: string;
  status: string;
  possibleWin: number;
  payout: number;
  bonus: number;
}

/** Replaces one operator setting, as the back office does (`PUT /api/operator/settings/{key}`). */
async function putSetting(server: RunningServer, key: string, value: unknown): Promise<void> {
  const res = await fetch(`${server.url}/api/operator/settings/${key}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', 'x-operator-key': OPERATOR_KEY },
    body: JSON.stringify(value),
  });
  if (!res.ok) throw new Error(`PUT settings/${key} → ${res.status}: ${await res.text()}`);
}

describe('bets at the usual simulator speed', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: { BET_LIVE_DELAY_MS: '200' } });
  });
  afterAll(() => stopServer(server));

  async function openAs(player: Player, path: string, viewport = DESKTOP): Promise<Page> {
    const context = await loggedInContext(browser, server.url, player, viewport);
    const page = await context.newPage();
    await page.goto(path);
    return page;
  }

  it('deposits, places an accumulator of three matches, and finds it in the history with the balance lowered', async () => {
    const player = await registerPlayer(server.url);
    const page = await openAs(player, '/Account/Deposit');
    await page.getByRole('radio', { name: /Card/ }).check(WAIT);
    await page.getByRole('textbox', { name: 'Amount' }).fill('5000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/sandbox-pay\//);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await page.waitForURL(/\/payment-verification\//);
    await expect.poll(() => headerBalance(page)).toContain('5,000.00');

    await pickHomeWins(page, 3);
    await slip(page).getByRole('radio', { name: 'Multiple' }).check();
    await slip(page).getByLabel('Stake', { exact: true }).fill('100');
    await slip(page).getByLabel('Odds changes').selectOption('any');
    const potential = await slip(page)
      .locator('.betslip-totals dt', { hasText: /^Potential win$/ })
      .locator('xpath=following-sibling::dd[1]')
      .textContent();
    await slip(page).getByRole('button', { name: 'Place Bet' }).click();

    const dialog = page.getByRole('dialog', { name: 'Submission Successful' });
    await dialog.waitFor(WAIT);
    const value = (label: string) =>
      dialog.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
    expect(await value('Total Stake').textContent()).toBe('NGN 100.00');
    // Prices may move between the slip and the server; the promise is the server's, to the cent.
    expect(await value('Potential Win').textContent()).toMatch(/^NGN [\d,]+\.\d{2}$/);
    expect(money(await value('Potential Win').textContent())).toBeCloseTo(money(potential), -1);
    const code = (await dialog.getByRole('status', { name: 'Booking Code' }).textContent()) ?? '';
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    await expect.poll(() => headerBalance(page)).toContain('4,900.00');

    await dialog.getByRole('link', { name: 'Check Bet History' }).click();
    await page.waitForURL(/\/Account\/BetHistory$/);
    const bet = page.getByRole('article').first();
    await bet.waitFor(WAIT);
    // Named by its first match and the count of the others, its type underneath.
    expect(await bet.getByRole('heading').textContent()).toMatch(/ v .+ \+ 2 more$/);
    expect(await bet.textContent()).toContain('Multiple · 3 selections');
    expect(await bet.textContent()).toContain(code);
    expect(await bet.locator('.result-badge').textContent()).toBe('Open');
    await page.getByRole('button', { name: /Balance/ }).click();
    await expect
      .poll(() =>
        page
          .locator('.account-menu__balances dt', { hasText: 'Open bets' })
          .locator('xpath=following-sibling::dd[1]')
          .textContent(),
      )
      .toBe('1');
    await page.keyboard.press('Escape');

    await bet.getByRole('link', { name: 'Bet details' }).click();
    const legs = page.getByRole('list', { name: 'Selections' }).getByRole('listitem');
    await expect.poll(() => legs.count()).toBe(3);
    expect(await legs.first().textContent()).toMatch(/1X2/);
    await page.context().close();
  });

  it('books a slip and restores it from the share link in a fresh browser', async () => {
    const context = await newContext(browser, server.url);
    await markPopupSeen(context);
    const page = await context.newPage();
    await pickHomeWins(page, 2);
    const names = await slip(page).locator('.betslip-pick__outcome').allTextContents();
    await slip(page).getByRole('button', { name: 'Book' }).click();
    const dialog = page.getByRole('dialog', { name: 'Betslip Booked' });
    await dialog.waitFor(WAIT);
    const code = (await dialog.getByRole('status', { name: 'Booking Code' }).textContent()) ?? '';
    for (const network of ['X', 'Facebook', 'WhatsApp']) {
      expect(await dialog.getByRole('link', { name: network }).count()).toBe(1);
    }
    const whatsapp = new URL(
      (await dialog.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')) ?? '',
    );
    const text = whatsapp.searchParams.get('text') ?? '';
    expect(text).toBe(`Hey I just placed on Slipstream ${server.url}/?shareCode=${code}`);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Copied!').waitFor(WAIT);
    await context.close();

    const fresh = await newContext(browser, server.url);
    await markPopupSeen(fresh);
    const other = await fresh.newPage();
    await other.goto(`/Promotions?shareCode=${code}`);
    await expect.poll(() => new URL(other.url()).pathname).toBe('/');
    await expect.poll(() => slip(other).locator('.count-badge').textContent()).toBe('2');
    if (names.length > 0) expect(await slip(other).textContent()).toContain(names[0]);
    await fresh.close();
  });

  it('simulates a slip with play money and shows each match played out', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const context = await newContext(browser, server.url, viewport);
      await markPopupSeen(context);
      const page = await context.newPage();
      const panel = await pickHomeWins(page, 3, viewport === PHONE);
      await panel.getByLabel('Stake', { exact: true }).fill('100');
      await panel.getByRole('button', { name: 'Simulate' }).click();
      const dialog = page.getByRole('dialog', { name: 'Simulation result' });
      await dialog.waitFor(WAIT);
      expect(await dialog.textContent()).toContain('Simulation with play money: no bet was placed.');
      const matches = dialog.getByRole('list', { name: 'Simulated matches' }).locator('> li');
      expect(await matches.count()).toBe(3);
      expect(await matches.first().locator('.simulation__score').textContent()).toMatch(/^\d+:\d+$/);
      expect(await matches.first().locator('.result-badge').textContent()).toMatch(/^(Won|Lost|Void)$/);
      const result = await dialog
        .locator('dt', { hasText: 'Slip result' })
        .locator('xpath=following-sibling::dd[1]')
        .textContent();
      expect(result).toMatch(/^(Won|Lost|Void)$/);
      await shot(page, `bets-simulation-${viewport.width}`, false);
      await context.close();
    }
  });

  it('puts the new price of an odds-changed refusal on the slip, and places at it on the second press', async () => {
    const player = await registerPlayer(server.url);
    await fundPlayer(server.url, player, 1_000);
    for (const [viewport, size] of SIZES) {
      const phone = viewport === PHONE;
      const page = await openAs(player, '/', viewport);
      // On a phone the slip is a dialog opened from the tab bar.
      const panel = await pickHomeWins(page, 1, phone);
      const pick = panel.locator('.betslip-pick__odds').first();
      // The price, without the words a screen reader hears after a change.
      const price = async () => parseFloat((await pick.textContent()) ?? '');
      const current = await price();
      // The player's price goes stale: the slip as stored holds another price, and neither the
      // catch-up refresh nor the restored slip's check arrives (pre-match prices rarely move in a test).
      const stale = (current + 0.5).toFixed(2);
      await page.route('**/sports/odds-refresh', (route) => route.abort());
      // The check of a restored slip would take the current price too; hold it back as well.
      await page.route('**/bets/validate-selections', (route) => route.abort());
      await restoreEditedBetslip(page, (stored) => {
        stored.state.coupon.selections[0]!.odds = stale;
      });
      if (phone) {
        await page
          .getByRole('navigation', { name: 'Quick' })
          .getByRole('button', { name: /Betslip/ })
          .click();
      }
      await expect.poll(price, WAIT).toBe(Number(stale));
      await panel.getByLabel('Stake', { exact: true }).fill('100');
      expect(await panel.getByLabel('Odds changes').inputValue()).toBe('none');

      await panel.getByRole('button', { name: 'Place Bet' }).click();
      const refusal = page.getByRole('dialog', { name: 'Error' });
      await refusal.getByText('The odds on your betslip have changed.', { exact: false }).waitFor(WAIT);
      // The server named the price it takes now; the slip shows it, flagged as changed.
      await expect.poll(price, WAIT).not.toBe(Number(stale));
      expect(await pick.textContent()).toMatch(/odds (went up|went down|changed)/);
      const taken = await price();
      await shot(page, `bets-odds-changed-${size}`, false);
      await refusal.getByRole('button', { name: 'OK' }).click();

      await panel.getByRole('button', { name: 'Place Bet' }).click();
      const placed = page.getByRole('dialog', { name: 'Submission Successful' });
      await placed.waitFor(WAIT);
      expect(await placed.textContent()).toContain('NGN 100.00');
      expect(taken).toBeGreaterThan(1);
      await page.context().close();
    }
    expect(
      (
        await apiCall<{ bets: number }>(server.url, 'POST', 'bets/open-bets', {
          token: player.token,
          body: { clientId: 12, date: '', status: 0, userId: player.id },
        })
      ).bets,
    ).toBe(2);
  });

  it('cashes out an open bet from the history, taking a moved offer when the odds moved', async () => {
    const player = await registerPlayer(server.url);
    await fundPlayer(server.url, player, 2000);
    const [offer] = await soccerMatchResults(server, false);
    expect(offer).toBeTruthy();
    await waitingOutBetStops(() =>
      placeSingle(server.url, player, { matchId: offer!.matchId, outcomeId: offer!.outcomes[0]!.id }),
    );
    const second = (await soccerMatchResults(server, false))[1]!;
    await waitingOutBetStops(() =>
      placeSingle(server.url, player, { matchId: second.matchId, outcomeId: second.outcomes[1]!.id }),
    );

    for (const viewport of [PHONE, DESKTOP]) {
      const page = await openAs(player, '/Account/BetHistory', viewport);
      await page.getByRole('article').first().waitFor(WAIT);
      await shot(page, `bets-history-${viewport.width}`);
      await page.getByRole('article').first().getByRole('link', { name: 'Bet details' }).click();
      await page.getByRole('list', { name: 'Selections' }).waitFor(WAIT);
      await shot(page, `bets-detail-${viewport.width}`);
      await page.context().close();
    }

    const page = await openAs(player, '/Account/BetHistory');
    await expect.poll(async () => money(await headerBalance(page))).toBe(1800);
    const before = 1800;
    const bet = page.getByRole('article').first();
    const cashOut = bet.getByRole('button', { name: /^Cash out NGN / });
    await cashOut.waitFor(WAIT);
    await shot(page, 'bets-cashout-1280');
    await cashOut.click();
    // Cash-out asks first; when the odds moved, the question shows the new offer to confirm in turn.
    const question = page.getByRole('dialog', { name: 'Cash out this bet?' });
    const done = bet.getByText(/^Cashed out/).first();
    const moved = question.getByText(/^The offer changed from /);
    for (let round = 0; round < 5 && !(await done.isVisible()); round++) {
      await question.getByRole('button', { name: /^Confirm NGN / }).click();
      await done.or(moved).first().waitFor(WAIT);
    }
    await expect.poll(() => bet.locator('.result-badge').textContent()).toBe('Cashed out');
    const paid = money(
      await bet
        .locator('dt', { hasText: 'Cashed out for' })
        .locator('xpath=following-sibling::dd[1]')
        .textContent(),
    );
    expect(paid).toBeGreaterThan(0);
    await expect.poll(async () => money(await headerBalance(page))).toBeCloseTo(before + paid, 2);
    await page.context().close();
  });
});

describe('bets settled by the feed', () => {
  let server: RunningServer;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    // 150 virtual seconds a second: the second half of a soccer match passes in well under a minute.
    // A virtual minute a second, so the feed stays light on a busy machine; no live delay, as even
    // 100 ms is several seconds of play, long enough for a bet stop.
    server = await startServer({ env: { SIM_SPEED: '60', BET_LIVE_DELAY_MS: '0' } });
  });
  afterAll(async () => {
    await context?.close();
    await stopServer(server);
  });

  it('plays a live match to its end, settles every bet on it and credits the winnings', async () => {
    const player = await registerPlayer(server.url);
    await fundPlayer(server.url, player, 1000);
    // A single on each 1X2 outcome of one live match: exactly one of the three bets wins. The match:
    // a soccer match in its second half with 20 minutes left or more (a 1X2 may close near the end),
    // and not yet as good as decided (a near-certain 1X2 is withdrawn for the rest of the match): at
    // 60× the rest of it passes in under a minute. One comes along every few seconds of play. Should
    // its 1X2 still close before the first bet is in, another match is taken.
    const tried = new Set<number>();
    let match: Offer | undefined;
    for (let attempt = 0; attempt < 5 && !match; attempt++) {
      let candidate: Offer | undefined;
      await expect
        .poll(
          async () => {
            const live = await soccerMatchResults(server, true);
            candidate = live.find(
              (m) =>
                !tried.has(m.matchId) &&
                m.matchTime >= 46 &&
                m.matchTime <= 70 &&
                m.outcomes.every((o) => o.odds >= 1.15),
            );
            return candidate !== undefined;
          },
          { timeout: 90_000, interval: 2_000 },
        )
        .toBe(true);
      tried.add(candidate!.matchId);
      try {
        await waitingOutBetStops(() =>
          placeSingle(server.url, player, {
            matchId: candidate!.matchId,
            outcomeId: candidate!.outcomes[0]!.id,
          }),
        );
        match = candidate;
      } catch (err) {
        if (!/BETSLIP_SELECTION_CLOSED/.test(String(err))) throw err;
      }
    }
    expect(match).toBeTruthy();
    for (const o of match!.outcomes.slice(1))
      await waitingOutBetStops(() =>
        placeSingle(server.url, player, { matchId: match!.matchId, outcomeId: o.id }),
      );

    context = await loggedInContext(browser, server.url, player);
    const page = await context.newPage();
    await page.goto('/Account/BetHistory');
    const badges = page.getByRole('article').locator('.result-badge');
    await expect.poll(() => badges.count(), { timeout: 30_000 }).toBe(3);
    await expect.poll(async () => money(await headerBalance(page)), { timeout: 30_000 }).toBe(700);

    // No reload from here: the bet events move the list on.
    await expect
      .poll(async () => (await badges.allTextContents()).sort().join(','), {
        timeout: 100_000,
        interval: 500,
      })
      .toBe('Lost,Lost,Won');
    const won = page.getByRole('article').filter({ has: page.locator('.result-badge', { hasText: 'Won' }) });
    const paid = money(
      await won
        .locator('dt', { hasText: /^Paid$/ })
        .locator('xpath=following-sibling::dd[1]')
        .textContent(),
    );
    expect(paid).toBeGreaterThan(100);
    // The winnings arrive over the player's balance topic, a moment before or after the bet events.
    await expect
      .poll(async () => money(await headerBalance(page)), { timeout: 30_000 })
      .toBeCloseTo(700 + paid, 2);
  }, 240_000);

  it('shows an accumulator’s multi-bet bonus the same from its slip to its detail, and pays it with the win', async () => {
    // Every price counts towards the bonus, so the winning ticket earns one whatever its favourites.
    const { data: variables } = await apiCall<{ data: Record<string, unknown> }>(
      server.url,
      'GET',
      'auth/globalvariables/12',
    );
    const coupon = variables.BetCouponGlobalVariable as Record<string, unknown>;
    const opened: BrowserContext[] = [];
    await putSetting(server, 'global_variables', {
      ...variables,
      BetCouponGlobalVariable: { ...coupon, MinBonusOdd: 1.01 },
    });
    try {
      const player = await registerPlayer(server.url);
      await fundPlayer(server.url, player, 5000);
      // Three soccer matches that will end within the test, with time left to place 27 bets on them,
      // and no price so long that a ticket of three outsiders passes the payout limit.
      let matches: Offer[] = [];
      await expect
        .poll(
          async () => {
            const live = await soccerMatchResults(server, true);
            matches = live
              // From the 5th minute (a match in its first minutes may not have all prices yet) to the
              // 60th (time left for 27 bets). Three such matches at once can take a few virtual
              // hours at a quiet time of day, hence the long wait.
              .filter((m) => m.matchTime >= 5 && m.matchTime <= 60)
              // 50³ × the stake, with the bonus, stays far under the payout limits.
              .filter((m) => m.outcomes.every((o) => o.odds <= 50))
              .slice(0, 3);
            return matches.length;
          },
          { timeout: 240_000, interval: 2_000 },
        )
        .toBe(3);
      // The favourites on a slip the player restores from a booking code.
      const favourites = matches.map((m) => ({
        matchId: m.matchId,
        outcomeId: [...m.outcomes].sort((a, b) => a.odds - b.odds)[0]!.id,
      }));
      const booked = await apiCall<{ betslipId: string }>(server.url, 'POST', 'bets/book-bet/12', {
        body: {
          bet_type: 'Multiple',
          stake: 100,
          selections: favourites.map((f) => ({
            ...f,
            marketId: 1,
            specifier: '',
            odds: '1.01',
            type: 'live',
          })),
        },
      });

      const journey = await loggedInContext(browser, server.url, player);
      opened.push(journey);
      const page = await journey.newPage();
      // A shared slip loads only the selections open at that moment: a goal's bet stop on one of the
      // live matches leaves it out, so the link is opened again until all three are open at once.
      const badge = slip(page).locator('.count-badge');
      await expect
        .poll(
          async () => {
            if ((await badge.textContent({ timeout: 1_000 }).catch(() => null)) === '3') return '3';
            await page.goto(`/?shareCode=${booked.betslipId}`);
            return badge.textContent({ timeout: 5_000 }).catch(() => null);
          },
          { timeout: 60_000, interval: 1_000 },
        )
        .toBe('3');
      await slip(page).getByRole('radio', { name: 'Multiple' }).check();
      await slip(page).getByLabel('Stake', { exact: true }).fill('100');
      await slip(page).getByLabel('Odds changes').selectOption('any');
      const slipFigure = (label: string) =>
        slip(page)
          .locator('.betslip-totals dt', { hasText: new RegExp(`^${label}$`) })
          .locator('xpath=following-sibling::dd[1]')
          .textContent();
      const slipBonus = money(await slipFigure('Multi-bet bonus'));
      expect(slipBonus).toBeGreaterThan(0);

      // A goal stops the match's betting for a moment: the refusal is dismissed and Place Bet pressed again.
      const dialog = page.getByRole('dialog', { name: 'Submission Successful' });
      const refusal = page.getByRole('dialog', { name: 'Error' });
      for (let attempt = 0; ; attempt++) {
        await slip(page).getByRole('button', { name: 'Place Bet' }).click();
        await dialog.or(refusal).first().waitFor(WAIT);
        if (await dialog.isVisible()) break;
        expect(attempt).toBeLessThan(20);
        await refusal.getByRole('button', { name: 'OK' }).click();
        await page.waitForTimeout(300);
      }
      const value = (label: string) =>
        dialog.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
      const bonusText = (await value('Multi-bet bonus').textContent()) ?? '';
      const potentialText = (await value('Potential Win').textContent()) ?? '';
      expect(bonusText).toMatch(/^NGN [\d,]+\.\d{2}$/);
      const code = (await dialog.getByRole('status', { name: 'Booking Code' }).textContent()) ?? '';
      await shot(page, 'bets-bonus-placed', false);

      // Every other 1X2 combination of the three matches: exactly one of the 27 tickets wins.
      const combinations = ['1', '2', '3'].flatMap((a) =>
        ['1', '2', '3'].flatMap((b) => ['1', '2', '3'].map((c) => [a, b, c])),
      );
      const placed = new Map<number, PlacedBet>();
      for (const outcomes of combinations) {
        if (outcomes.every((o, i) => o === favourites[i]!.outcomeId)) continue;
        const bet = await placeAccumulator(
          server,
          player,
          matches.map((m, i) => ({ matchId: m.matchId, outcomeId: outcomes[i]! })),
        );
        placed.set(bet.betId, bet);
      }

      await dialog.getByRole('link', { name: 'Check Bet History' }).click();
      await page.waitForURL(/\/Account\/BetHistory$/);
      const card = page.getByRole('article').filter({ hasText: code });
      await card.waitFor(WAIT);
      const cardFigure = (label: string) =>
        card.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
      expect(await cardFigure('Multi-bet bonus').textContent()).toBe(bonusText);
      await card.getByRole('link', { name: 'Bet details' }).click();
      const figures = page.locator('.bet-detail__summary dl');
      const detailFigure = (label: string) =>
        figures
          .locator('dt', { hasText: new RegExp(`^${label}$`) })
          .locator('xpath=following-sibling::dd[1]');
      await expect.poll(() => detailFigure('Multi-bet bonus').textContent()).toBe(bonusText);
      expect(await detailFigure('Potential win').textContent()).toBe(potentialText);
      // Live prices move between the slip and the bet (odds changes: any), so the figures are the
      // engine's, the slip's own, at the prices the bet was taken at.
      const taken = await page
        .getByRole('list', { name: 'Selections' })
        .locator('.bet-leg__figures dt', { hasText: /^Odds$/ })
        .locator('xpath=following-sibling::dd[1]')
        .allTextContents();
      expect(taken).toHaveLength(3);
      const bonusList = (await (
        await fetch(`${server.url}/api/product/utilities/bonuslist?section=onliners`)
      ).json()) as { data: BonusRow[] };
      const priced = calculateCoupon({
        selections: taken.map((odds, i) => ({ matchId: i + 1, marketId: 1, outcomeId: '1', odds })),
        bet_type: 'Multiple',
        stake: 100,
        config: { ...DEFAULT_COUPON_CONFIG, minBonusOdd: 1.01, bonusTable: bonusList.data },
      });
      expect(bonusText).toBe(`NGN ${formatMoney(priced.maxBonus)}`);
      expect(potentialText).toBe(`NGN ${formatMoney(priced.maxWin)}`);
      await shot(page, 'bets-bonus-detail');

      // The matches play to the end; the one ticket that won pays its potential win, bonus and all.
      const all = async () =>
        (
          await apiCall<{ data: BetView[] }>(server.url, 'POST', 'bets/history?page=1', {
            token: player.token,
            body: { status: 'all', perPage: 30 },
          })
        ).data;
      await expect
        .poll(async () => (await all()).filter((b) => b.status === 'open').length, {
          timeout: 150_000,
          interval: 1_000,
        })
        .toBe(0);
      const bets = await all();
      expect(bets).toHaveLength(27);
      const won = bets.filter((b) => b.status === 'won');
      expect(won).toHaveLength(1);
      const winner = won[0]!;
      expect(winner.bonus).toBeGreaterThan(0);
      expect(winner.payout).toBe(winner.possibleWin);
      const mine = bets.find((b) => b.betslipId === code)!;
      expect(mine.bonus).toBe(money(bonusText));
      if (winner.id !== mine.id) expect(winner.bonus).toBe(placed.get(winner.id)!.bonus);
      await expect
        .poll(async () => money(await headerBalance(page)), { timeout: 30_000 })
        .toBeCloseTo(5000 - 100 - 26 * 10 + winner.possibleWin, 2);

      const shown = (amount: number) => `NGN ${formatMoney(amount)}`;
      await page.goto(`/Account/BetHistory/${winner.id}/Detail`);
      await expect.poll(() => detailFigure('Paid').textContent()).toBe(shown(winner.possibleWin));
      expect(await detailFigure('Multi-bet bonus').textContent()).toBe(shown(winner.bonus));
      expect(await detailFigure('Bonus paid').textContent()).toBe(shown(winner.bonus));
      expect(await detailFigure('Potential win').textContent()).toBe(shown(winner.possibleWin));
      await shot(page, 'bets-bonus-won');
    } finally {
      await Promise.all(opened.map((c) => c.close()));
      await putSetting(server, 'global_variables', variables);
    }
  }, 600_000);
});
