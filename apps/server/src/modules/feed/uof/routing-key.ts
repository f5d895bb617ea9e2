// AMQP routing keys as the Unified Odds Feed sets them:
// `{priority}.{pre}.{live}.{message_type}.{sport_id}.{urn_prefix}:{urn_type}.{event_id}.{node_id}`,
// e.g. `hi.-.live.odds_change.1.sr:match.9536715.-`. A segment that does not apply is `-`; system
// messages (alive, snapshot_complete) carry only their type and, for a recovery's answer, the node
// that asked. A queue binds to the keys it wants (`#` for everything, `*.*.live.#` for live only).
import { PRODUCER, type ProducerId } from '../messages.ts';

export interface RoutingKey {
  priority: 'hi' | 'lo' | '-';
  /** Pre-match interest (`pre`). */
  prematch: boolean;
  /** Live interest (`live`). */
  live: boolean;
  messageType: string;
  sportId: number | null;
  /** `sr:match` and the like, with the id apart. */
  urnType: string | null;
  eventId: number | null;
  nodeId: string | null;
}

/** Messages a bettor waits on go first: odds and stops of live matches. */
const HIGH_PRIORITY = new Set(['odds_change', 'bet_stop']);

export function eventRoutingKey(
  messageType: string,
  producer: ProducerId,
  sportId: number,
  eventId: number,
  nodeId: string | null = null,
): string {
  const live = producer === PRODUCER.live;
  const priority = live && HIGH_PRIORITY.has(messageType) ? 'hi' : 'lo';
  return [
    priority,
    live ? '-' : 'pre',
    live ? 'live' : '-',
    messageType,
    sportId,
    'sr:match',
    eventId,
    nodeId ?? '-',
  ].join('.');
}

export function systemRoutingKey(
  messageType: 'alive' | 'snapshot_complete',
  nodeId: string | null = null,
): string {
  return `-.-.-.${messageType}.-.-.-.${nodeId ?? '-'}`;
}

const dash = (segment: string | undefined) => (segment === undefined || segment === '-' ? null : segment);

/** The parts of a routing key; null for a key that does not have the feed's shape. */
export function parseRoutingKey(key: string): RoutingKey | null {
  const parts = key.split('.');
  if (parts.length < 7 || parts.length > 8) return null;
  const [priority, pre, live, messageType, sport, urnType, event, node] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string | undefined,
  ];
  if (priority !== 'hi' && priority !== 'lo' && priority !== '-') return null;
  if (!/^[a-z_]+$/.test(messageType)) return null;
  const sportId = dash(sport);
  const eventId = dash(event);
  if ((sportId !== null && !/^\d+$/.test(sportId)) || (eventId !== null && !/^-?\d+$/.test(eventId)))
    return null;
  return {
    priority,
    prematch: pre === 'pre',
    live: live === 'live',
    messageType,
    sportId: sportId === null ? null : Number(sportId),
    urnType: dash(urnType),
    eventId: eventId === null ? null : Number(eventId),
    nodeId: dash(node),
  };
}
