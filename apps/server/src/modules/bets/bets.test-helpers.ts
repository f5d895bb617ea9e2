// Test helpers for the bets module: fixtures put straight into the odds cache, a funded player, and
// the bets calls as the web app makes them.
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { MARKET_STATUS } from '../feed/messages.ts';
import { marketKey, type CachedFixture, type CachedMarket } from '../market-data/odds-cache.ts';
import type { TestApp } from '../../test/test-app.ts';
import { testPlayer, type TestPlayer } from '../../test/users.ts';
import { fundPlayer } from '../../test/wallet.ts';

/** A soccer fixture with a 1X2 line (home 2.00, draw 3.00, away 4.00) and a total 2.5 line. */
export function putFixture(
  t: TestApp,
  id: number,
  options: { live?: boolean; odds?: [number, number, number] } = {},
): CachedFixture {
  const [h, d, a] = options.odds ?? [2, 3, 4];
  const line = (marketId: number, specifier: string, outcomes: CachedMarket['outcomes']): CachedMarket => ({
    fixtureId: id,
    marketId,
    specifier,
    status: MARKET_STATUS.active,
    producer: options.live ? 1 : 3,
    ts: 1_000,
    outcomes,
  });
  const fixture: CachedFixture = {
    id,
    sport: { id: 1, name: 'Soccer' },
    category: { id: 1, name: 'England', countryCode: 'ENG' },
    tournament: { id: 17, name: 'Premier League' },
    home: { id: id * 2, name: `Home ${id}`, abbreviation: null },
    away: { id: id * 2 + 1, name: `Away ${id}`, abbreviation: null },
    startTime: Date.UTC(2030, 0, 1),
    status: options.live ? 'live' : 'not_started',
    statusTs: 1_000,
    eventStatus: null,
    lastMessageAt: 1_000,
    fixtureTs: 1_000,
    oddsTs: { 1: 0, 3: 1_000 },
    markets: new Map([
      [
        marketKey(1, ''),
        line(1, '', [
          { id: '1', odds: h, active: 1 },
          { id: '2', odds: d, active: 1 },
          { id: '3', odds: a, active: 1 },
        ]),
      ],
      [
        marketKey(18, 'total=2.5'),
        line(18, 'total=2.5', [
          { id: '12', odds: 1.9, active: 1 },
          { id: '13', odds: 1.9, active: 1 },
        ]),
      ],
    ]),
  };
  t.odds.put(fixture);
  return fixture;
}

export function setOdds(
  t: TestApp,
  matchId: number,
  outcomeId: string,
  odds: number,
  marketId = 1,
  specifier = '',
): void {
  const o = t.odds.outcome(matchId, marketId, specifier, outcomeId);
  if (!o) throw new Error('no such outcome');
  o.odds = odds;
}

export function suspend(t: TestApp, matchId: number, marketId = 1, specifier = ''): void {
  const m = t.odds.market(matchId, marketId, specifier);
  if (!m) throw new Error('no such market');
  m.status = MARKET_STATUS.suspended;
}

export const sel = (matchId: number, outcomeId = '1', odds = 2, marketId = 1, specifier = '') => ({
  matchId,
  marketId,
  specifier,
  outcomeId,
  odds: odds.toFixed(2),
  fixed: false,
  type: 'prematch',
});

export function coupon(
  selections: ReturnType<typeof sel>[],
  stake = 100,
  extra: Record<string, unknown> = {},
) {
  return {
    selections,
    bet_type: selections.length === 1 ? 'Single' : 'Multiple',
    stake,
    acceptChanges: 'none',
    useBonus: false,
    isBooking: 0,
    clientId: 12,
    ...extra,
  };
}

/** A player with `major` on their available balance. */
export async function fundedPlayer(t: TestApp, major = 10_000): Promise<TestPlayer> {
  const p = await testPlayer(t);
  if (major > 0) await fundPlayer(t, p.id, Math.round(major * 100));
  return p;
}

export function placeBet(
  t: TestApp,
  who: TestPlayer,
  body: unknown,
  key: string | null = randomUUID(),
): Promise<LightMyRequestResponse> {
  return t.call({
    method: 'POST',
    url: '/api/v2/bets/place-bet/12',
    token: who.token,
    body,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
}

export function betsCall(
  t: TestApp,
  who: TestPlayer | null,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) {
  return t.call({
    method,
    url: `/api/v2/bets/${path}`,
    ...(who ? { token: who.token } : {}),
    ...(body !== undefined ? { body } : {}),
    ...(headers ? { headers } : {}),
  });
}

export async function available(t: TestApp, userId: number): Promise<number> {
  const row = await t.db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('user_id', '=', userId)
    .where('kind', '=', 'available')
    .executeTakeFirst();
  return row?.balance ?? 0;
}

let settlementIds = 1_000;
/** A bet_settlement as the feed hands it to the sink (outcome → result; others lost). */
export function settlementEvent(
  fixtureId: number,
  results: Record<string, 0 | 1 | { result: 0 | 1; voidFactor?: number; deadHeatFactor?: number }>,
  options: {
    certainty?: 1 | 2;
    marketId?: number;
    specifier?: string;
    settlementId?: number;
    confirms?: number;
  } = {},
) {
  const settlementId = options.settlementId ?? ++settlementIds;
  return {
    fixtureId,
    producer: 1 as const,
    certainty: options.certainty ?? 1,
    timestamp: 2_000,
    markets: [
      {
        settlementId,
        marketId: options.marketId ?? 1,
        specifier: options.specifier ?? '',
        confirmsSettlementId: options.confirms ?? null,
        outcomes: Object.entries(results).map(([outcomeId, r]) => {
          const o = typeof r === 'number' ? { result: r } : r;
          return {
            outcomeId,
            result: o.result,
            voidFactor: o.voidFactor ?? 0,
            deadHeatFactor: o.deadHeatFactor ?? 1,
          };
        }),
      },
    ],
  };
}
