import { describe, expect, it } from 'vitest';
import { createBetslip } from './betslip.ts';
import {
  addSelection,
  changeBetType,
  loadBetslip,
  removeSelection,
  setCombos,
  setStake,
  toggleBanker,
} from './edit.ts';
import { selection } from './fixtures.test-helper.ts';
import { selectionKey } from './selection.ts';

const slipOf = (...odds: number[]) =>
  odds.reduce((slip, o, i) => addSelection(slip, selection(i + 1, o)), createBetslip());

describe('adding and removing selections', () => {
  it('is Single with one selection and Multiple with several, with totals on the default stake', () => {
    const one = slipOf(2);
    expect(one).toMatchObject({
      betslip_type: 'Single',
      bet_type: 'Single',
      stake: 100,
      totalOdds: 2,
      maxWin: 200,
    });
    const two = addSelection(one, selection(2, 1.5));
    expect(two).toMatchObject({
      betslip_type: 'Multiple',
      bet_type: 'Multiple',
      totalOdds: 3,
      maxWin: 300,
      totalStake: 100,
    });
  });

  it('removes a selection that is added again', () => {
    const slip = slipOf(2, 1.5);
    const again = addSelection(slip, selection(2, 1.5));
    expect(again.selections.map((s) => s.matchId)).toEqual([1]);
    expect(again.bet_type).toBe('Single');
  });

  it('replaces the earlier selection of the same match, in place', () => {
    const slip = addSelection(slipOf(2, 1.5, 3), selection(2, 2.2, { outcomeId: 3 }));
    expect(slip.selections.map((s) => [s.matchId, s.outcomeId, s.odds])).toEqual([
      [1, 1, '2.00'],
      [2, 3, '2.20'],
      [3, 1, '3.00'],
    ]);
  });

  it('refuses odds of - or null (the same slip comes back)', () => {
    const slip = slipOf(2);
    expect(addSelection(slip, { ...selection(2, 2), odds: '-' })).toBe(slip);
    expect(addSelection(slip, { ...selection(2, 2), odds: null as unknown as string })).toBe(slip);
  });

  it('resets to defaults when the last selection goes, keeping who the player is', () => {
    const slip = { ...slipOf(2), userId: 7, username: 'ada', stake: 40 };
    const empty = removeSelection(slip, selectionKey(slip.selections[0]!));
    expect(empty).toEqual(createBetslip({ userId: 7, username: 'ada' }));
  });

  it('builds display groups and the live flag', () => {
    const slip = addSelection(
      slipOf(2),
      selection(2, 1.5, { type: 'live', tournament: 'La Liga', category: 'Spain' }),
    );
    expect(slip.hasLive).toBe(true);
    expect(slip.grouped.map((g) => g.matchId)).toEqual([1, 2]);
    expect(slip.tournaments.map((t) => t.name)).toEqual(['Premier League', 'La Liga']);
  });
});

describe('bet types', () => {
  it('makes a loaded slip with two picks of one match a Split', () => {
    const slip = loadBetslip(
      [selection(1, 2, { outcomeId: 1 }), selection(1, 3.5, { outcomeId: 2 }), selection(2, 1.8)],
      {
        stake: 200,
      },
    );
    expect(slip).toMatchObject({
      bet_type: 'Split',
      betslip_type: 'Multiple',
      source: 'mobile',
      maxWin: 630,
      minWin: 360,
    });
  });

  it('becomes a Combo when groupings are ticked, zeroing the stake on the change', () => {
    const combo = setCombos(slipOf(2, 3, 4), [2, 3]);
    expect(combo).toMatchObject({ bet_type: 'Combo', stake: 0, maxWin: 0 });
    const staked = setStake(combo, 400);
    expect(staked).toMatchObject({ totalStake: 400, maxWin: 5000, minWin: 600 });
    expect(staked.combos.map((c) => [c.Grouping, c.Combinations, c.Stake])).toEqual([
      [2, 3, 100],
      [3, 1, 100],
    ]);
    expect(() => setCombos(staked, [2, 2])).toThrow('Multiple Groupings defined!');
  });

  it('keeps ticked groupings across edits while the slip still offers them', () => {
    const combo = setStake(setCombos(slipOf(2, 3, 4), [3]), 100);
    const fewer = removeSelection(combo, selectionKey(combo.selections[0]!));
    expect(fewer).toMatchObject({ bet_type: 'Multiple', combos: [] });
  });

  it('zeroes all stakes and winnings when the player changes bet type, and refuses an impossible one', () => {
    const slip = setStake(slipOf(2, 3, 4), 50);
    const combo = changeBetType(slip, 'Combo');
    expect(combo).toMatchObject({
      bet_type: 'Combo',
      stake: 0,
      totalStake: 0,
      maxWin: 0,
      minWin: 0,
      grossWin: 0,
    });
    expect(changeBetType(slip, 'Single')).toBe(slip);
    expect(changeBetType(slip, 'Split')).toBe(slip);
  });
});

describe('stakes', () => {
  it('recomputes winnings on each stake change', () => {
    expect(setStake(slipOf(2, 1.5), 10)).toMatchObject({ stake: 10, totalStake: 10, maxWin: 30 });
  });

  it('applies a stake of `all` to each selection, each a single', () => {
    const slip = setStake(slipOf(2, 1.5, 3), 10, 'all');
    expect(slip.selections.map((s) => s.stake)).toEqual([10, 10, 10]);
    expect(slip).toMatchObject({ totalStake: 30, maxWin: 65, minWin: 15 });
    // A selection added later takes the same stake; a ticket stake puts them back to 0.
    expect(addSelection(slip, selection(4, 2)).totalStake).toBe(40);
    expect(setStake(slip, 10).selections.map((s) => s.stake)).toEqual([0, 0, 0]);
  });
});

describe('bankers', () => {
  it('marks and unmarks a match as a banker', () => {
    const combo = setStake(setCombos(slipOf(2, 1.5, 2, 3), [2]), 300);
    const banked = toggleBanker(combo, 1);
    expect(banked.selections[0]?.fixed).toBe(true);
    expect(banked).toMatchObject({ maxWin: 1300, totalStake: 300 });
    expect(toggleBanker(banked, 1).selections[0]?.fixed).toBe(false);
  });
});
