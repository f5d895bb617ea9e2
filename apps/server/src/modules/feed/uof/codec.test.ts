import { describe, expect, it } from 'vitest';
import { feedMessageSchema, type FeedMessage, type SportEventStatus } from '../messages.ts';
import { SPORTS, SPORT_KEYS, sportKeyOf, type SportKey } from '../../market-data/sports.ts';
import { HOUR_MS } from '../simulator/calendar.ts';
import { SimulationEngine } from '../simulator/engine.ts';
import { decodeFeedXml } from './decode.ts';
import { encodeFeedMessage, encodeSnapshotComplete } from './encode.ts';
import { MatchStatuses } from './match-status.ts';
import { parseRoutingKey } from './routing-key.ts';
import { uofStatistics } from './statistics-xml.ts';

const statuses = new MatchStatuses();
const decode = (xml: string) => decodeFeedXml(xml, statuses);

// Messages written from the provider's message schema (UnifiedFeed.xsd), with attributes the product
// does not read left in, as the provider sends them.
describe('reading the provider’s messages', () => {
  it('reads an odds_change with its sport event status, clock, period scores and markets', () => {
    const decoded = decode(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
      <odds_change product="1" event_id="sr:match:9536715" timestamp="1700000000123" request_id="7">
        <sport_event_status status="1" reporting="1" match_status="7" home_score="2" away_score="1">
          <clock match_time="63:12" stoppage_time="0:00"/>
          <period_scores>
            <period_score match_status_code="6" number="1" home_score="1" away_score="1"/>
            <period_score match_status_code="7" number="2" home_score="1" away_score="0"/>
          </period_scores>
          <statistics><yellow_cards home="1" away="2"/></statistics>
        </sport_event_status>
        <odds_generation_properties expected_totals="3.1" expected_supremacy="0.4"/>
        <odds betting_status="0">
          <market id="1" status="1" favourite="1" cashout_status="1">
            <outcome id="1" odds="1.45" probabilities="0.66" active="1"/>
            <outcome id="2" odds="4.2" active="1"/>
            <outcome id="3" odds="7.5" active="0"/>
          </market>
          <market id="18" specifiers="total=3.5" status="-1">
            <outcome id="12" odds="1.9" active="1"/>
            <outcome id="13" odds="1.85" active="1"/>
          </market>
          <market id="26" specifiers="total=4.5" status="0"/>
        </odds>
      </odds_change>`);
    expect(decoded).toEqual({
      kind: 'feed',
      requestId: 7,
      message: {
        type: 'odds_change',
        event_id: 9536715,
        producer: 1,
        timestamp: 1700000000123,
        sport_event_status: {
          status: 'live',
          period: 2,
          period_name: '2nd half',
          match_time: 63,
          stoppage_time: 0,
          home_score: 2,
          away_score: 1,
          period_scores: [
            { number: 1, type: 'regular', home: 1, away: 1 },
            { number: 2, type: 'regular', home: 1, away: 0 },
          ],
          statistics: { yellow_cards: { home: 1, away: 2 } },
        },
        markets: [
          {
            id: 1,
            specifier: '',
            status: 1,
            outcomes: [
              { id: '1', odds: 1.45, active: 1 },
              { id: '2', odds: 4.2, active: 1 },
              { id: '3', odds: 7.5, active: 0 },
            ],
          },
          {
            id: 18,
            specifier: 'total=3.5',
            status: -1,
            outcomes: [
              { id: '12', odds: 1.9, active: 1 },
              { id: '13', odds: 1.85, active: 1 },
            ],
          },
        ],
      },
    });
  });

  it('reads a tennis game score, the server and advantage; a tie-break counts plain points', () => {
    const status = (extra: string) =>
      decode(
        `<odds_change product="1" event_id="sr:match:5" timestamp="1"><sport_event_status status="1" match_status="9" home_score="1" away_score="0" home_gamescore="50" away_gamescore="40" current_server="2" ${extra}/></odds_change>`,
      );
    const game = status('tiebreak="false"');
    expect(
      game.kind === 'feed' && game.message.type === 'odds_change' && game.message.sport_event_status,
    ).toMatchObject({
      period_name: '2nd set',
      point_score: { home: 'A', away: '40' },
      server: 'away',
    });
    const tiebreak = status('tiebreak="true"');
    expect(
      tiebreak.kind === 'feed' &&
        tiebreak.message.type === 'odds_change' &&
        tiebreak.message.sport_event_status,
    ).toMatchObject({ point_score: { home: '50', away: '40' } });
  });

  it('reads bet_stop for all markets or for groups', () => {
    expect(
      decode('<bet_stop product="1" event_id="sr:match:3" timestamp="9" groups="all" market_status="-1"/>'),
    ).toEqual({
      kind: 'feed',
      requestId: null,
      message: { type: 'bet_stop', event_id: 3, producer: 1, timestamp: 9, groups: 'all' },
    });
    const groups = decode(
      '<bet_stop product="1" event_id="sr:match:3" timestamp="9" groups="goals|halves"/>',
    );
    expect(groups.kind === 'feed' && groups.message).toMatchObject({ groups: ['goals', 'halves'] });
  });

  it('reads bet_settlement with certainty, void and dead-heat factors', () => {
    const decoded = decode(`<bet_settlement product="3" event_id="sr:match:44" timestamp="100" certainty="2">
        <outcomes>
          <market id="1"><outcome id="1" result="1"/><outcome id="2" result="0"/><outcome id="3" result="0"/></market>
          <market id="16" specifiers="hcp=-0.25"><outcome id="1714" result="0" void_factor="0.5"/><outcome id="1715" result="1" void_factor="0.5"/></market>
          <market id="40" specifiers="variant=sr:exact_goals:6+"><outcome id="x" result="1" dead_heat_factor="0.5"/></market>
        </outcomes>
      </bet_settlement>`);
    expect(decoded.kind === 'feed' && decoded.message).toEqual({
      type: 'bet_settlement',
      event_id: 44,
      producer: 3,
      timestamp: 100,
      certainty: 2,
      markets: [
        {
          id: 1,
          specifier: '',
          outcomes: [
            { id: '1', result: 1, void_factor: 0, dead_heat_factor: 1 },
            { id: '2', result: 0, void_factor: 0, dead_heat_factor: 1 },
            { id: '3', result: 0, void_factor: 0, dead_heat_factor: 1 },
          ],
        },
        {
          id: 16,
          specifier: 'hcp=-0.25',
          outcomes: [
            { id: '1714', result: 0, void_factor: 0.5, dead_heat_factor: 1 },
            { id: '1715', result: 1, void_factor: 0.5, dead_heat_factor: 1 },
          ],
        },
        {
          id: 40,
          specifier: 'variant=sr:exact_goals:6+',
          outcomes: [{ id: 'x', result: 1, void_factor: 0, dead_heat_factor: 0.5 }],
        },
      ],
    });
  });

  it('reads bet_cancel with its window, and both rollbacks', () => {
    const cancel = decode(
      '<bet_cancel product="1" event_id="sr:match:8" timestamp="50" start_time="10" end_time="40"><market id="1" void_reason="12"/><market id="18" specifiers="total=2.5"/></bet_cancel>',
    );
    expect(cancel.kind === 'feed' && cancel.message).toEqual({
      type: 'bet_cancel',
      event_id: 8,
      producer: 1,
      timestamp: 50,
      start_time: 10,
      end_time: 40,
      markets: [
        { id: 1, specifier: '' },
        { id: 18, specifier: 'total=2.5' },
      ],
    });
    const rollbackSettlement = decode(
      '<rollback_bet_settlement product="3" event_id="sr:match:8" timestamp="60"><market id="1"/></rollback_bet_settlement>',
    );
    expect(rollbackSettlement.kind === 'feed' && rollbackSettlement.message).toEqual({
      type: 'rollback_bet_settlement',
      event_id: 8,
      producer: 3,
      timestamp: 60,
      markets: [{ id: 1, specifier: '' }],
    });
    const rollbackCancel = decode(
      '<rollback_bet_cancel product="1" event_id="sr:match:8" timestamp="70"><market id="1"/></rollback_bet_cancel>',
    );
    expect(rollbackCancel.kind === 'feed' && rollbackCancel.message).toMatchObject({
      type: 'rollback_bet_cancel',
    });
  });

  it('reads fixture_change as a notice to fetch the fixture, and the recovery’s snapshot_complete', () => {
    expect(
      decode(
        '<fixture_change product="3" event_id="sr:match:12" timestamp="5" change_type="2" start_time="1800000000000"/>',
      ),
    ).toEqual({
      kind: 'fixture_change',
      eventId: 12,
      producer: 3,
      timestamp: 5,
      changeType: 'start_time',
      startTime: 1800000000000,
      requestId: null,
    });
    expect(decode('<snapshot_complete request_id="42" product="1" timestamp="99"/>')).toEqual({
      kind: 'snapshot_complete',
      requestId: 42,
      producer: 1,
      timestamp: 99,
    });
  });

  it('reads alive, and leaves aside producers, events and messages the product does not take', () => {
    expect(decode('<alive product="3" timestamp="77" subscribed="0"/>')).toEqual({
      kind: 'feed',
      requestId: null,
      message: { type: 'alive', producer: 3, timestamp: 77, subscribed: 0 },
    });
    expect(decode('<alive product="4" timestamp="77" subscribed="1"/>').kind).toBe('ignored');
    expect(decode('<odds_change product="1" event_id="sr:simple_tournament:3" timestamp="1"/>').kind).toBe(
      'ignored',
    );
    expect(decode('<cashout product="1" event_id="sr:match:3" timestamp="1"/>').kind).toBe('ignored');
  });

  it('refuses what is not the schema’s shape rather than guessing', () => {
    expect(() => decode('<odds_change product="1" event_id="sr:match:1"')).toThrow();
    // Cut short: the markets it has would read as the whole picture, and the rest as withdrawn.
    expect(() =>
      decode(
        '<odds_change product="1" event_id="sr:match:1" timestamp="1"><odds><market id="1" status="1"><outcome id="1" odds="1.5"/></market>',
      ),
    ).toThrow(/unclosed/);
    expect(() =>
      decode(
        '<odds_change product="1" event_id="sr:match:1" timestamp="1"><odds><market id="1"><outcome id="1" odds="1,5"/></market></odds></odds_change>',
      ),
    ).toThrow(/odds="1,5"/);
    expect(() =>
      decode('<bet_settlement product="1" event_id="sr:match:1" timestamp="x" certainty="2"/>'),
    ).toThrow(/timestamp/);
    expect(() =>
      decode('<bet_settlement product="1" event_id="sr:match:1" timestamp="1" certainty="2"/>'),
    ).toThrow(/outcomes/);
    expect(() => decode('<a/><b/>')).toThrow();
    expect(() => decode('<alive product="1" timestamp="1" subscribed="1" product="3"/>')).toThrow();
  });

  it('leaves the product’s own rules to ingestion, which refuses what breaks them', () => {
    const decoded = decode(
      '<bet_settlement product="1" event_id="sr:match:1" timestamp="1" certainty="2"><outcomes><market id="1"><outcome id="1" result="7"/></market></outcomes></bet_settlement>',
    );
    expect(decoded.kind).toBe('feed');
    expect(decoded.kind === 'feed' && feedMessageSchema.safeParse(decoded.message).success).toBe(false);
  });
});

describe('routing keys', () => {
  it('reads the provider’s keys, with or without a node id', () => {
    expect(parseRoutingKey('hi.-.live.odds_change.6.sr:match.9536715')).toMatchObject({
      priority: 'hi',
      live: true,
      prematch: false,
      messageType: 'odds_change',
      sportId: 6,
      urnType: 'sr:match',
      eventId: 9536715,
      nodeId: null,
    });
    expect(parseRoutingKey('-.-.-.snapshot_complete.-.-.-.7')).toMatchObject({
      messageType: 'snapshot_complete',
      sportId: null,
      eventId: null,
      nodeId: '7',
    });
    expect(parseRoutingKey('odds_change')).toBeNull();
    expect(parseRoutingKey('xx.-.live.odds_change.6.sr:match.1')).toBeNull();
  });
});

describe('the simulator as the provider', () => {
  it('writes every message of a simulated world so that the adapter reads back the same message', () => {
    const engine = new SimulationEngine({
      seed: 19,
      cancelRate: 0.3,
      rollbackRate: 0.3,
      confirmDelayMs: 60_000,
    });
    const T0 = Date.UTC(2025, 5, 7, 12, 0, 0);
    const stream: FeedMessage[] = [...engine.start(T0)];
    for (let t = T0 + HOUR_MS; t <= T0 + 3 * HOUR_MS; t += HOUR_MS) stream.push(...engine.advanceTo(t));

    const sportOf = new Map<number, SportKey>();
    const seen = new Set<string>();
    for (const message of stream) {
      // The odds feed has no timeline: the provider serves it apart.
      if (message.type === 'timeline_event') continue;
      if (message.type === 'fixture_change')
        sportOf.set(message.event_id, sportKeyOf(message.fixture.sport.id)!);
      const key = message.type === 'alive' ? null : sportOf.get(message.event_id)!;
      const { xml, routingKey } = encodeFeedMessage(
        message,
        key ? { sport: { key, id: SPORTS[key].id } } : {},
      );
      const decoded = decode(xml);
      seen.add(message.type);
      const route = parseRoutingKey(routingKey);
      expect(route?.messageType).toBe(message.type);
      if (message.type === 'fixture_change') {
        expect(decoded).toMatchObject({
          kind: 'fixture_change',
          eventId: message.event_id,
          startTime: message.fixture.start_time,
        });
        continue;
      }
      if (message.type !== 'alive' && key)
        expect(route).toMatchObject({ eventId: message.event_id, sportId: SPORTS[key].id });
      expect(decoded.kind).toBe('feed');
      if (decoded.kind !== 'feed') continue;
      if (
        message.type === 'odds_change' &&
        message.sport_event_status &&
        decoded.message.type === 'odds_change'
      ) {
        // The provider has no period number: the adapter takes the highest period with a score.
        const periods = message.sport_event_status.period_scores.map((p) => p.number);
        expect(decoded.message.sport_event_status?.period).toBe(Math.max(0, ...periods));
        // Of the statistics, the odds feed carries cards and corners only.
        const { statistics, ...sent } = message.sport_event_status;
        const carried = uofStatistics(statistics);
        expect({
          ...decoded.message,
          sport_event_status: { ...decoded.message.sport_event_status, period: 0 },
        }).toEqual({
          ...message,
          sport_event_status: { ...sent, period: 0, ...(carried ? { statistics: carried } : {}) },
        });
        continue;
      }
      expect(decoded.message).toEqual(message);
    }
    for (const type of [
      'fixture_change',
      'odds_change',
      'bet_stop',
      'bet_settlement',
      'bet_cancel',
      'rollback_bet_settlement',
      'alive',
    ])
      expect(seen, type).toContain(type);
    expect(new Set(sportOf.values())).toEqual(new Set(SPORT_KEYS));
  }, 90_000);

  it('writes a status’s cards and corners as the feed’s statistics and reads them back; other counts stay off this wire', () => {
    const status: SportEventStatus = {
      status: 'live',
      period: 2,
      period_name: '2nd half',
      match_time: 71,
      home_score: 1,
      away_score: 0,
      period_scores: [
        { number: 1, type: 'regular', home: 1, away: 0 },
        { number: 2, type: 'regular', home: 0, away: 0 },
      ],
      statistics: {
        yellow_cards: { home: 2, away: 1 },
        yellow_red_cards: { home: 0, away: 1 },
        red_cards: { home: 0, away: 0 },
        corners: { home: 6, away: 3 },
        shots_on_target: { home: 5, away: 2 },
        ball_possession: { home: 58, away: 42 },
      },
    };
    const message: FeedMessage = {
      type: 'odds_change',
      event_id: 41,
      producer: 1,
      timestamp: 1_700_000_000_000,
      sport_event_status: status,
      markets: [],
    };
    const { xml } = encodeFeedMessage(message, { sport: { key: 'soccer', id: SPORTS.soccer.id } });
    expect(xml).toContain(
      '<statistics><yellow_cards home="2" away="1"/><red_cards home="0" away="0"/>' +
        '<yellow_red_cards home="0" away="1"/><corners home="6" away="3"/></statistics>',
    );
    expect(xml).not.toContain('shots_on_target');
    const decoded = decode(xml);
    expect(
      decoded.kind === 'feed' && decoded.message.type === 'odds_change' && decoded.message.sport_event_status,
    ).toMatchObject({
      statistics: {
        yellow_cards: { home: 2, away: 1 },
        yellow_red_cards: { home: 0, away: 1 },
        red_cards: { home: 0, away: 0 },
        corners: { home: 6, away: 3 },
      },
    });
    if (decoded.kind === 'feed' && decoded.message.type === 'odds_change')
      expect(Object.keys(decoded.message.sport_event_status?.statistics ?? {}).sort()).toEqual([
        'corners',
        'red_cards',
        'yellow_cards',
        'yellow_red_cards',
      ]);
  });

  it('ends a recovery with snapshot_complete on the asking node’s key', () => {
    const { xml, routingKey } = encodeSnapshotComplete(42, 1, 99, '7');
    expect(routingKey).toBe('-.-.-.snapshot_complete.-.-.-.7');
    expect(decode(xml)).toEqual({ kind: 'snapshot_complete', requestId: 42, producer: 1, timestamp: 99 });
  });
});
