// Bet history journey helpers: soccer matches as the sports API lists them (names, clock, 1X2
// prices), bets placed on them through the API (a bet stop waited out), one bet as the player's API
// answers it, a match followed until the feed closes it, and the cash-out question answered in the
// browser until the bet is cashed out (a moved offer confirmed in turn).
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { apiCall, type Player } from './wallet.ts';

export interface ListedMatch {
  matchId: number;
  homeTeam: string;
  awayTeam: string;
  /** ISO start time. */
  date: string;
  /** The match clock in minutes (0 before kick-off). */
  matchTime: number;
  outcomes: { id: string; odds: number }[];
}

interface ListedFixture {
  matchId: number;
  homeTeam: string;
  awayTeam: string;
  date: string;
  liveStatus?: { matchTime: number | null } | null;
  markets: { id: number; status: number; outcomes: { id: string; odds: number; active: number }[] }[];
}

/** Soccer matches whose 1X2 can be bet now: live ones, or pre-match ones starting last first. */
export async function soccerMatches(baseUrl: string, live: boolean): Promise<ListedMatch[]> {
  const path = live
    ? 'sports/highlight/live/0?source=web&markets=1'
    : 'sports/highlight/prematch/1?page=1&perPage=50';
  const body = await apiCall<{
    sports?: { id: number; fixtures: ListedFixture[] }[];
    fixtures?: ListedFixture[];
  }>(baseUrl, 'GET', path);
  const fixtures = body.sports
    ? (body.sports.find((s) => s.id === 1)?.fixtures ?? [])
    : (body.fixtures ?? []);
  return fixtures
    .map((f) => ({ f, market: f.markets.find((m) => m.id === 1 && m.status === 1) }))
    .filter((x) => x.market && x.market.outcomes.every((o) => o.active === 1))
    .map(({ f, market }) => ({
      matchId: f.matchId,
      homeTeam: f.homeTeam,
      awayTeam: f.awayTeam,
      date: f.date,
      matchTime: f.liveStatus?.matchTime ?? 0,
      outcomes: market!.outcomes.map((o) => ({ id: o.id, odds: o.odds })),
    }))
    .sort((a, b) => (live ? a.matchTime - b.matchTime : b.date.localeCompare(a.date)));
}

/** A live soccer match whose clock is between the two minutes, as soon as one is listed. */
export async function liveMatchBetween(
  baseUrl: string,
  from: number,
  to: number,
  timeoutMs = 180_000,
): Promise<ListedMatch> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await soccerMatches(baseUrl, true)).find((m) => m.matchTime >= from && m.matchTime <= to);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 2_000));
  }
  throw new Error(`no live soccer match between minutes ${from} and ${to}`);
}

/** A bet stop closes a match's selections for a few seconds: the call is made again until it is over. */
export async function waitingOutBetStops<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (err) {
      if (attempt >= 60 || !/BETSLIP_SELECTION_CLOSED/.test(String(err))) throw err;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

/** A single (one leg) or an accumulator of 100 on 1X2 outcomes, taking any price move. */
export function placeBet(
  baseUrl: string,
  player: Player,
  legs: { matchId: number; outcomeId: string }[],
  type: 'live' | 'prematch',
): Promise<{ betId: number; betslipId: string }> {
  return waitingOutBetStops(() =>
    apiCall<{ betId: number; betslipId: string }>(baseUrl, 'POST', 'bets/place-bet/12', {
      token: player.token,
      idempotencyKey: randomUUID(),
      body: {
        bet_type: legs.length === 1 ? 'Single' : 'Multiple',
        stake: 100,
        acceptChanges: 'any',
        selections: legs.map((l) => ({ ...l, marketId: 1, specifier: '', odds: '1.01', type })),
      },
    }),
  );
}

export interface BetAnswer {
  id: number;
  status: string;
  payout: number;
  cashoutOffer: number | null;
  selections: { matchId: number; score: string | null; finalScore?: string | null }[];
}

/** One bet as the player's API answers it now. */
export async function betNow(baseUrl: string, player: Player, betId: number): Promise<BetAnswer> {
  return (await apiCall<{ data: BetAnswer }>(baseUrl, 'GET', `bets/${betId}`, { token: player.token })).data;
}

/**
 * Follows a match until the feed closes it (its page answers 404) and answers the last score it
 * showed, which is the final one: after the whistle the score no longer moves. Start it while the
 * match is still on: a plain loop, so it can run beside other journeys.
 */
export async function followUntilClosed(
  baseUrl: string,
  matchId: number,
  timeoutMs = 600_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const { fixture } = await apiCall<{ fixture: { score: string } }>(
        baseUrl,
        'GET',
        `sports/match/${matchId}`,
      );
      if (fixture.score) last = fixture.score;
    } catch (err) {
      if (/→ 404/.test(String(err))) return last;
      throw err;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`match ${matchId} did not close in time (last score ${last || 'none'})`);
}

/** "NGN 1,234.50" → 1234.5. */
export const moneyOf = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

export const cashOutQuestion = (page: Page) => page.getByRole('dialog', { name: 'Cash out this bet?' });

/** The value beside a label in a card's or the question's figures. */
export function figure(scope: Locator, label: string | RegExp): Promise<string | null> {
  return scope.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').textContent();
}

/** The amount the open question offers now (its Confirm button names it). */
export async function offeredAmount(page: Page): Promise<number> {
  const confirm = cashOutQuestion(page).getByRole('button', { name: /^Confirm / });
  return moneyOf(await confirm.textContent());
}

/**
 * Confirms the open question, and confirms again each time it shows that the offer moved, until the
 * bet is cashed out; answers the amounts confirmed, in order (the last one was paid). Through a bet
 * stop the question stays open and shows the offer once it is back.
 */
export async function confirmUntilCashedOut(page: Page, scope: Locator): Promise<number[]> {
  const question = cashOutQuestion(page);
  const confirmed: number[] = [];
  for (let round = 0; round < 10; round++) {
    const amount = await offeredAmount(page);
    confirmed.push(amount);
    await question.getByRole('button', { name: /^Confirm / }).click();
    const done = scope.getByText(/^Cashed out NGN /);
    const moved = question.getByText(/^The offer changed from /);
    await done.or(moved).first().waitFor({ timeout: 60_000 });
    if (await done.isVisible()) return confirmed;
  }
  throw new Error(`the offer kept moving: ${confirmed.join(', ')}`);
}
