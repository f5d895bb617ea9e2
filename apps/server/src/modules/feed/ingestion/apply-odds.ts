// odds_change and bet_stop: update the lines of a fixture in the cache, in feed order, and mark what
// changed for the write-behind and the publisher. odds_change is the producer's full picture of the
// event, so a line of that producer missing from it is no longer offered (deactivated).
import { findMarket } from '../../market-data/markets.ts';
import {
  MARKET_STATUS,
  PRODUCER,
  type BetStop,
  type MarketGroup,
  type OddsChange,
  type OddsMarket,
  type SportEventStatus,
} from '../messages.ts';
import {
  marketKey,
  type CachedFixture,
  type CachedMarket,
  type CachedOutcome,
} from '../../market-data/odds-cache.ts';
import type { MatchStatistics, StatisticKey } from '../../market-data/event-status.ts';
import type { ApplyContext, ApplyResult } from './apply-context.ts';
import { setFixtureStatus } from './apply-fixture.ts';

function sameOutcomes(a: readonly CachedOutcome[], b: OddsMarket['outcomes']): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    if (!x || !y || x.id !== y.id || x.odds !== y.odds || x.active !== y.active) return false;
  }
  return true;
}

function sameStatistics(a: MatchStatistics | undefined, b: MatchStatistics | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(b) as StatisticKey[];
  if (Object.keys(a).length !== keys.length) return false;
  return keys.every((k) => a[k]?.home === b[k]?.home && a[k]?.away === b[k]?.away);
}

function sameEventStatus(a: SportEventStatus | null, b: SportEventStatus): boolean {
  if (
    a === null ||
    a.status !== b.status ||
    a.period !== b.period ||
    a.period_name !== b.period_name ||
    a.match_time !== b.match_time ||
    a.stoppage_time !== b.stoppage_time ||
    a.remaining_time_in_period !== b.remaining_time_in_period ||
    a.home_score !== b.home_score ||
    a.away_score !== b.away_score ||
    a.server !== b.server ||
    a.point_score?.home !== b.point_score?.home ||
    a.point_score?.away !== b.point_score?.away ||
    a.period_scores.length !== b.period_scores.length ||
    !sameStatistics(a.statistics, b.statistics)
  )
    return false;
  return a.period_scores.every((p, i) => {
    const q = b.period_scores[i];
    return (
      q !== undefined && p.number === q.number && p.type === q.type && p.home === q.home && p.away === q.away
    );
  });
}

function unknownOrFinished(ctx: ApplyContext, eventId: number): ApplyResult {
  return ctx.finished.has(eventId) ? 'stale' : 'unknown_fixture';
}

function changed(ctx: ApplyContext, fixture: CachedFixture, market: CachedMarket, ts: number): void {
  ctx.writes.market(market);
  ctx.publisher.marketChanged(fixture, market, ts);
}

export function applyOddsChange(ctx: ApplyContext, message: OddsChange): ApplyResult {
  const fixture = ctx.cache.fixture(message.event_id);
  if (!fixture) return unknownOrFinished(ctx, message.event_id);
  const producer = message.producer;
  const ts = message.timestamp;
  if (ts < fixture.oddsTs[producer]) return 'stale';
  fixture.oddsTs[producer] = ts;
  if (ts > fixture.lastMessageAt) fixture.lastMessageAt = ts;
  let any = false;
  const quoted = new Set<string>();
  for (const m of message.markets) {
    const key = marketKey(m.id, m.specifier);
    quoted.add(key);
    const line = fixture.markets.get(key);
    if (!line) {
      const created: CachedMarket = {
        fixtureId: fixture.id,
        marketId: m.id,
        specifier: m.specifier,
        status: m.status,
        producer,
        ts,
        // The parsed message is ingestion's own copy (zod returns new objects): kept, not copied again.
        outcomes: m.outcomes,
      };
      fixture.markets.set(key, created);
      changed(ctx, fixture, created, ts);
      any = true;
      continue;
    }
    // Settled and cancelled are final for odds (only a rollback reopens them), so a replayed or
    // reordered odds_change of the same moment cannot undo a settlement.
    if (line.status === MARKET_STATUS.settled || line.status === MARKET_STATUS.cancelled) continue;
    // The live producer takes a line over at kick-off; the pre-match producer never takes it back.
    if (line.producer !== producer && producer === PRODUCER.prematch) continue;
    if (line.producer === producer && ts < line.ts) continue;
    if (line.producer === producer && line.status === m.status && sameOutcomes(line.outcomes, m.outcomes))
      continue;
    line.status = m.status;
    line.producer = producer;
    line.ts = ts;
    line.outcomes = m.outcomes;
    changed(ctx, fixture, line, ts);
    any = true;
  }
  if (quoted.size < fixture.markets.size) {
    for (const [key, line] of fixture.markets) {
      if (line.producer !== producer || quoted.has(key)) continue;
      if (line.status !== MARKET_STATUS.active && line.status !== MARKET_STATUS.suspended) continue;
      line.status = MARKET_STATUS.deactivated;
      line.ts = ts;
      changed(ctx, fixture, line, ts);
      any = true;
    }
  }
  const status = message.sport_event_status;
  if (status && !sameEventStatus(fixture.eventStatus, status)) {
    fixture.eventStatus = status;
    ctx.writes.fixture(fixture);
    ctx.publisher.statusChanged(fixture, producer, ts);
    setFixtureStatus(ctx, fixture, status.status, ts);
    any = true;
  }
  return any ? 'applied' : 'duplicate';
}

function inGroups(marketId: number, groups: BetStop['groups']): boolean {
  if (groups === 'all') return true;
  const market = findMarket(marketId);
  return market !== undefined && market.groups.some((g) => (groups as readonly MarketGroup[]).includes(g));
}

export function applyBetStop(ctx: ApplyContext, message: BetStop): ApplyResult {
  const fixture = ctx.cache.fixture(message.event_id);
  if (!fixture) return unknownOrFinished(ctx, message.event_id);
  const producer = message.producer;
  const ts = message.timestamp;
  if (ts < fixture.oddsTs[producer]) return 'stale';
  fixture.oddsTs[producer] = ts;
  if (ts > fixture.lastMessageAt) fixture.lastMessageAt = ts;
  let any = false;
  for (const line of fixture.markets.values()) {
    if (
      line.producer !== producer ||
      line.status !== MARKET_STATUS.active ||
      !inGroups(line.marketId, message.groups)
    )
      continue;
    line.status = MARKET_STATUS.suspended;
    line.ts = ts;
    ctx.writes.market(line);
    any = true;
  }
  if (any) ctx.publisher.betStop(fixture, producer, ts, message.groups, 'bet_stop');
  return any ? 'applied' : 'duplicate';
}
