// The European layout's inside bets: as many of each as the table has, and only the real ones.
import { describe, expect, it } from 'vitest';
import { coveredNumbers, isInsideBet, ROULETTE_INSIDE_BETS } from './roulette-bets.ts';

describe('roulette bets', () => {
  it('counts the inside bets of a single-zero table', () => {
    const counts = Object.fromEntries(
      Object.entries(ROULETTE_INSIDE_BETS).map(([type, bets]) => [type, bets.length]),
    );
    expect(counts).toEqual({
      straight: 37,
      split: 60,
      street: 12,
      corner: 22,
      line: 11,
      trio: 2,
      'first-four': 1,
    });
  });

  it('knows the layout, in any order of numbers', () => {
    expect(isInsideBet('split', [18, 17])).toBe(true);
    expect(isInsideBet('split', [0, 3])).toBe(true);
    expect(isInsideBet('split', [3, 4])).toBe(false);
    expect(isInsideBet('corner', [3, 4, 6, 7])).toBe(false);
    expect(isInsideBet('line', [34, 35, 36, 31, 32, 33])).toBe(true);
    expect(coveredNumbers({ type: 'split', numbers: [3, 4] })).toMatch(/not a split/);
    expect(coveredNumbers({ type: 'column', numbers: [1] })).toEqual([
      1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34,
    ]);
    expect(coveredNumbers({ type: 'red', numbers: [1] })).toMatch(/takes no numbers/);
  });
});
