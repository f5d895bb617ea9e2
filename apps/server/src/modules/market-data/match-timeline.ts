// A match's timeline as the feed reports it, one entry at a time: periods starting and breaks,
// goals and points, cards, corners, shots, substitutions, penalties and timeouts; in tennis every
// point and game with the server. Ingestion stores the entries and publishes them; the match centre
// shows them. The type names are the contract's (the providers' timeline names, passed through);
// fields are snake_case as on the feed's wire.
import { TIMELINE_EVENT_TYPES, type TimelineEventType } from '@slipstream/contract/match-centre';
import { z } from 'zod';

export { TIMELINE_EVENT_TYPES, type TimelineEventType };

const side = z.enum(['home', 'away']);
const count = z.int().nonnegative();

export const timelineEntrySchema = z.object({
  /** The match's own count from 1, in order: a replayed entry has the id it had. */
  id: z.int().positive(),
  type: z.enum(TIMELINE_EVENT_TYPES),
  /** When it happened (ms since the epoch), which a replay keeps. */
  time: z.int().nonnegative(),
  /** Whose it is; none for the match's own (a period starting, a break, the end). */
  team: side.optional(),
  /** The period it happened in (0 before the start), and its name as a bettor reads it. */
  period: count,
  period_name: z.string().min(1).optional(),
  /** Clock sports: the minute it happened in as the scoreboard shows it (`23'`, `45+2'`). */
  match_time: count.optional(),
  stoppage_time: count.optional(),
  home_score: count.optional(),
  away_score: count.optional(),
  point_score: z.object({ home: z.string(), away: z.string() }).optional(),
  server: side.optional(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** An entry as a match model makes it; the fixture's lifecycle numbers them in order. */
export type MatchIncident = Omit<TimelineEntry, 'id'>;
