import { describe, expect, it } from 'vitest';
import {
  defaultListMarket,
  findListMarket,
  LIST_MARKET_KEYS,
  LIST_MARKETS,
  listMarketsOf,
} from './list-markets.ts';

describe('list markets', () => {
  it('gives every covered sport its own choices, each key once, the default first', () => {
    expect(
      Object.keys(LIST_MARKETS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([1, 2, 4, 5, 20, 23]);
    for (const choices of Object.values(LIST_MARKETS)) {
      expect(new Set(choices.map((c) => c.key)).size).toBe(choices.length);
      expect(new Set(choices.map((c) => c.label)).size).toBe(choices.length);
    }
    expect(defaultListMarket(1)).toMatchObject({ key: '1x2', marketId: 1 });
    expect(defaultListMarket(2)).toMatchObject({ key: 'winner', marketId: 219 });
    expect(defaultListMarket(5)).toMatchObject({ key: 'winner', marketId: 186 });
  });

  it('offers the issue’s markets for soccer, basketball and tennis', () => {
    expect(listMarketsOf(1).map((c) => c.label)).toEqual([
      '1X2',
      'Double Chance',
      'Over/Under 2.5',
      'Both Teams To Score',
      'Handicap',
    ]);
    expect(listMarketsOf(2).map((c) => c.label)).toEqual(['Winner', 'Total', 'Handicap']);
    expect(listMarketsOf(5).map((c) => c.label)).toEqual(['Winner', 'Set Handicap', 'Total Games']);
  });

  it('fixes soccer’s total at 2.5 and lets the other lines follow each match', () => {
    expect(findListMarket(1, 'ou2.5')).toMatchObject({ marketId: 18, line: 2.5 });
    expect(findListMarket(1, 'hcp')).toMatchObject({ marketId: 16, line: 'main' });
    expect(findListMarket(2, 'total')).toMatchObject({ marketId: 225, line: 'main' });
    expect(findListMarket(2, 'btts')).toBeUndefined();
    expect(listMarketsOf(999)).toEqual([]);
  });

  it('uses keys that travel in a query string as they are', () => {
    for (const key of LIST_MARKET_KEYS) expect(key).toMatch(/^[a-z0-9.-]{1,16}$/);
  });
});
