// Moved prices wait for the bettor's answer ("Accept new odds") unless their standing odds-change
// answer takes them; and a placed slip leaves the slip at once, its picks kept for "Keep selections".
import { selectionKey } from '@slipstream/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stillWaiting, takenWithoutAsking, withNewMoves } from './betslip-odds-acceptance.ts';
import { useBetslipStore } from './betslip-store.ts';
import { pickAll } from './betslip-test-data.test-helper.ts';

const store = () => useBetslipStore.getState();
const keyOf = (matchId: number) => selectionKey({ matchId, marketId: 1, specifier: '', outcomeId: 1 });
const change = (matchId: number, odds: number) =>
  store().applyOddsChange({ matchId, markets: [{ id: 1, outcomes: [{ id: 1, odds, active: 1 }] }] });

describe('which moves wait for an answer', () => {
  it('asks about every move under "Don’t accept", a drop under "Accept higher", none under "Accept any"', () => {
    expect(takenWithoutAsking('none', 'up')).toBe(false);
    expect(takenWithoutAsking('higher', 'up')).toBe(true);
    expect(takenWithoutAsking('higher', 'down')).toBe(false);
    expect(takenWithoutAsking('higher', null)).toBe(false);
    expect(takenWithoutAsking('any', 'down')).toBe(true);
  });

  it('adds only what the answer does not take, and keeps the same object when nothing is added', () => {
    const waiting = { a: 'down' as const };
    const started = new Map([['b', 'up' as const]]);
    expect(withNewMoves(waiting, started, 'higher')).toBe(waiting);
    expect(withNewMoves(waiting, started, 'none')).toEqual({ a: 'down', b: 'up' });
    expect(stillWaiting({ a: 'down', b: 'up' }, 'higher')).toEqual({ a: 'down' });
    expect(stillWaiting({ a: 'down', b: 'up' }, 'any')).toEqual({});
  });
});

describe('the slip and moved prices', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps a moved price waiting after its 5-second highlight, until "Accept new odds"', () => {
    pickAll(2, 3);
    change(1, 1.8);
    expect(store().oddsToAccept).toEqual({ [keyOf(1)]: 'down' });
    vi.advanceTimersByTime(10_000);
    expect(store().coupon.selections[0]?.changed).toBe(false);
    expect(Object.keys(store().oddsToAccept)).toEqual([keyOf(1)]);
    store().acceptNewOdds();
    expect(store().oddsToAccept).toEqual({});
    expect(store().coupon.selections[0]?.odds).toBe('1.80');
  });

  it('does not ask about what the standing answer takes, and forgets removed picks', () => {
    pickAll(2, 3);
    store().setAcceptChanges('higher');
    change(1, 2.5);
    expect(store().oddsToAccept).toEqual({});
    change(2, 2.5);
    expect(Object.keys(store().oddsToAccept)).toEqual([keyOf(2)]);
    store().removeSelection(keyOf(2));
    expect(store().oddsToAccept).toEqual({});
  });

  it('lets "Accept any" answer what was waiting', () => {
    pickAll(2, 3);
    change(1, 1.5);
    change(2, 3.5);
    store().setAcceptChanges('any');
    expect(store().oddsToAccept).toEqual({});
  });
});

describe('a placed slip', () => {
  const placed = { stake: 100, possibleWin: 600, bonus: 0, betslipId: 'BK1' };

  it('leaves the slip at once and comes back with no stake on "Keep selections"', () => {
    pickAll(2, 3);
    store().setStake(100);
    store().placementSucceeded(placed);
    expect(store().coupon.selections).toEqual([]);
    expect(store().betPlaced).toEqual(placed);
    store().keepPlacedSelections();
    expect(store().coupon.selections.map((s) => s.matchId)).toEqual([1, 2]);
    expect(store().coupon).toMatchObject({ bet_type: 'Multiple', stake: 0, totalStake: 0, maxWin: 0 });
    expect(store().lastPlaced).toBeNull();
  });

  it('keeps singles as singles, every stake cleared', () => {
    pickAll(2, 3);
    store().setStake(50, 'all');
    store().placementSucceeded(placed);
    store().keepPlacedSelections();
    expect(store().stakeTarget).toBe('all');
    expect(store().coupon.selections.map((s) => s.stake)).toEqual([0, 0]);
    expect(store().coupon.totalStake).toBe(0);
  });
});
