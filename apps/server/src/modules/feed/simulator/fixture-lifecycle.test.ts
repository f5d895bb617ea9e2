import { describe, expect, it } from 'vitest';
import { feedMessageSchema, marketKey, type FeedMessage } from '../messages.ts';
import { Calendar, type SimFixture } from './calendar.ts';
import { FixtureLifecycle, type LifecycleOptions } from './fixture-lifecycle.ts';
import { Rng } from './rng.ts';

const OPTIONS: LifecycleOptions = {
  margin: 0.06,
  cancelRate: 0,
  rollbackRate: 0,
  betCancelWindowRate: 0,
  betCancelRollbackRate: 0,
  confirmDelayMs: 600_000,
};

function soccerFixture(): SimFixture {
  const fixture = new Calendar(new Rng(3), { lookaheadDays: 2, sports: ['soccer'] }).fixturesOfDay(20_300)[0];
  if (!fixture) throw new Error('no fixture');
  return fixture;
}

/** Runs a lifecycle until done (or `until`), collecting what it emits; earlier events are fast-forwarded. */
function run(lc: FixtureLifecycle, options: { silentUntil?: number; until?: number } = {}): FeedMessage[] {
  const out: FeedMessage[] = [];
  while (!lc.isDone && lc.nextTime() <= (options.until ?? Infinity)) {
    lc.step(lc.nextTime() <= (options.silentUntil ?? -Infinity) ? null : out);
  }
  for (const m of out) expect(feedMessageSchema.safeParse(m).error).toBeUndefined();
  return out;
}

const of = <T extends FeedMessage['type']>(ms: FeedMessage[], type: T) =>
  ms.filter((m): m is Extract<FeedMessage, { type: T }> => m.type === type);

describe('fixture lifecycle', () => {
  const fixture = soccerFixture();

  it('announces the fixture, drifts its pre-match odds, hands over at kick-off and closes after the confirmed settlement', () => {
    const messages = run(new FixtureLifecycle(fixture, new Rng(1), OPTIONS));
    const changes = of(messages, 'fixture_change');
    expect(changes[0]).toMatchObject({
      change_type: 'new',
      producer: 3,
      fixture: { status: 'not_started', live: false },
    });
    expect(changes.map((c) => c.fixture.status)).toEqual(['not_started', 'live', 'ended', 'closed']);
    const prematch = of(messages, 'odds_change').filter((m) => m.producer === 3);
    expect(prematch.length).toBeGreaterThan(2);
    // The lines stay the same before kick-off; only their prices move.
    const lines = (m: (typeof prematch)[number]) => m.markets.map(marketKey).join(',');
    expect(new Set(prematch.map(lines)).size).toBe(1);
    expect(prematch.at(-1)?.timestamp).toBe(fixture.startTime);
    expect(prematch.at(-1)?.markets.every((m) => m.status === -2)).toBe(true);
    const confirmed = of(messages, 'bet_settlement').find((s) => s.certainty === 2);
    expect(confirmed?.producer).toBe(3);
    expect(confirmed?.markets.map(marketKey)).toEqual(
      expect.arrayContaining(prematch[0]!.markets.map(marketKey)),
    );
  });

  it('cancels a fixture before kick-off: every market is cancelled and the fixture leaves the feed', () => {
    const messages = run(new FixtureLifecycle(fixture, new Rng(1), { ...OPTIONS, cancelRate: 1 }));
    const cancel = of(messages, 'bet_cancel')[0];
    const offered = of(messages, 'odds_change')[0]!.markets.map(marketKey);
    expect(cancel?.markets.map(marketKey)).toEqual(offered);
    expect(cancel!.timestamp).toBeLessThan(fixture.startTime);
    expect(of(messages, 'fixture_change').at(-1)?.fixture.status).toBe('cancelled');
    expect(messages.at(-1)?.type).toBe('fixture_change');
  });

  it('rolls back a wrong live settlement and settles the market again as confirmed', () => {
    const messages = run(new FixtureLifecycle(fixture, new Rng(1), { ...OPTIONS, rollbackRate: 1 }));
    const rollback = of(messages, 'rollback_bet_settlement')[0];
    expect(rollback).toBeDefined();
    const [ref] = rollback!.markets;
    const settlements = of(messages, 'bet_settlement');
    const forMarket = settlements.flatMap((s) =>
      s.markets
        .filter((m) => marketKey(m) === marketKey(ref!))
        .map((m) => ({ at: s.timestamp, c: s.certainty, m })),
    );
    const [wrong, corrected, confirmed] = forMarket;
    expect(wrong!.at).toBeLessThan(rollback!.timestamp);
    expect(corrected!.at).toBe(rollback!.timestamp);
    expect(wrong!.m.outcomes).not.toEqual(corrected!.m.outcomes);
    expect(confirmed!.c).toBe(2);
    expect(confirmed!.m.outcomes).toEqual(corrected!.m.outcomes);
  });

  it('cancels the bets one live market took in a short window of wrong odds, and can take that back', () => {
    const messages = run(
      new FixtureLifecycle(fixture, new Rng(1), {
        ...OPTIONS,
        betCancelWindowRate: 1,
        betCancelRollbackRate: 1,
      }),
    );
    const [cancel, ...more] = of(messages, 'bet_cancel');
    expect(more).toEqual([]);
    expect(cancel).toMatchObject({ producer: 1, end_time: cancel!.timestamp });
    const span = cancel!.end_time! - cancel!.start_time!;
    expect(span).toBeGreaterThanOrEqual(20_000);
    expect(span).toBeLessThanOrEqual(90_000);
    expect(cancel!.start_time).toBeGreaterThan(fixture.startTime);
    // The market was open to bets on the live producer's prices when the window closed.
    const [market] = cancel!.markets;
    const live = of(messages, 'odds_change').filter(
      (m) => m.producer === 1 && m.timestamp <= cancel!.timestamp,
    );
    expect(live.at(-1)?.markets.find((m) => marketKey(m) === marketKey(market!))?.status).toBe(1);
    // Taken back three minutes later, with the same window; the market still settles at the end.
    const [rollback, ...again] = of(messages, 'rollback_bet_cancel');
    expect(again).toEqual([]);
    expect(rollback).toMatchObject({
      producer: 1,
      timestamp: cancel!.timestamp + 180_000,
      start_time: cancel!.start_time,
      end_time: cancel!.end_time,
      markets: cancel!.markets,
    });
    const settled = of(messages, 'bet_settlement').flatMap((s) => s.markets.map(marketKey));
    expect(settled).toContain(marketKey(market!));
  });

  it('sends no windowed cancel at rate 0, and no rollback of it at a rollback rate of 0', () => {
    const none = run(new FixtureLifecycle(fixture, new Rng(1), { ...OPTIONS, betCancelRollbackRate: 1 }));
    expect(of(none, 'bet_cancel')).toEqual([]);
    expect(of(none, 'rollback_bet_cancel')).toEqual([]);
    const standing = run(new FixtureLifecycle(fixture, new Rng(1), { ...OPTIONS, betCancelWindowRate: 1 }));
    expect(of(standing, 'bet_cancel')).toHaveLength(1);
    expect(of(standing, 'rollback_bet_cancel')).toEqual([]);
    // The rest of the story is the same: the window's draws come from a stream of their own.
    const rest = (ms: FeedMessage[]) => ms.filter((m) => m.type !== 'bet_cancel');
    expect(rest(standing)).toEqual(none);
  });

  it('after a restart mid-match it still settles the markets offered before it', () => {
    const full = run(new FixtureLifecycle(fixture, new Rng(1), OPTIONS));
    const restarted = run(new FixtureLifecycle(fixture, new Rng(1), OPTIONS), {
      silentUntil: fixture.startTime + 50 * 60_000,
    });
    const confirmed = (ms: FeedMessage[]) => of(ms, 'bet_settlement').find((s) => s.certainty === 2);
    expect(confirmed(restarted)).toEqual(confirmed(full));
  });
});
