// The settlement math agrees with the engine that priced the bet: an accumulator whose legs all win,
// or a system bet whose matches all end at their dearest pick, pays the engine's potential win and
// bonus to the minor unit.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateCouponMinor } from '../betslip/calculate.ts';
import { DEFAULT_COUPON_CONFIG } from '../betslip/config.ts';
import type { BetType, BonusRow, CouponConfig } from '../betslip/types.ts';
import { settleFacts, type BetFacts } from './bet-payout.ts';
import { systemSlips } from './system-slips.test-helper.ts';

const TABLE: BonusRow[] = [
  { ticket_length: 2, bonus: 2.5 },
  { ticket_length: 3, bonus: 10 },
  { ticket_length: 4, bonus: 12.5 },
  { ticket_length: 5, bonus: 15 },
  { ticket_length: 6, bonus: 20 },
];
const CONFIG: CouponConfig = { ...DEFAULT_COUPON_CONFIG, minBonusOdd: 1.2, bonusTable: TABLE };

interface Pick {
  matchId: number;
  odds: number;
  fixed?: boolean;
}

/**
 * A bet as the engine priced it at placement, and its settlement facts with every match won at its
 * dearest pick (the first of equals) and the match's other picks lost.
 */
function placed(betType: BetType, picks: Pick[], stake: number, groupings: number[] = [], config = CONFIG) {
  const selections = picks.map((p, i) => ({
    matchId: p.matchId,
    marketId: 1,
    specifier: '',
    outcomeId: String(i + 1),
    odds: p.odds.toFixed(2),
    fixed: p.fixed ?? false,
    combinability: 0,
  }));
  const figures = calculateCouponMinor({
    selections,
    bet_type: betType,
    stake,
    config,
    Groupings: groupings.map((g) => ({ Grouping: g })),
  });
  const dearest = new Map<number, number>();
  picks.forEach((p, i) => {
    const best = dearest.get(p.matchId);
    if (best === undefined || p.odds > (picks[best] as Pick).odds) dearest.set(p.matchId, i);
  });
  const facts: BetFacts = {
    betType,
    stake: figures.totalStake,
    config,
    legs: selections.map((s, i) => ({
      matchId: s.matchId,
      marketId: 1,
      specifier: '',
      outcomeId: s.outcomeId,
      odds: Number(s.odds),
      fixed: s.fixed,
      combinability: 0,
      result: dearest.get(s.matchId) === i ? 1 : 0,
      voidFactor: 0,
      deadHeatFactor: 1,
    })),
    lines: figures.groupings.map((g) => ({
      grouping: g.grouping,
      combinations: g.combinations,
      stakePerLine: g.stake,
      netStakePerLine: g.netStake,
    })),
  };
  return { figures, facts };
}

const odds = fc.integer({ min: 101, max: 900 }).map((h) => h / 100);
const stake = fc.integer({ min: 100, max: 10_000_000 }).map((minor) => minor / 100);

describe('settlement against the engine', () => {
  it('pays a won accumulator its potential win when the fractions of its win and bonus add up', () => {
    // 100.01 × 1.5³ = 337.53375 and its 10% bonus 33.753375 make 371.2871…: rounded apart, 371.28.
    const { figures, facts } = placed(
      'Multiple',
      [1, 2, 3].map((matchId) => ({ matchId, odds: 1.5 })),
      100.01,
    );
    expect(figures.maxWin).toBe(37_129);
    expect(figures.maxBonus).toBe(3_375);
    expect(settleFacts(facts)).toEqual({ status: 'won', payout: 37_129, bonus: 3_375, wthTax: 0 });
  });

  it('pays any accumulator whose legs all win its potential win, bonus included', () => {
    fc.assert(
      fc.property(fc.array(odds, { minLength: 1, maxLength: 8 }), stake, (prices, amount) => {
        const picks = prices.map((o, i) => ({ matchId: i + 1, odds: o }));
        const { figures, facts } = placed(picks.length === 1 ? 'Single' : 'Multiple', picks, amount);
        const outcome = settleFacts(facts);
        expect(outcome?.payout).toBe(figures.maxWin);
        expect(outcome?.bonus).toBe(figures.maxBonus);
      }),
      { numRuns: 300 },
    );
  });

  it('pays a won system bet its potential win when the fractions of its lines and bonus add up', () => {
    // A trixie of 25.00 a line on 1.25, 1.25 and 1.45: its lines return 186.328125 and its bonus
    // (2.5% on the doubles, 10% on the treble) 8.90625, 195.234375 in all; rounded apart, 195.24.
    const picks = [1.25, 1.25, 1.45].map((o, i) => ({ matchId: i + 1, odds: o }));
    const { figures, facts } = placed('Combo', picks, 100, [2, 3]);
    expect(figures.maxWin).toBe(19_523);
    expect(figures.maxBonus).toBe(891);
    expect(settleFacts(facts)).toEqual({ status: 'won', payout: 19_523, bonus: 891, wthTax: 0 });
  });

  it('pays any won system bet its potential win, bonus included', () => {
    // The slips' bonus tables never fall and reach past the longest line: every line pays most with
    // each of its matches at the dearest pick, so that outcome is the slip's max win.
    fc.assert(
      fc.property(systemSlips, ({ matches, betType, groupings, settings, stake: amount }) => {
        const picks = matches.flatMap((m, i) =>
          m.prices.map((o) => ({ matchId: i + 1, odds: o, fixed: m.banker })),
        );
        const config = { ...CONFIG, ...settings };
        const { figures, facts } = placed(betType, picks, amount, groupings, config);
        fc.pre(figures.groupings.length > 0);
        const outcome = settleFacts(facts);
        expect(outcome?.payout).toBe(figures.maxWin);
        expect(outcome?.bonus).toBe(figures.maxBonus);
      }),
      { numRuns: 200 },
    );
  });
});
