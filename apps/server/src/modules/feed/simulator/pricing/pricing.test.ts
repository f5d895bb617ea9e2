import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HIGHEST_SCORING_PERIOD, HIGHEST_SCORING_QUARTER } from '../../../market-data/markets.ts';
import { initialBasketballState, priceBasketball } from './basketball.ts';
import { goalOutlook } from './goals.ts';
import {
  initialHockeyState,
  overtimeHomeProbability,
  priceHockey,
  shootoutHomeProbability,
} from './ice-hockey.ts';
import { buildQuote, lineProbability, MAX_OFFERED_PROBABILITY, type MarketQuote } from './quote.ts';
import { initialRallyState, priceRally, rallySetEnds, setHomeProbability } from './rally.ts';
import { initialSoccerState, priceSoccer, soccerMinuteRates, type SoccerState } from './soccer.ts';
import { gameProbability, initialTennisState, priceTennis } from './tennis.ts';
import { ladder } from '../lines.ts';
import { expectMarginRespected } from '../test-helpers.ts';

const MARGIN = 0.06;

function find(quotes: MarketQuote[], marketId: number, specifier = ''): MarketQuote {
  const quote = quotes.find((q) => q.marketId === marketId && q.specifier === specifier);
  if (!quote) throw new Error(`no quote for ${marketId} ${specifier}`);
  return quote;
}

function p(quote: MarketQuote, outcomeId: string): number {
  const outcome = quote.outcomes.find((o) => o.id === outcomeId);
  if (!outcome) throw new Error(`no outcome ${outcomeId}`);
  return outcome.probability;
}

describe('the margin', () => {
  it('makes implied probabilities sum to 1 + margin, never above fair odds, unless the market is withdrawn', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.001, max: 1, noNaN: true }), { minLength: 2, maxLength: 3 }),
        fc.constantFrom(0.05, 0.06, 0.07),
        (weights, margin) => {
          const total = weights.reduce((a, b) => a + b, 0);
          const fair = weights.map((w, i) => ({ id: String(i), probability: w / total }));
          const quote = buildQuote(1, '', fair, margin);
          const offerable = fair.every((f) => f.probability <= MAX_OFFERED_PROBABILITY);
          expect(quote.withdrawn).toBe(!offerable);
          if (offerable) expectMarginRespected([quote], margin);
        },
      ),
    );
  });

  it('keeps a nearly decided market open: the favourite at 1.01 with less margin, the others with theirs', () => {
    const quote = buildQuote(
      1,
      '',
      [
        { id: '1', probability: 0.96 },
        { id: '2', probability: 0.03 },
        { id: '3', probability: 0.01 },
      ],
      MARGIN,
    );
    expect(quote.withdrawn).toBe(false);
    expect(quote.outcomes.map((o) => o.odds)).toEqual([1.01, 31.45, 94.34]);
    expectMarginRespected([quote], MARGIN);
  });

  it("withdraws a market once even 1.01 would be above the favourite's fair odds less the least margin", () => {
    const quote = buildQuote(
      1,
      '',
      [
        { id: '1', probability: 0.985 },
        { id: '2', probability: 0.015 },
      ],
      MARGIN,
    );
    expect(quote.withdrawn).toBe(true);
    expect(quote.outcomes[0]?.odds).toBe(1.01);
  });
});

describe('soccer', () => {
  const belief = { home: 1.7, away: 1.1 };
  const { quotes } = priceSoccer(belief, initialSoccerState(), MARGIN);

  it('prices every market within the margin', () => {
    expectMarginRespected(quotes, MARGIN);
    for (const id of [1, 10, 11, 18, 16, 29, 60, 68])
      expect(
        quotes.some((q) => q.marketId === id),
        `market ${id}`,
      ).toBe(true);
  });

  it('keeps markets consistent: 1X2 sums to 1, double chance and draw no bet follow from it', () => {
    const x12 = find(quotes, 1);
    const [home, draw, away] = [p(x12, '1'), p(x12, '2'), p(x12, '3')];
    expect(home + draw + away).toBeCloseTo(1, 12);
    const dc = find(quotes, 10);
    expect(p(dc, '9')).toBeCloseTo(home + draw, 12);
    expect(p(dc, '10')).toBeCloseTo(home + away, 12);
    expect(p(dc, '11')).toBeCloseTo(draw + away, 12);
    expect(p(find(quotes, 11), '4')).toBeCloseTo(home / (home + away), 12);
  });

  it('makes over less likely as the line goes up', () => {
    const o = goalOutlook({ home: 0, away: 0 }, belief);
    const overs = ladder(0.5, 8.5, 0.25).map((line) => lineProbability(o.total, line));
    for (let i = 1; i < overs.length; i++) expect(overs[i]).toBeLessThan(overs[i - 1] ?? 1);
    for (const q of quotes.filter((q) => q.marketId === 18))
      expect(p(q, '12') + p(q, '13')).toBeCloseTo(1, 12);
  });

  it('matches both teams to score with the score matrix and handicaps with 1X2', () => {
    const pmf = (l: number, k: number) =>
      (Math.exp(-l) * l ** k) / [1, 1, 2, 6, 24, 120, 720, 5040, 40320, 362880, 3628800][k]!;
    let both = 0;
    let home = 0;
    for (let h = 0; h <= 10; h++) {
      for (let a = 0; a <= 10; a++) {
        const cell = pmf(belief.home, h) * pmf(belief.away, a);
        if (h > 0 && a > 0) both += cell;
        if (h > a) home += cell;
      }
    }
    expect(p(find(quotes, 29), '74')).toBeCloseTo(both, 5);
    const o = goalOutlook({ home: 0, away: 0 }, belief);
    expect(lineProbability(o.diff, 0.5)).toBeCloseTo(home, 5); // home -0.5 wins exactly when home wins
    expect(lineProbability(o.diff, 0)).toBeCloseTo(o.pHome / (o.pHome + o.pAway), 12); // hcp 0 refunds a draw
  });

  it('expects the believed goals over a match and the first-half share before half-time', () => {
    const o = goalOutlook({ home: 0, away: 0 }, belief);
    const mean = o.total.p.reduce((acc, pr, i) => acc + pr * (o.total.offset + i), 0);
    expect(mean).toBeCloseTo(belief.home + belief.away, 6);
    const rate = soccerMinuteRates(belief);
    const half = goalOutlook({ home: 0, away: 0 }, { home: rate.home * 47.5, away: rate.away * 47.5 });
    expect(p(find(quotes, 60), '1')).toBeCloseTo(half.pHome, 12);
  });

  it('moves with the match: a late lead makes the leader a heavy favourite and drops resolved lines', () => {
    const late: SoccerState = {
      phase: 'second_half',
      clock: 35,
      stoppage: null,
      home: 1,
      away: 0,
      firstHalf: { home: 1, away: 0 },
    };
    const live = priceSoccer(belief, late, MARGIN).quotes;
    expect(p(find(live, 1), '1')).toBeGreaterThan(0.85);
    expect(live.some((q) => q.marketId === 60)).toBe(false);
    expect(live.filter((q) => q.marketId === 18).every((q) => Number(q.specifier.slice(6)) > 1)).toBe(true);
    expectMarginRespected(live, MARGIN);
  });
});

describe('ice hockey', () => {
  it('prices a shoot-out exactly, attempt by attempt', () => {
    const even = { home: 3, away: 3 };
    expect(shootoutHomeProbability(even)).toBeCloseTo(0.5, 12);
    expect(shootoutHomeProbability({ home: 3.5, away: 2.5 })).toBeGreaterThan(0.5);
    // The home side scored first: ahead, not yet through; two up with one attempt left each: through.
    const ahead = shootoutHomeProbability(even, { homeShots: 1, awayShots: 0, home: 1, away: 0 });
    expect(ahead).toBeGreaterThan(0.6);
    expect(ahead).toBeLessThan(1);
    expect(shootoutHomeProbability(even, { homeShots: 2, awayShots: 2, home: 2, away: 0 })).toBe(1);
    // Sudden death: the home side scored, the away side must answer.
    const answer = shootoutHomeProbability(even, { homeShots: 4, awayShots: 3, home: 2, away: 1 });
    expect(answer).toBeCloseTo(1 - 0.33 * 0.5, 12);
  });

  it('prices the highest scoring period, ties shared: even before the start, then from the goals', () => {
    const belief = { home: 3.2, away: 2.6 };
    const before = find(priceHockey(belief, initialHockeyState(), MARGIN).quotes, HIGHEST_SCORING_PERIOD);
    for (const id of ['1', '2', '3']) expect(p(before, id)).toBeCloseTo(1 / 3, 9);
    expectMarginRespected([before], MARGIN);
    // Three goals in the 1st period: it is the favourite; the 2nd, goalless for 5 minutes, trails the 3rd.
    const second = {
      ...initialHockeyState(),
      period: 2,
      clock: 5,
      home: 3,
      regular: { home: 3, away: 0 },
      periodScores: [
        { home: 3, away: 0 },
        { home: 0, away: 0 },
      ],
    };
    const live = find(priceHockey(belief, second, MARGIN).quotes, HIGHEST_SCORING_PERIOD);
    expect(p(live, '1')).toBeGreaterThan(0.6);
    expect(p(live, '2')).toBeLessThan(p(live, '3'));
    expect(p(live, '1') + p(live, '2') + p(live, '3')).toBeCloseTo(1, 9);
    expectMarginRespected([live], MARGIN);
    // Decided once regular time is over (a tie going to overtime).
    const overtime = { ...second, period: 4, clock: 1, home: 3, away: 3 };
    expect(
      priceHockey(belief, overtime, MARGIN).quotes.some((q) => q.marketId === HIGHEST_SCORING_PERIOD),
    ).toBe(false);
  });

  it('gives the winner market its share of ties through overtime and shoot-out', () => {
    const belief = { home: 3.2, away: 2.6 };
    const { quotes } = priceHockey(belief, initialHockeyState(), MARGIN);
    expectMarginRespected(quotes, MARGIN);
    const x12 = find(quotes, 1);
    const expected = p(x12, '1') + p(x12, '2') * overtimeHomeProbability(belief, 5);
    expect(p(find(quotes, 406), '4')).toBeCloseTo(expected, 12);
  });
});

describe('basketball', () => {
  it('splits evenly between equal teams and prices totals and handicaps within the margin', () => {
    const { quotes } = priceBasketball({ home: 1, away: 1, pace: 2.08 }, initialBasketballState(12), MARGIN);
    expect(p(find(quotes, 219), '4')).toBeCloseTo(0.5, 6);
    expectMarginRespected(quotes, MARGIN);
    const totals = quotes.filter((q) => q.marketId === 225).map((q) => p(q, '12'));
    for (let i = 1; i < totals.length; i++) expect(totals[i]).toBeLessThan(totals[i - 1] ?? 1);
  });

  it('prices the highest scoring quarter: even before the start, then from the quarters played', () => {
    const belief = { home: 1.05, away: 0.95, pace: 2.08 };
    const before = find(
      priceBasketball(belief, initialBasketballState(12), MARGIN).quotes,
      HIGHEST_SCORING_QUARTER,
    );
    for (const id of ['1', '2', '3', '4']) expect(p(before, id)).toBeCloseTo(0.25, 9);
    expect(before.outcomes.map((o) => o.odds)).toEqual([3.77, 3.77, 3.77, 3.77]);
    expectMarginRespected([before], MARGIN);
    // Three quarters played, the 2nd the highest: only the 4th, half played, can still catch it.
    const late = {
      ...initialBasketballState(12),
      period: 4,
      clock: 6,
      home: 88,
      away: 84,
      periodScores: [
        { home: 20, away: 20 },
        { home: 30, away: 28 },
        { home: 22, away: 22 },
        { home: 16, away: 14 },
      ],
    };
    const live = find(priceBasketball(belief, late, MARGIN).quotes, HIGHEST_SCORING_QUARTER);
    expect(p(live, '2') + p(live, '4')).toBeCloseTo(1, 6);
    expect(p(live, '2')).toBeGreaterThan(0.3);
    expect(p(live, '4')).toBeGreaterThan(0.3);
    expectMarginRespected([live], MARGIN);
    // Once the 4th quarter is over the market is decided: it is no longer offered (overtime aside).
    const overtimeNext = { ...late, clock: 12, intermission: true };
    expect(
      priceBasketball(belief, overtimeNext, MARGIN).quotes.some(
        (q) => q.marketId === HIGHEST_SCORING_QUARTER,
      ),
    ).toBe(false);
  });
});

describe('tennis', () => {
  it('holds serve as the classic formula says', () => {
    expect(gameProbability(0.6, 0, 0)).toBeCloseTo(0.7357, 4);
    expect(gameProbability(0.5, 0, 0)).toBeCloseTo(0.5, 12);
    expect(gameProbability(0.6, 3, 3)).toBeCloseTo(0.36 / 0.52, 12);
  });

  it('splits evenly between equal players; set handicap -1.5 is a straight-sets win', () => {
    const { quotes } = priceTennis({ home: 0.64, away: 0.64 }, initialTennisState(3, 'home'), MARGIN);
    expect(p(find(quotes, 186), '4')).toBeCloseTo(0.5, 9);
    expect(p(find(quotes, 202, 'setnr=1'), '4')).toBeCloseTo(0.5, 9);
    const straight = p(find(quotes, 188, 'hcp=-1.5'), '1714');
    const notLostStraight = p(find(quotes, 188, 'hcp=1.5'), '1714');
    // Winner = straight-sets win + a three-set win; the +1.5 side also covers a three-set loss.
    expect(straight).toBeLessThan(0.5);
    expect(notLostStraight - 0.5).toBeCloseTo(0.5 - straight, 9);
    expectMarginRespected(quotes, MARGIN);
  });
});

describe('volleyball and table tennis', () => {
  it('follows the rally model exactly at deuce and for equal sides', () => {
    const format = { bestOf: 5, setTarget: 25, lastSetTarget: 15 };
    const { quotes } = priceRally({ home: 0.5 }, initialRallyState(format), MARGIN);
    expect(p(find(quotes, 186), '4')).toBeCloseTo(0.5, 9);
    expectMarginRespected(quotes, MARGIN);
    const q = 0.55;
    expect(setHomeProbability(rallySetEnds(q, 25, 24, 24))).toBeCloseTo(
      (q * q) / (q * q + (1 - q) * (1 - q)),
      9,
    );
    expect(setHomeProbability(rallySetEnds(q, 11, 10, 9))).toBeCloseTo(
      q + (1 - q) * ((q * q) / (q * q + (1 - q) * (1 - q))),
      9,
    );
    const ends = rallySetEnds(q, 11, 0, 0);
    const mass = [...ends.home, ...ends.away].reduce((a, b) => a + b, 0);
    expect(mass).toBeCloseTo(1, 12);
  });
});
