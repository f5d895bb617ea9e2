// History, detail and cash-out: a player sees only their own bets, filters and pages them, sees the
// cash-out offer move with the odds, and cashes out once at the offer seen (or is told the new one).
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { expectLedgerSound } from '../../test/ledger.ts';
import {
  available,
  betsCall,
  coupon,
  fundedPlayer,
  placeBet,
  putFixture,
  sel,
  setOdds,
  settlementEvent,
} from './bets.test-helpers.ts';

let t: TestApp;
let next = 900;
const fid = () => ++next;

beforeAll(async () => {
  t = await buildTestApp({ BET_LIVE_DELAY_MS: 0, CASHOUT_MARGIN: 5 });
});
afterAll(() => t.close());
afterEach(() => expectLedgerSound(t.db));

describe('history and detail', () => {
  it('lists, filters and pages only the player’s own bets', async () => {
    const [a, b] = [fid(), fid()];
    putFixture(t, a);
    putFixture(t, b);
    const p = await fundedPlayer(t, 1_000);
    const other = await fundedPlayer(t, 1_000);
    const first = (await placeBet(t, p, coupon([sel(a, '1', 2)], 10))).json();
    const second = (await placeBet(t, p, coupon([sel(a, '1', 2), sel(b, '2', 3)], 20))).json();
    const theirs = (await placeBet(t, other, coupon([sel(b, '1', 2)], 10))).json();
    await t.modules.bets.settlement.onSettlement(settlementEvent(a, { '1': 0, '2': 1, '3': 0 }));

    const all = (await betsCall(t, p, 'POST', 'history?page=1', { status: 'all', perPage: 1 })).json();
    expect(all).toMatchObject({ total: 2, page: 1, perPage: 1 });
    expect(all.data).toHaveLength(1);
    const page2 = (await betsCall(t, p, 'POST', 'history?page=2', { status: 'all', perPage: 1 })).json();
    expect([all.data[0].id, page2.data[0].id].sort()).toEqual([first.betId, second.betId].sort());
    const lost = (await betsCall(t, p, 'POST', 'history?page=1', { status: 'lost' })).json();
    expect(lost.data.map((x: { id: number }) => x.id).sort()).toEqual([first.betId, second.betId].sort());
    expect(lost.data[0]).toMatchObject({ status: 'lost', payout: 0, cashoutOffer: null });
    expect((await betsCall(t, p, 'POST', 'history?page=1', { status: 'open' })).json().total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await betsCall(t, p, 'POST', 'history?page=1', { from: today, to: today })).json().total).toBe(2);
    expect(
      (await betsCall(t, p, 'POST', 'history?page=1', { from: '2000-01-01', to: '2000-01-02' })).json().total,
    ).toBe(0);

    const d = (await betsCall(t, p, 'GET', String(second.betId))).json().data;
    expect(d).toMatchObject({
      id: second.betId,
      betslipId: second.betslipId,
      bet_type: 'Multiple',
      stake: 20,
      status: 'lost',
      selectionCount: 2,
    });
    expect(d.selections.map((s: { result: string }) => s.result)).toEqual(['lost', 'open']);
    expect(d.selections[0]).toMatchObject({
      eventName: `Home ${a} - Away ${a}`,
      marketName: '1X2',
      odds: '2.00',
      sportId: 1,
    });
    expect(d.lines).toEqual([{ grouping: 2, combinations: 1, stakePerLine: 20, totalStake: 20 }]);

    expect((await betsCall(t, p, 'GET', String(theirs.betId))).statusCode).toBe(404);
    expect(
      (await betsCall(t, other, 'POST', 'history?page=1', {})).json().data.map((x: { id: number }) => x.id),
    ).toEqual([theirs.betId]);
  });
});

describe('what each bet was on', () => {
  it('names the matches of its legs, each once in the order picked, and its first pick', async () => {
    const [a, b] = [fid(), fid()];
    putFixture(t, a);
    putFixture(t, b);
    const p = await fundedPlayer(t, 1_000);
    await placeBet(t, p, coupon([sel(b, '2', 3), sel(a, '1', 2)], 10));
    await placeBet(t, p, coupon([sel(a, '12', 1.9, 18, 'total=2.5')], 10));
    const [single, multiple] = (await betsCall(t, p, 'POST', 'history?page=1', {})).json().data;
    expect(multiple.matches).toEqual([
      {
        matchId: b,
        eventName: `Home ${b} - Away ${b}`,
        homeTeam: `Home ${b}`,
        awayTeam: `Away ${b}`,
        finalScore: null,
      },
      {
        matchId: a,
        eventName: `Home ${a} - Away ${a}`,
        homeTeam: `Home ${a}`,
        awayTeam: `Away ${a}`,
        finalScore: null,
      },
    ]);
    expect(multiple.firstPick).toEqual({ marketName: '1X2', outcomeName: 'Draw' });
    expect(single.matches.map((m: { matchId: number }) => m.matchId)).toEqual([a]);
    expect(single.firstPick).toEqual({ marketName: 'Total', outcomeName: 'Over 2.5' });
  });
});

describe('cash-out', () => {
  it('offers the fair value less the margin, moving with the odds, and cashes out once', async () => {
    const [a, b] = [fid(), fid()];
    putFixture(t, a);
    putFixture(t, b);
    const p = await fundedPlayer(t, 100);
    const bet = (await placeBet(t, p, coupon([sel(a, '1', 2), sel(b, '1', 2)], 10))).json();
    const offer = async () => (await betsCall(t, p, 'GET', String(bet.betId))).json().data.cashoutOffer;
    // 10 × (2/2) × (2/2) × 0.95.
    expect(await offer()).toBe(9.5);
    await t.modules.bets.settlement.onSettlement(settlementEvent(a, { '1': 1, '2': 0, '3': 0 }));
    // Leg a won: 10 × 2 × (2/2) × 0.95.
    expect(await offer()).toBe(19);
    setOdds(t, b, '1', 1.25);
    // 10 × 2 × (2/1.25) × 0.95 = 30.40.
    expect(await offer()).toBe(30.4);

    const cash = (amount: number, key = randomUUID()) =>
      betsCall(t, p, 'POST', 'cashout', { betId: bet.betId, amount }, { 'idempotency-key': key });
    const stale = await cash(19);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CASHOUT_OFFER_CHANGED', details: { offer: 30.4 } });
    const key = randomUUID();
    const done = await cash(30.4, key);
    expect(done.json()).toMatchObject({ success: true, status: 'cashed_out', payout: 30.4 });
    expect((await cash(30.4, key)).headers['idempotent-replayed']).toBe('true');
    expect(await available(t, p.id)).toBe(9_000 + 3_040);
    expect((await cash(30.4)).json()).toMatchObject({
      code: 'CASHOUT_OFFER_CHANGED',
      details: { offer: null },
    });
    // Later results never change a cashed-out bet's money.
    await t.modules.bets.settlement.onSettlement(settlementEvent(b, { '1': 1, '2': 0, '3': 0 }));
    expect(await available(t, p.id)).toBe(9_000 + 3_040);
    expect((await betsCall(t, p, 'GET', String(bet.betId))).json().data.status).toBe('cashed_out');
  });

  it('has no offer while a selection is suspended, and not for another player', async () => {
    const a = fid();
    putFixture(t, a);
    const p = await fundedPlayer(t, 100);
    const other = await fundedPlayer(t, 0);
    const bet = (await placeBet(t, p, coupon([sel(a, '1', 2)], 10))).json();
    t.odds.market(a, 1, '')!.status = -1;
    expect((await betsCall(t, p, 'GET', String(bet.betId))).json().data.cashoutOffer).toBeNull();
    t.odds.market(a, 1, '')!.status = 1;
    const res = await betsCall(
      t,
      other,
      'POST',
      'cashout',
      { betId: bet.betId, amount: 9.5 },
      { 'idempotency-key': randomUUID() },
    );
    expect(res.statusCode).toBe(404);
  });
});
