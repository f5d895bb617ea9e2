import { describe, expect, it } from 'vitest';
import { toMinor } from './money.ts';
import { LEDGER_MAX_MAJOR, isLedgerAmount, moneyField } from './money-schema.ts';

describe('moneyField', () => {
  it('takes amounts of at most 2 decimals up to the ledger ceiling, and converts each exactly', () => {
    const field = moneyField();
    for (const major of [0.01, 1, 10.5, 99_999.99, LEDGER_MAX_MAJOR - 0.01, LEDGER_MAX_MAJOR]) {
      expect(field.parse(major)).toBe(major);
      expect(Number.isSafeInteger(toMinor(major))).toBe(true);
    }
    expect(toMinor(LEDGER_MAX_MAJOR - 0.01)).toBe(LEDGER_MAX_MAJOR * 100 - 1);
  });

  it('refuses what the ledger cannot hold: too large, unsafe, non-finite, over-precise, negative', () => {
    const field = moneyField();
    for (const bad of [LEDGER_MAX_MAJOR + 1, 2 ** 53, 9_007_199_254_740_991, Infinity, NaN, 1.005, -1, 0]) {
      expect(field.safeParse(bad).success, String(bad)).toBe(false);
    }
    expect(moneyField({ allowZero: true }).parse(0)).toBe(0);
    expect(moneyField({ max: 100 }).safeParse(100.01).success).toBe(false);
  });

  it('isLedgerAmount agrees', () => {
    expect(isLedgerAmount(12.34)).toBe(true);
    expect(isLedgerAmount(2 ** 53)).toBe(false);
    expect(isLedgerAmount(0.001)).toBe(false);
  });
});
