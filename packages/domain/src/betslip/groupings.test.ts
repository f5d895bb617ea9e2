import { describe, expect, it } from 'vitest';
import { pick } from './fixtures.test-helper.ts';
import { fullCoverName, groupingName, listAvailableGroupings, listFullCoverBets } from './groupings.ts';

describe('system options', () => {
  it('lists groupings B+1..B+n with line counts and labels', () => {
    const five = Array.from({ length: 5 }, (_, i) => pick(i + 1, 2));
    expect(listAvailableGroupings(five).map((g) => g.label)).toEqual([
      'Singles (5 lines)',
      'Doubles (10 lines)',
      'Trebles (10 lines)',
      '4-Folds (5 lines)',
      '5-Folds (1 line)',
    ]);
    expect(listAvailableGroupings(five, 9)[1]?.label).toBe('Doubles (too many lines)');
  });

  it('names the full-cover bets', () => {
    expect(fullCoverName(3, [2, 3])).toBe('Trixie');
    expect(fullCoverName(3, [1, 2, 3])).toBe('Patent');
    expect(fullCoverName(4, [2, 3, 4])).toBe('Yankee');
    expect(fullCoverName(4, [1, 2, 3, 4])).toBe('Lucky 15');
    expect(fullCoverName(5, [2, 3, 4, 5])).toBe('Super Yankee');
    expect(fullCoverName(6, [2, 3, 4, 5, 6])).toBe('Heinz');
    expect(fullCoverName(6, [1, 2, 3, 4, 5, 6])).toBe('Lucky 63');
    expect(fullCoverName(8, [2, 3, 4, 5, 6, 7, 8])).toBe('Goliath');
    expect(fullCoverName(4, [2, 3])).toBeNull();
    expect(groupingName(7)).toBe('7-Folds');
  });

  it('offers named bets only on single picks without bankers', () => {
    const four = Array.from({ length: 4 }, (_, i) => pick(i + 1, 2));
    expect(listFullCoverBets(four)).toEqual([
      { name: 'Yankee', groupings: [2, 3, 4], lines: 11 },
      { name: 'Lucky 15', groupings: [1, 2, 3, 4], lines: 15 },
    ]);
    expect(listFullCoverBets([...four.slice(1), pick(2, 3)])).toEqual([]);
    expect(listFullCoverBets([pick(9, 2, { fixed: true }), ...four])).toEqual([]);
  });
});
