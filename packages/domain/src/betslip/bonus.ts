// The multi-bet bonus table of SPEC.md §5: which legs qualify, and the percentage for a ticket length.

import { AppError } from '../errors.ts';
import type { BonusRow } from './types.ts';

export function missingBonusMessage(length: number): string {
  return `Can't find the bonus percentage for ${length} events`;
}

/** The qualifying threshold in odds hundredths: a leg qualifies when oddsH >= this. */
export function minBonusOddsH(minBonusOdd: number): number {
  return Math.ceil(Math.round(minBonusOdd * 1e6) / 1e4);
}

/**
 * Bonus percentages by ticket length (SPEC.md §5): 0 outside the table's smallest..largest
 * ticket_length (or with no table), the row's percentage inside it, and
 * `Can't find the bonus percentage for N events` when a length inside the range has no row.
 * Percentages are returned as integer millionths of the amount (5% → 50000) for exact arithmetic.
 */
export class BonusTable {
  private readonly byLength = new Map<number, number>();
  private readonly min: number;
  private readonly max: number;
  /** Lengths inside the range that have no row, ascending (normally none). */
  private readonly gaps: number[] = [];

  constructor(rows: readonly BonusRow[]) {
    for (const row of rows) {
      // The first row for a length wins, as a lookup that stops at the first match would.
      if (!this.byLength.has(row.ticket_length))
        this.byLength.set(row.ticket_length, Math.round(row.bonus * 1e4));
    }
    const lengths = [...this.byLength.keys()];
    this.min = lengths.length ? Math.min(...lengths) : 1;
    this.max = lengths.length ? Math.max(...lengths) : 0;
    // No ticket is longer than a few dozen legs, so a silly table cannot make this loop long.
    for (let l = this.min; l <= Math.min(this.max, this.min + 10_000); l++)
      if (!this.byLength.has(l)) this.gaps.push(l);
  }

  /** True when `length` lies inside the table's range (the only lengths that can earn a bonus). */
  inRange(length: number): boolean {
    return length >= this.min && length <= this.max;
  }

  /** The bonus of a ticket of `length` qualifying legs, in millionths. */
  millionths(length: number): bigint {
    if (!this.inRange(length)) return 0n;
    const m = this.byLength.get(length);
    if (m === undefined) throw new AppError('VALIDATION_FAILED', missingBonusMessage(length));
    return BigInt(m);
  }

  /** The bonus of a ticket of `length` qualifying legs, in percent. */
  percent(length: number): number {
    return Number(this.millionths(length)) / 1e4;
  }

  /**
   * Checks every length a calculation will look up before it prices anything, so the error names
   * the shortest missing length whatever order the lines are priced in. `ranges` are inclusive
   * [from, to] spans of ticket lengths.
   */
  assertCovered(ranges: Iterable<readonly [number, number]>): void {
    let first = Infinity;
    for (const [from, to] of ranges) {
      for (const gap of this.gaps) {
        if (gap >= from && gap <= to) {
          first = Math.min(first, gap);
          break;
        }
      }
    }
    if (first !== Infinity) throw new AppError('VALIDATION_FAILED', missingBonusMessage(first));
  }
}
