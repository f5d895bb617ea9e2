// The adapter's reading of the provider's XML: each message checked against the provider's schema
// (UnifiedFeed.xsd; only what the product uses is read, the rest is ignored) and turned into the
// product's feed message, which ingestion then validates against the product's own rules (odds
// steps, results, groups) as it does every source's. Two kinds need more than the message itself: a
// fixture_change names only the match, so the adapter reads the fixture from the provider's API; and
// a snapshot_complete ends a recovery the adapter asked for, which is the adapter's business rather
// than ingestion's.
import { PRODUCER, type FeedMessage, type ProducerId, type SportEventStatus } from '../messages.ts';
import { periodTypeOf, type MatchStatuses } from './match-status.ts';
import { readStatistics } from './statistics-xml.ts';
import { idOfUrn } from './urn.ts';
import { readXml, type XmlNode } from './xml.ts';
import {
  child,
  children,
  count,
  decimal,
  optionalCount,
  optionalDecimal,
  optionalText,
  optionalWhole,
  text,
  whole,
} from './xml-read.ts';

export type DecodedMessage =
  | { kind: 'feed'; message: FeedMessage; requestId: number | null }
  | {
      kind: 'fixture_change';
      eventId: number;
      producer: ProducerId;
      timestamp: number;
      changeType: 'new' | 'start_time' | 'cancelled' | 'other';
      startTime: number | null;
      requestId: number | null;
    }
  | { kind: 'snapshot_complete'; requestId: number; producer: ProducerId; timestamp: number }
  /** A message the product does not use (cashout, a producer it does not take, an outright). */
  | { kind: 'ignored'; reason: string };

/** The producers the product takes: live odds and pre-match odds. */
function producerOf(product: number): ProducerId | null {
  return product === PRODUCER.live || product === PRODUCER.prematch ? product : null;
}

/** Whole minutes of an `m:ss` or `m` clock time. */
function minutesOf(time: string | undefined): number | undefined {
  if (time === undefined) return undefined;
  const [m] = time.split(':');
  const minutes = Number(m);
  return Number.isInteger(minutes) && minutes >= 0 ? minutes : undefined;
}

function secondsOf(time: string | undefined): number | undefined {
  if (time === undefined) return undefined;
  const [m, s = '0'] = time.split(':');
  const seconds = Number(m) * 60 + Number(s);
  return Number.isInteger(seconds) && seconds >= 0 ? seconds : undefined;
}

/** The provider's event statuses as the product's: delayed and postponed have not started, suspended and interrupted are still live, abandoned is cancelled. */
const FIXTURE_STATUS: Record<number, SportEventStatus['status']> = {
  0: 'not_started',
  1: 'live',
  2: 'live',
  3: 'ended',
  4: 'closed',
  5: 'cancelled',
  6: 'not_started',
  7: 'live',
  8: 'not_started',
  9: 'cancelled',
};

function sportEventStatusOf(s: XmlNode, statuses: MatchStatuses): SportEventStatus {
  const periodScores = children(child(s, 'period_scores') ?? {}, 'period_score').map((p) => ({
    number: whole(p, 'number'),
    type: periodTypeOf(statuses.nameOf(whole(p, 'match_status_code'))),
    home: decimal(p, 'home_score'),
    away: decimal(p, 'away_score'),
  }));
  const clock = child(s, 'clock') ?? {};
  const matchTime = minutesOf(optionalText(clock, 'match_time'));
  const stoppageTime = minutesOf(optionalText(clock, 'stoppage_time'));
  const remaining = secondsOf(optionalText(clock, 'remaining_time_in_period'));
  const tiebreak = optionalText(s, 'tiebreak');
  if (tiebreak !== undefined && tiebreak !== 'true' && tiebreak !== 'false')
    throw new Error(`tiebreak="${tiebreak}" is not a boolean`);
  const points = (n: number) => (tiebreak !== 'true' && n === 50 ? 'A' : String(n));
  const homeGames = optionalWhole(s, 'home_gamescore');
  const awayGames = optionalWhole(s, 'away_gamescore');
  const server = optionalText(s, 'current_server');
  if (server !== undefined && server !== '1' && server !== '2')
    throw new Error(`current_server="${server}" is neither 1 nor 2`);
  const statistics = readStatistics(child(s, 'statistics'));
  return {
    status: FIXTURE_STATUS[whole(s, 'status')] ?? 'live',
    // The feed has no period number of its own: the highest period with a score is the current one.
    period: periodScores.reduce((max, p) => Math.max(max, p.number), 0),
    period_name: statuses.nameOf(whole(s, 'match_status')),
    ...(matchTime !== undefined ? { match_time: matchTime } : {}),
    ...(stoppageTime !== undefined ? { stoppage_time: stoppageTime } : {}),
    ...(remaining !== undefined ? { remaining_time_in_period: remaining } : {}),
    home_score: optionalDecimal(s, 'home_score') ?? 0,
    away_score: optionalDecimal(s, 'away_score') ?? 0,
    period_scores: periodScores,
    ...(homeGames !== undefined && awayGames !== undefined
      ? { point_score: { home: points(homeGames), away: points(awayGames) } }
      : {}),
    ...(server ? { server: server === '1' ? ('home' as const) : ('away' as const) } : {}),
    ...(statistics ? { statistics } : {}),
  };
}

function marketRef(m: XmlNode): { id: number; specifier: string } {
  return { id: whole(m, 'id'), specifier: optionalText(m, 'specifiers') ?? '' };
}

function oddsMarkets(odds: XmlNode | undefined) {
  const markets = [];
  for (const m of children(odds ?? {}, 'market')) {
    const outcomes = children(m, 'outcome').map((o) => ({
      id: text(o, 'id'),
      odds: optionalDecimal(o, 'odds'),
      active: optionalWhole(o, 'active') ?? 1,
    }));
    // A market without prices cannot be shown or bet; the provider sends such lines when it only
    // changes a status, and the next full odds_change brings them back.
    if (outcomes.length === 0 || outcomes.some((o) => o.odds === undefined)) continue;
    const { id, specifier } = marketRef(m);
    markets.push({ id, specifier, status: optionalWhole(m, 'status') ?? 1, outcomes });
  }
  return markets;
}

function settledMarkets(outcomes: XmlNode) {
  return children(outcomes, 'market').map((m) => ({
    ...marketRef(m),
    outcomes: children(m, 'outcome').map((o) => ({
      id: text(o, 'id'),
      result: whole(o, 'result'),
      void_factor: optionalDecimal(o, 'void_factor') ?? 0,
      dead_heat_factor: optionalDecimal(o, 'dead_heat_factor') ?? 1,
    })),
  }));
}

/** The window of a bet_cancel (or its rollback), where it has one. */
function window(node: XmlNode): { start_time?: number; end_time?: number } {
  const start = optionalCount(node, 'start_time');
  const end = optionalCount(node, 'end_time');
  return {
    ...(start !== undefined ? { start_time: start } : {}),
    ...(end !== undefined ? { end_time: end } : {}),
  };
}

const CHANGE_TYPE = { 1: 'new', 2: 'start_time', 3: 'cancelled' } as const;

/**
 * One message of the feed, read. Throws when the XML is not well-formed or a message the product uses
 * does not have the schema's shape (the consumer logs it and moves on: one bad message must not stop
 * the feed).
 */
export function decodeFeedXml(text: string, statuses: MatchStatuses): DecodedMessage {
  const { root, node } = readXml(text);
  try {
    return decodeMessage(root, node, statuses);
  } catch (err) {
    throw new Error(`${root}: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
}

function decodeMessage(root: string, node: XmlNode, statuses: MatchStatuses): DecodedMessage {
  if (root === 'alive') {
    const product = whole(node, 'product');
    const producer = producerOf(product);
    if (producer === null) return { kind: 'ignored', reason: `producer ${product}` };
    const subscribed = whole(node, 'subscribed');
    // Ingestion refuses any other value, as it does a message of another shape.
    const message = { type: 'alive', producer, timestamp: count(node, 'timestamp'), subscribed };
    return { kind: 'feed', message: message as FeedMessage, requestId: null };
  }
  if (root === 'snapshot_complete') {
    const product = whole(node, 'product');
    const producer = producerOf(product);
    if (producer === null) return { kind: 'ignored', reason: `producer ${product}` };
    return {
      kind: 'snapshot_complete',
      requestId: count(node, 'request_id'),
      producer,
      timestamp: count(node, 'timestamp'),
    };
  }

  const product = whole(node, 'product');
  const urn = text(node, 'event_id');
  const timestamp = count(node, 'timestamp');
  const requestId = optionalCount(node, 'request_id') ?? null;
  const producer = producerOf(product);
  if (producer === null) return { kind: 'ignored', reason: `producer ${product}` };
  const eventId = idOfUrn(urn, 'match');
  if (eventId === null) return { kind: 'ignored', reason: `event ${urn}` };
  const base = { event_id: eventId, producer, timestamp };
  // The product's own rules (odds steps, results, groups) are ingestion's to check, as for any source.
  const feed = (message: object): DecodedMessage => ({
    kind: 'feed',
    message: message as FeedMessage,
    requestId,
  });

  switch (root) {
    case 'fixture_change': {
      const changeType = optionalWhole(node, 'change_type');
      return {
        kind: 'fixture_change',
        eventId,
        producer,
        timestamp,
        changeType: CHANGE_TYPE[changeType as keyof typeof CHANGE_TYPE] ?? 'other',
        startTime: optionalCount(node, 'start_time') ?? null,
        requestId,
      };
    }
    case 'odds_change': {
      const status = child(node, 'sport_event_status');
      return feed({
        type: 'odds_change',
        ...base,
        ...(status ? { sport_event_status: sportEventStatusOf(status, statuses) } : {}),
        markets: oddsMarkets(child(node, 'odds')),
      });
    }
    case 'bet_stop': {
      const groups = text(node, 'groups').split('|');
      // `all` among other groups still stops everything: read as a list, ingestion would refuse it
      // (no tab is called `all`) and stop nothing.
      return feed({ type: 'bet_stop', ...base, groups: groups.includes('all') ? 'all' : groups });
    }
    case 'bet_settlement': {
      const outcomes = child(node, 'outcomes');
      if (!outcomes) throw new Error('element outcomes is missing');
      return feed({
        type: 'bet_settlement',
        ...base,
        certainty: whole(node, 'certainty'),
        markets: settledMarkets(outcomes),
      });
    }
    case 'bet_cancel':
    case 'rollback_bet_cancel':
      return feed({
        type: root,
        ...base,
        ...window(node),
        markets: children(node, 'market').map(marketRef),
      });
    case 'rollback_bet_settlement':
      return feed({
        type: 'rollback_bet_settlement',
        ...base,
        markets: children(node, 'market').map(marketRef),
      });
    default:
      return { kind: 'ignored', reason: root };
  }
}
