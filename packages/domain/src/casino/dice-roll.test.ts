// Dice math: the multiplier table and a million simulated rolls against the published 99%.
import { describe, expect, it } from 'vitest';
import { diceChance, diceMultiplier, diceTargetProblem, type DiceDirection } from './dice-odds.ts';
import { dicePayout, rollDice } from './dice-roll.ts';
import { simulationSource } from './fair-source.ts';

describe('dice math', () => {
  it('prices a target by its win chance', () => {
    expect(diceChance(50, 'under')).toBe(50);
    expect(diceMultiplier(50, 'under')).toBe(1.98);
    expect(diceChance(49.99, 'over')).toBe(50);
    expect(diceMultiplier(2, 'under')).toBe(49.5);
  });

  it('refuses targets off the table', () => {
    expect(diceTargetProblem(0.5, 'under')).toMatch(/win chance/);
    expect(diceTargetProblem(99, 'under')).toMatch(/win chance/);
    expect(diceTargetProblem(50.123, 'under')).toMatch(/2 decimals/);
    expect(diceTargetProblem(50, 'over')).toBeNull();
  });

  it('returns 99% over a million rolls (within 1 point)', () => {
    const source = simulationSource(11);
    const targets: [number, DiceDirection][] = [
      [50, 'under'],
      [10, 'under'],
      [25.5, 'over'],
      [90, 'under'],
      [80, 'over'],
    ];
    let staked = 0;
    let paid = 0;
    for (let i = 0; i < 1_000_000; i++) {
      const [target, direction] = targets[i % targets.length]!;
      staked += 10_000;
      paid += dicePayout(10_000, rollDice(source), target, direction);
    }
    expect(Math.abs(paid / staked - 0.99)).toBeLessThan(0.01);
    console.info(`dice RTP over 1M rolls: ${((paid / staked) * 100).toFixed(2)}%`);
  });
});
