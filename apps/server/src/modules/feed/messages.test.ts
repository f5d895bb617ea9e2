import { describe, expect, it } from 'vitest';
import { feedMessageSchema, marketKey, oddsSchema, specifierSchema } from './messages.ts';

const fixture = {
  id: 201620003,
  sport: { id: 1, name: 'Soccer' },
  category: { id: 1, name: 'England', country_code: 'ENG' },
  tournament: { id: 17, name: 'Premier League' },
  competitors: {
    home: { id: 101700, name: 'Leeds City', abbreviation: 'LEE' },
    away: { id: 101701, name: 'Hull Rovers' },
  },
  start_time: 1742047200000,
  status: 'not_started',
  live: false,
};

describe('feed messages', () => {
  it('accepts one message of every type', () => {
    const messages = [
      { type: 'fixture_change', event_id: 201620003, producer: 3, timestamp: 1, change_type: 'new', fixture },
      {
        type: 'odds_change',
        event_id: 201620003,
        producer: 1,
        timestamp: 2,
        sport_event_status: {
          status: 'live',
          period: 1,
          period_name: '1st half',
          match_time: 45,
          stoppage_time: 2,
          home_score: 1,
          away_score: 0,
          period_scores: [{ number: 1, type: 'regular', home: 1, away: 0 }],
        },
        markets: [
          {
            id: 18,
            specifier: 'total=2.5',
            status: 1,
            outcomes: [
              { id: '12', odds: 1.85, active: 1 },
              { id: '13', odds: 1.95, active: 1 },
            ],
          },
          { id: 1, specifier: '', status: -1, outcomes: [{ id: '1', odds: 1.01, active: 0 }] },
        ],
      },
      { type: 'bet_stop', event_id: 201620003, producer: 1, timestamp: 3 },
      {
        type: 'bet_settlement',
        event_id: 201620003,
        producer: 1,
        timestamp: 4,
        certainty: 1,
        markets: [
          {
            id: 18,
            specifier: 'total=2.25',
            outcomes: [
              { id: '12', result: 1, void_factor: 0.5 },
              { id: '13', result: 0, void_factor: 0.5 },
            ],
          },
        ],
      },
      {
        type: 'bet_cancel',
        event_id: 201620003,
        producer: 3,
        timestamp: 5,
        start_time: 1,
        end_time: 2,
        markets: [{ id: 1, specifier: '' }],
      },
      {
        type: 'rollback_bet_settlement',
        event_id: 201620003,
        producer: 1,
        timestamp: 6,
        markets: [{ id: 1, specifier: '' }],
      },
      {
        type: 'rollback_bet_cancel',
        event_id: 201620003,
        producer: 3,
        timestamp: 7,
        markets: [{ id: 1, specifier: '' }],
      },
      { type: 'alive', producer: 3, timestamp: 8, subscribed: 1 },
    ];
    for (const message of messages) expect(feedMessageSchema.safeParse(message).error).toBeUndefined();
  });

  it('fills in defaults: a bet stop covers all markets, an outcome is not a dead heat', () => {
    const stop = feedMessageSchema.parse({ type: 'bet_stop', event_id: 1, producer: 1, timestamp: 0 });
    expect(stop).toMatchObject({ groups: 'all' });
    const settlement = feedMessageSchema.parse({
      type: 'bet_settlement',
      event_id: 1,
      producer: 1,
      timestamp: 0,
      certainty: 2,
      markets: [{ id: 1, specifier: '', outcomes: [{ id: '1', result: 1 }] }],
    });
    expect(settlement).toMatchObject({ markets: [{ outcomes: [{ void_factor: 0, dead_heat_factor: 1 }] }] });
  });

  it('rejects odds below 1.01, above 1000 or with more than 2 decimals', () => {
    expect(oddsSchema.safeParse(1.0).success).toBe(false);
    expect(oddsSchema.safeParse(1.005).success).toBe(false);
    expect(oddsSchema.safeParse(2.125).success).toBe(false);
    expect(oddsSchema.safeParse(1001).success).toBe(false);
    expect(oddsSchema.safeParse(1.01).success).toBe(true);
    expect(oddsSchema.safeParse(17.47).success).toBe(true);
  });

  it('accepts specifiers as key=value pairs joined by |', () => {
    for (const ok of ['', 'total=2.5', 'hcp=-0.75', 'setnr=2', 'hcp=1|total=2.5'])
      expect(specifierSchema.safeParse(ok).success).toBe(true);
    for (const bad of ['total', '=2', 'total=2.5|', 'Total=2'])
      expect(specifierSchema.safeParse(bad).success).toBe(false);
  });

  it('rejects unknown message types, producers and statuses', () => {
    expect(
      feedMessageSchema.safeParse({ type: 'odds', event_id: 1, producer: 1, timestamp: 0 }).success,
    ).toBe(false);
    expect(
      feedMessageSchema.safeParse({ type: 'alive', producer: 2, timestamp: 0, subscribed: 1 }).success,
    ).toBe(false);
    expect(
      feedMessageSchema.safeParse({
        type: 'fixture_change',
        event_id: 1,
        producer: 3,
        timestamp: 0,
        change_type: 'new',
        fixture: { ...fixture, status: 'postponed' },
      }).success,
    ).toBe(false);
  });

  it('keys a market by id and specifier', () => {
    expect(marketKey({ id: 18, specifier: 'total=2.5' })).toBe('18/total=2.5');
  });
});
