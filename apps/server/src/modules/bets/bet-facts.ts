// Turns stored rows into the pure settlement input (the domain's settlement/bet-payout.ts), and
// answers the multi-bet bonus a bet was placed with.
import {
  calculateCouponMinor,
  DEFAULT_COUPON_CONFIG,
  toMajor,
  type CouponConfig,
  type Minor,
} from '@slipstream/domain';
import type { BetFacts, Leg, Line } from '@slipstream/domain/settlement/bet-payout';
import type { BetLineRow, BetRow, BetSelectionRow } from './bets.repo.ts';

export function legOf(s: BetSelectionRow): Leg {
  return {
    matchId: s.match_id,
    marketId: s.market_id,
    specifier: s.specifier,
    outcomeId: s.outcome_id,
    odds: Number(s.odds),
    fixed: s.fixed,
    combinability: s.combinability,
    result: s.result === null ? null : (Number(s.result) as 0 | 1),
    voidFactor: s.void_factor === null ? null : Number(s.void_factor),
    deadHeatFactor: s.dead_heat_factor === null ? null : Number(s.dead_heat_factor),
  };
}

/** The bet's own legs among `selections` (rows of several bets may be passed). */
function legsOfBet(bet: BetRow, selections: BetSelectionRow[]): Leg[] {
  return selections.filter((s) => Number(s.bet_id) === Number(bet.id)).map(legOf);
}

/** The bet's own lines among `lines` (rows of several bets may be passed). */
function linesOfBet(bet: BetRow, lines: BetLineRow[]): Line[] {
  return lines
    .filter((l) => Number(l.bet_id) === Number(bet.id))
    .map((l) => ({
      grouping: l.grouping,
      combinations: l.combinations,
      stakePerLine: l.stake_per_line,
      netStakePerLine: l.net_stake_per_line,
    }));
}

export function factsOf(bet: BetRow, selections: BetSelectionRow[], lines: BetLineRow[]): BetFacts {
  const config = bet.config as Pick<CouponConfig, 'minBonusOdd' | 'bonusTable' | 'wthTaxRate'>;
  return {
    betType: bet.bet_type,
    stake: bet.stake,
    config: {
      minBonusOdd: config.minBonusOdd ?? 1,
      bonusTable: config.bonusTable ?? [],
      wthTaxRate: config.wthTaxRate ?? 0,
    },
    legs: legsOfBet(bet, selections),
    lines: linesOfBet(bet, lines),
  };
}

/**
 * The engine's multi-bet bonus of the bet (its maxBonus: an accumulator's bonus, the most a system
 * bet's lines can earn), as stored at placement. A bet placed before placement stored it is priced
 * again by the engine from its legs, lines and settings as placed; one the engine now refuses answers
 * what settlement paid.
 */
export function maxBonusOfBet(bet: BetRow, selections: BetSelectionRow[], lines: BetLineRow[]): Minor {
  if (bet.max_bonus !== null) return bet.max_bonus;
  const placed = bet.config as Partial<CouponConfig>;
  try {
    return calculateCouponMinor({
      // A leg is the engine's pick with its result added, which the engine does not read.
      selections: legsOfBet(bet, selections),
      bet_type: bet.bet_type,
      stake: toMajor(bet.stake),
      Groupings: linesOfBet(bet, lines).map((l) => ({ Grouping: l.grouping })),
      config: {
        ...DEFAULT_COUPON_CONFIG,
        minBonusOdd: placed.minBonusOdd ?? DEFAULT_COUPON_CONFIG.minBonusOdd,
        bonusTable: placed.bonusTable ?? [],
        wthTaxRate: placed.wthTaxRate ?? 0,
        exciseDutyRate: placed.exciseDutyRate ?? 0,
      },
    }).maxBonus;
  } catch {
    return bet.bonus;
  }
}
