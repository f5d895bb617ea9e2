import { describe, expect, it } from 'vitest';
import { groupByMatch, groupByTournament } from './display-groups.ts';
import { selection } from './fixtures.test-helper.ts';

describe('display groups', () => {
  const picks = [
    selection(1, 2, { outcomeId: 1 }),
    selection(2, 1.5, { tournament: 'La Liga', category: 'Spain', type: 'live', score: '1:0' }),
    selection(1, 3.2, { outcomeId: 2 }),
    selection(3, 2.2),
  ];

  it('groups by match with event name, id, type, start time, score and selections', () => {
    const groups = groupByMatch(picks);
    expect(groups.map((g) => [g.matchId, g.eventId, g.type, g.selections.length])).toEqual([
      [1, 5001, 'prematch', 2],
      [2, 5002, 'live', 1],
      [3, 5003, 'prematch', 1],
    ]);
    expect(groups[0]).toMatchObject({ eventName: 'Home 1 - Away 1', startTime: '2030-01-01T15:00:00Z' });
    expect(groups[1]?.score).toBe('1:0');
  });

  it('groups by tournament with name, category, combinability, events and fixture count', () => {
    expect(
      groupByTournament(picks).map((t) => [t.name, t.category, t.combinability, t.events.length, t.fixtures]),
    ).toEqual([
      ['Premier League', 'England', 0, 2, 2],
      ['La Liga', 'Spain', 0, 1, 1],
    ]);
  });
});
