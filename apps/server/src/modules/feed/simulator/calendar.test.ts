import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPORT_KEYS } from '../../market-data/sports.ts';
import { Calendar, DAY_MS, FIXTURES_PER_DAY, HOUR_MS, roundRobinPairs } from './calendar.ts';
import { Rng } from './rng.ts';
import { TOURNAMENTS } from './world/tournaments.ts';

const DAY = 20_300;

describe('calendar', () => {
  const calendar = new Calendar(new Rng(77), { lookaheadDays: 3, sports: SPORT_KEYS });
  const fixtures = calendar.fixturesOfDay(DAY);

  it('plays at least 40 soccer matches a day across many countries and tournaments', () => {
    const soccer = fixtures.filter((f) => f.sport === 'soccer');
    expect(soccer.length).toBeGreaterThanOrEqual(40);
    const countries = new Set(soccer.map((f) => f.tournament.category.name));
    for (const country of ['England', 'Spain', 'Germany', 'Italy', 'France', 'Nigeria'])
      expect(countries).toContain(country);
    expect(new Set(soccer.map((f) => f.tournament.name)).size).toBeGreaterThanOrEqual(10);
  });

  it('gives every fixture a unique id of its day, two different competitors and an announcement before kick-off', () => {
    const ids = fixtures.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const f of fixtures) {
      expect(Math.floor(f.id / FIXTURES_PER_DAY)).toBe(DAY);
      expect(f.home.id).not.toBe(f.away.id);
      expect(f.home.name).not.toBe(f.away.name);
      expect(f.publishTime).toBeLessThanOrEqual(f.startTime - HOUR_MS);
      expect(f.publishTime).toBeGreaterThanOrEqual(calendar.firstPublishOf(DAY));
      expect(f.startTime).toBeGreaterThanOrEqual(DAY * DAY_MS);
    }
  });

  it('does not let a club play twice on a day in its league', () => {
    for (const tournament of TOURNAMENTS.soccer.filter((t) => t.competitors.kind === 'clubs')) {
      const clubs = fixtures
        .filter((f) => f.tournament.id === tournament.id)
        .flatMap((f) => [f.home.id, f.away.id]);
      expect(new Set(clubs).size).toBe(clubs.length);
    }
  });

  it('keeps a club the same from one day to the next, and the ids when sports are filtered', () => {
    const next = calendar.fixturesOfDay(DAY + 1);
    const clubs = new Map(fixtures.flatMap((f) => [f.home, f.away]).map((c) => [c.id, c.name]));
    for (const c of next.flatMap((f) => [f.home, f.away]))
      if (clubs.has(c.id)) expect(clubs.get(c.id)).toBe(c.name);
    const soccerOnly = new Calendar(new Rng(77), { lookaheadDays: 3, sports: ['soccer'] }).fixturesOfDay(DAY);
    expect(soccerOnly).toEqual(fixtures.filter((f) => f.sport === 'soccer'));
  });

  it('is a function of the seed', () => {
    const again = new Calendar(new Rng(77), { lookaheadDays: 3, sports: SPORT_KEYS }).fixturesOfDay(DAY);
    expect(again).toEqual(fixtures);
    const other = new Calendar(new Rng(78), { lookaheadDays: 3, sports: SPORT_KEYS }).fixturesOfDay(DAY);
    expect(other.map((f) => f.home.name)).not.toEqual(fixtures.map((f) => f.home.name));
  });

  it('pairs every club exactly once per round of a round robin, and everyone meets over a cycle', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 30 }), (size) => {
        const n = size % 2 === 0 ? size : size + 1;
        const met = new Set<string>();
        for (let round = 0; round < n - 1; round++) {
          const pairs = roundRobinPairs(size, round);
          const seen = pairs.flat();
          expect(new Set(seen).size).toBe(seen.length);
          expect(pairs.length).toBe(Math.floor(size / 2));
          for (const [a, b] of pairs) met.add(`${Math.min(a, b)}-${Math.max(a, b)}`);
        }
        expect(met.size).toBe((size * (size - 1)) / 2);
      }),
    );
  });
});

describe('rng', () => {
  it('repeats for a seed, forks independent streams and stays in range', () => {
    const a = new Rng(1);
    const b = new Rng(1);
    const xs = Array.from({ length: 100 }, () => a.next());
    expect(Array.from({ length: 100 }, () => b.next())).toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(new Rng(1).fork('x', 1).next()).toBe(new Rng(1).fork('x', 1).next());
    expect(new Rng(1).fork('x', 1).next()).not.toBe(new Rng(1).fork('x', 2).next());
    const r = new Rng(9);
    for (let i = 0; i < 1000; i++) {
      const k = r.int(3, 7);
      expect(k >= 3 && k <= 7 && Number.isInteger(k)).toBe(true);
    }
    const mean = Array.from({ length: 20_000 }, () => r.next()).reduce((s, x) => s + x, 0) / 20_000;
    expect(mean).toBeCloseTo(0.5, 1);
  });
});
