import { describe, expect, it } from 'vitest';
import { marketKey, sportEventStatusSchema } from '../../messages.ts';
import { SPORT_KEYS, type SportKey } from '../../../market-data/sports.ts';
import { Calendar, DAY_MS, type SimFixture } from '../calendar.ts';
import { Rng } from '../rng.ts';
import { settleMarket } from '../settlement.ts';
import { expectMarginRespected } from '../test-helpers.ts';
import { matchModelFor, NO_DRIFT, type PlayEvent } from './index.ts';
import { playTennisPoint } from './tennis.ts';
import { initialTennisState } from '../pricing/tennis.ts';

const MARGIN = 0.06;
const DAY = 20_200;

function fixtureOf(sport: SportKey, n = 0): SimFixture {
  const calendar = new Calendar(new Rng(7), { lookaheadDays: 2, sports: [sport] });
  const fixture = calendar.fixturesOfDay(DAY)[n];
  if (!fixture) throw new Error(`no ${sport} fixture`);
  return fixture;
}

function playToEnd(fixture: SimFixture, seed: number): PlayEvent[] {
  const model = matchModelFor(fixture);
  return [...model.play(new Rng(seed), fixture.startTime, NO_DRIFT)];
}

describe.each(SPORT_KEYS)('live play: %s', (sport) => {
  const fixture = fixtureOf(sport);
  const events = playToEnd(fixture, 11);

  it('moves forward in time from kick-off within the longest a match may last', () => {
    expect(events[0]?.at).toBe(fixture.startTime);
    for (let i = 1; i < events.length; i++) expect(events[i]!.at).toBeGreaterThanOrEqual(events[i - 1]!.at);
    expect(events.at(-1)!.at - fixture.startTime).toBeLessThanOrEqual(matchModelFor(fixture).maxDurationMs);
    for (const e of events) expect(sportEventStatusSchema.safeParse(e.status).error).toBeUndefined();
  });

  it('stops bets on dangerous moments and re-opens them before play goes on', () => {
    const stops = events.filter((e) => e.kind === 'bet_stop');
    expect(stops.length).toBeGreaterThan(0);
    events.forEach((e, i) => {
      if (e.kind !== 'bet_stop') return;
      expect(['reopen', 'period_end', 'end']).toContain(events[i + 1]?.kind);
    });
  });

  it('prices every moment within the margin and ends with a complete result that settles every market offered', () => {
    const offered = new Map<string, { id: number; specifier: string }>();
    for (const e of events) {
      if (e.kind === 'bet_stop' || e.kind === 'end') continue;
      const { quotes } = e.price(MARGIN);
      expectMarginRespected(quotes, MARGIN);
      for (const q of quotes)
        offered.set(marketKey({ id: q.marketId, specifier: q.specifier }), {
          id: q.marketId,
          specifier: q.specifier,
        });
    }
    for (const q of matchModelFor(fixture).prematch(NO_DRIFT, MARGIN).quotes)
      offered.set(marketKey({ id: q.marketId, specifier: q.specifier }), {
        id: q.marketId,
        specifier: q.specifier,
      });
    const last = events.at(-1)!;
    expect(last.kind).toBe('end');
    expect(last.status.status).toBe('ended');
    expect(last.result?.complete).toBe(true);
    for (const market of offered.values()) {
      const outcomes = settleMarket(market.id, market.specifier, last.result!);
      expect(outcomes, marketKey(market)).not.toBeNull();
      // Exactly one way to win or a refund: the winners' stakes plus refunds never exceed one outcome's worth.
      const won = outcomes!.reduce((acc, o) => acc + (1 - o.void_factor) * o.result, 0);
      expect(won).toBeLessThanOrEqual(2);
    }
  });

  it('plays the same match for the same seed and another for another seed', () => {
    const again = playToEnd(fixture, 11);
    expect(again.map((e) => [e.at, e.kind, e.status])).toEqual(events.map((e) => [e.at, e.kind, e.status]));
    const other = playToEnd(fixture, 12);
    expect(other.map((e) => [e.at, e.kind, e.status])).not.toEqual(
      events.map((e) => [e.at, e.kind, e.status]),
    );
  });
});

describe('live play details', () => {
  it('soccer: match time runs to 90 minutes, half-time settles the first half, the score only grows', () => {
    const events = playToEnd(fixtureOf('soccer'), 3);
    const times = events.filter((e) => e.status.status === 'live').map((e) => e.status.match_time ?? 0);
    for (let i = 1; i < times.length; i++) expect(times[i]).toBeGreaterThanOrEqual(times[i - 1]!);
    expect(Math.max(...times)).toBe(90);
    const halfTime = events.find((e) => e.kind === 'period_end');
    expect(halfTime?.status.period_name).toBe('Halftime');
    expect(halfTime?.result?.first_half).toBeDefined();
    const end = events.at(-1)!;
    expect(end.result?.regular_time).toEqual({ home: end.status.home_score, away: end.status.away_score });
    const totalGoals = events.map((e) => e.status.home_score + e.status.away_score);
    for (let i = 1; i < totalGoals.length; i++)
      expect(totalGoals[i]).toBeGreaterThanOrEqual(totalGoals[i - 1]!);
  });

  it('ice hockey and basketball decide a tie after regular time', () => {
    for (const sport of ['ice_hockey', 'basketball'] as const) {
      let sawOvertime = false;
      for (let seed = 0; seed < 40 && !sawOvertime; seed++) {
        const events = playToEnd(fixtureOf(sport), seed);
        const end = events.at(-1)!.result!;
        expect(end.incl_overtime!.home).not.toBe(end.incl_overtime!.away);
        sawOvertime = events.some((e) => e.status.period_name === 'Overtime');
      }
      expect(sawOvertime, sport).toBe(true);
    }
  });

  it('ice hockey: a shoot-out goes attempt by attempt, bets stopped only while each one is taken', () => {
    let events: PlayEvent[] | undefined;
    for (let seed = 0; seed < 300 && !events; seed++) {
      const played = playToEnd(fixtureOf('ice_hockey'), seed);
      if (played.some((e) => e.status.period_name === 'Penalties')) events = played;
    }
    expect(events, 'no shoot-out in 300 games').toBeDefined();
    const shootout = events!.filter((e) => e.status.period === 5);
    const stops = shootout.filter((e) => e.kind === 'bet_stop');
    expect(stops.length).toBeGreaterThanOrEqual(4);
    shootout.forEach((e, i) => {
      if (e.kind !== 'bet_stop') return;
      const next = shootout[i + 1] ?? events!.at(-1)!;
      expect(['reopen', 'end']).toContain(next.kind);
      expect(next.at - e.at).toBeLessThanOrEqual(30_000);
    });
    // Between attempts the winner market is open at the shoot-out's current odds.
    for (const e of shootout.filter((x) => x.kind === 'reopen')) {
      const winner = e.price(MARGIN).quotes.find((q) => q.marketId === 406);
      expect(winner?.withdrawn).toBe(false);
    }
    const end = events!.at(-1)!;
    const [home, away] = [end.result!.incl_overtime!.home, end.result!.incl_overtime!.away];
    expect(Math.abs(home - away)).toBe(1);
    const penalties = end.status.period_scores[4]!;
    expect(Math.sign(penalties.home - penalties.away)).toBe(Math.sign(home - away));
  });

  it('tennis: deuce, advantage, a tie-break at 6–6 and the server alternating', () => {
    let s = { ...initialTennisState(3, 'home'), started: true };
    for (const homeWins of [true, true, true, false, false, false]) s = playTennisPoint(s, homeWins);
    expect(s.points).toEqual({ home: 3, away: 3 });
    s = playTennisPoint(s, true);
    s = playTennisPoint(s, true);
    expect(s.games).toEqual({ home: 1, away: 0 });
    expect(s.server).toBe('away');
    // Trade holds to 6–6.
    for (let g = 0; g < 11; g++) for (let i = 0; i < 4; i++) s = playTennisPoint(s, s.server === 'home');
    expect(s.games).toEqual({ home: 6, away: 6 });
    expect(s.tiebreak).toBe(true);
    for (let i = 0; i < 7; i++) s = playTennisPoint(s, true);
    expect(s.completedSets).toEqual([{ home: 7, away: 6 }]);
    expect(s.games).toEqual({ home: 0, away: 0 });
  });

  it('fixtures of a day cover every sport with time to play them', () => {
    const calendar = new Calendar(new Rng(1), { lookaheadDays: 3, sports: SPORT_KEYS });
    const fixtures = calendar.fixturesOfDay(DAY);
    for (const sport of SPORT_KEYS) expect(fixtures.some((f) => f.sport === sport)).toBe(true);
    for (const f of fixtures) expect(f.startTime).toBeGreaterThanOrEqual(DAY * DAY_MS);
  });
});
