// Roulette math: the layout's legal bets, exact returns per bet type and a million simulated spins.
import { describe, expect, it } from 'vitest';
import { simulationSource } from './fair-source.ts';
import { ROULETTE_BET_TYPES, coveredNumbers } from './roulette-bets.ts';
import { roulettePayout, spinRoulette, type RouletteBet } from './roulette-spin.ts';

const SAMPLE: Record<(typeof ROULETTE_BET_TYPES)[number], number[] | undefined> = {
  straight: [17],
  split: [17, 20],
  street: [16, 17, 18],
  trio: [0, 2, 3],
  corner: [17, 18, 20, 21],
  'first-four': [0, 1, 2, 3],
  line: [13, 14, 15, 16, 17, 18],
  dozen: [2],
  column: [3],
  red: undefined,
  black: undefined,
  odd: undefined,
  even: undefined,
  low: undefined,
  high: undefined,
};

describe('roulette math', () => {
  it('knows the layout', () => {
    expect(coveredNumbers({ type: 'split', numbers: [1, 2] })).toEqual([1, 2]);
    expect(coveredNumbers({ type: 'split', numbers: [3, 4] })).toMatch(/not a split/);
    expect(coveredNumbers({ type: 'corner', numbers: [3, 4, 6, 7] })).toMatch(/not a corner/);
    expect(coveredNumbers({ type: 'column', numbers: [1] })).toEqual([
      1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34,
    ]);
    expect(coveredNumbers({ type: 'red', numbers: [1] })).toMatch(/takes no numbers/);
    expect((coveredNumbers({ type: 'black' }) as number[]).length).toBe(18);
  });

  it('returns exactly 36/37 on every bet type', () => {
    for (const type of ROULETTE_BET_TYPES) {
      const bet: RouletteBet = { type, amount: 100, ...(SAMPLE[type] ? { numbers: SAMPLE[type] } : {}) };
      const covered = coveredNumbers(bet) as number[];
      let returned = 0;
      for (let n = 0; n < 37; n++) returned += roulettePayout(bet, covered, n);
      expect(returned / (37 * 100)).toBeCloseTo(36 / 37, 10);
    }
  });

  it('returns 97.30% over a million spins (within 1 point)', () => {
    const source = simulationSource(5);
    const bets = ROULETTE_BET_TYPES.map((type) => {
      const bet: RouletteBet = { type, amount: 100, ...(SAMPLE[type] ? { numbers: SAMPLE[type] } : {}) };
      return { bet, covered: coveredNumbers(bet) as number[] };
    });
    let staked = 0;
    let paid = 0;
    for (let i = 0; i < 1_000_000; i++) {
      const { number } = spinRoulette(source);
      for (const { bet, covered } of bets) {
        staked += bet.amount;
        paid += roulettePayout(bet, covered, number);
      }
    }
    expect(Math.abs(paid / staked - 36 / 37)).toBeLessThan(0.01);
    console.info(`roulette RTP over 1M spins: ${((paid / staked) * 100).toFixed(2)}%`);
  });
});
