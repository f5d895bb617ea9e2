// Builds the feed messages the simulator emits from its own types (fixture → fixture_change, prices →
// odds_change, bet_stop, incidents → timeline_event), so the lifecycle reads as a story of events rather than object literals.
import type {
  FeedMessage,
  FixtureStatus,
  OddsMarket,
  ProducerId,
  SportEventStatus,
  TimelineEntry,
} from '../messages.ts';
import { SPORTS } from '../../market-data/sports.ts';
import type { SimFixture } from './calendar.ts';

export function fixtureChange(
  fixture: SimFixture,
  at: number,
  changeType: 'new' | 'status' | 'recovery',
  producer: ProducerId,
  status: FixtureStatus,
): FeedMessage {
  const sport = SPORTS[fixture.sport];
  const { category } = fixture.tournament;
  return {
    type: 'fixture_change',
    event_id: fixture.id,
    producer,
    timestamp: at,
    change_type: changeType,
    fixture: {
      id: fixture.id,
      sport: { id: sport.id, name: sport.name },
      category: {
        id: category.id,
        name: category.name,
        ...(category.countryCode ? { country_code: category.countryCode } : {}),
      },
      tournament: { id: fixture.tournament.id, name: fixture.tournament.name },
      competitors: {
        home: { id: fixture.home.id, name: fixture.home.name, abbreviation: fixture.home.abbreviation },
        away: { id: fixture.away.id, name: fixture.away.name, abbreviation: fixture.away.abbreviation },
      },
      start_time: fixture.startTime,
      status,
      live: status === 'live',
    },
  };
}

export function oddsChange(
  eventId: number,
  at: number,
  producer: ProducerId,
  markets: OddsMarket[],
  status?: SportEventStatus,
): FeedMessage {
  return {
    type: 'odds_change',
    event_id: eventId,
    producer,
    timestamp: at,
    ...(status ? { sport_event_status: status } : {}),
    markets,
  };
}

/** One entry of the match's timeline, from the live producer. */
export function timelineEvent(eventId: number, at: number, entry: TimelineEntry): FeedMessage {
  return { type: 'timeline_event', event_id: eventId, producer: 1, timestamp: at, event: entry };
}

/** Stop accepting bets on every market of the event until the next live odds_change. */
export function betStop(eventId: number, at: number): FeedMessage {
  return { type: 'bet_stop', event_id: eventId, producer: 1, timestamp: at, groups: 'all' };
}
