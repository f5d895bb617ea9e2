import { describe, expect, it } from 'vitest';
import { DEFAULT_COUPON_CONFIG } from './config.ts';
import { couponInputSchema, couponRequestSchema } from './schema.ts';

const body = (over: Record<string, unknown> = {}) => ({
  selections: [
    { matchId: 1, marketId: 1, outcomeId: 1, specifier: '', odds: '2.10', fixed: false, combinability: 0 },
    { matchId: '2', marketId: 1, outcomeId: '2', odds: 1.5 },
  ],
  bet_type: 'Multiple',
  stake: 100,
  ...over,
});

const messages = (input: unknown) => {
  const r = couponRequestSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('coupon schema', () => {
  it('accepts a coupon and normalises ids, odds and defaults', () => {
    const r = couponRequestSchema.parse(body());
    expect(r.selections[1]).toEqual({
      matchId: 2,
      marketId: 1,
      outcomeId: '2',
      specifier: '',
      odds: 1.5,
      fixed: false,
      combinability: 0,
    });
    expect(r.selections[0]?.odds).toBe(2.1);
  });

  it('explains what is wrong', () => {
    const bad = body();
    (bad.selections as Record<string, unknown>[])[0]!.odds = '-';
    expect(messages(bad)).toEqual(['odds must be a number']);
    expect(messages(body({ stake: -5 }))).toEqual(['stake must not be negative']);
    expect(messages(body({ bet_type: 'Lucky' }))).toEqual(['unknown bet type']);
    const many = Array.from({ length: 51 }, (_, i) => ({ matchId: i, marketId: 1, outcomeId: 1, odds: 2 }));
    expect(messages(body({ selections: many }))).toEqual(['a coupon holds at most 50 selections']);
    expect(messages(body({ bet_type: 'Combo' }))).toEqual(['a Combo needs at least one grouping']);
    expect(messages(body({ stake: 1.234 }))).toEqual(['stake must have at most 2 decimals']);
  });

  it('takes the operator settings only in the full input', () => {
    expect(couponInputSchema.safeParse(body()).success).toBe(false);
    expect(
      couponInputSchema.parse({ ...body(), config: DEFAULT_COUPON_CONFIG }).config.maxCouponCombinations,
    ).toBe(100_000);
  });
});
