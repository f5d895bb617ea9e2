// Booking and sharing: visitors and players book without moving money; the code finds the slip with
// its still-open selections at current odds; an unknown code is 404; validate-selections mirrors the cache.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { expectLedgerSound } from '../../test/ledger.ts';
import {
  available,
  betsCall,
  coupon,
  fundedPlayer,
  putFixture,
  sel,
  setOdds,
  suspend,
} from './bets.test-helpers.ts';

let t: TestApp;
let next = 1_300;
const fid = () => ++next;

beforeAll(async () => {
  t = await buildTestApp({ BET_LIVE_DELAY_MS: 0 });
});
afterAll(() => t.close());
afterEach(() => expectLedgerSound(t.db));

describe('booking', () => {
  it('books for a visitor and finds the slip with current odds', async () => {
    const [a, b] = [fid(), fid()];
    putFixture(t, a);
    putFixture(t, b);
    const booked = await betsCall(
      t,
      null,
      'POST',
      'book-bet/12',
      coupon([sel(a, '1', 2), sel(b, '2', 3)], 100, { isBooking: 1 }),
    );
    expect(booked.statusCode).toBe(200);
    const body = booked.json();
    expect(body).toMatchObject({ success: true, stake: 100, totalOdd: 6, possibleWin: 600 });
    expect(body.betslipId).toMatch(/^[A-Z2-9]{8}$/);
    expect(body.selections).toHaveLength(2);

    setOdds(t, a, '1', 2.5);
    const found = await betsCall(t, null, 'POST', 'find-bet', {
      betslipId: body.betslipId.toLowerCase(),
      clientId: 12,
    });
    expect(found.json()).toMatchObject({
      success: true,
      data: { stake: 100, totalOdd: 7.5, possibleWin: 750 },
    });
    const s = found.json().data.selections[0];
    expect(s).toMatchObject({
      matchId: a,
      eventId: a,
      eventName: `Home ${a} - Away ${a}`,
      marketId: 1,
      marketName: '1X2',
      specifier: '',
      outcomeId: 1,
      outcomeName: `Home ${a}`,
      odds: '2.50',
      tournament: 'Premier League',
      category: 'England',
      sport: 'Soccer',
      sportId: 1,
      type: 'prematch',
      homeTeam: `Home ${a}`,
      awayTeam: `Away ${a}`,
      producerId: 3,
    });

    suspend(t, a);
    const one = (
      await betsCall(t, null, 'POST', 'find-bet', { betslipId: body.betslipId, clientId: 12 })
    ).json();
    expect(one.data.selections.map((x: { matchId: number }) => x.matchId)).toEqual([b]);
    suspend(t, b);
    const none = (
      await betsCall(t, null, 'POST', 'find-bet', { betslipId: body.betslipId, clientId: 12 })
    ).json();
    expect(none).toMatchObject({ success: true, data: { selections: [] } });
    expect(
      (await betsCall(t, null, 'POST', 'find-bet', { betslipId: 'ZZZZZZZZ', clientId: 12 })).statusCode,
    ).toBe(404);
  });

  it('books for a player through place-bet with isBooking 1, moving no money', async () => {
    const a = fid();
    putFixture(t, a);
    const p = await fundedPlayer(t, 100);
    const res = await betsCall(t, p, 'POST', 'place-bet/12', coupon([sel(a)], 10, { isBooking: 1 }));
    expect(res.json().betslipId).toMatch(/^[A-Z2-9]{8}$/);
    expect(await available(t, p.id)).toBe(10_000);
    expect((await betsCall(t, p, 'POST', 'open-bets', {})).json()).toEqual({ bets: 0 });
  });

  it('validates selections against the cache', async () => {
    const a = fid();
    putFixture(t, a);
    suspend(t, a, 18, 'total=2.5');
    const res = await betsCall(t, null, 'POST', 'validate-selections', {
      selections: [
        { matchId: a, marketId: 1, specifier: '', outcomeId: 1 },
        { matchId: a, marketId: 18, specifier: 'total=2.5', outcomeId: '12' },
        { matchId: 1, marketId: 1, specifier: '', outcomeId: '1' },
      ],
    });
    expect(
      res
        .json()
        .data.map((x: { active: number; odds: number | null; reason: string | null }) => [
          x.active,
          x.odds,
          x.reason,
        ]),
    ).toEqual([
      [1, 2, null],
      [0, 1.9, 'market_not_active'],
      [0, null, 'unknown_selection'],
    ]);
  });
});
