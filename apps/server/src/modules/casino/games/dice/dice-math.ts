// Dice: a roll of 0.00–99.99 (10,000 equally likely values); the player wins rolling under or over
// a target, paid 99 / (win chance in %), so the house keeps 1% whatever the target.
import { diceMultiplier, type DiceDirection } from '@slipstream/domain';
import type { FairSource } from '../../fairness/fair-source.ts';
import { intBelow } from '../../fairness/fair-source.ts';

// Pricing is shared with the web app (the target slider shows what the table pays).
export {
  DICE_MAX_CHANCE,
  DICE_MIN_CHANCE,
  DICE_RTP,
  diceChance,
  diceMultiplier,
  diceTargetProblem,
  type DiceDirection,
} from '@slipstream/domain';

export interface DiceOutcome {
  /** 0.00–99.99. */
  roll: number;
}

/** The roll, in hundredths: one fair integer in [0, 10000). */
export function rollDice(source: FairSource): DiceOutcome {
  return { roll: intBelow(source, 10_000) / 100 };
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
