// Prices on the slip that moved since the bettor last saw and accepted them, and that their standing
// answer to "accept odds changes?" would not take on its own. The slip asks about these with a
// one-tap "Accept new odds"; unlike the 5-second highlight of SPEC.md §4, they wait for an answer.
import type { BetslipSelection } from '@slipstream/domain';
import { selectionKey } from '@slipstream/domain';
import type { OddsMove } from './betslip-changed-odds.ts';

/** The player's standing answer: never, better prices only, or any (the slip's odds-change setting). */
export type AcceptOddsChanges = 'none' | 'higher' | 'any';

/** Moved prices by selection key, with the way each moved (null when it is not known, e.g. after a bet stop). */
export type OddsToAccept = Readonly<Record<string, OddsMove | null>>;

export const NO_ODDS_TO_ACCEPT: OddsToAccept = Object.freeze({});

/** Whether the standing answer takes a move without asking: any price, or a better one. */
export function takenWithoutAsking(answer: AcceptOddsChanges, move: OddsMove | null): boolean {
  return answer === 'any' || (answer === 'higher' && move === 'up');
}

/** Adds the moves that just started to those waiting, leaving out what the answer takes anyway. */
export function withNewMoves(
  waiting: OddsToAccept,
  started: ReadonlyMap<string, OddsMove | null>,
  answer: AcceptOddsChanges,
): OddsToAccept {
  let next: Record<string, OddsMove | null> | null = null;
  for (const [key, move] of started) {
    if (takenWithoutAsking(answer, move)) continue;
    next ??= { ...waiting };
    next[key] = move;
  }
  return next ?? waiting;
}

/** What still waits once the standing answer changes (Accept any takes them all). */
export function stillWaiting(waiting: OddsToAccept, answer: AcceptOddsChanges): OddsToAccept {
  const kept = Object.entries(waiting).filter(([, move]) => !takenWithoutAsking(answer, move));
  return kept.length === Object.keys(waiting).length ? waiting : Object.fromEntries(kept);
}

/** Only the picks still on the slip: a removed or replaced pick has nothing left to accept. */
export function onSlipOnly(waiting: OddsToAccept, selections: readonly BetslipSelection[]): OddsToAccept {
  const keys = Object.keys(waiting);
  if (keys.length === 0) return waiting;
  const onSlip = new Set(selections.map(selectionKey));
  const kept = keys.filter((key) => onSlip.has(key));
  return kept.length === keys.length ? waiting : Object.fromEntries(kept.map((key) => [key, waiting[key]!]));
}
