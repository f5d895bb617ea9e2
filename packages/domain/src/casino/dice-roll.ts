// Dice: a roll of 0.00–99.99 (10,000 equally likely values); the player wins rolling under or over
// a target, paid by the table's pricing (dice-odds.ts), so the house keeps 1% whatever the target.
import { diceMultiplier, type DiceDirection } from './dice-odds.ts';
import { intBelow, type FairSource } from './fair-source.ts';

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
