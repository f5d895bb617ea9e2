// Dice: a roll of 0.00–99.99 (10,000 equally likely values); the player wins rolling under or over
// a target, paid 99 / (win chance in %), so the house keeps 1% whatever the target.
import type { FairSource } from '../../fairness/fair-source.ts';
import { intBelow } from '../../fairness/fair-source.ts';

export const DICE_RTP = 0.99;
/** Win chances the table offers, in percent: below 1% the multiplier runs away, above 95% it pays nothing. */
export const DICE_MIN_CHANCE = 1;
export const DICE_MAX_CHANCE = 95;

export type DiceDirection = 'under' | 'over';

export interface DiceOutcome {
  /** 0.00–99.99. */
  roll: number;
}

/** The roll, in hundredths: one fair integer in [0, 10000). */
export function rollDice(source: FairSource): DiceOutcome {
  return { roll: intBelow(source, 10_000) / 100 };
}

/** The win chance in percent: under wins below the target, over wins above it. */
export function diceChance(target: number, direction: DiceDirection): number {
  const hundredths = Math.round(target * 100);
  const winning = direction === 'under' ? hundredths : 9_999 - hundredths;
  return winning / 100;
}

/** The payout multiplier, cut (not rounded) to 4 decimals so rounding never favours the player. */
export function diceMultiplier(target: number, direction: DiceDirection): number {
  // The epsilon keeps float noise (24.74999…) from cutting a whole step off an exact value.
  return Math.floor(((DICE_RTP * 100) / diceChance(target, direction)) * 10_000 + 1e-6) / 10_000;
}

/** Null when the target is not on the table (2 decimals, chance within the limits). */
export function diceTargetProblem(target: number, direction: DiceDirection): string | null {
  if (Math.round(target * 100) !== target * 100) return 'The target has at most 2 decimals.';
  const chance = diceChance(target, direction);
  if (chance < DICE_MIN_CHANCE || chance > DICE_MAX_CHANCE) {
    return `Choose a target with a win chance between ${DICE_MIN_CHANCE}% and ${DICE_MAX_CHANCE}%.`;
  }
  return null;
}

export function diceWins(outcome: DiceOutcome, target: number, direction: DiceDirection): boolean {
  return direction === 'under' ? outcome.roll < target : outcome.roll > target;
}

/** The payout in minor units: the bet times the multiplier, rounded down. */
export function dicePayout(
  bet: number,
  outcome: DiceOutcome,
  target: number,
  direction: DiceDirection,
): number {
  return diceWins(outcome, target, direction) ? Math.floor(bet * diceMultiplier(target, direction)) : 0;
}
