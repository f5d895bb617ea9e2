// Crash math: the multiplier curve and a million simulated rounds against the published 99%.
import { describe, expect, it } from 'vitest';
import { msUntil, multiplierAt } from './crash-curve.ts';
import { crashPayout, crashPoint } from './crash-point.ts';
import { simulationSource } from './fair-source.ts';

describe('crash math', () => {
  it('grows the multiplier from 1.00×', () => {
    expect(multiplierAt(0)).toBe(100);
    expect(multiplierAt(msUntil(200))).toBe(200);
    expect(multiplierAt(msUntil(200) - 50)).toBeLessThan(200);
  });

  it('returns 99% at any auto-cash-out target over a million rounds (within 1 point)', () => {
    const source = simulationSource(17);
    const targets = [101, 150, 200, 300, 1000];
    let staked = 0;
    let paid = 0;
    for (let i = 0; i < 1_000_000; i++) {
      const point = crashPoint(source);
      staked += 10_000;
      paid += crashPayout(10_000, targets[i % targets.length]!, point);
    }
    expect(Math.abs(paid / staked - 0.99)).toBeLessThan(0.01);
    console.info(`crash RTP over 1M rounds: ${((paid / staked) * 100).toFixed(2)}%`);
  });
});
