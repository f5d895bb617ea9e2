// What a placed bet pays once its legs are resulted, and its cash-out value while they are not: the
// engine's settlement math (settleBet) plus the multi-bet bonus and withholding tax as placed.
import { BonusTable } from '../betslip/bonus.ts';
import { addExact, payoutMinor, roundMoneyHalfUp, ZERO, type Exact } from '../betslip/exact-decimal.ts';
import type { BetType, CouponConfig } from '../betslip/types.ts';
import type { Minor } from '../money.ts';
import { legFactor, settleBet, type SettlementLeg } from './settle.ts';
import { settleSystemWithBonus } from './system-bonus.ts';

export interface Leg {
  matchId: number;
  marketId: number;
  specifier: string;
  outcomeId: string;
  odds: number;
  fixed: boolean;
  combinability: number;
  result: 0 | 1 | null;
  voidFactor: number | null;
  deadHeatFactor: number | null;
}

export interface Line {
  grouping: number;
  combinations: number;
  stakePerLine: Minor;
  netStakePerLine: Minor;
}

export interface BetFacts {
  betType: BetType;
  stake: Minor;
  config: Pick<CouponConfig, 'minBonusOdd' | 'bonusTable' | 'wthTaxRate'>;
  legs: Leg[];
  lines: Line[];
}

export interface Outcome {
  /** A settled bet's status (open and cashed-out bets are not settled by this math). */
  status: 'won' | 'lost' | 'void';
  /** What the player receives: gross + bonus − withholding tax. */
  payout: Minor;
  bonus: Minor;
  wthTax: Minor;
}

const toLeg = (
  l: Leg,
  outcome: { result: 0 | 1; voidFactor: number; deadHeatFactor: number; odds?: number },
): SettlementLeg => ({
  matchId: l.matchId,
  marketId: l.marketId,
  specifier: l.specifier,
  outcomeId: l.outcomeId,
  odds: outcome.odds ?? l.odds,
  fixed: l.fixed,
  combinability: l.combinability,
  result: outcome.result,
  voidFactor: outcome.voidFactor,
  deadHeatFactor: outcome.deadHeatFactor,
});

function gross(facts: BetFacts, legs: SettlementLeg[]): Minor {
  const single = facts.betType === 'Single' || facts.betType === 'Multiple';
  return settleBet({
    bet_type: facts.betType,
    legs,
    stake: single ? (facts.lines[0]?.netStakePerLine ?? facts.stake) : 0,
    groupings: facts.lines.map((l) => ({ grouping: l.grouping, stakePerLine: l.netStakePerLine })),
  }).payout;
}

/** An exact amount of minor units (the engine's exact money), rounded once at the end. */
const rounded = (amount: Exact): Minor => payoutMinor(roundMoneyHalfUp(amount));

/** The stake an accumulator's legs ride on: its one line, net of excise duty. */
const accumulatorStake = (facts: BetFacts): Minor => facts.lines[0]?.netStakePerLine ?? facts.stake;

/** An accumulator's return before any bonus, exact: stake × the product of its legs' factors. */
function accumulatorReturn(facts: BetFacts, legs: readonly SettlementLeg[]): Exact {
  let units = BigInt(accumulatorStake(facts));
  let scale = 0;
  for (const leg of legs) {
    const factor = legFactor(leg.odds, leg);
    units *= factor.units;
    scale += factor.scale;
  }
  return { units, scale };
}

/**
 * The accumulator's multi-bet bonus on what it won, exact: the table's percentage for the count of
 * legs won outright at or above MinBonusOdd, on net stake × their odds (the engine's rule at
 * placement, applied to the legs that really won). System bets: the same per line
 * (settleSystemWithBonus).
 */
function accumulatorBonus(facts: BetFacts): Exact {
  if (facts.betType !== 'Single' && facts.betType !== 'Multiple') return ZERO;
  if (facts.legs.some((l) => l.result === 0 && (l.voidFactor ?? 0) === 0)) return ZERO;
  const counted = facts.legs.filter(
    (l) =>
      l.result === 1 &&
      (l.voidFactor ?? 0) === 0 &&
      (l.deadHeatFactor ?? 1) === 1 &&
      l.odds >= facts.config.minBonusOdd,
  );
  if (counted.length === 0) return ZERO;
  let rate: bigint;
  try {
    // The engine's table: percentages in millionths of the amount, 0 outside the table's range.
    rate = new BonusTable(facts.config.bonusTable).millionths(counted.length);
  } catch {
    // A length inside the range without a row: the engine refused such slips at placement, so only
    // a table changed since could get here, and it earns nothing.
    return ZERO;
  }
  if (rate <= 0n) return ZERO;
  let units = BigInt(accumulatorStake(facts)) * rate;
  for (const l of counted) units *= BigInt(Math.round(l.odds * 100));
  return { units, scale: 6 + 2 * counted.length };
}

const settlementLegs = (facts: BetFacts): SettlementLeg[] =>
  facts.legs.map((l) =>
    toLeg(l, { result: l.result ?? 0, voidFactor: l.voidFactor ?? 0, deadHeatFactor: l.deadHeatFactor ?? 1 }),
  );

/**
 * What the bet wins before tax and the bonus in it: the exact return and exact bonus added and
 * rounded once, as the engine rounds its potential win, so a bet whose legs all win (a system bet's
 * matches at the picks of its best case) pays its potential win to the minor unit.
 */
function winnings(facts: BetFacts, legs: SettlementLeg[]): { total: Minor; bonus: Minor } {
  if (facts.betType === 'Single' || facts.betType === 'Multiple') {
    const won = accumulatorReturn(facts, legs);
    if (won.units === 0n) return { total: 0, bonus: 0 };
    const bonus = accumulatorBonus(facts);
    return { total: rounded(addExact(won, bonus)), bonus: rounded(bonus) };
  }
  const groupings = facts.lines.map((l) => ({ grouping: l.grouping, stakePerLine: l.netStakePerLine }));
  const { payout, bonus } = settleSystemWithBonus(legs, groupings, facts.config);
  return { total: payout, bonus };
}

/** The bet's result once every leg is resulted; null while any is open. */
export function settleFacts(facts: BetFacts): Outcome | null {
  const accumulator = facts.betType === 'Single' || facts.betType === 'Multiple';
  // An accumulator with a leg lost outright is lost whatever its open legs do: settle it at once.
  const lostLeg = facts.legs.some((l) => l.result === 0 && (l.voidFactor ?? 0) === 0);
  if (accumulator && lostLeg) return { status: 'lost', payout: 0, bonus: 0, wthTax: 0 };
  if (facts.legs.some((l) => l.result === null)) return null;
  const { total, bonus } = winnings(facts, settlementLegs(facts));
  const taxable = Math.max(0, total - facts.stake);
  const wthTax = Math.round((taxable * facts.config.wthTaxRate) / 100);
  const payout = total - wthTax;
  const allVoid = facts.legs.every((l) => l.voidFactor === 1);
  const status = allVoid ? 'void' : payout === 0 ? 'lost' : 'won';
  return { status, payout, bonus, wthTax };
}

/**
 * The fair value of an open bet at current prices: resulted legs count with their result, an open leg
 * as original odds / current odds (its chance now, paid at the odds taken), summed over lines by the
 * same math as settlement. Null when an open leg has no current price.
 */
export function fairValue(facts: BetFacts, currentOdds: (leg: Leg) => number | null): Minor | null {
  const legs: SettlementLeg[] = [];
  for (const l of facts.legs) {
    if (l.result !== null) {
      legs.push(
        toLeg(l, { result: l.result, voidFactor: l.voidFactor ?? 0, deadHeatFactor: l.deadHeatFactor ?? 1 }),
      );
      continue;
    }
    const now = currentOdds(l);
    if (now === null || !(now > 1)) return null;
    // f = odds × dhf with dhf = 1/now: the leg's fair win chance times the odds taken.
    legs.push(toLeg(l, { result: 1, voidFactor: 0, deadHeatFactor: Math.round((1 / now) * 1e10) / 1e10 }));
  }
  return gross(facts, legs);
}
