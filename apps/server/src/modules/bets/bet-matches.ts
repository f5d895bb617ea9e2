// What a bet was on, as the history names it: the matches of its legs (each once, in the order they
// were picked) with their names as the player saw them and the final score kept on the bet, and its
// first pick. Names come from the selection as stored at placement, so a closed fixture keeps them.
import type { BetSelectionRow } from './bets.repo.ts';

export interface BetMatch {
  matchId: number;
  eventName: string | null;
  homeTeam: string | null;
  awayTeam: string | null;
  /** `home:away` once the match ended; null before. */
  finalScore: string | null;
}

export interface BetPick {
  marketName: string | null;
  outcomeName: string | null;
}

function text(display: unknown, field: string): string | null {
  const value = (display as Record<string, unknown> | null)?.[field];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The bet's matches, each once, in leg order (`selections` are the bet's own, by position). */
export function matchesOf(selections: readonly BetSelectionRow[]): BetMatch[] {
  const seen = new Map<number, BetMatch>();
  for (const s of selections) {
    if (seen.has(s.match_id)) continue;
    seen.set(s.match_id, {
      matchId: s.match_id,
      eventName: text(s.display, 'eventName'),
      homeTeam: text(s.display, 'homeTeam'),
      awayTeam: text(s.display, 'awayTeam'),
      finalScore: s.final_score,
    });
  }
  return [...seen.values()];
}

/** The first leg's market and outcome as the player picked them; null for a bet without legs. */
export function firstPickOf(selections: readonly BetSelectionRow[]): BetPick | null {
  const first = selections[0];
  if (!first) return null;
  return {
    marketName: text(first.display, 'marketName'),
    outcomeName: text(first.display, 'outcomeName') ?? text(first.display, 'displayName'),
  };
}
