// Match centre answers for tests, shaped as the server's match centre endpoint answers them.
import type { MatchCentre, TimelineEntry } from '../../../api/match-centre.ts';

export function entry(patch: Partial<TimelineEntry> & Pick<TimelineEntry, 'id' | 'type'>): TimelineEntry {
  return {
    at: '2026-11-26T14:00:00.000Z',
    team: null,
    period: 1,
    periodName: null,
    matchTime: null,
    stoppageTime: null,
    homeScore: null,
    awayScore: null,
    pointScore: null,
    server: null,
    ...patch,
  };
}

export function soccerCentre(matchId: number, over: Partial<MatchCentre> = {}): MatchCentre {
  return {
    matchId,
    sportId: 1,
    status: 'live',
    period: 1,
    periodName: '1st half',
    inPlayTime: "23'",
    homeScore: 1,
    awayScore: 0,
    periodScores: [{ number: 1, type: 'regular', home: 1, away: 0 }],
    pointScore: null,
    server: null,
    statistics: [
      { type: 'ball_possession', home: 56, away: 44 },
      { type: 'shots_on_target', home: 3, away: 1 },
      { type: 'corners', home: 2, away: 0 },
      { type: 'yellow_cards', home: 0, away: 1 },
    ],
    timeline: [
      entry({ id: 1, type: 'period_start', periodName: '1st half' }),
      entry({ id: 2, type: 'corner_kick', team: 'home', matchTime: 9 }),
      entry({ id: 3, type: 'shot_on_target', team: 'away', matchTime: 12 }),
      entry({ id: 4, type: 'score_change', team: 'home', matchTime: 17, homeScore: 1, awayScore: 0 }),
      entry({ id: 5, type: 'yellow_card', team: 'away', matchTime: 21 }),
    ],
    ...over,
  };
}
