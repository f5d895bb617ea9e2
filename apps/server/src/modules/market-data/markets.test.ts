import {
  formatSpecifier,
  MARKET_GROUPS,
  ordinal,
  parseSpecifier,
  renderMarketTemplate,
} from '@slipstream/domain';
import { describe, expect, it } from 'vitest';
import {
  HIGHEST_SCORING_PERIOD,
  HIGHEST_SCORING_QUARTER,
  MARKET_GROUP_LABELS,
  MARKETS,
  marketName,
  marketsForSport,
  outcomeName,
  OWN_MARKET_IDS,
} from './markets.ts';
import { SPORTS } from './sports.ts';

describe('market catalogue', () => {
  it('has unique market ids, unique outcome ids per market and known groups', () => {
    expect(new Set(MARKETS.map((m) => m.id)).size).toBe(MARKETS.length);
    for (const market of MARKETS) {
      expect(new Set(market.outcomes.map((o) => o.id)).size, `market ${market.id}`).toBe(
        market.outcomes.length,
      );
      expect(market.groups.length).toBeGreaterThan(0);
      for (const group of market.groups) expect(MARKET_GROUPS).toContain(group);
    }
    expect(Object.keys(MARKET_GROUP_LABELS).sort()).toEqual([...MARKET_GROUPS].sort());
  });

  it('offers every sport a winner, a total and a handicap market', () => {
    for (const sport of Object.values(SPORTS)) {
      const kinds = new Set(marketsForSport(sport.id).map((m) => m.kind));
      expect(kinds.has('winner') || kinds.has('three_way'), sport.name).toBe(true);
      expect(kinds.has('total'), sport.name).toBe(true);
      expect(kinds.has('handicap'), sport.name).toBe(true);
    }
  });

  it('names outcomes as a bettor reads them', () => {
    expect(outcomeName(1, '2', '')).toBe('X');
    expect(outcomeName(10, '9', '')).toBe('1X');
    expect(outcomeName(10, '11', '')).toBe('X2');
    expect(outcomeName(18, '12', 'total=2.5')).toBe('Over 2.5');
    expect(outcomeName(18, '13', 'total=3')).toBe('Under 3');
    expect(outcomeName(16, '1714', 'hcp=-1')).toBe('Home -1');
    expect(outcomeName(16, '1715', 'hcp=-1')).toBe('Away +1');
    expect(outcomeName(16, '1714', 'hcp=0.75')).toBe('Home +0.75');
    expect(outcomeName(16, '1715', 'hcp=0')).toBe('Away 0');
    expect(outcomeName(29, '74', '')).toBe('Yes');
    expect(outcomeName(99, '1', '')).toBeUndefined();
  });

  it('names the periods of the highest scoring markets, which only the simulator prices', () => {
    expect(marketName(HIGHEST_SCORING_QUARTER, '')).toBe('Highest scoring quarter');
    expect(outcomeName(HIGHEST_SCORING_QUARTER, '2', '')).toBe('2nd quarter');
    expect(outcomeName(HIGHEST_SCORING_QUARTER, '4', '', { style: 'name' })).toBe('4th quarter');
    expect(outcomeName(HIGHEST_SCORING_PERIOD, '3', '')).toBe('3rd period');
    expect(outcomeName(HIGHEST_SCORING_PERIOD, '4', '')).toBeUndefined();
    expect(marketsForSport(SPORTS.basketball.id).map((m) => m.id)).toContain(HIGHEST_SCORING_QUARTER);
    expect(marketsForSport(SPORTS.ice_hockey.id).map((m) => m.id)).toContain(HIGHEST_SCORING_PERIOD);
    // Ours are numbered apart from the provider's, so none can ever mean one of its markets.
    const own = MARKETS.filter((m) => m.id >= OWN_MARKET_IDS).map((m) => m.kind);
    expect(own).toEqual(['highest_scoring_period', 'highest_scoring_period']);
  });

  it('names outcomes in full with the competitors', () => {
    const competitors = { home: 'Leeds City', away: 'Hull Rovers' };
    expect(outcomeName(1, '1', '', { style: 'name', competitors })).toBe('Leeds City');
    expect(outcomeName(10, '9', '', { style: 'name', competitors })).toBe('Leeds City or draw');
    expect(outcomeName(16, '1715', 'hcp=-1.5', { style: 'name', competitors })).toBe('Hull Rovers (+1.5)');
    expect(marketName(202, 'setnr=2')).toBe('2nd set - winner');
    expect(marketName(18, 'total=2.5')).toBe('Total');
  });
});

describe('specifiers and templates (domain)', () => {
  it('parses and formats specifiers', () => {
    expect(parseSpecifier('hcp=-1|total=2.5')).toEqual({ hcp: '-1', total: '2.5' });
    expect(parseSpecifier('')).toEqual({});
    expect(formatSpecifier({ total: 2.5 })).toBe('total=2.5');
    expect(formatSpecifier({ hcp: -0 })).toBe('hcp=0');
    expect(formatSpecifier({ hcp: -0.75, setnr: 2 })).toBe('hcp=-0.75|setnr=2');
  });

  it('leaves a placeholder visible when the specifier lacks its key', () => {
    expect(renderMarketTemplate('Over {total}', '')).toBe('Over {total}');
    expect(renderMarketTemplate('{$competitor1} ({+hcp})', 'hcp=1')).toBe('Home (+1)');
  });

  it('writes ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
    ]);
  });
});
