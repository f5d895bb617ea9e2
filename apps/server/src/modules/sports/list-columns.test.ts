// Every sport's list markets exist in the catalogue for that sport, and a list shows the line its
// choice asks for: a fixed line as it is, or each fixture's line closest to even.
import { AppError, LIST_MARKETS, MARKET_STATUS } from '@slipstream/domain';
import { describe, expect, it } from 'vitest';
import { cachedFixture } from '../market-data/cached-fixture.test-helper.ts';
import { getMarket } from '../market-data/markets.ts';
import { marketKey, OddsCache, type CachedMarket } from '../market-data/odds-cache.ts';
import { SPORTS, sportKeyOf } from '../market-data/sports.ts';
import { marketOfSport } from './catalogue.ts';
import { listedFixture } from './fixture-view.ts';
import { chosenColumnsBySport, listColumns } from './list-columns.ts';

function line(marketId: number, specifier: string, odds: [number, number], status = 1): CachedMarket {
  const [over, under] = getMarket(marketId).outcomes;
  return {
    fixtureId: 7,
    marketId,
    specifier,
    status: status as CachedMarket['status'],
    producer: 3,
    ts: 1_000,
    outcomes: [
      { id: over!.id, odds: odds[0], active: 1 },
      { id: under!.id, odds: odds[1], active: 1 },
    ],
  };
}

function withLines(sport: { id: number; name: string }, lines: CachedMarket[]) {
  const cache = new OddsCache();
  const fixture = cachedFixture(7, {
    sport,
    markets: new Map(lines.map((l) => [marketKey(l.marketId, l.specifier), l])),
  });
  cache.put(fixture);
  return { cache, fixture: cache.fixture(7)! };
}

describe('list columns', () => {
  it('offers, for every sport, only markets the catalogue prices for it, with a line exactly for line markets', () => {
    for (const [sportId, choices] of Object.entries(LIST_MARKETS)) {
      const sport = SPORTS[sportKeyOf(Number(sportId))!];
      for (const choice of choices) {
        const market = marketOfSport(choice.marketId, sport.id);
        expect(market, `${sport.name} ${choice.key}`).toBeDefined();
        expect(choice.line !== undefined, `${sport.name} ${choice.key}`).toBe(
          market!.specifier !== undefined,
        );
        const { header, marketId } = listColumns(sport, choice.key);
        expect(marketId).toBe(choice.marketId);
        expect(header).toMatchObject({ id: choice.marketId, key: choice.key });
        expect(header.outcomes.map((o) => o.id)).toEqual(market!.outcomes.map((o) => o.id));
        for (const o of header.outcomes) expect(o.label).not.toMatch(/[{}]/);
      }
    }
  });

  it('names the hockey, volleyball and table tennis choices', () => {
    const keys = (id: number) => LIST_MARKETS[id]!.map((c) => c.key);
    expect(keys(SPORTS.ice_hockey.id)).toEqual(['1x2', 'dc', 'winner', 'total', 'hcp']);
    expect(keys(SPORTS.volleyball.id)).toEqual(['winner', 'set-hcp', 'points']);
    expect(keys(SPORTS.table_tennis.id)).toEqual(['winner', 'set-hcp', 'points']);
    expect(listColumns(SPORTS.ice_hockey).header).toMatchObject({ id: 1, key: '1x2' });
    expect(listColumns(SPORTS.volleyball, 'points').header).toMatchObject({
      id: 238,
      line: null,
      outcomes: [{ label: 'Over' }, { label: 'Under' }],
    });
  });

  it('shows soccer’s 2.5 line even when another is closer to even, and nothing when 2.5 is not offered', () => {
    const { cache, fixture } = withLines(SPORTS.soccer, [
      line(18, 'total=1.5', [1.3, 3.4]),
      line(18, 'total=2.5', [1.7, 2.1]),
      line(18, 'total=3.5', [1.95, 1.85]),
    ]);
    const ou = listColumns(SPORTS.soccer, 'ou2.5');
    expect(ou.header).toMatchObject({ line: 2.5, outcomes: [{ label: 'Over 2.5' }, { label: 'Under 2.5' }] });
    expect(listedFixture(cache, fixture, ou.marketId, ou.line).markets[0]?.specifier).toBe('total=2.5');
    // The main line of the same market is the most balanced one.
    expect(listedFixture(cache, fixture, 18, 'main').markets[0]?.specifier).toBe('total=3.5');

    const decided = withLines(SPORTS.soccer, [line(18, 'total=3.5', [1.9, 1.9])]);
    expect(listedFixture(decided.cache, decided.fixture, ou.marketId, ou.line).markets).toEqual([]);
  });

  it('shows a suspended fixed line locked, and prefers an active main line to a suspended one', () => {
    const { cache, fixture } = withLines(SPORTS.ice_hockey, [
      line(18, 'total=2.5', [1.9, 1.9], MARKET_STATUS.suspended),
      line(18, 'total=5.5', [1.8, 2.0]),
      line(18, 'total=6.5', [2.6, 1.45]),
    ]);
    const total = listColumns(SPORTS.ice_hockey, 'total');
    expect(listedFixture(cache, fixture, total.marketId, total.line).markets[0]?.specifier).toBe('total=5.5');
    expect(listedFixture(cache, fixture, 18, 2.5).markets[0]).toMatchObject({
      specifier: 'total=2.5',
      status: MARKET_STATUS.suspended,
    });
  });

  it('refuses a market the sport does not switch to with a 400 naming its choices', () => {
    const refuse = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        expect(error).toBeInstanceOf(AppError);
        expect((error as AppError).code).toBe('VALIDATION_FAILED');
        return (error as AppError).message;
      }
      throw new Error('accepted');
    };
    expect(refuse(() => listColumns(SPORTS.tennis, 'btts'))).toBe(
      'market: Tennis lists switch to winner, set-hcp, games, not btts',
    );
    expect(refuse(() => chosenColumnsBySport(0, [{ sportId: null, key: 'dc' }]))).toMatch(/name the sport/);
    expect(refuse(() => chosenColumnsBySport(0, [{ sportId: 23, key: 'games' }]))).toMatch(
      /Volleyball lists/,
    );
    expect(chosenColumnsBySport(5, [{ sportId: null, key: 'games' }]).get(5)?.marketId).toBe(189);
  });
});
