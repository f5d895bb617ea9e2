// The adapter's reading of the provider's XML: each message checked against the provider's schema
// (UnifiedFeed.xsd; only what the product uses is read, the rest is ignored) and turned into the
// product's feed message. Two kinds need more than the message itself: a fixture_change names only
// the match, so the adapter reads the fixture from the provider's API; and a snapshot_complete ends a
// recovery the adapter asked for, which is the adapter's business rather than ingestion's.
import { z } from 'zod';
import {
  feedMessageSchema,
  PRODUCER,
  type FeedMessage,
  type ProducerId,
  type SportEventStatus,
} from '../messages.ts';
import { periodTypeOf, type MatchStatuses } from './match-status.ts';
import { statisticsOf, statisticsXmlSchema } from './statistics-xml.ts';
import { idOfUrn } from './urn.ts';
import { readXml } from './xml.ts';

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

const int = z.coerce.number().int();
const long = z.coerce.number().int().nonnegative();
const decimal = z.coerce.number();
const list = <T extends z.ZodType>(item: T) => z.array(item).default([]);
/** An element with nothing inside (`<odds/>`) is read as the empty string; it is an element all the same. */
const element = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? {} : v), schema);

const head = z.object({
  product: int,
  event_id: z.string(),
  timestamp: long,
  request_id: long.optional(),
});

const marketAttrs = z.object({ id: int, specifiers: z.string().optional() });

const clockSchema = element(
  z.object({
    match_time: z.string().optional(),
    stoppage_time: z.string().optional(),
    remaining_time_in_period: z.string().optional(),
  }),
).optional();

const sportEventStatusSchema = z.object({
  status: int,
  match_status: int,
  home_score: decimal.optional(),
  away_score: decimal.optional(),
  home_gamescore: int.optional(),
  away_gamescore: int.optional(),
  tiebreak: z.enum(['true', 'false']).optional(),
  current_server: z.enum(['1', '2']).optional(),
  clock: clockSchema,
  period_scores: element(
    z.object({
      period_score: list(
        z.object({ match_status_code: int, number: int, home_score: decimal, away_score: decimal }),
      ),
    }),
  ).optional(),
  statistics: statisticsXmlSchema.optional(),
});

const oddsChangeXml = head.extend({
  sport_event_status: sportEventStatusSchema.optional(),
  odds: element(
    z.object({
      market: list(
        marketAttrs.extend({
          status: int.optional(),
          outcome: list(z.object({ id: z.string(), odds: decimal.optional(), active: int.optional() })),
        }),
      ),
    }),
  ).optional(),
});

const betSettlementXml = head.extend({
  certainty: int,
  outcomes: element(
    z.object({
      market: list(
        marketAttrs.extend({
          outcome: list(
            z.object({
              id: z.string(),
              result: int,
              void_factor: decimal.optional(),
              dead_heat_factor: decimal.optional(),
            }),
          ),
        }),
      ),
    }),
  ),
});

const marketListXml = head.extend({
  start_time: long.optional(),
  end_time: long.optional(),
  market: list(marketAttrs),
});

const betStopXml = head.extend({ groups: z.string() });
const fixtureChangeXml = head.extend({ change_type: int.optional(), start_time: long.optional() });
const aliveXml = z.object({ product: int, timestamp: long, subscribed: int });
const snapshotCompleteXml = z.object({ request_id: long, product: int, timestamp: long });

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

function sportEventStatusOf(
  s: z.infer<typeof sportEventStatusSchema>,
  statuses: MatchStatuses,
): SportEventStatus {
  const periodScores = (s.period_scores?.period_score ?? []).map((p) => ({
    number: p.number,
    type: periodTypeOf(statuses.nameOf(p.match_status_code)),
    home: p.home_score,
    away: p.away_score,
  }));
  const points = (n: number) => (s.tiebreak !== 'true' && n === 50 ? 'A' : String(n));
  const statistics = statisticsOf(s.statistics);
  return {
    status: FIXTURE_STATUS[s.status] ?? 'live',
    // The feed has no period number of its own: the highest period with a score is the current one.
    period: periodScores.reduce((max, p) => Math.max(max, p.number), 0),
    period_name: statuses.nameOf(s.match_status),
    ...(minutesOf(s.clock?.match_time) !== undefined ? { match_time: minutesOf(s.clock?.match_time) } : {}),
    ...(minutesOf(s.clock?.stoppage_time) !== undefined
      ? { stoppage_time: minutesOf(s.clock?.stoppage_time) }
      : {}),
    ...(secondsOf(s.clock?.remaining_time_in_period) !== undefined
      ? { remaining_time_in_period: secondsOf(s.clock?.remaining_time_in_period) }
      : {}),
    home_score: s.home_score ?? 0,
    away_score: s.away_score ?? 0,
    period_scores: periodScores,
    ...(s.home_gamescore !== undefined && s.away_gamescore !== undefined
      ? { point_score: { home: points(s.home_gamescore), away: points(s.away_gamescore) } }
      : {}),
    ...(s.current_server ? { server: s.current_server === '1' ? ('home' as const) : ('away' as const) } : {}),
    ...(statistics ? { statistics } : {}),
  };
}

const refOf = (m: { id: number; specifiers?: string | undefined }) => ({
  id: m.id,
  specifier: m.specifiers ?? '',
});

/**
 * One message of the feed, read. Throws when the XML is not well-formed or a message the product uses
 * does not have the schema's shape (the consumer logs it and moves on: one bad message must not stop
 * the feed).
 */
export function decodeFeedXml(text: string, statuses: MatchStatuses): DecodedMessage {
  const { root, node } = readXml(text);
  if (root === 'alive') {
    const a = aliveXml.parse(node);
    const producer = producerOf(a.product);
    if (producer === null) return { kind: 'ignored', reason: `producer ${a.product}` };
    const message = { type: 'alive', producer, timestamp: a.timestamp, subscribed: a.subscribed };
    return { kind: 'feed', message: feedMessageSchema.parse(message), requestId: null };
  }
  if (root === 'snapshot_complete') {
    const s = snapshotCompleteXml.parse(node);
    const producer = producerOf(s.product);
    if (producer === null) return { kind: 'ignored', reason: `producer ${s.product}` };
    return { kind: 'snapshot_complete', requestId: s.request_id, producer, timestamp: s.timestamp };
  }

  const h = head.safeParse(node);
  if (!h.success) throw new Error(`${root}: ${h.error.message}`);
  const producer = producerOf(h.data.product);
  if (producer === null) return { kind: 'ignored', reason: `producer ${h.data.product}` };
  const eventId = idOfUrn(h.data.event_id, 'match');
  if (eventId === null) return { kind: 'ignored', reason: `event ${h.data.event_id}` };
  const base = { event_id: eventId, producer, timestamp: h.data.timestamp };
  const requestId = h.data.request_id ?? null;
  const feed = (message: unknown): DecodedMessage => ({
    kind: 'feed',
    message: feedMessageSchema.parse(message),
    requestId,
  });

  switch (root) {
    case 'fixture_change': {
      const f = fixtureChangeXml.parse(node);
      const changeType =
        f.change_type === 1
          ? 'new'
          : f.change_type === 2
            ? 'start_time'
            : f.change_type === 3
              ? 'cancelled'
              : 'other';
      return {
        kind: 'fixture_change',
        eventId,
        producer,
        timestamp: f.timestamp,
        changeType,
        startTime: f.start_time ?? null,
        requestId,
      };
    }
    case 'odds_change': {
      const o = oddsChangeXml.parse(node);
      return feed({
        type: 'odds_change',
        ...base,
        ...(o.sport_event_status
          ? { sport_event_status: sportEventStatusOf(o.sport_event_status, statuses) }
          : {}),
        markets: (o.odds?.market ?? [])
          // A market without prices cannot be shown or bet; the provider sends such lines when it
          // only changes a status, and the next full odds_change brings them back.
          .filter((m) => m.outcome.length > 0 && m.outcome.every((x) => x.odds !== undefined))
          .map((m) => ({
            ...refOf(m),
            status: m.status ?? 1,
            outcomes: m.outcome.map((x) => ({ id: x.id, odds: x.odds, active: x.active ?? 1 })),
          })),
      });
    }
    case 'bet_stop': {
      const b = betStopXml.parse(node);
      return feed({ type: 'bet_stop', ...base, groups: b.groups === 'all' ? 'all' : b.groups.split('|') });
    }
    case 'bet_settlement': {
      const b = betSettlementXml.parse(node);
      return feed({
        type: 'bet_settlement',
        ...base,
        certainty: b.certainty,
        markets: b.outcomes.market.map((m) => ({
          ...refOf(m),
          outcomes: m.outcome.map((x) => ({
            id: x.id,
            result: x.result,
            void_factor: x.void_factor ?? 0,
            dead_heat_factor: x.dead_heat_factor ?? 1,
          })),
        })),
      });
    }
    case 'bet_cancel':
    case 'rollback_bet_cancel': {
      const c = marketListXml.parse(node);
      return feed({
        type: root,
        ...base,
        ...(c.start_time !== undefined ? { start_time: c.start_time } : {}),
        ...(c.end_time !== undefined ? { end_time: c.end_time } : {}),
        markets: c.market.map(refOf),
      });
    }
    case 'rollback_bet_settlement': {
      const r = marketListXml.parse(node);
      return feed({ type: 'rollback_bet_settlement', ...base, markets: r.market.map(refOf) });
    }
    default:
      return { kind: 'ignored', reason: root };
  }
}
