// The live match centre: a match as it is played — the score by period, the statistics of each side
// and the timeline of events — read once over HTTP, then kept up to date by the updates published on
// the match's centre topic (topics.ts matchCentreTopic). Vocabularies are the feed's own words, which
// the server passes through unchanged.
import { FIXTURE_STATUSES } from '@slipstream/domain';
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { periodScoreView } from './sports.ts';

const MAX_INT = 2_147_483_647;

/**
 * What is counted for each side, in the order a match centre lists them. A sport reports only those
 * its feed has: soccer cards, corners, shots and possession; ice hockey shots and two-minute
 * penalties; basketball baskets by their worth and timeouts; tennis aces, double faults, breaks and
 * points; volleyball and table tennis points and the longest run of them.
 */
export const MATCH_STATISTICS = [
  'ball_possession',
  'shots_on_target',
  'shots_off_target',
  'corners',
  'yellow_cards',
  'yellow_red_cards',
  'red_cards',
  'substitutions',
  'suspensions',
  'two_pointers',
  'three_pointers',
  'free_throws',
  'timeouts',
  'aces',
  'double_faults',
  'breaks',
  'points_won',
  'longest_run',
] as const;
export type MatchStatistic = (typeof MATCH_STATISTICS)[number];

/** What a timeline entry records (the providers' timeline type names). */
export const TIMELINE_EVENT_TYPES = [
  /** A period begins: a half, quarter, period, overtime, shoot-out, set or game. */
  'period_start',
  /** Play stops between periods: half-time, a pause, a set break. */
  'break_start',
  'match_ended',
  /** A goal (or points); the entry carries the score it leaves. */
  'score_change',
  'shot_on_target',
  'shot_off_target',
  'corner_kick',
  'yellow_card',
  /** A second yellow card: the player is sent off. */
  'yellow_red_card',
  'red_card',
  'substitution',
  /** Ice hockey: a two-minute penalty. */
  'suspension',
  'timeout',
  /** Tennis: a point, with who served it and the game's score after it. */
  'point',
  /** Tennis: a game, with who served it and the set's games after it. */
  'game_won',
] as const;
export type TimelineEventType = (typeof TIMELINE_EVENT_TYPES)[number];

const side = z.enum(['home', 'away']);

export const statisticView = z.object({ type: z.enum(MATCH_STATISTICS), home: z.number(), away: z.number() });

export const timelineEntryView = z.object({
  /** The match's own count from 1, in order: an update repeating an entry repeats its id. */
  id: z.number(),
  type: z.enum(TIMELINE_EVENT_TYPES),
  at: z.iso.datetime(),
  /** Whose it is; null for the match's own (a period starting, a break, the end). */
  team: side.nullable(),
  period: z.number(),
  /** For period_start and break_start: the period beginning or the break (`2nd half`, `Halftime`). */
  periodName: z.string().nullable(),
  /** Clock sports: the minute as the scoreboard shows it (`23'`, with stoppageTime `45+2'`). */
  matchTime: z.number().nullable(),
  stoppageTime: z.number().nullable(),
  /** score_change: the score after it; tennis game_won: the set's games after it. */
  homeScore: z.number().nullable(),
  awayScore: z.number().nullable(),
  /** Tennis point: the game's score after it (`15`, `40`, `A`; plain numbers in a tie-break). */
  pointScore: z.object({ home: z.string(), away: z.string() }).nullable(),
  /** Tennis: who served the point or game. */
  server: side.nullable(),
});

/** The match's state: what the scoreboard, the period table and the statistics show. */
export const matchCentreState = z.object({
  status: z.enum(FIXTURE_STATUSES),
  period: z.number(),
  /** `1st half`, `Halftime`, `3rd quarter`, `2nd set`, `Ended`; empty before the start. */
  periodName: z.string(),
  /** The match time as the lists show it (`67'`, `45+2'`, `HT`, `3rd quarter 05:12`). */
  inPlayTime: z.string(),
  /** Goals or points; sets won in tennis, volleyball and table tennis. */
  homeScore: z.number(),
  awayScore: z.number(),
  /** Per period; games (tennis) or points (volleyball, table tennis) per set. */
  periodScores: z.array(periodScoreView),
  pointScore: z.object({ home: z.string(), away: z.string() }).nullable(),
  server: side.nullable(),
  /** In MATCH_STATISTICS order; only those the match's feed reports. */
  statistics: z.array(statisticView),
});

export const matchCentreAnswer = matchCentreState.extend({
  matchId: z.number(),
  sportId: z.number(),
  /** Every entry so far, oldest first. */
  timeline: z.array(timelineEntryView),
});

/**
 * What the centre topic carries: the new state when the score, clock or statistics changed (null
 * when only entries were added), and the entries added since the last update, oldest first.
 */
export const matchCentreUpdate = z.object({
  matchId: z.number(),
  /** Feed time of the newest change carried (ms since the epoch): an older update is stale. */
  timestamp: z.number(),
  state: matchCentreState.nullable(),
  events: z.array(timelineEntryView),
});

export type StatisticView = z.output<typeof statisticView>;
export type TimelineEntryView = z.output<typeof timelineEntryView>;
export type MatchCentreState = z.output<typeof matchCentreState>;
export type MatchCentreAnswer = z.output<typeof matchCentreAnswer>;
export type MatchCentreUpdate = z.output<typeof matchCentreUpdate>;

const matchIdParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/, 'must be a positive whole number (a match id)')
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, 'must be a positive whole number (a match id)')
        .max(MAX_INT, 'is too large for a match id'),
    ),
});

export const matchCentre = endpoint({
  method: 'GET',
  base: 'sports',
  path: '/sports/match/:id/centre',
  summary:
    'A match as it is played: the score by period, each side’s statistics and the timeline of events (empty before kick-off; kept until a day after the end). Updates follow on the match’s centre topic.',
  auth: 'public',
  params: matchIdParams,
  responses: { 200: matchCentreAnswer },
  errors: ['NOT_FOUND'],
});
