// Hooks for odds cells and match headers: each reads only its own outcome or match from the live
// odds store, so one feed update re-renders only the cells whose outcome changed.
import { useMemo } from 'react';
import { useLiveOddsStore, outcomeKey, type LiveMatch, type OddsDirection } from './live-odds-store.ts';

export interface OutcomeRef {
  matchId: number | string;
  marketId: number | string;
  specifier?: string | null;
  outcomeId: number | string;
}

export interface LiveOutcomeView {
  /** The latest price from the feed, or null when the feed has not priced it. */
  odds: number | null;
  /** Not bettable: outcome inactive, market not open, or a bet stop on the match. */
  suspended: boolean;
  /** Up or down for 5 seconds after the price moved. */
  direction: OddsDirection | null;
}

/** What the feed says about one outcome, or null when it has said nothing yet. */
export function useLiveOutcome(ref: OutcomeRef): LiveOutcomeView | null {
  const matchId = Number(ref.matchId);
  const key = outcomeKey(ref);
  const outcome = useLiveOddsStore((s) => s.matches[matchId]?.outcomes[key]);
  const stopped = useLiveOddsStore((s) => s.matches[matchId]?.stopped ?? false);
  return useMemo(() => {
    if (!outcome && !stopped) return null;
    return {
      odds: outcome?.odds ?? null,
      suspended: stopped || (outcome ? !outcome.active : false),
      direction: outcome?.direction ?? null,
    };
  }, [outcome, stopped]);
}

/** Everything the feed holds for one match (re-renders on each of its updates). */
export function useLiveMatch(matchId: number | string): LiveMatch | undefined {
  return useLiveOddsStore((s) => s.matches[Number(matchId)]);
}

/** The extras of the match's latest odds_change (score, match time, …), when the feed sent any. */
export function useLiveMatchInfo(matchId: number | string): Readonly<Record<string, unknown>> | undefined {
  return useLiveOddsStore((s) => s.matches[Number(matchId)]?.info);
}
