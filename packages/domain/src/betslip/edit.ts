// Editing the betslip (SPEC.md §4 "Betslip"): pure reducers that take a slip and return the next one
// with its bet type and totals recomputed. A refused edit returns the same slip object.

import { parseOdds } from '../odds.ts';
import { deriveBetType, recalculateBetslip, resetBetslip, createBetslip } from './betslip.ts';
import { DEFAULT_COUPON_CONFIG } from './config.ts';
import { listAvailableGroupings } from './groupings.ts';
import { selectionKey } from './selection.ts';
import { assertDistinctGroupings } from './system.ts';
import type { Betslip, BetslipSelection, BetType, CouponConfig } from './types.ts';

function withSelections(slip: Betslip, selections: BetslipSelection[], config: CouponConfig): Betslip {
  if (selections.length === 0) return resetBetslip(slip);
  // Ticked groupings survive an edit only while the slip still offers them.
  const offered = new Set(
    listAvailableGroupings(selections, config.maxCouponCombinations)
      .filter((g) => g.Combinations > 0)
      .map((g) => g.Grouping),
  );
  const combos = selections.length > 1 ? slip.combos.filter((c) => offered.has(c.Grouping)) : [];
  return recalculateBetslip(
    { ...slip, selections, combos, bet_type: deriveBetType(selections, combos) },
    config,
  );
}

/**
 * Adds a selection (SPEC.md §4): one already on the slip is removed instead (a toggle); one from a
 * match already on the slip replaces that match's selections in place; odds of `-` or null are
 * refused (the slip comes back unchanged). When the slip carries one stake per selection, the new
 * selection gets that stake too.
 */
export function addSelection(
  slip: Betslip,
  selection: BetslipSelection,
  config: CouponConfig = DEFAULT_COUPON_CONFIG,
): Betslip {
  if (parseOdds(selection.odds) === null) return slip;
  const key = selectionKey(selection);
  if (slip.selections.some((s) => selectionKey(s) === key)) return removeSelection(slip, key, config);
  const perSelection = slip.selections.some((s) => s.stake > 0);
  const added = perSelection ? { ...selection, stake: slip.stake } : selection;
  const at = slip.selections.findIndex((s) => s.matchId === selection.matchId);
  const selections =
    at === -1
      ? [...slip.selections, added]
      : slip.selections.flatMap((s, i) => (i === at ? [added] : s.matchId === selection.matchId ? [] : [s]));
  return withSelections(slip, selections, config);
}

/** Removes the selection with `key` (see `selectionKey`); removing the last resets the slip. */
export function removeSelection(
  slip: Betslip,
  key: string,
  config: CouponConfig = DEFAULT_COUPON_CONFIG,
): Betslip {
  const selections = slip.selections.filter((s) => selectionKey(s) !== key);
  if (selections.length === slip.selections.length) return slip;
  return withSelections(slip, selections, config);
}

/**
 * A slip loaded from a shared or booked coupon (SPEC.md §4 "Shared betslip"): its selections as
 * they come, several from one match included (which makes it a Split), source mobile.
 */
export function loadBetslip(
  selections: readonly BetslipSelection[],
  options: { stake?: number; base?: Betslip } = {},
  config: CouponConfig = DEFAULT_COUPON_CONFIG,
): Betslip {
  const base = options.base ? resetBetslip(options.base) : createBetslip();
  const slip = { ...base, source: 'mobile', stake: options.stake ?? base.stake };
  return withSelections(slip, [...selections], config);
}

function fits(betType: BetType, slip: Betslip): boolean {
  const n = slip.selections.length;
  const matches = new Set(slip.selections.map((s) => s.matchId)).size;
  switch (betType) {
    case 'Single':
      return n === 1;
    case 'Multiple':
      return n > 1 && matches === n;
    case 'Split':
      return matches < n;
    case 'Combo':
      return matches > 1;
  }
}

/** Zeroes every stake and every winning figure (SPEC.md §4). */
function zeroStakes(slip: Betslip): Betslip {
  return {
    ...slip,
    stake: 0,
    selections: slip.selections.map((s) => (s.stake === 0 ? s : { ...s, stake: 0 })),
  };
}

/**
 * The player switches bet type (SPEC.md §4): all stakes and winnings go to zero. A type the
 * selections cannot make (a Multiple with two picks of one match, a Single of several) is refused.
 * Leaving Combo clears the ticked groupings.
 */
export function changeBetType(
  slip: Betslip,
  betType: BetType,
  config: CouponConfig = DEFAULT_COUPON_CONFIG,
): Betslip {
  if (!fits(betType, slip)) return slip;
  const next = zeroStakes({ ...slip, bet_type: betType, combos: betType === 'Combo' ? slip.combos : [] });
  return recalculateBetslip(next, config);
}

/**
 * Ticks the system groupings the player chose (e.g. [2, 3] for doubles and trebles). Throws
 * `Multiple Groupings defined!` when one is given twice. Ticking the first grouping or clearing the
 * last changes the bet type, which zeroes the stakes as any bet-type change does.
 */
export function setCombos(
  slip: Betslip,
  groupings: readonly number[],
  config: CouponConfig = DEFAULT_COUPON_CONFIG,
): Betslip {
  assertDistinctGroupings(groupings);
  const combos = groupings.map((g) => ({
    Grouping: g,
    Combinations: 0,
    Stake: 0,
    minWin: 0,
    maxWin: 0,
    MinBonus: 0,
    MaxBonus: 0,
    MinPercentageBonus: 0,
    MaxPercentageBonus: 0,
    NetStake: 0,
  }));
  const betType = deriveBetType(slip.selections, combos);
  const next = { ...slip, combos: betType === 'Combo' ? combos : [], bet_type: betType };
  return recalculateBetslip(betType === slip.bet_type ? next : zeroStakes(next), config);
}

/**
 * Sets the stake (SPEC.md §5). `ticket` (the default) stakes the bet as a whole; `all` applies the
 * stake to each selection, each becoming a single on that stake. Winnings are recomputed.
 */
export function setStake(
  slip: Betslip,
  stake: number,
  target: 'ticket' | 'all' = 'ticket',
  config: CouponConfig = DEFAULT_COUPON_CONFIG,
): Betslip {
  const each = target === 'all' ? stake : 0;
  const selections = slip.selections.map((s) => (s.stake === each ? s : { ...s, stake: each }));
  return recalculateBetslip({ ...slip, stake, selections }, config);
}

/** Marks a match as a banker of a system bet, or unmarks it (all its selections together). */
export function toggleBanker(
  slip: Betslip,
  matchId: number,
  config: CouponConfig = DEFAULT_COUPON_CONFIG,
): Betslip {
  const picks = slip.selections.filter((s) => s.matchId === matchId);
  if (picks.length === 0) return slip;
  const fixed = !picks.every((s) => s.fixed);
  const selections = slip.selections.map((s) => (s.matchId === matchId ? { ...s, fixed } : s));
  return recalculateBetslip({ ...slip, selections }, config);
}
