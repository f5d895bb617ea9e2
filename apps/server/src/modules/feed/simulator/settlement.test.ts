import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HIGHEST_SCORING_PERIOD, HIGHEST_SCORING_QUARTER, MARKETS } from '../../market-data/markets.ts';
import type { SettledOutcome } from '../messages.ts';
import { lineHalves, settleAgainstLine } from './lines.ts';
import { poisson, type IntDist } from './pricing/distribution.ts';
import { goalOutlook } from './pricing/goals.ts';
import { highestScoringShares } from './pricing/highest-scoring.ts';
import { lineProbability } from './pricing/quote.ts';
import { settleMarket, type MatchResult } from './settlement.ts';

/** Outcome id → [result, void_factor], the part of a settlement a test reads. */
function table(outcomes: SettledOutcome[] | null): Record<string, [number, number]> {
  if (!outcomes) throw new Error('expected a settlement');
  return Object.fromEntries(outcomes.map((o) => [o.id, [o.result, o.void_factor]]));
}

const soccer = (home: number, away: number, ht: [number, number] = [0, 0]): MatchResult => ({
  complete: true,
  regular_time: { home, away },
  first_half: { home: ht[0], away: ht[1] },
});

describe('lines', () => {
  it('splits quarter lines into their neighbours', () => {
    expect(lineHalves(2.25)).toEqual([2, 2.5]);
    expect(lineHalves(-0.75)).toEqual([-1, -0.5]);
    expect(lineHalves(2.5)).toEqual([2.5]);
    expect(lineHalves(3)).toEqual([3]);
    expect(() => lineHalves(2.3)).toThrow();
  });

  it('settles each side of a line: win, push, half win, half loss', () => {
    const over = (goals: number, line: number) => settleAgainstLine(goals, line, 'above');
    const under = (goals: number, line: number) => settleAgainstLine(goals, line, 'below');
    expect(over(3, 2.5)).toEqual({ result: 1, void_factor: 0 });
    expect(under(3, 2.5)).toEqual({ result: 0, void_factor: 0 });
    expect(over(3, 3)).toEqual({ result: 0, void_factor: 1 });
    expect(under(3, 3)).toEqual({ result: 0, void_factor: 1 });
    expect(over(3, 2.75)).toEqual({ result: 1, void_factor: 0.5 }); // 2.5 won, 3 pushed
    expect(under(3, 2.75)).toEqual({ result: 0, void_factor: 0.5 });
    expect(over(2, 2.25)).toEqual({ result: 0, void_factor: 0.5 }); // 2 pushed, 2.5 lost
    expect(under(2, 2.25)).toEqual({ result: 1, void_factor: 0.5 });
    expect(over(3, 2.25)).toEqual({ result: 1, void_factor: 0 });
  });
});

describe('settlement of every market the simulator offers', () => {
  it('1X2, double chance, draw no bet', () => {
    expect(table(settleMarket(1, '', soccer(2, 1)))).toEqual({ 1: [1, 0], 2: [0, 0], 3: [0, 0] });
    expect(table(settleMarket(1, '', soccer(1, 1)))).toEqual({ 1: [0, 0], 2: [1, 0], 3: [0, 0] });
    expect(table(settleMarket(10, '', soccer(1, 1)))).toEqual({ 9: [1, 0], 10: [0, 0], 11: [1, 0] });
    expect(table(settleMarket(10, '', soccer(0, 2)))).toEqual({ 9: [0, 0], 10: [1, 0], 11: [1, 0] });
    expect(table(settleMarket(11, '', soccer(2, 2)))).toEqual({ 4: [0, 1], 5: [0, 1] });
    expect(table(settleMarket(11, '', soccer(0, 1)))).toEqual({ 4: [0, 0], 5: [1, 0] });
  });

  it('totals on half, whole and quarter lines', () => {
    expect(table(settleMarket(18, 'total=2.5', soccer(2, 1)))).toEqual({ 12: [1, 0], 13: [0, 0] });
    expect(table(settleMarket(18, 'total=3', soccer(2, 1)))).toEqual({ 12: [0, 1], 13: [0, 1] });
    expect(table(settleMarket(18, 'total=3.25', soccer(2, 1)))).toEqual({ 12: [0, 0.5], 13: [1, 0.5] });
    expect(table(settleMarket(18, 'total=0.5', soccer(0, 0)))).toEqual({ 12: [0, 0], 13: [1, 0] });
  });

  it('handicaps from the home side, the away side holding the opposite line', () => {
    expect(table(settleMarket(16, 'hcp=-1', soccer(2, 1)))).toEqual({ 1714: [0, 1], 1715: [0, 1] });
    expect(table(settleMarket(16, 'hcp=-1.5', soccer(2, 1)))).toEqual({ 1714: [0, 0], 1715: [1, 0] });
    expect(table(settleMarket(16, 'hcp=-0.75', soccer(2, 1)))).toEqual({ 1714: [1, 0.5], 1715: [0, 0.5] });
    expect(table(settleMarket(16, 'hcp=0.25', soccer(1, 1)))).toEqual({ 1714: [1, 0.5], 1715: [0, 0.5] });
    expect(table(settleMarket(16, 'hcp=0', soccer(0, 1)))).toEqual({ 1714: [0, 0], 1715: [1, 0] });
    expect(table(settleMarket(16, 'hcp=1', soccer(0, 1)))).toEqual({ 1714: [0, 1], 1715: [0, 1] });
  });

  it('both teams to score and the first-half markets', () => {
    expect(table(settleMarket(29, '', soccer(1, 1)))).toEqual({ 74: [1, 0], 76: [0, 0] });
    expect(table(settleMarket(29, '', soccer(3, 0)))).toEqual({ 74: [0, 0], 76: [1, 0] });
    expect(table(settleMarket(60, '', soccer(1, 2, [1, 0])))).toEqual({ 1: [1, 0], 2: [0, 0], 3: [0, 0] });
    expect(table(settleMarket(68, 'total=1.5', soccer(1, 2, [1, 0])))).toEqual({ 12: [0, 0], 13: [1, 0] });
    expect(table(settleMarket(68, 'total=1', soccer(1, 2, [1, 0])))).toEqual({ 12: [0, 1], 13: [0, 1] });
  });

  it('waits for the part of the match a market is about', () => {
    const halfTime: MatchResult = { complete: false, first_half: { home: 1, away: 0 } };
    expect(settleMarket(60, '', halfTime)).not.toBeNull();
    expect(settleMarket(1, '', halfTime)).toBeNull();
    expect(settleMarket(18, 'total=2.5', halfTime)).toBeNull();
    expect(() => settleMarket(1, '', { complete: true })).toThrow();
  });

  it('ice hockey: regular-time markets and the winner including overtime and penalties', () => {
    const result: MatchResult = {
      complete: true,
      regular_time: { home: 2, away: 2 },
      incl_overtime: { home: 3, away: 2 },
    };
    expect(table(settleMarket(1, '', result))).toEqual({ 1: [0, 0], 2: [1, 0], 3: [0, 0] });
    expect(table(settleMarket(406, '', result))).toEqual({ 4: [1, 0], 5: [0, 0] });
    expect(table(settleMarket(18, 'total=4.5', result))).toEqual({ 12: [0, 0], 13: [1, 0] });
  });

  it('basketball: winner, total and handicap including overtime', () => {
    const result: MatchResult = { complete: true, incl_overtime: { home: 101, away: 98 } };
    expect(table(settleMarket(219, '', result))).toEqual({ 4: [1, 0], 5: [0, 0] });
    expect(table(settleMarket(225, 'total=199', result))).toEqual({ 12: [0, 1], 13: [0, 1] });
    expect(table(settleMarket(225, 'total=198.5', result))).toEqual({ 12: [1, 0], 13: [0, 0] });
    expect(table(settleMarket(223, 'hcp=-3.5', result))).toEqual({ 1714: [0, 0], 1715: [1, 0] });
    expect(table(settleMarket(223, 'hcp=-2.5', result))).toEqual({ 1714: [1, 0], 1715: [0, 0] });
  });

  it('set sports: winner, set handicap, totals and set winners (void when the set is never played)', () => {
    const tennis: MatchResult = {
      complete: true,
      sets: { home: 2, away: 0 },
      games: { home: 12, away: 7 },
      set_scores: [
        { home: 6, away: 4 },
        { home: 6, away: 3 },
      ],
    };
    expect(table(settleMarket(186, '', tennis))).toEqual({ 4: [1, 0], 5: [0, 0] });
    expect(table(settleMarket(188, 'hcp=-1.5', tennis))).toEqual({ 1714: [1, 0], 1715: [0, 0] });
    expect(table(settleMarket(188, 'hcp=1.5', tennis))).toEqual({ 1714: [1, 0], 1715: [0, 0] });
    expect(table(settleMarket(189, 'total=19', tennis))).toEqual({ 12: [0, 1], 13: [0, 1] });
    expect(table(settleMarket(189, 'total=20.5', tennis))).toEqual({ 12: [0, 0], 13: [1, 0] });
    expect(table(settleMarket(202, 'setnr=2', tennis))).toEqual({ 4: [1, 0], 5: [0, 0] });
    expect(table(settleMarket(202, 'setnr=3', tennis))).toEqual({ 4: [0, 1], 5: [0, 1] });
    expect(settleMarket(202, 'setnr=3', { ...tennis, complete: false })).toBeNull();

    const volleyball: MatchResult = {
      complete: true,
      sets: { home: 1, away: 3 },
      points: { home: 88, away: 97 },
      set_scores: [],
    };
    expect(table(settleMarket(238, 'total=184.5', volleyball))).toEqual({ 12: [1, 0], 13: [0, 0] });
    expect(table(settleMarket(188, 'hcp=1.5', volleyball))).toEqual({ 1714: [0, 0], 1715: [1, 0] });
  });

  it('covers every market kind of the catalogue', () => {
    const anyResult: MatchResult = {
      complete: true,
      regular_time: { home: 1, away: 0 },
      first_half: { home: 0, away: 0 },
      incl_overtime: { home: 1, away: 0 },
      sets: { home: 2, away: 1 },
      games: { home: 15, away: 14 },
      points: { home: 70, away: 65 },
      set_scores: [{ home: 6, away: 4 }],
      period_scores: [
        { home: 20, away: 18 },
        { home: 25, away: 21 },
        { home: 19, away: 22 },
        { home: 24, away: 20 },
      ],
    };
    for (const market of MARKETS) {
      const specifier =
        market.specifier === 'total'
          ? 'total=2.5'
          : market.specifier === 'hcp'
            ? 'hcp=-0.5'
            : market.specifier === 'setnr'
              ? 'setnr=1'
              : '';
      const outcomes = settleMarket(market.id, specifier, anyResult);
      expect(outcomes?.map((o) => o.id)).toEqual(market.outcomes.map((o) => o.id));
    }
  });
});

describe('highest scoring period: dead heats', () => {
  const periods = (...totals: [number, number][]): MatchResult => ({
    complete: true,
    period_scores: totals.map(([home, away]) => ({ home, away })),
  });
  /** Outcome id → [result, dead_heat_factor]. */
  const heat = (outcomes: SettledOutcome[] | null) =>
    Object.fromEntries((outcomes ?? []).map((o) => [o.id, [o.result, o.dead_heat_factor]]));

  it('pays the one period on top in full', () => {
    const result = periods([1, 0], [2, 1], [0, 1]);
    expect(heat(settleMarket(HIGHEST_SCORING_PERIOD, '', result))).toEqual({
      1: [0, 1],
      2: [1, 1],
      3: [0, 1],
    });
  });

  it('splits the win between two periods level on top: each wins with a dead-heat factor of 1/2', () => {
    const result = periods([2, 0], [0, 1], [1, 1]);
    expect(heat(settleMarket(HIGHEST_SCORING_PERIOD, '', result))).toEqual({
      1: [1, 0.5],
      2: [0, 1],
      3: [1, 0.5],
    });
    // Points in basketball: the 2nd and 4th quarters both score 48.
    const quarters = periods([25, 20], [24, 24], [22, 23], [30, 18]);
    expect(heat(settleMarket(HIGHEST_SCORING_QUARTER, '', quarters))).toEqual({
      1: [0, 1],
      2: [1, 0.5],
      3: [0, 1],
      4: [1, 0.5],
    });
  });

  it('splits it three ways, each a third, and void factors stay 0', () => {
    const outcomes = settleMarket(HIGHEST_SCORING_PERIOD, '', periods([1, 1], [0, 2], [2, 0]));
    expect(heat(outcomes)).toEqual({ 1: [1, 1 / 3], 2: [1, 1 / 3], 3: [1, 1 / 3] });
    expect(outcomes?.every((o) => o.void_factor === 0)).toBe(true);
    // A scoreless game is a three-way tie too.
    expect(heat(settleMarket(HIGHEST_SCORING_PERIOD, '', periods([0, 0], [0, 0], [0, 0])))).toEqual({
      1: [1, 1 / 3],
      2: [1, 1 / 3],
      3: [1, 1 / 3],
    });
  });

  it('reads regular periods only, and waits for them', () => {
    // Overtime (a 5th quarter) does not count.
    const withOvertime = periods([20, 20], [20, 20], [20, 20], [25, 25], [15, 5]);
    expect(heat(settleMarket(HIGHEST_SCORING_QUARTER, '', withOvertime))).toEqual({
      1: [0, 1],
      2: [0, 1],
      3: [0, 1],
      4: [1, 1],
    });
    expect(settleMarket(HIGHEST_SCORING_PERIOD, '', { complete: false })).toBeNull();
    expect(() => settleMarket(HIGHEST_SCORING_PERIOD, '', { complete: true })).toThrow(/period scores/);
  });
});

describe('pricing and settlement agree', () => {
  it('a fair price on the highest scoring period returns the stake on average, dead heats included', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.2, max: 2.5, noNaN: true }), { minLength: 3, maxLength: 3 }),
        (rates) => {
          const dists = rates.map((r) => poisson(r, 8));
          const shares = highestScoringShares(dists);
          expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
          // Every score line of the three periods, settled as the feed settles it.
          const returns = [0, 0, 0];
          const [d1, d2, d3] = dists as [IntDist, IntDist, IntDist];
          d1.p.forEach((p1, a) =>
            d2.p.forEach((p2, b) =>
              d3.p.forEach((p3, c) => {
                const result: MatchResult = {
                  complete: true,
                  period_scores: [a, b, c].map((goals) => ({ home: goals, away: 0 })),
                };
                settleMarket(HIGHEST_SCORING_PERIOD, '', result)?.forEach((o, i) => {
                  returns[i]! += p1 * p2 * p3 * o.result * o.dead_heat_factor;
                });
              }),
            ),
          );
          returns.forEach((r, i) => expect(r / shares[i]!).toBeCloseTo(1, 9));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('a fair price on either side of any line returns the stake on average', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.2, max: 3, noNaN: true }),
        fc.double({ min: 0.2, max: 3, noNaN: true }),
        fc.integer({ min: -16, max: 24 }),
        fc.boolean(),
        (lh, la, quarters, isTotal) => {
          const o = goalOutlook({ home: 0, away: 0 }, { home: lh, away: la });
          const line = quarters / 4;
          const dist = isTotal ? o.total : o.diff;
          // Over a total: value > line. Home handicap h: margin > -h, i.e. the line is -h.
          const q = lineProbability(dist, line);
          if (q < 1e-6 || q > 1 - 1e-6) return;
          for (const [side, fair] of [
            ['above', q],
            ['below', 1 - q],
          ] as const) {
            let expected = 0;
            dist.p.forEach((p, i) => {
              const s = settleAgainstLine(dist.offset + i, line, side);
              expected += p * (s.void_factor + ((1 - s.void_factor) * s.result) / fair);
            });
            expect(expected).toBeCloseTo(1, 9);
          }
        },
      ),
    );
  });
});
