// Inside bets on the table: their spots and names, and the numbers that complete a split, corner or
// line with a first pick — exactly the bets the layout holds, no more.
import { isInsideBet } from '@slipstream/domain/casino/roulette-bets';
import { describe, expect, it } from 'vitest';
import { insideSpot, insideSpotByKey, pairedBet, partnersOf, streetSpot, ZERO_SPOTS } from './inside-bets.ts';
import { betFor, spotByKey } from './roulette-layout.ts';

const partners = (type: Parameters<typeof partnersOf>[0], anchor: number) => [
  ...partnersOf(type, anchor).keys(),
];

describe('inside bets', () => {
  it('names each bet and keys it by its numbers in order', () => {
    expect(insideSpot('split', [18, 17])).toMatchObject({
      key: 'split:17,18',
      name: 'Split 17-18',
      pays: 17,
    });
    expect(streetSpot(14)).toMatchObject({ key: 'street:13,14,15', name: 'Street 13-15', pays: 11 });
    expect(streetSpot(0)).toBeUndefined();
    expect(pairedBet('corner', 5, 1)).toMatchObject({ key: 'corner:1,2,4,5', name: 'Corner 1-2-4-5' });
    expect(pairedBet('line', 2, 6)).toMatchObject({ key: 'line:1,2,3,4,5,6', name: 'Line 1-6', pays: 5 });
    expect(ZERO_SPOTS.map((s) => [s.name, s.label, s.pays])).toEqual([
      ['Trio 0-1-2', '0-1-2', 11],
      ['Trio 0-2-3', '0-2-3', 11],
      ['First four', '0-1-2-3', 8],
    ]);
  });

  it('finds the spot of a key only for a bet on the layout', () => {
    expect(spotByKey('corner:17,18,20,21')?.name).toBe('Corner 17-18-20-21');
    expect(spotByKey('first-four:0,1,2,3')?.name).toBe('First four');
    expect(spotByKey('split:3,4')).toBeUndefined();
    expect(spotByKey('line:1,2,3')).toBeUndefined();
    expect(spotByKey('split:')).toBeUndefined();
    // A straight number is the table's own spot, not an inside bet of this module.
    expect(insideSpotByKey('straight:17')).toBeUndefined();
    expect(insideSpotByKey('trio:2,0,1')?.key).toBe('trio:0,1,2');
    expect(betFor(spotByKey('split:0,2')!, 1.5)).toEqual({ type: 'split', numbers: [0, 2], amount: 1.5 });
  });

  it('offers the neighbours of a number for a split, zero included', () => {
    expect(partners('split', 17)).toEqual([14, 16, 18, 20]);
    expect(partners('split', 0)).toEqual([1, 2, 3]);
    expect(partners('split', 2)).toEqual([0, 1, 3, 5]);
    expect(partners('split', 3)).toEqual([0, 2, 6]);
    expect(partners('split', 36)).toEqual([33, 35]);
  });

  it('offers the diagonal neighbours for a corner, and none to zero', () => {
    expect(partners('corner', 17)).toEqual([13, 15, 19, 21]);
    expect(partners('corner', 1)).toEqual([5]);
    expect(partners('corner', 35)).toEqual([31, 33]);
    expect(partners('corner', 0)).toEqual([]);
    // Side by side, two numbers share two corners: no single bet.
    expect(pairedBet('corner', 17, 18)).toBeUndefined();
  });

  it('offers the streets beside a number for a line', () => {
    expect(partners('line', 17)).toEqual([13, 14, 15, 19, 20, 21]);
    expect(partners('line', 1)).toEqual([4, 5, 6]);
    expect(partners('line', 0)).toEqual([]);
    expect(pairedBet('line', 17, 18)).toBeUndefined();
    expect(pairedBet('line', 17, 23)).toBeUndefined();
  });

  it('never offers a bet the layout does not hold', () => {
    for (const type of ['split', 'corner', 'line'] as const) {
      for (let anchor = 0; anchor <= 36; anchor++) {
        for (const [n, spot] of partnersOf(type, anchor)) {
          expect(spot.numbers).toContain(anchor);
          expect(spot.numbers).toContain(n);
          expect(isInsideBet(type, spot.numbers!)).toBe(true);
        }
      }
    }
  });
});
