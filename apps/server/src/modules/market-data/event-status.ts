// A match's state as the feed reports it (sport_event_status): status, period, clock, score and
// statistics. The feed's messages carry it, the odds cache keeps the latest, and live-status.ts says
// it as a bettor reads it. Field names are snake_case as on the feed's wire.
import { MATCH_STATISTICS, type MatchStatistic } from '@slipstream/contract/match-centre';
import { FIXTURE_STATUSES } from '@slipstream/domain';
import { z } from 'zod';

export const fixtureStatusSchema = z.enum(FIXTURE_STATUSES);

const scoreValue = z.int().nonnegative();

export const periodScoreSchema = z.object({
  /** 1-based: half, quarter, period, set or game; overtime and penalties continue the count. */
  number: z.int().positive(),
  type: z.enum(['regular', 'overtime', 'penalties']),
  home: scoreValue,
  away: scoreValue,
});

/**
 * What the feed counts for each side, by the contract's names. Cards and corners are the odds feed's
 * own (UOF's sport_event_status/statistics); the rest are what a provider's live data adds, per sport
 * as its scouts count them (ball_possession in per cent). A sport reports only those it has.
 */
export const matchStatisticsSchema = z.partialRecord(
  z.enum(MATCH_STATISTICS),
  /** A count for each side. */
  z.object({ home: scoreValue, away: scoreValue }),
);
export type MatchStatistics = z.infer<typeof matchStatisticsSchema>;
export type StatisticKey = MatchStatistic;

export const sportEventStatusSchema = z.object({
  status: fixtureStatusSchema,
  /** The current period number (0 before the start); see period_name for what it is. */
  period: z.int().nonnegative(),
  /** As a bettor reads it: `1st half`, `Halftime`, `3rd quarter`, `Overtime`, `2nd set`, `Ended`. */
  period_name: z.string().min(1),
  /** Clock sports: whole minutes played (soccer 0–90, hockey 0–60, basketball 0–48); 45 or 90 during stoppage. */
  match_time: z.int().nonnegative().optional(),
  /** Soccer: minutes of stoppage time played so far in the current half (`45+2'`). */
  stoppage_time: z.int().nonnegative().optional(),
  /** Count-down clocks (basketball, hockey): seconds left in the current period. */
  remaining_time_in_period: z.int().nonnegative().optional(),
  /** Goals or points; sets won in tennis, volleyball and table tennis. */
  home_score: scoreValue,
  away_score: scoreValue,
  /** Goals/points per period, or games (tennis) / points (volleyball, table tennis) per set. */
  period_scores: z.array(periodScoreSchema),
  /** Tennis: the score of the current game (`0`, `15`, `30`, `40`, `A`; plain numbers in a tie-break). */
  point_score: z.object({ home: z.string(), away: z.string() }).optional(),
  /** Tennis and table tennis: who serves the next point. */
  server: z.enum(['home', 'away']).optional(),
  /** Counts per side so far (cards, corners, shots …); absent before the start and from feeds without them. */
  statistics: matchStatisticsSchema.optional(),
});
export type SportEventStatus = z.infer<typeof sportEventStatusSchema>;
