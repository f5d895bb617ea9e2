// The operator settings the web app reads at start: global variables and the multi-bet bonus table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/v2/auth/globalvariables/{clientId}', () => {
  it('is public and answers { data: variables } so that data.data holds them', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v2/auth/globalvariables/12',
      headers: { accept: 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      DialCode: '234',
      CurrencyCode: 'NGN',
      brandName: 'Slipstream',
      BetCouponGlobalVariable: { MinBonusOdd: 1.2, MaxCouponCombinations: 100000 },
    });
  });

  it('publishes the per-bet limits placement enforces, in major units', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/auth/globalvariables/12' });
    const { BET_MIN_STAKE, BET_MAX_STAKE, BET_MAX_PAYOUT, BET_LIVE_DELAY_MS } = t.config;
    expect(res.json().data).toMatchObject({
      MinStake: BET_MIN_STAKE,
      MaxStake: BET_MAX_STAKE,
      MaxPayout: BET_MAX_PAYOUT,
      LiveBetDelayMs: BET_LIVE_DELAY_MS,
    });
  });

  it('answers 404 for any other client id', async () => {
    for (const id of ['13', '0', 'abc', '12abc']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v2/auth/globalvariables/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });

  it('reflects an operator change once the cache has expired', async () => {
    const current = await t.modules.settings.globalVariables();
    await t.modules.settings.update('global_variables', { ...current, brandName: 'Slipstream NG' });
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/auth/globalvariables/12' });
    expect(res.json().data.brandName).toBe('Slipstream NG');
    // A change made behind the service's back (another process) shows after the cache lifetime.
    await t.db
      .updateTable('settings')
      .set({ value: JSON.stringify({ ...current, brandName: 'Elsewhere' }) })
      .where('key', '=', 'global_variables')
      .execute();
    expect((await t.modules.settings.globalVariables()).brandName).toBe('Slipstream NG');
    t.clock.advanceSeconds(31);
    expect((await t.modules.settings.globalVariables()).brandName).toBe('Elsewhere');
    await t.modules.settings.update('global_variables', current);
  });
});

describe('GET /api/product/utilities/bonuslist', () => {
  it('answers the onliners ladder: every length from 3 up, rising from 3% to 100%', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/product/utilities/bonuslist?section=onliners',
    });
    expect(res.statusCode).toBe(200);
    const rows: { ticket_length: number; bonus: number }[] = res.json().data;
    expect(rows[0]).toEqual({ ticket_length: 3, bonus: 3 });
    expect(rows.find((r) => r.ticket_length === 20)?.bonus).toBe(100);
    rows.forEach((row, i) => {
      expect(row.ticket_length).toBe(3 + i);
      if (i > 0) expect(row.bonus).toBeGreaterThanOrEqual(rows[i - 1]!.bonus);
    });
  });

  it('defaults to onliners and refuses unknown or malformed sections', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/product/utilities/bonuslist' })).json().data,
    ).toHaveLength(48);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/product/utilities/bonuslist?section=casino',
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/product/utilities/bonuslist?section=${'x'.repeat(500)}`,
    });
    expect(bad.statusCode).toBe(400);
  });
});
