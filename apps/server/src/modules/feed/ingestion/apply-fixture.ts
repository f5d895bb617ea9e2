// fixture_change: creates or updates a fixture (names, schedule, status) in the cache and marks it
// for the write-behind; a closed or cancelled fixture leaves the cache (nothing about it can be bet).
import { MARKET_STATUS, PRODUCER, type FixtureChange, type FixtureStatus } from '../messages.ts';
import type { CachedFixture } from '../../market-data/odds-cache.ts';
import type { ApplyContext, ApplyResult } from './apply-context.ts';

const TERMINAL: ReadonlySet<FixtureStatus> = new Set(['closed', 'cancelled']);

function fromMessage(message: FixtureChange): CachedFixture {
  const f = message.fixture;
  return {
    id: f.id,
    sport: { id: f.sport.id, name: f.sport.name },
    category: { id: f.category.id, name: f.category.name, countryCode: f.category.country_code ?? null },
    tournament: { id: f.tournament.id, name: f.tournament.name },
    home: {
      id: f.competitors.home.id,
      name: f.competitors.home.name,
      abbreviation: f.competitors.home.abbreviation ?? null,
    },
    away: {
      id: f.competitors.away.id,
      name: f.competitors.away.name,
      abbreviation: f.competitors.away.abbreviation ?? null,
    },
    startTime: f.start_time,
    status: f.status,
    statusTs: message.timestamp,
    eventStatus: null,
    lastMessageAt: message.timestamp,
    fixtureTs: message.timestamp,
    oddsTs: { 1: 0, 3: 0 },
    markets: new Map(),
  };
}

function sameCatalogue(a: CachedFixture, b: CachedFixture): boolean {
  return (
    a.sport.id === b.sport.id &&
    a.sport.name === b.sport.name &&
    a.category.id === b.category.id &&
    a.category.name === b.category.name &&
    a.category.countryCode === b.category.countryCode &&
    a.tournament.id === b.tournament.id &&
    a.tournament.name === b.tournament.name &&
    a.home.id === b.home.id &&
    a.home.name === b.home.name &&
    a.home.abbreviation === b.home.abbreviation &&
    a.away.id === b.away.id &&
    a.away.name === b.away.name &&
    a.away.abbreviation === b.away.abbreviation
  );
}

/**
 * Lines a status leaves without a price: once in play, pre-match lines are handed over; once over,
 * no line is offered. The feed says so itself, but a missed message (or a restart) must not leave a
 * stale line open.
 */
function closeLines(ctx: ApplyContext, fixture: CachedFixture, ts: number): void {
  const over = fixture.status !== 'not_started' && fixture.status !== 'live';
  if (!over && fixture.status !== 'live') return;
  for (const line of fixture.markets.values()) {
    if (line.status !== MARKET_STATUS.active && line.status !== MARKET_STATUS.suspended) continue;
    if (!over && line.producer !== PRODUCER.prematch) continue;
    line.status = over ? MARKET_STATUS.deactivated : MARKET_STATUS.handedOver;
    line.ts = Math.max(line.ts, ts);
    ctx.writes.market(line);
    ctx.publisher.marketChanged(fixture, line, ts);
  }
}

/**
 * Moves a fixture to a new status unless it has already reached a final one. Returns whether it
 * changed. Used by fixture_change and by the status inside odds_change.
 */
export function setFixtureStatus(
  ctx: ApplyContext,
  fixture: CachedFixture,
  status: FixtureStatus,
  ts: number,
): boolean {
  if (status === fixture.status || ts < fixture.statusTs || TERMINAL.has(fixture.status)) return false;
  fixture.status = status;
  fixture.statusTs = ts;
  ctx.writes.fixture(fixture);
  closeLines(ctx, fixture, ts);
  if (TERMINAL.has(status)) {
    ctx.cache.remove(fixture.id);
    ctx.finished.set(fixture.id, ts);
    ctx.timelines.forget(fixture.id);
  } else {
    ctx.cache.touch();
  }
  return true;
}

export function applyFixtureChange(ctx: ApplyContext, message: FixtureChange): ApplyResult {
  const incoming = fromMessage(message);
  const fixture = ctx.cache.fixture(message.event_id);
  if (!fixture) {
    const finishedAt = ctx.finished.get(message.event_id);
    if (finishedAt !== undefined) return message.timestamp < finishedAt ? 'stale' : 'duplicate';
    // Stored even when already over (a late message, or a recovery): the database keeps every fixture.
    ctx.writes.fixture(incoming, true);
    if (TERMINAL.has(incoming.status)) ctx.finished.set(incoming.id, message.timestamp);
    else ctx.cache.put(incoming);
    return 'applied';
  }
  if (message.timestamp < fixture.fixtureTs) return 'stale';
  fixture.fixtureTs = message.timestamp;
  fixture.lastMessageAt = Math.max(fixture.lastMessageAt, message.timestamp);
  let changed = false;
  if (!sameCatalogue(fixture, incoming)) {
    fixture.sport = incoming.sport;
    fixture.category = incoming.category;
    fixture.tournament = incoming.tournament;
    fixture.home = incoming.home;
    fixture.away = incoming.away;
    ctx.writes.fixture(fixture, true);
    ctx.cache.put(fixture);
    changed = true;
  }
  if (fixture.startTime !== incoming.startTime) {
    fixture.startTime = incoming.startTime;
    ctx.writes.fixture(fixture);
    ctx.cache.touch();
    changed = true;
  }
  if (setFixtureStatus(ctx, fixture, incoming.status, message.timestamp)) changed = true;
  return changed ? 'applied' : 'duplicate';
}
