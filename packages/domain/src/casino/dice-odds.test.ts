// The target range the dice slider allows is exactly the table's: its ends are on the table, one
// hundredth beyond is not.
import { describe, expect, it } from 'vitest';
import { diceChance, diceTargetProblem, diceTargetRange, type DiceDirection } from './dice-odds.ts';

describe('diceTargetRange', () => {
  it.each<DiceDirection>(['under', 'over'])('matches the win chance limits rolling %s', (direction) => {
    const [low, high] = diceTargetRange(direction);
    expect(diceTargetProblem(low, direction)).toBeNull();
    expect(diceTargetProblem(high, direction)).toBeNull();
    expect(diceTargetProblem(Math.round((low - 0.01) * 100) / 100, direction)).not.toBeNull();
    expect(diceTargetProblem(Math.round((high + 0.01) * 100) / 100, direction)).not.toBeNull();
    expect([diceChance(low, direction), diceChance(high, direction)].sort((a, b) => a - b)).toEqual([1, 95]);
  });
});
