import { describe, expect, it } from 'vitest';
import { assertStakeForPlacing, lineStakeMinor, maxAllowedStake } from './stake.ts';

describe('stake rules', () => {
  it('refuses to place a stake of 0 with the spec text', () => {
    for (const stake of [0, -1, undefined, null, Number.NaN]) {
      expect(() => assertStakeForPlacing(stake)).toThrow('error. stake must be greater than 0');
    }
    expect(() => assertStakeForPlacing(0.1)).not.toThrow();
  });

  it('shares a system stake among lines in steps of 0.1 with a floor', () => {
    expect(lineStakeMinor(100_000, 3)).toBe(33_330);
    expect(lineStakeMinor(100_050, 10)).toBe(10_010); // 100.05 half up
    expect(lineStakeMinor(10_000, 3)).toBe(3_340); // floor 100/3 → 33.4
    expect(lineStakeMinor(10_000, 57)).toBe(500); // floor 5
    expect(lineStakeMinor(0, 5)).toBe(0);
    expect(lineStakeMinor(1, 1000, 0, 0)).toBe(10); // never 0 a line
  });

  it('floors the maximum allowed stake to 2 decimals', () => {
    expect(maxAllowedStake(1000, 3)).toBe(333.33);
    expect(maxAllowedStake(1000, 1.5)).toBe(666.66);
    expect(maxAllowedStake(1000, 0)).toBe(0);
  });
});
