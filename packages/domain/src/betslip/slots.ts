// Which selections count, and how they form slots: the selections of one match are one slot of
// mutually exclusive picks; a slot whose picks are all fixed is a banker (SPEC.md §5).

import { AppError } from '../errors.ts';
import { parseOdds } from '../odds.ts';
import type { CouponSelection } from './types.ts';

export const MIXED_COMPATIBILITY = 'Mixed CompatibilityLevel on odds';
export const WRONG_SLOT_MAP = 'Wrong oddsForSlotKeyMap construction';

/** A counted pick with its odds as integer hundredths (2-place odds are exact this way). */
export interface SlotPick {
  readonly selection: CouponSelection;
  readonly oddsH: number;
  readonly fixed: boolean;
}

export interface Slot {
  readonly matchId: number;
  readonly picks: readonly SlotPick[];
  readonly banker: boolean;
}

/** Odds as integer hundredths, or null when there is no usable price. */
export function oddsInHundredths(odds: CouponSelection['odds']): number | null {
  const n = parseOdds(odds);
  return n === null ? null : Math.round(n * 100);
}

/**
 * SPEC.md §5: suspended or unavailable selections, and odds of 1 or below, are left out of every
 * total.
 */
export function isCounted(selection: CouponSelection): boolean {
  if (selection.suspended || selection.unavailable) return false;
  const h = oddsInHundredths(selection.odds);
  return h !== null && h > 100;
}

function pickKey(s: CouponSelection): string {
  return `${s.marketId}|${s.specifier ?? ''}|${String(s.outcomeId)}`;
}

/**
 * Checks the structure of a slip: all picks of one match share one compatibility level
 * (`Mixed CompatibilityLevel on odds` otherwise) and no pick appears twice
 * (`Wrong oddsForSlotKeyMap construction`). Run on every selection, counted or not, because the
 * structure is the slip's, not the prices'.
 */
export function assertSlipStructure(selections: readonly CouponSelection[]): void {
  const byMatch = new Map<number, { level: number; keys: Set<string> }>();
  for (const s of selections) {
    const level = s.combinability ?? 0;
    const slot = byMatch.get(s.matchId);
    if (!slot) {
      byMatch.set(s.matchId, { level, keys: new Set([pickKey(s)]) });
      continue;
    }
    if (slot.level !== level) throw new AppError('VALIDATION_FAILED', MIXED_COMPATIBILITY);
    if (slot.keys.has(pickKey(s))) throw new AppError('VALIDATION_FAILED', WRONG_SLOT_MAP);
    slot.keys.add(pickKey(s));
  }
}

/**
 * The counted selections grouped into slots, in order of first appearance. SPEC.md §5: if every
 * counted selection is fixed, the first is made non-fixed, so at least one slot is not a banker. A
 * slot is a banker when all its picks are fixed: a banker is a match the player is sure of, so a
 * half-marked match stays an ordinary slot.
 */
export function buildSlots(selections: readonly CouponSelection[]): Slot[] {
  const counted = selections.filter(isCounted);
  const allFixed = counted.length > 0 && counted.every((s) => s.fixed === true);
  const slots = new Map<number, SlotPick[]>();
  counted.forEach((selection, i) => {
    const pick: SlotPick = {
      selection,
      oddsH: oddsInHundredths(selection.odds) as number,
      fixed: selection.fixed === true && !(allFixed && i === 0),
    };
    const picks = slots.get(selection.matchId);
    if (picks) picks.push(pick);
    else slots.set(selection.matchId, [pick]);
  });
  const result: Slot[] = [];
  let placed = 0;
  for (const [matchId, picks] of slots) {
    placed += picks.length;
    result.push({ matchId, picks, banker: picks.every((p) => p.fixed) });
  }
  // Every counted selection sits in exactly one slot; anything else is a bug in the grouping above.
  if (placed !== counted.length) throw new AppError('VALIDATION_FAILED', WRONG_SLOT_MAP);
  return result;
}
