// The feed's messages as the live client hands them on (SPEC.md §7): odds_change with its markets
// and bet_stop, for the match named by the topic. Their payloads are checked in message-checks.ts,
// which loads with the MQTT client; what is here is in the first-load scripts.
import type { OddsChangeMarket, OddsChangePayload } from './message-checks.ts';
import type { FeedType } from './topics.ts';

export type { OddsChangeMarket, OddsChangePayload };

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
