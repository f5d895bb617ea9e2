import { describe, expect, it } from 'vitest';
import { buildSelection, selectionKey } from './selection.ts';

const fixture = {
  id: '901',
  gameId: '44012',
  name: 'Arsenal - Chelsea',
  competitor1: 'Arsenal',
  competitor2: 'Chelsea',
  date: '2030-05-01T19:00:00Z',
  tournament: 'Premier League',
  category: 'England',
  sport: 'Soccer',
  sportId: '1',
  producerId: 3,
};
const market = { id: '18', name: 'Total', specifier: 'total=2.5' };
const outcome = { id: '12', name: 'Over', displayName: 'Over 2.5', odds: '1.9', element_id: '77001' };

describe('buildSelection', () => {
  it('fills every field of SPEC.md §3 from the fixture, market and outcome', () => {
    expect(buildSelection(fixture, market, outcome)).toEqual({
      matchId: 901,
      eventId: 44012,
      event_id: 44012,
      eventName: 'Arsenal - Chelsea',
      marketId: 18,
      marketName: 'Total',
      specifier: 'total=2.5',
      outcomeName: 'Over',
      displayName: 'Over 2.5',
      outcomeId: 12,
      odds: '1.90',
      eventDate: '2030-05-01T19:00:00Z',
      tournament: 'Premier League',
      category: 'England',
      sport: 'Soccer',
      sportId: 1,
      type: 'prematch',
      fixed: false,
      combinability: 0,
      selectionId: 77001,
      element_id: 77001,
      homeTeam: 'Arsenal',
      awayTeam: 'Chelsea',
      producerId: 3,
      stake: 0,
      suspended: false,
      unavailable: false,
      changed: false,
    });
  });

  it('prefers homeTeam/awayTeam, matchId, eventName and the outcome producer', () => {
    const s = buildSelection(
      { ...fixture, matchId: 5, eventName: 'A v B', homeTeam: 'A', awayTeam: 'B' },
      market,
      { ...outcome, producerId: '1' },
    );
    expect(s).toMatchObject({ matchId: 5, eventName: 'A v B', homeTeam: 'A', awayTeam: 'B', producerId: 1 });
  });

  it('carries event time and score on live selections', () => {
    const s = buildSelection(
      { ...fixture, inPlayTime: "63'", score: { home: 2, away: 1 } },
      market,
      outcome,
      { type: 'live' },
    );
    expect(s).toMatchObject({ type: 'live', inPlayTime: "63'", score: '2:1' });
    expect(buildSelection(fixture, market, outcome)).not.toHaveProperty('score');
  });

  it('gives no selection for an outcome without a price', () => {
    expect(buildSelection(fixture, market, { ...outcome, odds: '-' })).toBeNull();
    expect(buildSelection(fixture, market, { ...outcome, odds: null })).toBeNull();
  });

  it('keeps compound outcome ids as text and refuses a non-numeric match id', () => {
    expect(buildSelection(fixture, market, { ...outcome, id: 'sr:exact_goals:4' })?.outcomeId).toBe(
      'sr:exact_goals:4',
    );
    expect(() => buildSelection({ ...fixture, id: 'abc' }, market, outcome)).toThrow(
      'matchId must be an integer',
    );
  });

  it('keys a pick by match, market, specifier and outcome', () => {
    const s = buildSelection(fixture, market, outcome);
    expect(s && selectionKey(s)).toBe('901|18|total=2.5|12');
  });
});
