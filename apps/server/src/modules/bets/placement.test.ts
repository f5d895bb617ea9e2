// Placing bets: the odds cache decides, accept-changes, limits, the stake-0 text, idempotent retries,
// the live delay, responsible gambling; the stake leaves through the ledger and the books stay sound.
import { randomUUID } from 'node:crypto';
import { STAKE_REQUIRED } from '@slipstream/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { expectLedgerSound } from '../../test/ledger.ts';
import { createLedger } from '../ledger/ledger.service.ts';
import { couponBody } from './bets.schemas.ts';
import { createPlacementService } from './placement.service.ts';
import {
  available,
  betsCall,
  coupon,
  fundedPlayer,
  placeBet,
  putFixture,
  sel,
  setOdds,
  suspend,
} from './bets.test-helpers.ts';

let t: TestApp;
let next = 100;
const fid = () => ++next;

beforeAll(async () => {
  t = await buildTestApp({
    BET_LIVE_DELAY_MS: 30,
    BET_MAX_STAKE: 5_000,
    BET_MAX_PAYOUT: 100_000,
    BET_MAX_DAILY_PAYOUT: 50_000,
    BET_MAX_SELECTIONS: 20,
  });
});
afterAll(() => t.close());
afterEach(() => expectLedgerSound(t.db));

describe('place-bet', () => {
  it('places a 3-leg accumulator, debits the stake and answers the booking code', async () => {
    const [a, b, c] = [fid(), fid(), fid()];
    for (const f of [a, b, c]) putFixture(t, f);
    const p = await fundedPlayer(t, 1_000);
    const res = await placeBet(t, p, coupon([sel(a, '1', 2), sel(b, '2', 3), sel(c, '3', 4)], 100));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      stake: 100,
      possibleWin: 2472,
      status: 'open',
      totalOdds: 24,
    });
    expect(body.betslipId).toMatch(/^[A-Z2-9]{8}$/);
    expect(body.balance.availableBalance).toBe(900);
    expect(await available(t, p.id)).toBe(90_000);
    const open = await betsCall(t, p, 'POST', 'open-bets', {
      clientId: 12,
      date: '',
      status: 0,
      userId: 999_999,
    });
    expect(open.json()).toEqual({ bets: 1 });
    // 3 legs earn the 3% multi-bet bonus: 2,400 + 72. The booking code restores the slip.
    const shared = await betsCall(t, null, 'POST', 'find-bet', { betslipId: body.betslipId, clientId: 12 });
    expect(shared.json().data.selections).toHaveLength(3);
  });

  it('refuses a stake of 0 with the spec text', async () => {
    const f = fid();
    putFixture(t, f);
    const p = await fundedPlayer(t, 100);
    const res = await placeBet(t, p, coupon([sel(f)], 0));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(STAKE_REQUIRED);
  });

  it('says what is wrong with a negative, huge, fractional or non-numeric stake, and takes nothing', async () => {
    const f = fid();
    putFixture(t, f);
    const p = await fundedPlayer(t, 100);
    const message = async (stake: unknown) => {
      const res = await placeBet(t, p, { ...coupon([sel(f)], 10), stake });
      expect(res.statusCode).toBe(400);
      return res.json().message;
    };
    expect(await message(-5)).toBe('stake: stake cannot be negative');
    expect(await message(1e15)).toBe('stake: stake is too large');
    expect(await message(10.005)).toBe('stake: stake must have at most 2 decimals');
    expect(await message('ten')).toMatch(/^stake: /);
    expect(await available(t, p.id)).toBe(10_000);
  });

  it('needs an Idempotency-Key and a login', async () => {
    const f = fid();
    putFixture(t, f);
    const p = await fundedPlayer(t, 100);
    expect((await placeBet(t, p, coupon([sel(f)], 10), null)).json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const anon = await t.call({
      method: 'POST',
      url: '/api/v2/bets/place-bet/12',
      body: coupon([sel(f)], 10),
    });
    expect(anon.statusCode).toBe(401);
  });

  it('answers a retry with the same key once, moving the stake once', async () => {
    const f = fid();
    putFixture(t, f);
    const p = await fundedPlayer(t, 100);
    const key = randomUUID();
    const first = await placeBet(t, p, coupon([sel(f)], 10), key);
    const again = await placeBet(t, p, coupon([sel(f)], 10), key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().betId).toBe(first.json().betId);
    expect(await available(t, p.id)).toBe(9_000);
    const other = await placeBet(t, p, coupon([sel(f)], 20), key);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('answers a retry of a placed bet even after its market was suspended', async () => {
    const f = fid();
    putFixture(t, f);
    const p = await fundedPlayer(t, 100);
    const key = randomUUID();
    const first = await placeBet(t, p, coupon([sel(f)], 10), key);
    suspend(t, f);
    const again = await placeBet(t, p, coupon([sel(f)], 10), key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().betId).toBe(first.json().betId);
    // A new slip on the suspended market is still refused.
    expect((await placeBet(t, p, coupon([sel(f)], 10), randomUUID())).statusCode).toBe(422);
    expect(await available(t, p.id)).toBe(9_000);
  });

  it('answers twin requests racing with one key with one bet', async () => {
    const f = fid();
    putFixture(t, f);
    const p = await fundedPlayer(t, 100);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => placeBet(t, p, coupon([sel(f)], 10), key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().betId)).size).toBe(1);
    expect(await available(t, p.id)).toBe(9_000);
  });

  it('refuses closed selections, naming them', async () => {
    const [a, b] = [fid(), fid()];
    putFixture(t, a);
    putFixture(t, b);
    suspend(t, b);
    const p = await fundedPlayer(t, 100);
    const res = await placeBet(t, p, coupon([sel(a), sel(b), sel(99_999)], 10));
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('BETSLIP_SELECTION_CLOSED');
    expect(
      res.json().details.selections.map((s: { matchId: number; reason: string }) => [s.matchId, s.reason]),
    ).toEqual([
      [b, 'market_not_active'],
      [99_999, 'unknown_selection'],
    ]);
    expect(await available(t, p.id)).toBe(10_000);
  });

  it('handles changed odds by acceptChanges', async () => {
    const f = fid();
    putFixture(t, f);
    const p = await fundedPlayer(t, 1_000);
    setOdds(t, f, '1', 2.2);
    const none = await placeBet(t, p, coupon([sel(f, '1', 2)], 10));
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({
      code: 'BETSLIP_ODDS_CHANGED',
      details: { selections: [{ odds: 2, newOdds: 2.2 }] },
    });
    const higher = await placeBet(t, p, coupon([sel(f, '1', 2)], 10, { acceptChanges: 'higher' }));
    expect(higher.json()).toMatchObject({ possibleWin: 22, selections: [{ odds: '2.20' }] });
    setOdds(t, f, '1', 1.8);
    expect(
      (await placeBet(t, p, coupon([sel(f, '1', 2.2)], 10, { acceptChanges: 'higher' }))).json().code,
    ).toBe('BETSLIP_ODDS_CHANGED');
    const any = await placeBet(t, p, coupon([sel(f, '1', 2.2)], 10, { acceptChanges: 'any' }));
    expect(any.json().possibleWin).toBe(18);
  });

  it('enforces the stake, payout and selection limits', async () => {
    const fs = Array.from({ length: 21 }, () => fid());
    for (const f of fs) putFixture(t, f);
    const p = await fundedPlayer(t, 20_000);
    const low = await placeBet(t, p, coupon([sel(fs[0]!)], 1));
    expect(low.json()).toMatchObject({ code: 'BET_LIMIT', details: { limit: 'min_stake' } });
    const high = await placeBet(t, p, coupon([sel(fs[0]!)], 5_001));
    expect(high.json()).toMatchObject({ code: 'BET_LIMIT', details: { limit: 'max_stake' } });
    const payout = await placeBet(
      t,
      p,
      coupon([sel(fs[0]!, '3', 4), sel(fs[1]!, '3', 4), sel(fs[2]!, '3', 4), sel(fs[3]!, '3', 4)], 500),
    );
    expect(payout.json()).toMatchObject({ code: 'BET_LIMIT', details: { limit: 'max_payout' } });
    const many = await placeBet(
      t,
      p,
      coupon(
        fs.map((f) => sel(f)),
        10,
      ),
    );
    expect(many.json()).toMatchObject({ code: 'BET_LIMIT', details: { limit: 'selections' } });
    // 24-hour payout: 3 × 20,000 > 50,000.
    const ok = await placeBet(t, p, coupon([sel(fs[4]!, '3', 4)], 5_000, { acceptChanges: 'any' }));
    expect(ok.statusCode).toBe(200);
    const ok2 = await placeBet(t, p, coupon([sel(fs[5]!, '3', 4)], 5_000));
    expect(ok2.statusCode).toBe(200);
    const daily = await placeBet(t, p, coupon([sel(fs[6]!, '3', 4)], 5_000));
    expect(daily.json()).toMatchObject({ code: 'BET_LIMIT', details: { limit: 'daily_payout' } });
  });

  it('refuses a stake above the balance', async () => {
    const f = fid();
    putFixture(t, f);
    const p = await fundedPlayer(t, 5);
    const res = await placeBet(t, p, coupon([sel(f)], 10));
    expect(res.json().code).toBe('WALLET_INSUFFICIENT_FUNDS');
  });

  it('takes a bonus stake from the sport bonus balance', async () => {
    const f = fid();
    putFixture(t, f);
    const p = await fundedPlayer(t, 100);
    const res = await placeBet(t, p, coupon([sel(f)], 10, { useBonus: true }));
    expect(res.json().code).toBe('WALLET_INSUFFICIENT_FUNDS');
    expect(res.json().details.balance).toBe('sport_bonus');
  });

  it('refuses players in a time-out', async () => {
    const f = fid();
    putFixture(t, f);
    const p = await fundedPlayer(t, 100);
    await t.modules.responsibleGambling.startTimeOut(p.id, 24);
    // The time-out ends the sessions; the service refuses even a call that got past them.
    expect((await placeBet(t, p, coupon([sel(f)], 10))).statusCode).toBe(401);
    await expect(
      t.modules.bets.placement.place(p.id, couponBody.parse(coupon([sel(f)], 10)), randomUUID()),
    ).rejects.toMatchObject({
      code: 'ACCOUNT_LOCKED',
    });
  });

  it('waits the live delay before taking a live bet', async () => {
    const f = fid();
    putFixture(t, f, { live: true });
    const p = await fundedPlayer(t, 100);
    const started = Date.now();
    const ok = await placeBet(t, p, coupon([{ ...sel(f), type: 'live' }], 10));
    expect(ok.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    expect((await betsCall(t, p, 'GET', String(ok.json().betId))).json().data.live).toBe(true);
  });

  it('checks the price again after the live delay (bet stop or move during it)', async () => {
    const f = fid();
    putFixture(t, f, { live: true });
    const p = await fundedPlayer(t, 100);
    let during: () => void = () => undefined;
    const placement = createPlacementService({
      ledger: createLedger({ db: t.db }),
      cache: t.odds,
      config: { ...t.config, BET_LIVE_DELAY_MS: 5_000 },
      couponConfig: t.modules.bets.couponConfig,
      assertMayGamble: async () => undefined,
      publish: async () => undefined,
      now: () => new Date(),
      // The injected wait: what happens "during" the delay, with no real waiting.
      sleep: async (ms) => {
        expect(ms).toBe(5_000);
        during();
      },
    });
    const body = couponBody.parse(coupon([{ ...sel(f), type: 'live' }], 10));
    during = () => setOdds(t, f, '1', 1.7);
    await expect(placement.place(p.id, body, randomUUID())).rejects.toMatchObject({
      code: 'BETSLIP_ODDS_CHANGED',
    });
    setOdds(t, f, '1', 2);
    during = () => suspend(t, f);
    await expect(placement.place(p.id, body, randomUUID())).rejects.toMatchObject({
      code: 'BETSLIP_SELECTION_CLOSED',
    });
    expect(await available(t, p.id)).toBe(10_000);
  });

  it('places system bets with their lines', async () => {
    const fs = [fid(), fid(), fid()];
    for (const f of fs) putFixture(t, f);
    const p = await fundedPlayer(t, 1_000);
    const res = await placeBet(t, p, {
      ...coupon(
        fs.map((f) => sel(f)),
        300,
      ),
      bet_type: 'Combo',
      Groupings: [{ Grouping: 2 }],
    });
    expect(res.statusCode).toBe(200);
    const detail = await betsCall(t, p, 'GET', `${res.json().betId}`);
    expect(detail.json().data.lines).toEqual([
      { grouping: 2, combinations: 3, stakePerLine: 100, totalStake: 300 },
    ]);
  });
});
