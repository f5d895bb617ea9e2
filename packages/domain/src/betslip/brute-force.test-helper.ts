// Test-only reference for the coupon calculation: lists every line of every grouping and prices
// each one on its own with plain rationals, then the outcomes of the matches. Deliberately naive and
// independent of the engine (only its types and error texts are shared), so the properties compare
// two separate readings of the rules.

import { AppError } from '../errors.ts';
import type { CouponFigures, GroupingFigures } from './calculate.ts';
import type { CouponCalculationInput, CouponSelection } from './types.ts';

interface Q {
  n: bigint;
  d: bigint;
}
const q = (n: bigint, d = 1n): Q => ({ n, d });
// Sums keep the larger denominator when one divides the other (they are all powers of ten here),
// so adding a quarter of a million lines does not grow the numbers without bound.
const qAdd = (a: Q, b: Q): Q => {
  if (a.d === b.d) return { n: a.n + b.n, d: a.d };
  if (a.d % b.d === 0n) return { n: a.n + b.n * (a.d / b.d), d: a.d };
  if (b.d % a.d === 0n) return { n: a.n * (b.d / a.d) + b.n, d: b.d };
  return { n: a.n * b.d + b.n * a.d, d: a.d * b.d };
};
const qSub = (a: Q, b: Q): Q => ({ n: a.n * b.d - b.n * a.d, d: a.d * b.d });
const qMul = (a: Q, b: Q): Q => ({ n: a.n * b.n, d: a.d * b.d });
const qCmp = (a: Q, b: Q): number => {
  const x = a.n * b.d - b.n * a.d;
  return x > 0n ? 1 : x < 0n ? -1 : 0;
};
const qMax = (a: Q, b: Q): Q => (qCmp(a, b) >= 0 ? a : b);
const qMin = (a: Q, b: Q): Q => (qCmp(a, b) <= 0 ? a : b);
/** Half away from zero to an integer (amounts here are never negative). */
function qRoundBig(a: Q): bigint {
  return (2n * a.n + a.d) / (2n * a.d);
}
/** Potential figures beyond 2^53 minor units are reported as 2^53 − 1. */
const clamp = (n: bigint): number =>
  n > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(n);
const qRound = (a: Q): number => clamp(qRoundBig(a));
function qToFixed10(a: Q): number {
  const units = (2n * a.n * 10n ** 10n + a.d) / (2n * a.d);
  return Number(`${units / 10n ** 10n}.${(units % 10n ** 10n).toString().padStart(10, '0')}`);
}

interface Leg {
  oddsH: number;
  fixed: boolean;
  matchId: number;
  index: number;
}

function hundredths(odds: CouponSelection['odds']): number | null {
  if (odds === null || odds === '-' || odds === '') return null;
  const n = Number(odds);
  return Number.isFinite(n) ? Math.round(n * 100) : null;
}

function fail(message: string): never {
  throw new AppError('VALIDATION_FAILED', message);
}

export interface BruteForceOptions {
  /**
   * Also let matches lose, and take the least as the smallest total over the outcomes where some
   * line wins (rather than the cheapest line). Slow; it checks the shortcuts of the default reading.
   */
  everyOutcome?: boolean;
}

/**
 * The most a system slip pays is the largest total of its winning lines over every way its matches
 * can end (each with one winning pick); the least, the cheapest line of the grouping, which wins
 * alone when only its picks win. Every extreme (return, bonus, odds) is taken on its own.
 */
export function bruteForceCoupon(
  input: CouponCalculationInput,
  options: BruteForceOptions = {},
): CouponFigures {
  const { config } = input;
  // Structure of the whole slip first.
  const seen = new Map<number, { level: number; keys: string[] }>();
  for (const s of input.selections) {
    const key = `${s.marketId}/${s.specifier ?? ''}/${s.outcomeId}`;
    const m = seen.get(s.matchId);
    if (!m) seen.set(s.matchId, { level: s.combinability ?? 0, keys: [key] });
    else if (m.level !== (s.combinability ?? 0)) fail('Mixed CompatibilityLevel on odds');
    else if (m.keys.includes(key)) fail('Wrong oddsForSlotKeyMap construction');
    else m.keys.push(key);
  }
  if (input.stake < 0) fail('stake must not be negative');
  const stake = Math.round(input.stake * 100);

  const legs: Leg[] = [];
  input.selections.forEach((s) => {
    const h = hundredths(s.odds);
    if (s.suspended || s.unavailable || h === null || h <= 100) return;
    legs.push({ oddsH: h, fixed: !!s.fixed, matchId: s.matchId, index: legs.length });
  });
  if (legs.length > 0 && legs.every((l) => l.fixed)) (legs[0] as Leg).fixed = false;

  // Bonus table, read naively.
  const lengths = config.bonusTable.map((r) => r.ticket_length);
  const lo = lengths.length ? Math.min(...lengths) : 1;
  const hi = lengths.length ? Math.max(...lengths) : 0;
  const pct = (len: number): number => {
    if (len < lo || len > hi) return 0;
    const row = config.bonusTable.find((r) => r.ticket_length === len);
    if (!row) fail(`Can't find the bonus percentage for ${len} events`);
    return row.bonus;
  };
  const thr = Math.ceil(Math.round(config.minBonusOdd * 1e6) / 1e4);
  const net = (stakeMinor: number) =>
    q(BigInt(stakeMinor) * (1_000_000n - BigInt(Math.round(config.exciseDutyRate * 1e4))), 1_000_000n);

  interface LinePrice {
    odds: Q;
    bonusPerUnit: Q;
    percent: number;
  }
  const priceLine = (line: Leg[]): LinePrice => {
    let odds = q(1n);
    let qual = q(1n);
    let count = 0;
    for (const l of line) {
      odds = qMul(odds, q(BigInt(l.oddsH), 100n));
      if (l.oddsH >= thr) {
        qual = qMul(qual, q(BigInt(l.oddsH), 100n));
        count++;
      }
    }
    const percent = pct(count);
    return { odds, bonusPerUnit: qMul(qual, q(BigInt(Math.round(percent * 1e4)), 1_000_000n)), percent };
  };
  const stepwise = (odds: number[]): number => {
    if (odds.length === 0) return 0;
    let p = 10n ** 10n;
    for (const o of odds) p = (2n * p * BigInt(o) + 100n) / 200n;
    return qToFixed10(q(p, 10n ** 10n));
  };

  type Priced = GroupingFigures & {
    exactMax: Q;
    exactMin: Q;
    exactMaxBonus: Q;
    exactMinBonus: Q;
    minOdds: Q;
    maxOdds: Q;
  };
  let priced: Priced[] = [];
  let totalStake = 0;
  let totalOdds = 0;
  let slipMax: { ret: Q; bonus: Q; odds: Q } | null = null;
  let slipMin: { ret: Q; bonus: Q; odds: Q } | null = null;

  if (input.bet_type === 'Single' || input.bet_type === 'Multiple') {
    if (input.bet_type === 'Single' && input.selections.length > 1)
      fail('A Single holds exactly one selection');
    if (new Set(input.selections.map((s) => s.matchId)).size !== input.selections.length) {
      fail('A Multiple cannot hold two selections of one match');
    }
    if (legs.length > 0) {
      const p = priceLine(legs);
      const ns = net(stake);
      const bonus = qMul(ns, p.bonusPerUnit);
      const ret = qAdd(qMul(ns, p.odds), bonus);
      priced = [
        {
          grouping: legs.length,
          combinations: 1,
          stake,
          netStake: qRound(ns),
          minWin: qRound(ret),
          maxWin: qRound(ret),
          minBonus: qRound(bonus),
          maxBonus: qRound(bonus),
          minPercentageBonus: p.percent,
          maxPercentageBonus: p.percent,
          exactMax: ret,
          exactMin: ret,
          exactMaxBonus: bonus,
          exactMinBonus: bonus,
          minOdds: p.odds,
          maxOdds: p.odds,
        },
      ];
      totalStake = stake;
      totalOdds = stepwise(legs.map((l) => l.oddsH));
    }
  } else {
    const slotIds = [...new Set(legs.map((l) => l.matchId))];
    const slots = slotIds.map((id) => legs.filter((l) => l.matchId === id));
    const bankers = slots.filter((s) => s.every((l) => l.fixed));
    const free = slots.filter((s) => !s.every((l) => l.fixed));
    const wanted =
      input.bet_type === 'Split'
        ? slots.length
          ? [slots.length]
          : []
        : (input.Groupings ?? []).map((g) => g.Grouping);
    if (new Set(wanted).size !== wanted.length) fail('Multiple Groupings defined!');

    // Every line of every grouping, listed.
    const linesOf = (g: number): Leg[][] => {
      const k = g - bankers.length;
      if (k < 1 || k > free.length) return [];
      const out: Leg[][] = [];
      const subsets = (start: number, chosen: Leg[][]) => {
        if (chosen.length === k) {
          const cross = (i: number, acc: Leg[], all: Leg[][]) => {
            if (i === all.length) {
              out.push(acc);
              return;
            }
            for (const l of all[i] as Leg[]) cross(i + 1, [...acc, l], all);
          };
          cross(0, [], [...bankers, ...chosen]);
          return;
        }
        for (let i = start; i < free.length; i++) subsets(i + 1, [...chosen, free[i] as Leg[]]);
      };
      subsets(0, []);
      return out;
    };
    const valid = wanted
      .map((g) => ({ g, lines: linesOf(g) }))
      .map((x) => ({ ...x, count: x.lines.length > config.maxCouponCombinations ? -1 : x.lines.length }))
      .filter((x) => x.count > 0)
      .sort((a, b) => a.g - b.g);
    const lines = valid.reduce((a, x) => a + x.count, 0);

    // Stake per line: equal share rounded to 0.1 (half up, never 0), floored.
    let stakeLine = 0;
    if (stake > 0 && lines > 0) {
      stakeLine = qRound(q(BigInt(stake), BigInt(10 * lines))) * 10 || 10;
      const minLine = Math.round((config.minLineStake ?? 5) * 100);
      const minSystem = Math.round((config.minSystemStake ?? 100) * 100);
      const floor = Math.ceil(Math.max(minLine, Math.ceil(minSystem / lines)) / 10) * 10;
      if (stakeLine < floor) stakeLine = floor;
    }
    const ns = net(stakeLine);

    // Every line is priced, so every line's count of qualifying legs is looked up, shortest first.
    const looked = new Set(valid.flatMap((v) => v.lines.map((l) => l.filter((x) => x.oddsH >= thr).length)));
    for (const len of [...looked].sort((a, b) => a - b)) pct(len);

    const priceGrouping = (ls: Leg[][]) =>
      ls.map((line) => {
        const p = priceLine(line);
        const bonus = qMul(ns, p.bonusPerUnit);
        return { legs: line, ret: qAdd(qMul(ns, p.odds), bonus), bonus, odds: p.odds, percent: p.percent };
      });
    const pricedLines = valid.map((v) => priceGrouping(v.lines));

    // The most: over every way for each match to win with one of its picks (a match that loses only
    // takes winning lines away), the total of the winning lines, per grouping and for the slip.
    const endings = (s: Leg[]) => (options.everyOutcome ? [null, ...s] : s);
    const outcomes = slots.reduce<Set<number>[]>(
      (acc, s) => acc.flatMap((won) => endings(s).map((l) => (l ? new Set([...won, l.index]) : won))),
      [new Set()],
    );
    const zero = { ret: q(0n), bonus: q(0n), odds: q(0n) };
    type Sums = typeof zero;
    const add = (a: Sums, b: Sums): Sums => ({
      ret: qAdd(a.ret, b.ret),
      bonus: qAdd(a.bonus, b.bonus),
      odds: qAdd(a.odds, b.odds),
    });
    const most = (a: Sums, b: Sums): Sums => ({
      ret: qMax(a.ret, b.ret),
      bonus: qMax(a.bonus, b.bonus),
      odds: qMax(a.odds, b.odds),
    });
    const fewest = (a: Sums | null, b: Sums): Sums =>
      a ? { ret: qMin(a.ret, b.ret), bonus: qMin(a.bonus, b.bonus), odds: qMin(a.odds, b.odds) } : b;
    let slipBest = zero;
    const groupingBest = valid.map(() => zero);
    let slipLeast: Sums | null = null;
    const groupingLeast: (Sums | null)[] = valid.map(() => null);
    for (const won of outcomes) {
      const winning = pricedLines.map((ls) => ls.filter((l) => l.legs.every((x) => won.has(x.index))));
      const sums = winning.map((ls) => ls.reduce(add, zero));
      sums.forEach((x, i) => (groupingBest[i] = most(groupingBest[i] as Sums, x)));
      const total = sums.reduce(add, zero);
      slipBest = most(slipBest, total);
      winning.forEach((ls, i) => {
        if (ls.length) groupingLeast[i] = fewest(groupingLeast[i] ?? null, sums[i] as Sums);
      });
      if (winning.some((ls) => ls.length)) slipLeast = fewest(slipLeast, total);
    }
    slipMax = slipBest;
    if (options.everyOutcome) slipMin = slipLeast;

    priced = valid.map(({ g, count }, i) => {
      const ls = pricedLines[i] as ReturnType<typeof priceGrouping>;
      const best = groupingBest[i] as Sums;
      // The least: one line wins alone (only its picks win), and no winning outcome pays less.
      const least = options.everyOutcome
        ? (groupingLeast[i] as Sums)
        : ls.reduce<Sums>((a, l) => fewest(a, l), ls[0] as Sums);
      const percents = ls.map((l) => l.percent);
      return {
        grouping: g,
        combinations: count,
        stake: stakeLine,
        netStake: qRound(ns),
        minWin: qRound(least.ret),
        maxWin: qRound(best.ret),
        minBonus: qRound(least.bonus),
        maxBonus: qRound(best.bonus),
        minPercentageBonus: Math.min(...percents),
        maxPercentageBonus: Math.max(...percents),
        exactMax: best.ret,
        exactMin: least.ret,
        exactMaxBonus: best.bonus,
        exactMinBonus: least.bonus,
        minOdds: least.odds,
        maxOdds: best.odds,
      };
    });
    totalStake = priced.length ? stakeLine * lines : 0;
    totalOdds = priced.length ? stepwise(slots.map((s) => Math.max(...s.map((l) => l.oddsH)))) : 0;
  }

  const first = priced[0];
  if (!first) {
    return {
      noOfCombos: 0,
      totalStake: 0,
      exciseDuty: 0,
      grossWin: 0,
      wthTax: 0,
      maxWin: 0,
      minWin: 0,
      maxBonus: 0,
      minBonus: 0,
      totalOdds: 0,
      minOdds: 0,
      maxOdds: 0,
      groupings: [],
    };
  }
  const wht = q(BigInt(Math.round(config.wthTaxRate * 1e4)), 1_000_000n);
  const tax = (gross: Q) => {
    const profit = qSub(gross, q(BigInt(totalStake)));
    return profit.n * profit.d > 0n ? qMul(profit, wht) : q(0n);
  };
  const gross = slipMax?.ret ?? first.exactMax;
  const grossWin = qRoundBig(gross);
  const wthTax = qRoundBig(tax(gross));
  return {
    noOfCombos: priced.reduce((a, p) => a + p.combinations, 0),
    totalStake,
    exciseDuty: qRound(
      qMul(q(BigInt(totalStake)), q(BigInt(Math.round(config.exciseDutyRate * 1e4)), 1_000_000n)),
    ),
    grossWin: clamp(grossWin),
    wthTax: clamp(wthTax),
    maxWin: clamp(grossWin - wthTax),
    minWin: clamp(qRoundBig(slipMin?.ret ?? first.exactMin) - qRoundBig(tax(slipMin?.ret ?? first.exactMin))),
    maxBonus: qRound(slipMax?.bonus ?? first.exactMaxBonus),
    minBonus: qRound(slipMin?.bonus ?? first.exactMinBonus),
    totalOdds,
    minOdds: qToFixed10(slipMin?.odds ?? first.minOdds),
    maxOdds: qToFixed10(slipMax?.odds ?? first.maxOdds),
    groupings: priced.map((p) => ({
      grouping: p.grouping,
      combinations: p.combinations,
      stake: p.stake,
      netStake: p.netStake,
      minWin: p.minWin,
      maxWin: p.maxWin,
      minBonus: p.minBonus,
      maxBonus: p.maxBonus,
      minPercentageBonus: p.minPercentageBonus,
      maxPercentageBonus: p.maxPercentageBonus,
    })),
  };
}
