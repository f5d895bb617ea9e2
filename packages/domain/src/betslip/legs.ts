// What a line can take from each slot once the multi-bet bonus is in play (SPEC.md §5): a slot's picks
// split into those that count towards the bonus and those that do not, and the ticket lengths the
// lines of a grouping can have.

import type { BonusTable } from './bonus.ts';
import type { Direction } from './hull.ts';
import type { Slot } from './slots.ts';

/**
 * The leg a line takes from a slot when it wants the line's return as low (or as high) as possible:
 * the cheapest (dearest) qualifying pick and the cheapest (dearest) other pick, odds in hundredths.
 * Within one kind a cheaper pick lowers both the odds and the bonus, so no other pick can matter.
 */
export interface SlotLegs {
  readonly banker: boolean;
  readonly qual: number | null;
  readonly other: number | null;
}

export function slotLegs(slots: readonly Slot[], thresholdH: number, direction: Direction): SlotLegs[] {
  const out: SlotLegs[] = [];
  for (const s of slots) {
    let qual: number | null = null;
    let other: number | null = null;
    for (const { oddsH: h } of s.picks) {
      if (h >= thresholdH) {
        if (qual === null || (direction === 'min' ? h < qual : h > qual)) qual = h;
      } else if (other === null || (direction === 'min' ? h < other : h > other)) other = h;
    }
    out.push({ banker: s.banker, qual, other });
  }
  return out;
}

/**
 * The inclusive range of qualifying-leg counts over the lines with `k` non-banker legs: every count in
 * between is some line's, since a line can swap one slot or one pick at a time.
 */
export function qualRange(legs: readonly SlotLegs[], k: number): [number, number] {
  let lo = 0;
  let hi = 0;
  let onlyQual = 0;
  let either = 0;
  let onlyOther = 0;
  for (const l of legs) {
    if (l.banker) {
      if (l.qual !== null) hi += 1;
      if (l.other === null) lo += 1;
    } else if (l.other === null) onlyQual += 1;
    else if (l.qual === null) onlyOther += 1;
    else either += 1;
  }
  return [lo + Math.max(0, k - onlyOther - either), hi + Math.min(k, onlyQual + either)];
}

/** Bonus rates (millionths) by ticket length, looked up once each. */
export class Rates {
  private readonly cache = new Map<number, bigint>();
  constructor(private readonly table: BonusTable) {}

  at(length: number): bigint {
    let r = this.cache.get(length);
    if (r === undefined) {
      r = this.table.millionths(length);
      this.cache.set(length, r);
    }
    return r;
  }
}

/**
 * Below which qualifying odds (hundredths) a slot that offers both kinds of pick must be weighed both
 * ways. Taking its qualifying leg (odds a) instead of the other raises the line's odds and multiplies
 * its bonus product by a/100 at one more counted leg; when a/100 · rate(q + 1) ≥ rate(q) for every
 * count q the slot's lines can have, the qualifying leg is never cheaper and never pays less, so one
 * kind settles it. Only a falling rate (the end of the table, or a smaller row after a bigger one)
 * leaves it open. `spans` are the qualifying-count ranges of the lines concerned.
 */
export function openBelow(spans: readonly [number, number][], rates: Rates): number {
  const counts = new Set<number>();
  for (const [lo, hi] of spans) for (let q = lo; q < hi; q++) counts.add(q);
  let below = 0;
  for (const q of counts) {
    const r = rates.at(q);
    const next = rates.at(q + 1);
    if (r === 0n) continue;
    if (next === 0n) return Infinity;
    // The least a with a · next ≥ 100 · r.
    below = Math.max(below, Number((100n * r + next - 1n) / next));
  }
  return below;
}
