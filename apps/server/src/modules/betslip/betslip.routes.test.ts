// The server's coupon calculation: same engine as the web app, operator settings, clear 400s.
import { calculateCoupon, DEFAULT_COUPON_CONFIG } from '@slipstream/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const selection = (matchId: number, odds: number | string, extra: object = {}) => ({
  matchId,
  marketId: 1,
  outcomeId: '1',
  specifier: '',
  odds,
  fixed: false,
  ...extra,
});

async function splitProps(body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/product/sports/get-split-props',
    headers: await t.signed(),
    payload: body as object,
  });
}

describe('POST /api/product/sports/get-split-props', () => {
  it('prices an accumulator with the operator bonus table', async () => {
    const bonus = (
      await t.app.inject({ method: 'GET', url: '/api/product/utilities/bonuslist?section=onliners' })
    ).json();
    const body = {
      selections: [selection(1, 2.1), selection(2, 1.85), selection(3, 3.4)],
      bet_type: 'Multiple',
      stake: 100,
    };
    const res = await splitProps(body);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.totalOdds).toBeCloseTo(2.1 * 1.85 * 3.4, 8);
    expect(answer.noOfCombos).toBe(1);
    const rows = (bonus.data ?? bonus) as { ticket_length: number; bonus: number }[];
    const expected = calculateCoupon({
      selections: body.selections.map((s) => ({ ...s, combinability: 0 })),
      bet_type: 'Multiple',
      stake: 100,
      config: { ...DEFAULT_COUPON_CONFIG, bonusTable: Array.isArray(rows) ? rows : [] },
    });
    expect(answer.maxWin).toBe(expected.maxWin);
    expect(answer.maxBonus).toBe(expected.maxBonus);
  });

  it('prices a Trixie (3 selections, doubles and treble: 4 lines)', async () => {
    const res = await splitProps({
      selections: [selection(1, 2), selection(2, 2), selection(3, 2)],
      bet_type: 'Combo',
      stake: 100,
      Groupings: [{ Grouping: 2 }, { Grouping: 3 }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().noOfCombos).toBe(4);
    expect(res.json().Groupings.map((g: { Combinations: number }) => g.Combinations)).toEqual([3, 1]);
  });

  it('refuses a malformed coupon with a clear 400', async () => {
    const cases: [unknown, RegExp][] = [
      [{ selections: [selection(1, 'abc')], bet_type: 'Single', stake: 10 }, /odds must be a number/],
      [{ selections: [selection(1, 2)], bet_type: 'Single', stake: -5 }, /stake must not be negative/],
      [{ selections: [selection(1, 2)], bet_type: 'Lottery', stake: 5 }, /unknown bet type/],
      [
        {
          selections: Array.from({ length: 51 }, (_, i) => selection(i + 1, 2)),
          bet_type: 'Multiple',
          stake: 5,
        },
        /at most 50 selections/,
      ],
      [{ selections: [], bet_type: 'Single', stake: 5 }, /at least one selection/],
      [
        {
          selections: [selection(1, 2), selection(2, 3)],
          bet_type: 'Combo',
          stake: 100,
          Groupings: [{ Grouping: 2 }, { Grouping: 2 }],
        },
        /Multiple Groupings defined!/,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await splitProps(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
  });

  it('needs the signing headers', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/sports/get-split-props',
      payload: {},
    });
    expect(res.statusCode).toBe(401);
  });
});
