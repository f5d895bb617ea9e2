// Taps on the numbers under each bet type: what goes down, what is waiting, and what the status says.
import { describe, expect, it } from 'vitest';
import { startPick, tapNumber, type BetMode } from './bet-pick.ts';

/** Taps the numbers in turn and returns each step's spot key (if any) and status. */
function taps(mode: BetMode, ...numbers: number[]) {
  let pick = startPick(mode);
  return numbers.map((n) => {
    const { spot, ...next } = tapNumber(mode, pick, n);
    pick = next;
    return [spot?.key ?? null, next.status];
  });
}

describe('picking inside bets on the numbers', () => {
  it('bets the number itself or its street at once', () => {
    expect(taps('straight', 17)).toEqual([['straight:17', 'Tap a number or an outside bet.']]);
    expect(taps('street', 14, 0)).toEqual([
      ['street:13,14,15', 'Street 13-15 placed.'],
      [null, '0 has no street: try 0-1-2 or 0-2-3.'],
    ]);
  });

  it('takes two taps for a split, a corner and a line', () => {
    expect(taps('split', 0, 2)).toEqual([
      [null, 'Pick a number next to 0.'],
      ['split:0,2', 'Split 0-2 placed.'],
    ]);
    expect(taps('corner', 21, 17)).toEqual([
      [null, 'Pick a number diagonally next to 21.'],
      ['corner:17,18,20,21', 'Corner 17-18-20-21 placed.'],
    ]);
    expect(taps('line', 5, 8)).toEqual([
      [null, "Pick a number in a street next to 5's."],
      ['line:4,5,6,7,8,9', 'Line 4-9 placed.'],
    ]);
  });

  it('cancels on the same number again, or on one that makes no bet', () => {
    expect(taps('split', 17, 17, 17, 30, 4)).toEqual([
      [null, 'Pick a number next to 17.'],
      [null, 'Split cancelled.'],
      [null, 'Pick a number next to 17.'],
      [null, '17 and 30 make no split: pick cancelled.'],
      [null, 'Pick a number next to 4.'],
    ]);
    expect(taps('corner', 0)).toEqual([[null, 'No corner includes 0.']]);
  });
});
