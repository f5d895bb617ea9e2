import { describe, expect, it } from 'vitest';
import { createBetslip } from './betslip.ts';
import { addSelection } from './edit.ts';
import { applyBetStop, applyOddsChange, applyOddsRefresh, clearChanged } from './feed-flags.ts';
import { selection } from './fixtures.test-helper.ts';
import { selectionKey } from './selection.ts';

const slip = () => addSelection(addSelection(createBetslip(), selection(1, 2)), selection(2, 1.5));
const change = (matchId: number, odds: number | null, active: boolean | number) => ({
  matchId,
  markets: [{ id: 1, outcomes: [{ id: 1, odds, active }] }],
});

describe('live odds changes', () => {
  it('suspends and marks unavailable an inactive outcome, and leaves it out of the totals', () => {
    const next = applyOddsChange(slip(), change(2, 1.5, false));
    expect(next.selections[1]).toMatchObject({ suspended: true, unavailable: true });
    expect(next).toMatchObject({ totalOdds: 2, maxWin: 200 });
  });

  it('clears both flags on a later active update', () => {
    const back = applyOddsChange(applyOddsChange(slip(), change(2, 1.5, 0)), change(2, 1.5, 1));
    expect(back.selections[1]).toMatchObject({ suspended: false, unavailable: false, changed: false });
    expect(back.maxWin).toBe(300);
  });

  it('updates a changed price and flags it until clearChanged', () => {
    const next = applyOddsChange(slip(), change(2, 1.75, true));
    expect(next.selections[1]).toMatchObject({ odds: '1.75', changed: true });
    expect(next.maxWin).toBe(350);
    const cleared = clearChanged(next, selectionKey(next.selections[1]!));
    expect(cleared.selections[1]?.changed).toBe(false);
    expect(clearChanged(cleared)).toBe(cleared);
  });

  it('ignores messages for other matches or outcomes', () => {
    const s = slip();
    expect(applyOddsChange(s, change(9, 3, true))).toBe(s);
    expect(
      applyOddsChange(s, { matchId: 1, markets: [{ id: 1, outcomes: [{ id: 2, odds: 9, active: false }] }] }),
    ).toBe(s);
  });
});

describe('bet stop', () => {
  it('suspends every selection of the match and sets its odds to 0', () => {
    const next = applyBetStop(slip(), 1);
    expect(next.selections[0]).toMatchObject({ suspended: true, odds: '0' });
    expect(next).toMatchObject({ totalOdds: 1.5, maxWin: 150 });
    const reopened = applyOddsChange(next, change(1, 2.1, true));
    expect(reopened.selections[0]).toMatchObject({ suspended: false, odds: '2.10', changed: true });
  });
});

describe('odds refresh', () => {
  it('applies the same rules to the refresh call entries, as a list or a map', () => {
    const list = applyOddsRefresh(slip(), [
      { matchId: 1, marketId: '1', outcomeId: 1, odds: 2.5, active: true },
      { matchId: 2, marketId: '1', outcomeId: 1, odds: 1.5, active: false },
    ]);
    expect(list.selections.map((s) => [s.odds, s.changed, s.suspended, s.unavailable])).toEqual([
      ['2.50', true, false, false],
      ['1.50', false, true, true],
    ]);
    const map = applyOddsRefresh(slip(), {
      '1|1|1': { matchId: '1', marketId: '1', outcomeId: '1', odds: '2.5', active: 1 },
    });
    expect(map.selections[0]?.odds).toBe('2.50');
  });
});
