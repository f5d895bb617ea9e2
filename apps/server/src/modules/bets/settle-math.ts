// What a bet pays once its legs are resulted, and its cash-out value while they are not: the engine's
// settlement math (settleBet) plus the multi-bet bonus and withholding tax as placed (pure).
import {
  settleBet,
  settleSystemBonus,
  type BetType,
  type CouponConfig,
  type Minor,
  type SettlementLeg,
} from '@slipstream/domain';
import type { BetStatus } from '../../db/schema.ts';

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
  status: Exclude<BetStatus, 'open' | 'cashed_out'>;
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

/**
 * The accumulator's multi-bet bonus on what it won: the table's percentage for the count of legs won
 * outright at or above MinBonusOdd, on net stake × their odds (the engine's rule at placement, applied
 * to the legs that really won). System bets: the same per line (settleSystemBonus).
 */
function accumulatorBonus(facts: BetFacts): Minor {
  if (facts.betType !== 'Single' && facts.betType !== 'Multiple') return 0;
  if (facts.legs.some((l) => l.result === 0 && (l.voidFactor ?? 0) === 0)) return 0;
  const counted = facts.legs.filter(
    (l) =>
      l.result === 1 &&
      (l.voidFactor ?? 0) === 0 &&
      (l.deadHeatFactor ?? 1) === 1 &&
      l.odds >= facts.config.minBonusOdd,
  );
  const lengths = facts.config.bonusTable.map((r) => r.ticket_length);
  if (counted.length === 0 || lengths.length === 0) return 0;
  if (counted.length < Math.min(...lengths) || counted.length > Math.max(...lengths)) return 0;
  const pct = facts.config.bonusTable.find((r) => r.ticket_length === counted.length)?.bonus ?? 0;
  if (pct <= 0) return 0;
  // Exact: stake × pct/100 × Π(odds hundredths)/100^n, rounded half up once.
  let num = BigInt(facts.lines[0]?.netStakePerLine ?? facts.stake) * BigInt(Math.round(pct * 100));
  let den = 10_000n;
  for (const l of counted) {
    num *= BigInt(Math.round(l.odds * 100));
    den *= 100n;
  }
  return Number((2n * num + den) / (2n * den));
}

function systemBonus(facts: BetFacts, legs: SettlementLeg[]): Minor {
  const groupings = facts.lines.map((l) => ({ grouping: l.grouping, stakePerLine: l.netStakePerLine }));
  return settleSystemBonus(legs, groupings, facts.config);
}

/** The bet's result once every leg is resulted; null while any is open. */
export function settleFacts(facts: BetFacts): Outcome | null {
  const accumulator = facts.betType === 'Single' || facts.betType === 'Multiple';
  // An accumulator with a leg lost outright is lost whatever its open legs do: settle it at once.
  const lostLeg = facts.legs.some((l) => l.result === 0 && (l.voidFactor ?? 0) === 0);
  if (accumulator && lostLeg) return { status: 'lost', payout: 0, bonus: 0, wthTax: 0 };
  if (facts.legs.some((l) => l.result === null)) return null;
  const legs = facts.legs.map((l) =>
    toLeg(l, { result: l.result ?? 0, voidFactor: l.voidFactor ?? 0, deadHeatFactor: l.deadHeatFactor ?? 1 }),
  );
  const win = gross(facts, legs);
  const bonus = win === 0 ? 0 : accumulator ? accumulatorBonus(facts) : systemBonus(facts, legs);
  const total = win + bonus;
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
