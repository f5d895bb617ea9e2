// The simulator as a Unified Odds Feed provider: each feed message written as the provider's XML,
// with the routing key it is published under. A fixture_change says only that something changed and
// when the match starts; the fixture itself is read from the provider's HTTP API (fixture-xml.ts).
import type { FeedMessage, SportEventStatus, TimelineEvent } from '../messages.ts';
import type { SportKey } from '../../market-data/sports.ts';
import { MatchStatuses, periodScoreName } from './match-status.ts';
import { eventRoutingKey, systemRoutingKey } from './routing-key.ts';
import { statisticsNode } from './statistics-xml.ts';
import { urnOf } from './urn.ts';
import { writeXml, type XmlNode } from './xml.ts';

/** The provider's fixture change types: 1 new, 2 date and time, 3 cancelled. */
export const CHANGE_TYPE = { new: 1, startTime: 2, cancelled: 3 } as const;

/** The provider's sport event statuses, by our fixture status. */
export const EVENT_STATUS = { not_started: 0, live: 1, ended: 3, closed: 4, cancelled: 5 } as const;

export interface EncodedMessage {
  routingKey: string;
  xml: string;
}

export interface EncodeContext {
  /** The sport of the message's match (for the routing key and period score codes); alive has none. */
  sport?: { key: SportKey; id: number };
  statuses?: MatchStatuses;
  /** Set on the messages that answer a recovery request. */
  requestId?: number;
}

const defaultStatuses = new MatchStatuses();

/** `m` or `m:ss` as the provider writes clock times. */
function clockTime(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/** A tennis game score as the provider counts it: 0, 15, 30, 40 and 50 for advantage. */
function gameScore(point: string): number {
  return point === 'A' ? 50 : Number(point);
}

function sportEventStatusNode(status: SportEventStatus, sport: SportKey, statuses: MatchStatuses): XmlNode {
  const code = (name: string) => {
    const found = statuses.codeOf(name);
    if (found === undefined) throw new Error(`no match status code for "${name}"`);
    return found;
  };
  const clock =
    status.match_time !== undefined || status.remaining_time_in_period !== undefined
      ? {
          match_time: status.match_time === undefined ? undefined : clockTime(status.match_time * 60),
          stoppage_time:
            status.stoppage_time === undefined ? undefined : clockTime(status.stoppage_time * 60),
          remaining_time_in_period:
            status.remaining_time_in_period === undefined
              ? undefined
              : clockTime(status.remaining_time_in_period),
        }
      : undefined;
  // A tie-break counts plain points; a point count a game cannot have tells it apart.
  const gamePoint = /^(0|15|30|40|A)$/;
  const tiebreak =
    status.point_score &&
    !(gamePoint.test(status.point_score.home) && gamePoint.test(status.point_score.away));
  return {
    status: EVENT_STATUS[status.status],
    match_status: code(status.period_name),
    home_score: status.home_score,
    away_score: status.away_score,
    home_gamescore: status.point_score ? gameScore(status.point_score.home) : undefined,
    away_gamescore: status.point_score ? gameScore(status.point_score.away) : undefined,
    tiebreak: status.point_score ? String(Boolean(tiebreak)) : undefined,
    current_server: status.server === undefined ? undefined : status.server === 'home' ? 1 : 2,
    clock,
    period_scores:
      status.period_scores.length > 0
        ? {
            period_score: status.period_scores.map((p) => ({
              match_status_code: code(periodScoreName(sport, p.type, p.number)),
              number: p.number,
              home_score: p.home,
              away_score: p.away,
            })),
          }
        : undefined,
    statistics: statisticsNode(status.statistics),
  };
}

const marketRef = (m: { id: number; specifier: string }) => ({
  id: m.id,
  specifiers: m.specifier || undefined,
});

/**
 * The messages the odds feed has. A match's timeline is not among them: a provider serves it apart
 * (its Sports API's timeline, or its live-data product).
 */
export type OddsFeedMessage = Exclude<FeedMessage, TimelineEvent>;

/** The XML body and routing key of `message`. */
export function encodeFeedMessage(message: OddsFeedMessage, context: EncodeContext): EncodedMessage {
  const statuses = context.statuses ?? defaultStatuses;
  if (message.type === 'alive') {
    return {
      routingKey: systemRoutingKey('alive'),
      xml: writeXml('alive', {
        product: message.producer,
        timestamp: message.timestamp,
        subscribed: message.subscribed,
      }),
    };
  }
  const sport = context.sport;
  if (!sport) throw new Error(`${message.type} of match ${message.event_id} needs the match's sport`);
  const head = {
    product: message.producer,
    event_id: urnOf('match', message.event_id),
    timestamp: message.timestamp,
    request_id: context.requestId,
  };
  const routingKey = eventRoutingKey(message.type, message.producer, sport.id, message.event_id);
  const node = ((): XmlNode => {
    switch (message.type) {
      case 'fixture_change':
        return {
          ...head,
          change_type:
            message.change_type === 'new'
              ? CHANGE_TYPE.new
              : message.change_type === 'start_time'
                ? CHANGE_TYPE.startTime
                : message.fixture.status === 'cancelled'
                  ? CHANGE_TYPE.cancelled
                  : undefined,
          start_time: message.fixture.start_time,
        };
      case 'odds_change':
        return {
          ...head,
          sport_event_status: message.sport_event_status
            ? sportEventStatusNode(message.sport_event_status, sport.key, statuses)
            : undefined,
          odds: {
            market: message.markets.map((m) => ({
              ...marketRef(m),
              status: m.status,
              outcome: m.outcomes.map((o) => ({ id: o.id, odds: o.odds, active: o.active })),
            })),
          },
        };
      case 'bet_stop':
        return {
          ...head,
          groups: message.groups === 'all' ? 'all' : message.groups.join('|'),
          market_status: -1,
        };
      case 'bet_settlement':
        return {
          ...head,
          certainty: message.certainty,
          outcomes: {
            market: message.markets.map((m) => ({
              ...marketRef(m),
              outcome: m.outcomes.map((o) => ({
                id: o.id,
                result: o.result,
                void_factor: o.void_factor ? o.void_factor : undefined,
                dead_heat_factor: o.dead_heat_factor !== 1 ? o.dead_heat_factor : undefined,
              })),
            })),
          },
        };
      case 'bet_cancel':
      case 'rollback_bet_cancel':
        return {
          ...head,
          start_time: message.start_time,
          end_time: message.end_time,
          market: message.markets.map(marketRef),
        };
      case 'rollback_bet_settlement':
        return { ...head, market: message.markets.map(marketRef) };
    }
  })();
  return { routingKey, xml: writeXml(message.type, node) };
}

/** The end of a recovery: everything the request asked for has been sent. */
export function encodeSnapshotComplete(
  requestId: number,
  producer: number,
  timestamp: number,
  nodeId: string | null = null,
): EncodedMessage {
  return {
    routingKey: systemRoutingKey('snapshot_complete', nodeId),
    xml: writeXml('snapshot_complete', { request_id: requestId, product: producer, timestamp }),
  };
}
