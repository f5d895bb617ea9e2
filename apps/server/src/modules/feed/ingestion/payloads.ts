// The JSON browsers receive on the feed topics (SPEC.md §7): odds_change with markets[] of id and
// outcomes[] of id, odds and active — plus each line's specifier and status, and the score and match
// time while live — and bet_stop with event_id and match_id. Field names are snake_case as on the feed.
import { feedTopic, type FeedType } from '@slipstream/contract/topics';
import { formatInPlayTime, formatScore } from '../../market-data/live-status.ts';
import type { CachedFixture, CachedMarket, OddsCache } from '../../market-data/odds-cache.ts';
import type { FixtureStatus, MarketStatus, ProducerId } from '../messages.ts';
import { PRODUCER } from '../messages.ts';

export interface OddsChangePayload {
  event_id: number;
  match_id: number;
  producer: ProducerId;
  /** Feed time of the newest change carried. */
  timestamp: number;
  /** The fixture's status (not_started, live, ended …). */
  status: FixtureStatus;
  /** The lines that changed since the previous message on this topic (a delta, latest state). */
  markets: {
    id: number;
    specifier: string;
    status: MarketStatus;
    outcomes: { id: string; odds: number; active: 0 | 1 }[];
  }[];
  /** Live only: `home:away`, the same split, the match time as a bettor reads it, the period. */
  score?: string;
  home_score?: number;
  away_score?: number;
  in_play_time?: string;
  period_name?: string;
}

export interface BetStopPayload {
  event_id: number;
  match_id: number;
  producer: ProducerId;
  timestamp: number;
  /** Every line of the match, or those of these market groups. */
  groups: 'all' | string[];
  /** bet_stop from the feed, or the producer's heartbeat was lost (every line suspended). */
  reason: 'bet_stop' | 'producer_down';
}

/**
 * Live lines (producer 1) go to feeds/live/…, pre-match lines (producer 3) to feeds/prematch/…: a
 * selection's topic follows the producer of its price, so a live selection keeps hearing about its
 * line after the final whistle (deactivation, settlement) and a pre-match one hears the hand-over.
 */
export function topicType(producer: ProducerId): FeedType {
  return producer === PRODUCER.live ? 'live' : 'prematch';
}

export function oddsChangeTopic(producer: ProducerId, matchId: number): string {
  return feedTopic(topicType(producer), 'odds_change', matchId);
}

export function betStopTopic(producer: ProducerId, matchId: number): string {
  return feedTopic(topicType(producer), 'bet_stop', matchId);
}

export function oddsChangePayload(
  cache: OddsCache,
  fixture: CachedFixture,
  producer: ProducerId,
  markets: Iterable<CachedMarket>,
  timestamp: number,
): OddsChangePayload {
  const payload: OddsChangePayload = {
    event_id: fixture.id,
    match_id: fixture.id,
    producer,
    timestamp,
    status: fixture.status,
    markets: [],
  };
  for (const market of markets) {
    payload.markets.push({
      id: market.marketId,
      specifier: market.specifier,
      status: cache.effectiveStatus(market),
      outcomes: market.outcomes.map((o) => ({
        id: o.id,
        odds: o.odds,
        active: cache.effectiveActive(fixture, market, o),
      })),
    });
  }
  const status = fixture.eventStatus;
  if (status && status.status !== 'not_started') {
    payload.score = formatScore(status);
    payload.home_score = status.home_score;
    payload.away_score = status.away_score;
    payload.in_play_time = formatInPlayTime(status);
    payload.period_name = status.period_name;
  }
  return payload;
}

export function betStopPayload(
  matchId: number,
  producer: ProducerId,
  timestamp: number,
  groups: 'all' | string[],
  reason: BetStopPayload['reason'],
): BetStopPayload {
  return { event_id: matchId, match_id: matchId, producer, timestamp, groups, reason };
}
