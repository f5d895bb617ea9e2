// Every part of the settlement rule, end to end over the Unified Odds Feed: the simulator as the
// provider, with its rates of wrong settlements and cancelled windows at 1, publishes an ice hockey
// match through RabbitMQ; the feed process (FEED=uof) takes it into the app, where players bet on it. A dead heat pays stake × odds × factor,
// a wrong settlement rolled back ends paid once on the corrected result, and a bet placed inside a
// cancelled window of odds is refunded while one placed before it stands, until the cancellation
// is rolled back. Each player's money is read from the ledger.
import { randomUUID } from 'node:crypto';
import { settleAccumulator } from '@slipstream/domain';
import amqp from 'amqplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerSound } from '../../../test/ledger.ts';
import { SIM_T0 } from '../../../test/feed.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import type { TestPlayer } from '../../../test/users.ts';
import { betsCall, coupon, fundedPlayer, placeBet, sel } from '../../bets/bets.test-helpers.ts';
import { playerBalances } from '../../ledger/balances.ts';
import { HIGHEST_SCORING_PERIOD } from '../../market-data/markets.ts';
import { createIngestion, type FeedIngestion } from '../ingestion/ingest.ts';
import { silentLog } from '../ingestion/log.ts';
import type { FeedMessage, MarketRef } from '../messages.ts';
import { MINUTE_MS } from '../simulator/calendar.ts';
import { ManualClock } from '../simulator/clock.ts';
import { SimulationEngine } from '../simulator/engine.ts';
import { FeedSimulator, type FeedSimulatorOptions } from '../simulator/simulator.ts';
import { createSimulatedProviderApi } from './simulated-provider-api.ts';
import { SimulatedUofProvider } from './simulated-provider.ts';
import { UofFeedSource } from './uof-source.ts';
import { AMQP_URL, brokerAnswers, queueDrained, removeQueueAndExchange } from './rabbit.test-helper.ts';

const TOKEN = 'test-access-token';
/** Heartbeats come every 10 s of feed time: the cache's feed time is on that grid. */
const BEAT = 10_000;
/** A stake whose payouts need the rounding rule (10.01 × 2.83 × ½ = 14.16415). */
const STAKE = 10.01;

/** The simulated world: ice hockey only; every played match has a wrong settlement and a cancelled window. */
const WORLD = {
  seed: 11,
  sports: ['ice_hockey'],
  lookaheadDays: 1,
  cancelRate: 0,
  rollbackRate: 1,
  betCancelWindowRate: 1,
  betCancelRollbackRate: 1,
  confirmDelayMs: 5 * MINUTE_MS,
} as const satisfies Partial<FeedSimulatorOptions>;

type Of<T extends FeedMessage['type']> = Extract<FeedMessage, { type: T }>;
const is =
  <T extends FeedMessage['type']>(type: T, eventId: number) =>
  (m: FeedMessage): m is Of<T> =>
    m.type === type && 'event_id' in m && m.event_id === eventId;
const sameMarket = (a: MarketRef, b: MarketRef) => a.id === b.id && a.specifier === b.specifier;

/**
 * The story of the first hockey match after SIM_T0 with a dead heat, read ahead from the same
 * world (a function of seed and time): its settlements, its cancelled window and their rollbacks.
 */
function storyOfAMatchWithADeadHeat() {
  const engine = new SimulationEngine(WORLD);
  const world = [...engine.start(SIM_T0), ...engine.advanceTo(SIM_T0 + 8 * 60 * MINUTE_MS)];
  for (const change of world) {
    if (change.type !== 'fixture_change' || change.change_type === 'recovery') continue;
    if (change.fixture.status !== 'live') continue;
    const id = change.event_id;
    const heat = world
      .filter(is('bet_settlement', id))
      .flatMap((s) => s.markets.map((m) => ({ at: s.timestamp, ...m })))
      .find((m) => m.id === HIGHEST_SCORING_PERIOD && m.outcomes.some((o) => o.dead_heat_factor < 1));
    const cancel = world.find(is('bet_cancel', id));
    const uncancel = world.find(is('rollback_bet_cancel', id));
    const rollback = world.find(is('rollback_bet_settlement', id));
    if (!heat || !cancel || !uncancel || !rollback) continue;
    // A bet can be placed before the window only on a line already offered then.
    const offeredBefore = world
      .filter(is('odds_change', id))
      .some(
        (m) =>
          m.timestamp < cancel.start_time! &&
          m.timestamp >= change.fixture.start_time &&
          m.markets.some((k) => sameMarket(k, cancel.markets[0]!) && k.status === 1),
      );
    if (!offeredBefore) continue;
    const wronged = rollback.markets[0]!;
    // Its wrong settlement, then the correction sent with the rollback (the confirmation follows).
    const [wrong, corrected] = world
      .filter(is('bet_settlement', id))
      .filter((s) => s.markets.some((m) => sameMarket(m, wronged)));
    const resultOf = (s: Of<'bet_settlement'> | undefined) =>
      s?.markets.find((m) => sameMarket(m, wronged))?.outcomes.find((o) => o.result === 1)?.id;
    const kickoff = change.fixture.start_time;
    const mine = world.filter((m) => 'event_id' in m && m.event_id === id);
    return {
      id,
      kickoff,
      heat,
      cancel: { ...cancel, market: cancel.markets[0]!, start: cancel.start_time!, end: cancel.end_time! },
      uncancelAt: uncancel.timestamp,
      wronged: {
        market: wronged,
        wrongAt: wrong!.timestamp,
        wrongly: resultOf(wrong)!,
        rollbackAt: rollback.timestamp,
        rightly: resultOf(corrected)!,
      },
      closedAt: world.filter(is('fixture_change', id)).at(-1)!.timestamp,
      world: mine,
      /** How the market finally settles (the confirmed settlement). */
      settlementOf: (market: MarketRef) =>
        mine
          .filter((m): m is Of<'bet_settlement'> => m.type === 'bet_settlement')
          .flatMap((m) => m.markets)
          .filter((m) => sameMarket(m, market))
          .at(-1)!.outcomes,
    };
  }
  throw new Error('no hockey match with a dead heat in the simulated hours');
}

const rabbit = await brokerAnswers();
if (!rabbit)
  console.warn(`RabbitMQ does not answer at ${AMQP_URL}: the settlement rules over AMQP are skipped`);

describe.runIf(rabbit)('the settlement rules, end to end over the Unified Odds Feed', () => {
  const exchange = `uof-rules-${randomUUID()}`;
  const queue = `slipstream-rules-${randomUUID()}`;
  const story = storyOfAMatchWithADeadHeat();
  let t: TestApp;
  let sim: FeedSimulator;
  let provider: SimulatedUofProvider;
  let api: ReturnType<typeof createSimulatedProviderApi>;
  let ingestion: FeedIngestion;
  let source: UofFeedSource;

  /** Waits until our queue is empty and everything taken from it is applied and handed over. */
  const drained = () => queueDrained(queue, source, ingestion);

  async function advanceTo(time: number): Promise<void> {
    await sim.advanceTo(time);
    await drained();
  }

  /** Places a single at the line's current price; the feed time is the bet's time in the feed. */
  async function bet(who: TestPlayer, market: MarketRef, outcomeId: string) {
    const ref = { matchId: story.id, marketId: market.id, specifier: market.specifier, outcomeId };
    const quote = t.odds.quote(ref);
    if (!quote.open || quote.odds === null) return null;
    const placed = await placeBet(
      t,
      who,
      coupon([sel(story.id, outcomeId, quote.odds, market.id, market.specifier)], STAKE),
    );
    expect(placed.statusCode, placed.body).toBe(200);
    return {
      id: placed.json().betId as number,
      odds: quote.odds,
      placedAt: t.odds.feedTime(),
      outcomeId,
    };
  }

  const detail = async (who: TestPlayer, betId: number) =>
    (await betsCall(t, who, 'GET', String(betId))).json().data as { status: string; payout: number };
  const available = async (who: TestPlayer) => (await playerBalances(t.db, who.id)).available;
  /** What a single of STAKE at `odds` pays with this outcome, by the domain's rounding rule (minor units). */
  const pays = (odds: number, outcome: { result: 0 | 1; void_factor: number; dead_heat_factor: number }) =>
    settleAccumulator(
      [
        {
          matchId: story.id,
          marketId: 1,
          specifier: '',
          outcomeId: '1',
          odds: odds.toFixed(2),
          fixed: false,
          combinability: 0,
          result: outcome.result,
          voidFactor: outcome.void_factor,
          deadHeatFactor: outcome.dead_heat_factor,
        },
      ],
      Math.round(STAKE * 100),
    );

  beforeAll(async () => {
    t = await buildTestApp({ BET_LIVE_DELAY_MS: 0 });
    sim = new FeedSimulator({
      ...WORLD,
      // Just before the match: the world before it is fast-forwarded, the same world as the story's.
      startTime: story.kickoff - 5 * MINUTE_MS,
      clock: new ManualClock(1_000_000),
      autoAdvance: false,
    });
    provider = new SimulatedUofProvider({
      source: sim,
      amqpUrl: AMQP_URL,
      exchange,
      now: () => sim.engine.now,
    });
    api = createSimulatedProviderApi(provider, TOKEN);
    const apiUrl = await api.listen({ host: '127.0.0.1', port: 0 });
    const connection = await amqp.connect(AMQP_URL);
    const channel = await connection.createChannel();
    await channel.assertExchange(exchange, 'topic', { durable: true });
    await channel.assertQueue(queue, { durable: true });
    await channel.bindQueue(queue, exchange, '#');
    await connection.close();
    await provider.start();
    await sim.idle();

    // The feed process, its settlements handed to the app's bets module.
    ingestion = createIngestion({
      db: t.db,
      broker: t.broker,
      cache: t.odds,
      clock: new ManualClock(1_000_000),
      flushIntervalMs: 3_600_000,
      acknowledgingSource: true,
      sink: t.modules.bets.settlement,
    });
    await ingestion.warmStart();
    source = new UofFeedSource({
      amqpUrl: AMQP_URL,
      exchange,
      queue,
      apiUrl,
      accessToken: TOKEN,
      db: t.db,
      nodeId: '9',
      since: {},
      silenceMs: 60_000,
      log: silentLog,
      commit: () => ingestion.commit(),
      now: () => sim.engine.now,
    });
    await ingestion.start(source);
    await source.ready();
    // The producers are up with their first heartbeat after the recovery.
    await advanceTo(sim.engine.now + BEAT);
  }, 120_000);

  afterAll(async () => {
    await ingestion?.stop();
    await provider?.stop();
    await api?.close();
    await removeQueueAndExchange(queue, exchange);
    await t?.close();
  });

  // Players and their bets, shared by the tests below, which follow the match in time.
  let heatPlayer: TestPlayer;
  let heatBets: NonNullable<Awaited<ReturnType<typeof bet>>>[];
  let wrongedPlayer: TestPlayer;
  let wrongedBets: {
    rightly: NonNullable<Awaited<ReturnType<typeof bet>>>;
    wrongly: NonNullable<Awaited<ReturnType<typeof bet>>>;
  };
  let windowPlayer: TestPlayer;
  let windowBets: NonNullable<Awaited<ReturnType<typeof bet>>>[];

  it('takes bets before kick-off on every period of the dead-heat market, and on the market settled wrongly', async () => {
    heatPlayer = await fundedPlayer(t, 100);
    heatBets = [];
    for (const id of ['1', '2', '3']) {
      const placed = await bet(heatPlayer, { id: HIGHEST_SCORING_PERIOD, specifier: '' }, id);
      expect(placed, `period ${id}`).not.toBeNull();
      heatBets.push(placed!);
    }
    wrongedPlayer = await fundedPlayer(t, 100);
    const { market } = story.wronged;
    const rightly = await bet(wrongedPlayer, market, story.wronged.rightly);
    const wrongly = await bet(wrongedPlayer, market, story.wronged.wrongly);
    expect(rightly && wrongly).toBeTruthy();
    wrongedBets = { rightly: rightly!, wrongly: wrongly! };
    expect(await available(heatPlayer)).toBe(10_000 - 3 * 1_001);
  }, 60_000);

  it('refunds a bet placed inside a bet_cancel window, not one placed before it, and opens it again on rollback_bet_cancel', async () => {
    const { market, start, end } = story.cancel;
    windowPlayer = await fundedPlayer(t, 100);
    // The first outcome of the line the provider will cancel, once before the window and once in it.
    const firstOutcome = story.world
      .filter((m): m is Of<'odds_change'> => m.type === 'odds_change')
      .flatMap((m) => m.markets)
      .find((m) => sameMarket(m, market))!.outcomes[0]!.id;
    const betOn = async (from: number, before: number) => {
      for (let at = Math.ceil(from / BEAT) * BEAT; at < before; at += BEAT) {
        await advanceTo(at);
        const placed = await bet(windowPlayer, market, firstOutcome);
        if (placed) return placed;
      }
      throw new Error(`${market.id} ${market.specifier} was never open between ${from} and ${before}`);
    };
    const outside = await betOn(story.kickoff, start);
    const inside = await betOn(start, end);
    expect(outside.placedAt).toBeLessThan(start);
    expect(inside.placedAt).toBeGreaterThanOrEqual(start);
    expect(inside.placedAt).toBeLessThanOrEqual(end);
    const funded = 10_000 - 2 * 1_001;
    expect(await available(windowPlayer)).toBe(funded);

    await advanceTo(story.cancel.timestamp);
    expect(await detail(windowPlayer, inside.id)).toMatchObject({ status: 'void', payout: STAKE });
    expect(await detail(windowPlayer, outside.id)).toMatchObject({ status: 'open' });
    expect(await available(windowPlayer)).toBe(funded + 1_001);

    await advanceTo(story.uncancelAt);
    expect(await detail(windowPlayer, inside.id)).toMatchObject({ status: 'open' });
    expect(await available(windowPlayer)).toBe(funded);
    windowBets = [outside, inside];
  }, 60_000);

  it('pays a bet on a period level on top stake × odds × dead-heat factor, and nothing on the others', async () => {
    await advanceTo(story.heat.at);
    const tied = story.heat.outcomes.filter((o) => o.result === 1);
    expect(tied.length).toBeGreaterThan(1);
    let paid = 0;
    for (const placed of heatBets) {
      const outcome = story.heat.outcomes.find((o) => o.id === placed.outcomeId)!;
      const payout = pays(placed.odds, outcome);
      if (outcome.result === 1) {
        expect(outcome.dead_heat_factor).toBe(1 / tied.length);
        expect(payout).toBeLessThan(Math.round(STAKE * 100 * placed.odds));
      }
      expect(await detail(heatPlayer, placed.id)).toMatchObject({
        status: payout > 0 ? 'won' : 'lost',
        payout: payout / 100,
      });
      paid += payout;
    }
    expect(await available(heatPlayer)).toBe(10_000 - 3 * 1_001 + paid);
  }, 60_000);

  it('takes back what a wrong settlement paid when it is rolled back, and pays once on the corrected result', async () => {
    const { rightly, wrongly } = wrongedBets;
    const won = { result: 1 as const, void_factor: 0, dead_heat_factor: 1 };
    const funded = 10_000 - 2 * 1_001;
    await advanceTo(story.wronged.wrongAt);
    expect(await detail(wrongedPlayer, wrongly.id)).toMatchObject({ status: 'won' });
    expect(await detail(wrongedPlayer, rightly.id)).toMatchObject({ status: 'lost', payout: 0 });
    expect(await available(wrongedPlayer)).toBe(funded + pays(wrongly.odds, won));

    await advanceTo(story.wronged.rollbackAt);
    expect(await detail(wrongedPlayer, wrongly.id)).toMatchObject({ status: 'lost', payout: 0 });
    expect(await detail(wrongedPlayer, rightly.id)).toMatchObject({
      status: 'won',
      payout: pays(rightly.odds, won) / 100,
    });
    expect(await available(wrongedPlayer)).toBe(funded + pays(rightly.odds, won));

    // The confirmed settlement repeats the corrected result: nothing moves, and the match closes.
    await advanceTo(story.closedAt);
    expect(await available(wrongedPlayer)).toBe(funded + pays(rightly.odds, won));
  }, 60_000);

  it('settles the bets of the cancelled window with the market once the cancellation is taken back', async () => {
    const outcome = story.settlementOf(story.cancel.market).find((o) => o.id === windowBets[0]!.outcomeId)!;
    let paid = 0;
    for (const placed of windowBets) {
      const payout = pays(placed.odds, outcome);
      expect(await detail(windowPlayer, placed.id)).toMatchObject({
        status: payout > 0 ? 'won' : 'lost',
        payout: payout / 100,
      });
      paid += payout;
    }
    expect(await available(windowPlayer)).toBe(10_000 - 2 * 1_001 + paid);
    await expectLedgerSound(t.db);
  });
});
