import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NO_LIMIT,
  addMonthsUtc,
  isStricter,
  requestDepositLimit,
  settleDepositLimit,
  type DepositLimitState,
} from './responsible-gambling.ts';

const now = new Date('2026-01-10T10:00:00Z');
const later = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

describe('deposit limits', () => {
  it('applies a first limit and a decrease at once', () => {
    const first = requestDepositLimit(NO_LIMIT, 50_000, now);
    expect(first).toEqual({ amount: 50_000, pending: null });
    expect(requestDepositLimit(first, 20_000, now)).toEqual({ amount: 20_000, pending: null });
  });

  it('holds an increase or a removal for 24 hours', () => {
    const state: DepositLimitState = { amount: 50_000, pending: null };
    const raised = requestDepositLimit(state, 90_000, now);
    expect(raised).toEqual({ amount: 50_000, pending: { amount: 90_000, effectiveAt: later(24) } });
    expect(settleDepositLimit(raised, later(23.99)).amount).toBe(50_000);
    expect(settleDepositLimit(raised, later(24))).toEqual({ amount: 90_000, pending: null });
    expect(requestDepositLimit(state, null, now).pending).toEqual({ amount: null, effectiveAt: later(24) });
  });

  it('cancels a pending increase when the same or a lower limit is asked for', () => {
    const raised = requestDepositLimit({ amount: 50_000, pending: null }, 90_000, now);
    expect(requestDepositLimit(raised, 50_000, later(1))).toEqual({ amount: 50_000, pending: null });
    expect(requestDepositLimit(raised, 10_000, later(1))).toEqual({ amount: 10_000, pending: null });
    // Asking again for the same increase does not restart its delay.
    expect(requestDepositLimit(raised, 90_000, later(5))).toBe(raised);
  });

  it('never loosens the limit in force at once (property)', () => {
    const limit = fc.option(fc.integer({ min: 1, max: 1e9 }), { nil: null });
    fc.assert(
      fc.property(limit, limit, (current, requested) => {
        const next = requestDepositLimit({ amount: current, pending: null }, requested, now);
        expect(isStricter(current, next.amount)).toBe(false);
        if (next.pending) expect(next.pending.effectiveAt.getTime()).toBe(later(24).getTime());
      }),
    );
  });
});

describe('addMonthsUtc', () => {
  it('clamps to the end of shorter months', () => {
    expect(addMonthsUtc(new Date('2026-08-31T09:30:00Z'), 6).toISOString()).toBe('2027-02-28T09:30:00.000Z');
    expect(addMonthsUtc(new Date('2026-01-15T00:00:00Z'), 12).toISOString()).toBe('2027-01-15T00:00:00.000Z');
  });
});
