// The feed's message model: zod schemas and their types for every message a feed source delivers,
// shaped like the industry's unified odds feeds (fixture_change, odds_change, bet_stop, bet_settlement,
// bet_cancel, the rollbacks, alive) and, beside them, the match timeline of a live-data feed. Field
// names are snake_case as on that wire and in SPEC.md §7.
import {
  MARKET_GROUPS,
  MARKET_STATUS,
  type FixtureStatus,
  type MarketGroup,
  type MarketStatus,
} from '@slipstream/domain';
import { z } from 'zod';
import {
  fixtureStatusSchema,
  sportEventStatusSchema,
  type SportEventStatus,
} from '../market-data/event-status.ts';
import { timelineEntrySchema, type TimelineEntry } from '../market-data/match-timeline.ts';
import { PRODUCER, producerSchema, type ProducerId } from '../market-data/producers.ts';

// The status and group vocabularies are shared with the web app (packages/domain/src/sports-views.ts);
// producers and the match state are market data the odds cache shares (modules/market-data).
export { MARKET_STATUS, type FixtureStatus, type MarketGroup, type MarketStatus };
export { PRODUCER, sportEventStatusSchema, type ProducerId, type SportEventStatus };
export { timelineEntrySchema, type TimelineEntry };

export const marketStatusSchema = z.literal([
  MARKET_STATUS.active,
  MARKET_STATUS.suspended,
  MARKET_STATUS.deactivated,
  MARKET_STATUS.handedOver,
  MARKET_STATUS.settled,
  MARKET_STATUS.cancelled,
]);

/** Milliseconds since the Unix epoch (UTC). */
const epochMs = z.int().nonnegative();
const id = z.int().positive();
const eventId = id.describe('the match id (an int), the same as fixture.id');

/** Decimal odds with at most 2 places, at least 1.01 (SPEC.md §9: odds display 2 decimals). */
export const oddsSchema = z
  .number()
  .min(1.01)
  .max(1000)
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'odds have at most 2 decimals');

/** `key=value` pairs joined by `|`; the empty string for a market without specifiers. */
export const specifierSchema = z.string().regex(/^$|^[a-z_]+=[^|=]+(\|[a-z_]+=[^|=]+)*$/);

const named = z.object({ id, name: z.string().min(1) });

export const fixtureSchema = z.object({
  id,
  sport: named,
  category: named.extend({ country_code: z.string().length(3).optional() }),
  tournament: named,
  competitors: z.object({
    home: named.extend({ abbreviation: z.string().min(1).max(4).optional() }),
    away: named.extend({ abbreviation: z.string().min(1).max(4).optional() }),
  }),
  start_time: epochMs.describe('scheduled start'),
  status: fixtureStatusSchema,
  /** True while the match is in play; lets a consumer tell live from pre-match without status logic. */
  live: z.boolean(),
});
export type Fixture = z.infer<typeof fixtureSchema>;

export const fixtureChangeSchema = z.object({
  type: z.literal('fixture_change'),
  event_id: eventId,
  producer: producerSchema,
  timestamp: epochMs,
  /** new: first announcement; status: the status changed; start_time: rescheduled; recovery: a snapshot sent when a source (re)starts. */
  change_type: z.enum(['new', 'status', 'start_time', 'recovery']),
  fixture: fixtureSchema,
});

export const oddsOutcomeSchema = z.object({
  id: z.string().min(1),
  /** The last price; when active is 0 it is shown for reference and cannot be bet. */
  odds: oddsSchema,
  active: z.literal([0, 1]),
});

export const oddsMarketSchema = z.object({
  id,
  specifier: specifierSchema,
  status: marketStatusSchema,
  outcomes: z.array(oddsOutcomeSchema).min(1),
});
export type OddsMarket = z.infer<typeof oddsMarketSchema>;

/**
 * The producer's current view of the event: every market it holds open (active, suspended or
 * deactivated) — a full snapshot, so a consumer may replace what it has. A market drops out of later
 * snapshots once it is settled or handed over.
 */
export const oddsChangeSchema = z.object({
  type: z.literal('odds_change'),
  event_id: eventId,
  producer: producerSchema,
  timestamp: epochMs,
  sport_event_status: sportEventStatusSchema.optional(),
  markets: z.array(oddsMarketSchema),
});

export const marketGroupSchema = z.enum(MARKET_GROUPS);

/** Stop accepting bets on the event's markets (all, or one group) until the next odds_change re-opens them. */
export const betStopSchema = z.object({
  type: z.literal('bet_stop'),
  event_id: eventId,
  producer: producerSchema,
  timestamp: epochMs,
  groups: z.union([z.literal('all'), z.array(marketGroupSchema).min(1)]).default('all'),
});

export const marketRefSchema = z.object({ id, specifier: specifierSchema });

/**
 * A settled outcome. A bet's return per unit stake is
 * `void_factor + (1 - void_factor) * result * dead_heat_factor * odds`:
 * result 1 / void 0 won; result 0 / void 0 lost; void 1 refunded (a push on a whole line);
 * result 1 / void 0.5 half won, half refunded; result 0 / void 0.5 half lost, half refunded (quarter lines).
 */
export const settledOutcomeSchema = z.object({
  id: z.string().min(1),
  result: z.literal([0, 1]),
  void_factor: z.literal([0, 0.5, 1]).default(0),
  dead_heat_factor: z.number().gt(0).max(1).default(1),
});
export type SettledOutcome = z.infer<typeof settledOutcomeSchema>;

export const betSettlementSchema = z.object({
  type: z.literal('bet_settlement'),
  event_id: eventId,
  producer: producerSchema,
  timestamp: epochMs,
  /** 1 = live-scouted (may still be corrected), 2 = confirmed. */
  certainty: z.literal([1, 2]),
  markets: z.array(marketRefSchema.extend({ outcomes: z.array(settledOutcomeSchema).min(1) })).min(1),
});

/** Void bets on these markets (all bets, or only those placed inside the optional time window). */
export const betCancelSchema = z.object({
  type: z.literal('bet_cancel'),
  event_id: eventId,
  producer: producerSchema,
  timestamp: epochMs,
  start_time: epochMs.optional(),
  end_time: epochMs.optional(),
  markets: z.array(marketRefSchema).min(1),
});

/** Undo an earlier bet_settlement of these markets: their bets are open again. */
export const rollbackBetSettlementSchema = z.object({
  type: z.literal('rollback_bet_settlement'),
  event_id: eventId,
  producer: producerSchema,
  timestamp: epochMs,
  markets: z.array(marketRefSchema).min(1),
});

/** Undo an earlier bet_cancel of these markets (with the same window, if it had one). */
export const rollbackBetCancelSchema = z.object({
  type: z.literal('rollback_bet_cancel'),
  event_id: eventId,
  producer: producerSchema,
  timestamp: epochMs,
  start_time: epochMs.optional(),
  end_time: epochMs.optional(),
  markets: z.array(marketRefSchema).min(1),
});

/**
 * Heartbeat of one producer. A consumer marks the producer down (and suspends its markets) when no
 * alive arrives for a while, or when subscribed is 0.
 */
export const aliveSchema = z.object({
  type: z.literal('alive'),
  producer: producerSchema,
  timestamp: epochMs,
  subscribed: z.literal([0, 1]),
});

/**
 * One entry of the match's timeline (a goal, a card, a point …), as a provider's live data sends them
 * beside the odds. The sport_event_status of the odds_change that follows carries the score and
 * counts it leaves. A replayed entry keeps its id, so a consumer takes each entry once.
 */
export const timelineEventSchema = z.object({
  type: z.literal('timeline_event'),
  event_id: eventId,
  producer: producerSchema,
  timestamp: epochMs,
  event: timelineEntrySchema,
});

export const feedMessageSchema = z.discriminatedUnion('type', [
  fixtureChangeSchema,
  oddsChangeSchema,
  betStopSchema,
  betSettlementSchema,
  betCancelSchema,
  rollbackBetSettlementSchema,
  rollbackBetCancelSchema,
  aliveSchema,
  timelineEventSchema,
]);

export type FixtureChange = z.infer<typeof fixtureChangeSchema>;
export type OddsChange = z.infer<typeof oddsChangeSchema>;
export type BetStop = z.infer<typeof betStopSchema>;
export type BetSettlement = z.infer<typeof betSettlementSchema>;
export type BetCancel = z.infer<typeof betCancelSchema>;
export type RollbackBetSettlement = z.infer<typeof rollbackBetSettlementSchema>;
export type RollbackBetCancel = z.infer<typeof rollbackBetCancelSchema>;
export type Alive = z.infer<typeof aliveSchema>;
export type TimelineEvent = z.infer<typeof timelineEventSchema>;
export type FeedMessage = z.infer<typeof feedMessageSchema>;
export type FeedMessageType = FeedMessage['type'];
export type MarketRef = z.infer<typeof marketRefSchema>;

/** The key a market is stored and compared under: id and specifier (`18/total=2.5`). */
export function marketKey(market: MarketRef): string {
  return `${market.id}/${market.specifier}`;
}
