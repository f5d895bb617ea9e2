// Rows of fixtures that each bring their own main market (search results, favourites): grouped by
// sport and market in the order they come, each group headed by its market's columns; and a
// tournament's group in the lists names its league, for the league's star.
import { describe, expect, it } from 'vitest';
import { groupByTournament } from './fixture-list-rows.ts';
import { groupByMainMarket } from './main-market-rows.ts';
import { fixture, ONE_X_TWO } from './sports-test-data.test-helper.ts';

const tennis = (matchId: number) =>
  fixture({
    matchId,
    sport: 'Tennis',
    sportId: 5,
    markets: [
      {
        id: 186,
        name: 'Winner',
        specifier: '',
        status: 1,
        groups: ['main'],
        outcomes: [
          { id: '4', name: 'A', label: '1', odds: 1.5, active: 1 },
          { id: '5', name: 'B', label: '2', odds: 2.5, active: 1 },
        ],
      },
    ],
  });

describe('groupByMainMarket', () => {
  it('groups by sport and market in the order the fixtures come, under each market’s columns', () => {
    const rows = groupByMainMarket([fixture({ matchId: 1 }), tennis(2), fixture({ matchId: 3 })]);
    expect(rows.map((r) => (r.kind === 'group' ? `${r.title}:${r.count}` : r.fixture.matchId))).toEqual([
      'Soccer:2',
      1,
      3,
      'Tennis:1',
      2,
    ]);
    const tennisGroup = rows[3];
    expect(tennisGroup?.kind === 'group' && tennisGroup.market?.outcomes).toEqual([
      { id: '4', label: '1' },
      { id: '5', label: '2' },
    ]);
    expect(rows[1]?.kind === 'fixture' && rows[1].note).toBe('England · Premier League');
  });
});

describe('groupByTournament', () => {
  it('names the league of each tournament’s group', () => {
    const [group] = groupByTournament(
      [fixture({ tournamentId: 17, tournament: 'Premier League' })],
      ONE_X_TWO,
    );
    expect(group?.kind === 'group' && group.league).toEqual({ id: 17, name: 'Premier League' });
  });
});
