// What the bet shows is what it pays: the multi-bet bonus the engine priced into a slip is the figure
// the placement answer, the history and the detail give, and the bet that wins pays its potential
// win with it, through the real feed ingestion.
import { calculateCoupon, DEFAULT_COUPON_CONFIG, type BonusRow } from '@slipstream/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIM_T0, startSimulatedFeed, type SimulatedFeed } from '../../test/feed.ts';
import { expectLedgerSound } from '../../test/ledger.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { MARKET_STATUS, PRODUCER, type FeedMessage } from '../feed/messages.ts';
import { marketKey } from '../market-data/odds-cache.ts';
import { available, betsCall, coupon, fundedPlayer, placeBet, sel } from './bets.test-helpers.ts';

const BONUS_TABLE: BonusRow[] = [
  { ticket_length: 3, bonus: 10 },
  { ticket_length: 4, bonus: 12.5 },
];

let t: TestApp;
let feed: SimulatedFeed;

beforeAll(async () => {
  t = await buildTestApp({ BET_LIVE_DELAY_MS: 0 });
  feed = await startSimulatedFeed({
    db: t.db,
    broker: t.broker,
    cache: t.odds,
    sink: t.modules.bets.settlement,
    sports: ['soccer'],
  });
  const table = await t.app.inject({
    method: 'PUT',
    url: '/api/operator/settings/bonus_list',
    headers: { 'x-operator-key': t.config.OPERATOR_KEY },
    payload: { onliners: BONUS_TABLE },
  });
  expect(table.statusCode, table.body).toBe(200);
}, 120_000);
afterAll(async () => {
  await feed?.stop();
  await t?.close();
});

/** The home win of `count` soccer matches not yet started, each priced at MinBonusOdd or above. */
function homeWins(count: number) {
  const picks: ReturnType<typeof sel>[] = [];
  for (const fixture of t.odds.fixtures()) {
    if (fixture.sport.id !== 1 || fixture.status !== 'not_started') continue;
    const line = fixture.markets.get(marketKey(1, ''));
    if (!line || line.status !== MARKET_STATUS.active) continue;
    const quote = t.odds.quote({ matchId: fixture.id, marketId: 1, specifier: '', outcomeId: '1' });
    if (!quote.open || quote.odds === null || quote.odds < 1.2) continue;
    picks.push(sel(fixture.id, '1', quote.odds));
    if (picks.length === count) return picks;
  }
  throw new Error(`fewer than ${count} soccer matches to bet on`);
}

/** The feed's bet_settlement of a match's 1X2: `winner` won, the other outcomes lost. */
function homeWinSettlement(matchId: number, winner: string): FeedMessage {
  return {
    type: 'bet_settlement',
    event_id: matchId,
    producer: PRODUCER.live,
    timestamp: Math.max(SIM_T0, Math.round(t.odds.feedTime())) + 60_000,
    certainty: 1,
    markets: [
      {
        id: 1,
        specifier: '',
        outcomes: ['1', '2', '3'].map((id) => ({
          id,
          result: id === winner ? 1 : 0,
          void_factor: 0,
          dead_heat_factor: 1,
        })),
      },
    ],
  } as FeedMessage;
}

describe('the multi-bet bonus of a placed bet', () => {
  it('is the slip’s figure in the placement answer, the history and the detail, and is paid with the win', async () => {
    const picks = homeWins(3);
    const stake = 1_000.01;
    const slip = coupon(picks, stake);
    // What the slip showed: the engine's figures for these prices and this bonus table.
    const shown = calculateCoupon({
      selections: picks,
      bet_type: 'Multiple',
      stake,
      config: { ...DEFAULT_COUPON_CONFIG, minBonusOdd: 1.2, bonusTable: BONUS_TABLE },
    });
    expect(shown.maxBonus).toBeGreaterThan(0);

    const p = await fundedPlayer(t, 5_000);
    const placed = await placeBet(t, p, slip);
    expect(placed.statusCode, placed.body).toBe(200);
    const bet = placed.json();
    expect(bet).toMatchObject({ bonus: shown.maxBonus, possibleWin: shown.maxWin, stake });

    const history = (await betsCall(t, p, 'POST', 'history', {})).json();
    expect(history.data).toHaveLength(1);
    expect(history.data[0]).toMatchObject({
      id: bet.betId,
      bonus: shown.maxBonus,
      possibleWin: shown.maxWin,
    });
    const open = (await betsCall(t, p, 'GET', String(bet.betId))).json().data;
    expect(open).toMatchObject({
      status: 'open',
      bonus: shown.maxBonus,
      possibleWin: shown.maxWin,
      bonusPaid: 0,
    });

    const before = await available(t, p.id);
    for (const pick of picks) await feed.ingestion.handle(homeWinSettlement(pick.matchId, '1'));
    await feed.ingestion.idle();

    const settled = (await betsCall(t, p, 'GET', String(bet.betId))).json().data;
    expect(settled).toMatchObject({
      status: 'won',
      payout: shown.maxWin,
      bonus: shown.maxBonus,
      bonusPaid: shown.maxBonus,
    });
    // The credit is the potential win, bonus included, to the minor unit.
    expect((await available(t, p.id)) - before).toBe(Math.round(shown.maxWin * 100));
    expect((await betsCall(t, p, 'POST', 'history', {})).json().data[0]).toMatchObject({
      status: 'won',
      bonus: shown.maxBonus,
      payout: shown.maxWin,
    });
    await expectLedgerSound(t.db);
  });

  it('is worked out from the legs of a bet placed before the figure was stored', async () => {
    const p = await fundedPlayer(t, 1_000);
    const bet = (await placeBet(t, p, coupon(homeWins(3), 100))).json();
    expect(bet.bonus).toBeGreaterThan(0);
    await t.db.updateTable('bets').set({ max_bonus: null }).where('id', '=', bet.betId).execute();
    expect((await betsCall(t, p, 'GET', String(bet.betId))).json().data.bonus).toBe(bet.bonus);
    expect((await betsCall(t, p, 'POST', 'history', {})).json().data[0].bonus).toBe(bet.bonus);
  });

  it('is the same figure when the bet is placed again with its idempotency key', async () => {
    const picks = homeWins(4);
    const p = await fundedPlayer(t, 1_000);
    const key = 'bonus-retry-0001';
    const first = (await placeBet(t, p, coupon(picks, 100), key)).json();
    const again = (await placeBet(t, p, coupon(picks, 100), key)).json();
    expect(first.bonus).toBeGreaterThan(0);
    expect(again).toEqual(first);
    await expectLedgerSound(t.db);
  });
});
