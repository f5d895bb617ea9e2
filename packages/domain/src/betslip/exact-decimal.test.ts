import { describe, expect, it } from 'vitest';
import {
  exact,
  exactFromNumber,
  floorMoney,
  oddsFigure,
  potentialMinor,
  payoutMinor,
  roundMoneyHalfUp,
  roundTo10Decimals,
} from './exact-decimal.ts';

describe('exact decimals and their roundings', () => {
  it('rounds money half away from zero, once', () => {
    expect(roundMoneyHalfUp(exact(15n, 1))).toBe(2n); // 1.5 minor → 2
    expect(roundMoneyHalfUp(exact(1449n, 3))).toBe(1n);
    expect(roundMoneyHalfUp(exact(-25n, 1))).toBe(-3n);
  });

  it('floors where the operator must not give more', () => {
    expect(floorMoney(exact(1999n, 2))).toBe(19);
    expect(floorMoney(exact(-1n, 2))).toBe(-1);
  });

  it('saturates potential figures and refuses inexact payouts', () => {
    expect(potentialMinor(10n ** 20n)).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => payoutMinor(10n ** 20n)).toThrow('too large');
  });

  it('reads decimal inputs as the decimal meant and prints odds to 10 places', () => {
    expect(exactFromNumber(1.15, 2)).toEqual(exact(115n, 2));
    expect(exactFromNumber(0.3333333333, 10)).toEqual(exact(3333333333n, 10));
    expect(roundTo10Decimals(exact(266001988046875n, 14))).toEqual(exact(26600198805n, 10));
    expect(oddsFigure(exact(26600198805n, 10))).toBe(2.6600198805);
    expect(oddsFigure(exact(0n))).toBe(0);
  });
});
