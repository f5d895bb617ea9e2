// The betslip store follows the engine's rules (SPEC.md §4 "Betslip", "Selection flags and live
// feed", §5): add / remove / replace, '-' refused, reset on the last removal, bet-type changes zero
// the stakes, changed odds flash for 5 s, bet stops and inactive outcomes suspend.
import { CHANGED_ODDS_HIGHLIGHT_MS, DEFAULT_STAKE, selectionKey } from '@slipstream/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../stores/persist-options.ts';
import { useBetslipStore } from './betslip-store.ts';
import { fixture, market1x2, outcome, pickAll, serverSettings } from './betslip-test-data.test-helper.ts';

const store = () => useBetslipStore.getState();
const slip = () => store().coupon;
const keyOf = (matchId: number, outcomeId = 1) =>
  selectionKey({ matchId, marketId: 1, specifier: '', outcomeId });

describe('adding and removing selections', () => {
  it('adds a pick as a Single on the default stake, then makes a Multiple', () => {
    expect(store().toggleSelection(fixture(1), market1x2, outcome(1, '2.00'))).toBe('added');
    expect(slip()).toMatchObject({
      betslip_type: 'Single',
      bet_type: 'Single',
      stake: DEFAULT_STAKE,
      maxWin: 200,
    });
    expect(store().toggleSelection(fixture(2), market1x2, outcome(1, 1.5))).toBe('added');
    expect(slip()).toMatchObject({
      betslip_type: 'Multiple',
      bet_type: 'Multiple',
      totalOdds: 3,
      maxWin: 300,
    });
    expect(slip().selections[1]).toMatchObject({
      matchId: 2,
      odds: '1.50',
      type: 'prematch',
      suspended: false,
    });
  });

  it('removes a pick that is added again, and replaces the pick of the same match in place', () => {
    pickAll(2, 1.5, 3);
    expect(store().toggleSelection(fixture(2), market1x2, outcome(2, '3.10'))).toBe('replaced');
    expect(slip().selections.map((s) => [s.matchId, s.outcomeId])).toEqual([
      [1, 1],
      [2, 2],
      [3, 1],
    ]);
    expect(store().toggleSelection(fixture(2), market1x2, outcome(2, '3.10'))).toBe('removed');
    expect(slip().selections.map((s) => s.matchId)).toEqual([1, 3]);
  });

  it("refuses odds of '-' or null", () => {
    pickAll(2);
    const before = slip();
    expect(store().toggleSelection(fixture(2), market1x2, outcome(1, '-'))).toBe('refused');
    expect(store().toggleSelection(fixture(3), market1x2, outcome(1, null))).toBe('refused');
    expect(slip()).toBe(before);
  });

  it('resets to the defaults when the last selection goes, keeping the odds-change preference', () => {
    pickAll(2, 3);
    store().setStake(40);
    store().setAcceptChanges('higher');
    store().removeSelection(keyOf(1));
    store().removeSelection(keyOf(2));
    expect(slip()).toMatchObject({
      selections: [],
      stake: DEFAULT_STAKE,
      bet_type: 'Single',
      maxWin: 0,
      acceptChanges: true,
    });
    expect(store().acceptOddsChanges).toBe('higher');
  });

  it('clears everything with Clear all', () => {
    pickAll(2, 3, 4);
    store().clear();
    expect(slip().selections).toEqual([]);
    expect(store().stakeTarget).toBe('ticket');
  });
});

describe('stakes and bet types', () => {
  it('recomputes winnings on each stake change; a stake of all stakes each selection as a single', () => {
    pickAll(2, 3);
    store().setStake(50);
    expect(slip()).toMatchObject({ stake: 50, totalStake: 50, maxWin: 300 });
    store().setStake(10, 'all');
    expect(store().stakeTarget).toBe('all');
    expect(slip().selections.map((s) => s.stake)).toEqual([10, 10]);
    expect(slip()).toMatchObject({ totalStake: 20, maxWin: 50 });
  });

  it('zeroes all stakes and winnings when the bet type changes', () => {
    pickAll(2, 3, 4);
    store().setStake(100);
    store().setCombos([2]);
    expect(slip()).toMatchObject({ bet_type: 'Combo', stake: 0, maxWin: 0 });
    store().setStake(300);
    expect(slip().combos).toMatchObject([{ Grouping: 2, Combinations: 3, Stake: 100 }]);
    store().changeBetType('Multiple');
    expect(slip()).toMatchObject({ bet_type: 'Multiple', stake: 0, maxWin: 0, combos: [] });
  });

  it('prices the ticked system groupings with the engine, bankers included', () => {
    pickAll(2, 1.5, 3, 1.8);
    store().setCombos([2, 3]);
    store().setStake(1000);
    expect(slip().combos.map((c) => [c.Grouping, c.Combinations])).toEqual([
      [2, 6],
      [3, 4],
    ]);
    store().toggleBanker(1);
    expect(slip().selections[0]?.fixed).toBe(true);
    expect(slip().combos.map((c) => [c.Grouping, c.Combinations])).toEqual([
      [2, 3],
      [3, 3],
    ]);
  });

  it('uses the global variables and bonus list for the multi-bet bonus', () => {
    pickAll(2, 1.5, 3);
    expect(slip().maxBonus).toBe(0);
    serverSettings();
    // 3 legs at or above MinBonusOdd 1.2: 3% of 100 × 9.
    expect(slip()).toMatchObject({ totalOdds: 9, maxBonus: 27, maxWin: 927 });
  });

  it('maps the odds-change preference onto the coupon', () => {
    store().setAcceptChanges('any');
    expect(slip().acceptChanges).toBe(true);
    store().setAcceptChanges('none');
    expect(slip().acceptChanges).toBe(false);
  });
});

describe('feed flags', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const change = (matchId: number, odds: number | null, active: boolean | number = true) =>
    store().applyOddsChange({ matchId, markets: [{ id: 1, outcomes: [{ id: 1, odds, active }] }] });

  it('updates changed odds, flashes them for 5 seconds, then clears and recalculates', () => {
    pickAll(2, 3);
    change(1, 2.5);
    expect(slip().selections[0]).toMatchObject({ odds: '2.50', changed: true });
    expect(slip().totalOdds).toBe(7.5);
    expect(store().oddsMoves[keyOf(1)]).toBe('up');
    vi.advanceTimersByTime(CHANGED_ODDS_HIGHLIGHT_MS - 1);
    expect(slip().selections[0]?.changed).toBe(true);
    vi.advanceTimersByTime(1);
    expect(slip().selections[0]?.changed).toBe(false);
    expect(store().oddsMoves).toEqual({});
    expect(slip().maxWin).toBe(750);
  });

  it('restarts the 5 seconds when the price changes again', () => {
    pickAll(2);
    change(1, 1.8);
    expect(store().oddsMoves[keyOf(1)]).toBe('down');
    vi.advanceTimersByTime(4_000);
    change(1, 1.9);
    vi.advanceTimersByTime(4_000);
    expect(slip().selections[0]).toMatchObject({ odds: '1.90', changed: true });
    vi.advanceTimersByTime(1_000);
    expect(slip().selections[0]?.changed).toBe(false);
  });

  it('suspends every selection of a match on a bet stop and sets its odds to 0', () => {
    pickAll(2, 3);
    store().applyBetStop(2);
    expect(slip().selections[1]).toMatchObject({ suspended: true, odds: '0' });
    expect(slip().selections[0]).toMatchObject({ suspended: false, odds: '2.00' });
    expect(slip()).toMatchObject({ totalOdds: 2, maxWin: 200 });
  });

  it('marks an inactive outcome suspended and unavailable, and clears both when it is active again', () => {
    pickAll(2, 3);
    change(1, 2, false);
    expect(slip().selections[0]).toMatchObject({ suspended: true, unavailable: true });
    expect(slip().totalOdds).toBe(3);
    change(1, 2, 1);
    expect(slip().selections[0]).toMatchObject({ suspended: false, unavailable: false, changed: false });
    expect(slip().totalOdds).toBe(6);
  });

  it('applies the odds refresh answer with the same rules', () => {
    pickAll(2, 3);
    store().applyOddsRefresh({
      a: { matchId: 1, marketId: '1', outcomeId: '1', odds: 2.2, active: 1 },
      b: { matchId: 2, marketId: '1', outcomeId: '1', odds: 3, active: 0 },
    });
    expect(slip().selections[0]).toMatchObject({ odds: '2.20', changed: true });
    expect(slip().selections[1]).toMatchObject({ suspended: true, unavailable: true });
  });
});

describe('shared slips and storage', () => {
  it('loads a shared slip: Single for one selection, Multiple for several', () => {
    pickAll(2, 3);
    const picks = slip().selections;
    store().clear();
    store().loadSlip(picks.slice(0, 1));
    expect(slip()).toMatchObject({ betslip_type: 'Single', bet_type: 'Single', source: 'mobile' });
    store().loadSlip(picks, { stake: 250 });
    expect(slip()).toMatchObject({
      betslip_type: 'Multiple',
      bet_type: 'Multiple',
      stake: 250,
      maxWin: 1500,
    });
  });

  it('persists the slip and restores it checked and recomputed', async () => {
    pickAll(2, 3);
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEYS.betslip) ?? '{}') as {
      state: { coupon: { selections: unknown[] } };
    };
    expect(saved.state.coupon.selections).toHaveLength(2);
    const tampered = {
      ...saved.state,
      coupon: {
        ...saved.state.coupon,
        maxWin: 999999,
        selections: [...saved.state.coupon.selections, { junk: true }],
      },
    };
    // Reset first: every store change is written to storage, and the tampered copy must survive it.
    store().reset();
    localStorage.setItem(STORAGE_KEYS.betslip, JSON.stringify({ state: tampered, version: 1 }));
    await useBetslipStore.persist.rehydrate();
    expect(slip().selections.map((s) => s.matchId)).toEqual([1, 2]);
    expect(slip().maxWin).toBe(600);
  });
});
