// The messages the sportsbook and the account read from the broker, checked at the edge with zod
// (DESIGN.md: zod on MQTT payloads): the feed's odds_change and bet_stop (SPEC.md §7), the player's
// own balance and bet events (docs/decisions.md "Wallet", "Bets"), and a followed match's centre
// updates. This file, and zod with it, is loaded together with the MQTT client after the load event
// (app-live-client.ts), never in the first-load scripts. The crash table checks its own messages in
// its lazy game chunk.
import * as z from 'zod/mini';
import type { MatchCentreUpdate } from '../api/match-centre.ts';
import type { FeedMessage } from './feed-messages.ts';
import { parseFeedTopic } from './topics.ts';

const id = z.union([z.number(), z.string()]);

const outcomeSchema = z.looseObject({
  id,
  odds: z.optional(z.nullable(z.union([z.number(), z.string()]))),
  active: z.union([z.boolean(), z.number()]),
});

const marketSchema = z.looseObject({
  id,
  specifier: z.optional(z.nullable(z.string())),
  /** The feed's market status: 1 active; -1 suspended, 0 deactivated and the rest take no bets. */
  status: z.optional(z.nullable(z.number())),
  outcomes: z.array(outcomeSchema),
});

/** odds_change `{ markets: [{ id, specifier?, status?, outcomes: [{ id, odds, active }] }], …extras }`. */
const oddsChangeSchema = z.looseObject({ markets: z.array(marketSchema) });
/** bet_stop `{ event_id, match_id }`; the match id comes from the topic. */
const betStopSchema = z.looseObject({ event_id: z.optional(id), match_id: z.optional(id) });

export type OddsChangePayload = z.infer<typeof oddsChangeSchema>;
export type OddsChangeMarket = z.infer<typeof marketSchema>;

/** A feed message for a feed topic, or null when the topic is not a feed's or the payload is malformed. */
export function toFeedMessage(topic: string, json: unknown): FeedMessage | null {
  const parsed = parseFeedTopic(topic);
  if (!parsed) return null;
  const base = { topic, feed: parsed.feed, matchId: parsed.matchId };
  if (parsed.kind === 'bet_stop') {
    return betStopSchema.safeParse(json).success ? { ...base, kind: 'bet_stop' } : null;
  }
  const odds = oddsChangeSchema.safeParse(json);
  return odds.success ? { ...base, kind: 'odds_change', data: odds.data } : null;
}

const balanceMessage = z.object({
  availableBalance: z.number(),
  sportBonusBalance: z.number(),
  casinoBonusBalance: z.number(),
  virtualBonusBalance: z.number(),
  trustBalance: z.number(),
  seq: z.number(),
});
export type BalanceMessage = z.infer<typeof balanceMessage>;

/** `users/{id}/balance`: the player's balances after money moved, numbered by `seq`. */
export function readBalanceMessage(json: unknown): BalanceMessage | null {
  const parsed = balanceMessage.safeParse(json);
  return parsed.success ? parsed.data : null;
}

const betEvent = z.object({ betId: z.number(), status: z.string(), openBets: z.number() });
export type BetEvent = z.infer<typeof betEvent>;

/** `users/{id}/bets`: `{ betId, status, openBets }` after every status change of one of the player's bets. */
export function readBetEvent(json: unknown): BetEvent | null {
  const parsed = betEvent.safeParse(json);
  return parsed.success ? parsed.data : null;
}

// The shape's outline only: the server builds it from the same contract the type comes from.
const centreUpdate = z.looseObject({
  matchId: z.number(),
  timestamp: z.number(),
  state: z.nullable(z.looseObject({ homeScore: z.number(), awayScore: z.number() })),
  events: z.array(z.looseObject({ id: z.number(), type: z.string() })),
});

/** `feeds/live/match_centre/{id}`: new timeline entries, statistics and score of a followed match. */
export function readMatchCentreUpdate(json: unknown): MatchCentreUpdate | null {
  return centreUpdate.safeParse(json).success ? (json as MatchCentreUpdate) : null;
}
