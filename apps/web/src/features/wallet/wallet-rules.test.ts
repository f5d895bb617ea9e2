// The small rules of the wallet forms: typed amounts against the domain schema and a method's limits,
// and one idempotency key per action.
import { describe, expect, it } from 'vitest';
import { amountError, parseAmount } from './amount.ts';
import { createActionKey } from './idempotency-key.ts';

describe('amounts', () => {
  const limits = { min: 100, max: 5_000_000, currency: 'NGN' };
  it('reads thousands separators and rejects what the server would', () => {
    expect(parseAmount('5,000.50')).toBe(5000.5);
    expect(amountError('', limits)).toBe('Enter an amount');
    expect(amountError('abc', limits)).toBe('Enter the amount as a number');
    expect(amountError('0', limits)).toBe('Amount must be greater than 0');
    expect(amountError('10.005', limits)).toBe('Amount must have at most 2 decimals');
    expect(amountError('99.99', limits)).toBe('The minimum is NGN 100.00');
    expect(amountError('5000000.01', limits)).toBe('The maximum is NGN 5,000,000.00');
    expect(amountError('1,000', limits)).toBeNull();
  });
});

describe('action keys', () => {
  it('reuses the key while the same action is retried, and not after it is done or changed', () => {
    let n = 0;
    const key = createActionKey(() => `k${++n}`);
    expect(key.keyFor('deposit:100')).toBe('k1');
    expect(key.keyFor('deposit:100')).toBe('k1');
    expect(key.keyFor('deposit:200')).toBe('k2');
    key.done();
    expect(key.keyFor('deposit:200')).toBe('k3');
  });
});
