// Dice pricing, shared so the target slider shows exactly what the server pays: a roll of
// 0.00–99.99 (10,000 equally likely values) wins under or over a target, paid 99 / (win chance in %),
// so the house keeps 1% whatever the target.

export const DICE_RTP = 0.99;
/** Win chances the table offers, in percent: below 1% the multiplier runs away, above 95% it pays nothing. */
export const DICE_MIN_CHANCE = 1;
export const DICE_MAX_CHANCE = 95;

export type DiceDirection = 'under' | 'over';

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

/** The targets a direction allows, in hundredths-exact numbers: [lowest, highest]. */
export function diceTargetRange(direction: DiceDirection): [number, number] {
  // Inverts diceChance at the chance limits.
  return direction === 'under'
    ? [DICE_MIN_CHANCE, DICE_MAX_CHANCE]
    : [(9_999 - DICE_MAX_CHANCE * 100) / 100, (9_999 - DICE_MIN_CHANCE * 100) / 100];
}
