import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toMinor } from './money.ts';
import { categoryOf, isAccountNumber, normalizeShopCode, toBalanceFields } from './wallet.ts';
import {
  amountSchema,
  isDateBound,
  rangeEnd,
  rangeStart,
  transactionsRequestSchema,
  withdrawRequestSchema,
} from './wallet-schema.ts';

describe('wallet amounts at the edge', () => {
  it('accepts every whole number of cents and maps it back to exactly those cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000_000_000 }), (cents) => {
        const major = cents / 100;
        expect(amountSchema.safeParse(major).success).toBe(true);
        expect(toMinor(major)).toBe(cents);
      }),
    );
  });

  it('refuses fractions of a cent, zero, negatives, non-numbers and absurd sizes', () => {
    for (const bad of [10.005, 0.001, 0, -1, -0.01, Number.NaN, Infinity, '10', null, undefined, 1e13, {}]) {
      expect(amountSchema.safeParse(bad).success, String(bad)).toBe(false);
    }
  });
});

describe('withdraw request', () => {
  it('takes a saved account or a bank and number, never both or half', () => {
    const ok = [
      { amount: 100, bankAccountId: 3 },
      { amount: 100, bankCode: '058', accountNumber: '0123456789' },
    ];
    for (const body of ok) expect(withdrawRequestSchema.safeParse(body).success).toBe(true);
    const bad = [
      { amount: 100 },
      { amount: 100, bankCode: '058' },
      { amount: 100, accountNumber: '0123456789' },
      { amount: 100, bankAccountId: 3, bankCode: '058', accountNumber: '0123456789' },
      { amount: 100, bankAccountId: 0 },
      { amount: 100, bankCode: '05', accountNumber: '0123456789' },
      { amount: 100, bankCode: '058', accountNumber: '012345678' },
    ];
    for (const body of bad)
      expect(withdrawRequestSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
  });
});

describe('transactions filter', () => {
  it('defaults to the first page of everything', () => {
    expect(transactionsRequestSchema.parse({})).toEqual({ type: 'all', page: 1, perPage: 30 });
  });

  it('reads real dates and ISO times, and a bare date covers its whole day (UTC)', () => {
    expect(isDateBound('2026-03-14')).toBe(true);
    expect(isDateBound('2026-03-14T10:00:00Z')).toBe(true);
    expect(isDateBound('2026-03-14T10:00:00.123+01:00')).toBe(true);
    for (const bad of ['2026-02-30', '2026-13-01', '14/03/2026', '2026-03-14T10:00:00', 'today'])
      expect(isDateBound(bad)).toBe(false);
    expect(rangeStart('2026-03-14').toISOString()).toBe('2026-03-14T00:00:00.000Z');
    expect(rangeEnd('2026-03-14').toISOString()).toBe('2026-03-15T00:00:00.000Z');
    expect(transactionsRequestSchema.safeParse({ from: '2026-03-14', to: '2026-03-14' }).success).toBe(true);
    expect(transactionsRequestSchema.safeParse({ from: '2026-03-15', to: '2026-03-14' }).success).toBe(false);
  });
});

describe('wallet vocabulary', () => {
  it('normalises a shop code as a cashier types it', () => {
    expect(normalizeShopCode('k7m2 qx9p-4t')).toBe('K7M2QX9P4T');
    for (const bad of ['K7M2QX9P4', 'K7M2QX9P4TT', 'O7M2QX9P4T', 'K1M2QX9P4T', ''])
      expect(normalizeShopCode(bad)).toBeNull();
  });

  it('names categories, account numbers and balance fields', () => {
    expect(categoryOf('deposit.online')).toBe('deposit');
    expect(categoryOf('adjustment')).toBe('adjustment');
    expect(isAccountNumber('0123456789')).toBe(true);
    expect(isAccountNumber('012345678a')).toBe(false);
    expect(
      toBalanceFields({ available: 123_456, sport_bonus: 1, casino_bonus: 0, virtual_bonus: 50, trust: 0 }),
    ).toEqual({
      availableBalance: 1_234.56,
      sportBonusBalance: 0.01,
      casinoBonusBalance: 0,
      virtualBonusBalance: 0.5,
      trustBalance: 0,
    });
  });
});
