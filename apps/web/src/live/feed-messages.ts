// Feed message payloads of SPEC.md §7, checked at the edge (DESIGN.md: zod on MQTT payloads):
// odds_change `{ markets: [{ id, specifier?, status?, outcomes: [{ id, odds, active }] }], …extras }`
// and bet_stop `{ event_id, match_id }`. The match id comes from the topic.
import * as z from 'zod/mini';
import { parseFeedTopic, type FeedType } from './topics.ts';

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

export const oddsChangeSchema = z.looseObject({ markets: z.array(marketSchema) });
export const betStopSchema = z.looseObject({
  event_id: z.optional(id),
  match_id: z.optional(id),
});

export type OddsChangePayload = z.infer<typeof oddsChangeSchema>;
export type OddsChangeMarket = z.infer<typeof marketSchema>;

interface FeedMessageBase {
  topic: string;
  feed: FeedType;
  matchId: number;
}

export type FeedMessage =
  | (FeedMessageBase & { kind: 'odds_change'; data: OddsChangePayload })
  | (FeedMessageBase & { kind: 'bet_stop' });

/** The decoded JSON of a payload, or undefined when it is not JSON. */
export function decodePayload(payload: unknown): unknown {
  try {
    if (typeof payload === 'string') return JSON.parse(payload) as unknown;
    // mqtt.js hands over a Buffer (a Uint8Array); isView also holds across realms.
    if (ArrayBuffer.isView(payload)) return JSON.parse(new TextDecoder().decode(payload)) as unknown;
  } catch {
    return undefined;
  }
  return payload;
}

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

/** A market without a status is open; any status but 1 (active) takes no bets. */
export function isMarketOpen(market: Pick<OddsChangeMarket, 'status'>): boolean {
  return market.status === undefined || market.status === null || market.status === 1;
}

/** The message's markets with every outcome of a market that is not open marked inactive. */
export function withClosedMarketsInactive(markets: readonly OddsChangeMarket[]): OddsChangeMarket[] {
  return markets.map((m) =>
    isMarketOpen(m) ? m : { ...m, outcomes: m.outcomes.map((o) => ({ ...o, active: false })) },
  );
}
