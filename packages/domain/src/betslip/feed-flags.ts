// Selection flags driven by the live feed and the odds refresh call (SPEC.md §4 "Selection flags and
// live feed"): suspension, availability, changed odds, bet stops.

import { formatOdds, parseOdds } from '../odds.ts';
import { recalculateBetslip } from './betslip.ts';
import { DEFAULT_COUPON_CONFIG } from './config.ts';
import { selectionKey } from './selection.ts';
import type { Betslip, BetslipSelection, CouponConfig } from './types.ts';

/** An odds_change message of SPEC.md §7 for one match (the match id comes from the topic). */
export interface OddsChangeMessage {
  matchId: number | string;
  markets: readonly {
    id: number | string;
    specifier?: string | null;
    outcomes: readonly { id: number | string; odds?: number | string | null; active: boolean | number }[];
  }[];
}

/** An odds refresh result entry of SPEC.md §3. */
export interface OddsRefreshEntry {
  matchId: number | string;
  marketId: number | string;
  outcomeId: number | string;
  specifier?: string | null;
  odds?: number | string | null;
  active: boolean | number;
}

interface Update {
  matchId: string;
  marketId: string;
  specifier: string | null;
  outcomeId: string;
  odds: number | null;
  active: boolean;
}

const sameId = (a: unknown, b: unknown) => String(a) === String(b);

/**
 * The flag rules of SPEC.md §4 for one selection: inactive → suspended and unavailable; active →
 * both cleared; a different price → odds updated and `changed` set (cleared by `clearChanged` after
 * the 5-second highlight). A price that comes with an inactive outcome is not taken.
 */
function applyUpdate(s: BetslipSelection, u: Update): BetslipSelection {
  if (!u.active) return s.suspended && s.unavailable ? s : { ...s, suspended: true, unavailable: true };
  const newPrice = u.odds !== null && u.odds !== parseOdds(s.odds);
  if (!newPrice && !s.suspended && !s.unavailable) return s;
  const next = { ...s, suspended: false, unavailable: false };
  if (newPrice) {
    next.odds = formatOdds(u.odds as number);
    next.changed = true;
  }
  return next;
}

function applyUpdates(slip: Betslip, updates: readonly Update[], config: CouponConfig): Betslip {
  let touched = false;
  const selections = slip.selections.map((s) => {
    let next = s;
    for (const u of updates) {
      const matches =
        sameId(s.matchId, u.matchId) &&
        sameId(s.marketId, u.marketId) &&
        sameId(s.outcomeId, u.outcomeId) &&
        (u.specifier === null || u.specifier === s.specifier);
      if (matches) next = applyUpdate(next, u);
    }
    if (next !== s) touched = true;
    return next;
  });
  return touched ? recalculateBetslip({ ...slip, selections }, config) : slip;
}

const isActive = (active: boolean | number) => active === true || active === 1;

/** Applies a live odds_change message to the slip's selections of that match (SPEC.md §4). */
export function applyOddsChange(
  slip: Betslip,
  message: OddsChangeMessage,
  config: CouponConfig = DEFAULT_COUPON_CONFIG,
): Betslip {
  const updates = message.markets.flatMap((m) =>
    m.outcomes.map((o): Update => ({
      matchId: String(message.matchId),
      marketId: String(m.id),
      specifier: m.specifier ?? null,
      outcomeId: String(o.id),
      odds: parseOdds(o.odds),
      active: isActive(o.active),
    })),
  );
  return applyUpdates(slip, updates, config);
}

/**
 * Applies the odds refresh call's entries (SPEC.md §4): the same rules as a live update. The call
 * answers a map keyed by selection, so both an array and a map are accepted.
 */
export function applyOddsRefresh(
  slip: Betslip,
  entries: readonly OddsRefreshEntry[] | Readonly<Record<string, OddsRefreshEntry>>,
  config: CouponConfig = DEFAULT_COUPON_CONFIG,
): Betslip {
  const list: readonly OddsRefreshEntry[] = Array.isArray(entries) ? entries : Object.values(entries);
  const updates = list.map((e): Update => ({
    matchId: String(e.matchId),
    marketId: String(e.marketId),
    specifier: e.specifier ?? null,
    outcomeId: String(e.outcomeId),
    odds: parseOdds(e.odds),
    active: isActive(e.active),
  }));
  return applyUpdates(slip, updates, config);
}

/** A bet_stop for a match (SPEC.md §4): all its selections suspended, their odds set to '0'. */
export function applyBetStop(
  slip: Betslip,
  matchId: number | string,
  config: CouponConfig = DEFAULT_COUPON_CONFIG,
): Betslip {
  if (!slip.selections.some((s) => sameId(s.matchId, matchId))) return slip;
  const selections = slip.selections.map((s) =>
    sameId(s.matchId, matchId) ? { ...s, suspended: true, odds: '0' } : s,
  );
  return recalculateBetslip({ ...slip, selections }, config);
}

/**
 * Ends the changed-odds highlight (SPEC.md §4, 5 s after the change) for the selection with `key`
 * (see `selectionKey`), or for all when no key is given; winnings are recalculated.
 */
export function clearChanged(
  slip: Betslip,
  key?: string,
  config: CouponConfig = DEFAULT_COUPON_CONFIG,
): Betslip {
  const hit = (s: BetslipSelection) => s.changed && (key === undefined || selectionKey(s) === key);
  if (!slip.selections.some(hit)) return slip;
  const selections = slip.selections.map((s) => (hit(s) ? { ...s, changed: false } : s));
  return recalculateBetslip({ ...slip, selections }, config);
}
