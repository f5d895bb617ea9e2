// Checks the slip's selections with the server (SPEC.md §7 `POST bets/validate-selections`) when they
// were not just picked from live prices: a slip restored from storage or loaded by booking code may
// hold selections that have closed since. Closed ones are marked as the feed marks them (suspended
// and unavailable, left out of the totals) and moved prices are taken and highlighted, so the player
// sees both before pressing Place Bet instead of in a refusal after it.
import { validateSelections, type SelectionCheck, type SelectionRef } from '../../api/bets.ts';
import { useBetslipStore } from './betslip-store.ts';

export type ValidateSelections = (selections: readonly SelectionRef[]) => Promise<SelectionCheck[]>;

/**
 * Asks the server about every selection on the slip and applies its answer. Resolves true once the
 * slip is checked (or empty), false when the call failed; a failure changes nothing.
 */
export async function validateBetslip(validate: ValidateSelections = validateSelections): Promise<boolean> {
  const refs: SelectionRef[] = useBetslipStore.getState().coupon.selections.map((s) => ({
    matchId: s.matchId,
    marketId: s.marketId,
    specifier: s.specifier ?? '',
    outcomeId: s.outcomeId,
  }));
  if (refs.length === 0) return true;
  let checks: SelectionCheck[];
  try {
    checks = await validate(refs);
  } catch {
    return false;
  }
  // Matched by selection, so a pick removed or replaced while the call was out is left alone.
  if (checks.length > 0) useBetslipStore.getState().applyOddsRefresh(checks);
  return true;
}
