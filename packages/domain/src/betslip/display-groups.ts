// Selections grouped for display (SPEC.md §3 "Selection grouping for display"): by match, and by
// tournament with the matches inside it, in the order they were added to the slip.

import type { BetslipSelection, MatchGroup, TournamentGroup } from './types.ts';

/** One group per match: event name and id, prematch or live, start time, score, its selections. */
export function groupByMatch(selections: readonly BetslipSelection[]): MatchGroup[] {
  const groups = new Map<number, MatchGroup>();
  for (const s of selections) {
    let group = groups.get(s.matchId);
    if (!group) {
      group = {
        matchId: s.matchId,
        eventId: s.eventId,
        eventName: s.eventName,
        type: s.type,
        startTime: s.eventDate,
        selections: [],
      };
      if (s.score !== undefined) group.score = s.score;
      groups.set(s.matchId, group);
    }
    group.selections.push(s);
  }
  return [...groups.values()];
}

/**
 * One group per tournament (keyed by category and name, since tournament names repeat across
 * countries), with its matches as events and the number of fixtures on the slip.
 */
export function groupByTournament(selections: readonly BetslipSelection[]): TournamentGroup[] {
  const groups = new Map<string, { group: TournamentGroup; picks: BetslipSelection[] }>();
  for (const s of selections) {
    const key = `${s.category}\u0000${s.tournament}`;
    let entry = groups.get(key);
    if (!entry) {
      entry = {
        group: {
          name: s.tournament,
          category: s.category,
          combinability: s.combinability,
          events: [],
          fixtures: 0,
        },
        picks: [],
      };
      groups.set(key, entry);
    }
    entry.picks.push(s);
  }
  return [...groups.values()].map(({ group, picks }) => {
    const events = groupByMatch(picks);
    return { ...group, events, fixtures: events.length };
  });
}
