// Mines math: fair boards, the multiplier table, and a million simulated rounds against 99%.
import { describe, expect, it } from 'vitest';
import { simulationSource } from './fair-source.ts';
import { MINES_TILES, minesMultiplier, minesPayout, placeMines } from './mines-board.ts';

describe('mines math', () => {
  it('places the chosen number of distinct mines', () => {
    const source = simulationSource(1);
    for (let m = 1; m <= 24; m++) {
      const { mines } = placeMines(source, m);
      expect(new Set(mines).size).toBe(m);
      expect(mines.every((t) => t >= 0 && t < MINES_TILES)).toBe(true);
    }
  });

  it('prices each cash-out point at 99% of fair', () => {
    expect(minesMultiplier(3, 1)).toBe(1.125); // 0.99 × 25/22
    expect(minesMultiplier(1, 24)).toBe(24.75);
    expect(minesMultiplier(24, 1)).toBe(24.75);
  });

  it('returns 99% over a million rounds (within 1 point)', () => {
    const source = simulationSource(9);
    // Strategies a player might use: (mines, tiles revealed before cashing out).
    const plans = [
      [1, 5],
      [3, 2],
      [3, 5],
      [5, 3],
      [10, 1],
      [2, 8],
    ] as const;
    let staked = 0;
    let paid = 0;
    for (let i = 0; i < 1_000_000; i++) {
      const [mines, picks] = plans[i % plans.length]!;
      const board = new Set(placeMines(source, mines).mines);
      staked += 10_000;
      // The player picks tiles 0, 1, 2… in order: the board is random, so any order is as good.
      let safe = 0;
      while (safe < picks && !board.has(safe)) safe++;
      if (safe === picks) paid += minesPayout(10_000, mines, safe);
    }
    expect(Math.abs(paid / staked - 0.99)).toBeLessThan(0.01);
    console.info(`mines RTP over 1M rounds: ${((paid / staked) * 100).toFixed(2)}%`);
  });
});
