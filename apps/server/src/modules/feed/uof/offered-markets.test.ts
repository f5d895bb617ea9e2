// Which of the provider's markets reach the product: the catalogue's, with the outcome ids it names;
// what else the provider prices is dropped and said once per market, with the provider's name.
import { describe, expect, it } from 'vitest';
import { MARKETS, OWN_MARKET_IDS } from '../../market-data/markets.ts';
import type { OddsMarket } from '../messages.ts';
import { capturingLog } from './capturing-log.ts';
import { catalogueMarketDescriptions } from './market-descriptions-xml.ts';
import { OfferedMarkets } from './offered-markets.ts';

const market = (id: number, outcomeIds: string[], specifier = ''): OddsMarket => ({
  id,
  specifier,
  status: 1,
  outcomes: outcomeIds.map((o) => ({ id: o, odds: 2, active: 1 })),
});

describe('the markets the product offers', () => {
  it('passes an odds_change of catalogue markets through as it is', () => {
    const offered = new OfferedMarkets(capturingLog());
    const markets = [market(1, ['1', '2', '3']), market(18, ['12', '13'], 'total=2.5')];
    expect(offered.offered(markets)).toBe(markets);
    expect(offered.dropped).toBe(0);
  });

  it('drops markets outside the catalogue and those with outcome ids it lacks, saying so once per market', () => {
    const log = capturingLog();
    const offered = new OfferedMarkets(log);
    offered.describe([
      ...catalogueMarketDescriptions(),
      { id: 45, variant: '', name: 'Correct score', groups: ['all'], outcomes: [], specifiers: [] },
    ]);
    const markets = [market(45, ['1']), market(1, ['1', '2', '3']), market(29, ['74', '75'])];
    expect(offered.offered(markets).map((m) => m.id)).toEqual([1]);
    expect(offered.offered([market(45, ['2']), market(29, ['74', '75'])])).toEqual([]);
    expect(offered.dropped).toBe(4);
    expect(log.said('warn', 'does not offer').map((e) => e.obj)).toEqual([
      expect.objectContaining({
        marketId: 45,
        providerName: 'Correct score',
        reason: 'not in the catalogue',
      }),
      expect.objectContaining({
        marketId: 29,
        providerName: 'Both teams to score',
        reason: 'outcome ids the catalogue lacks',
        outcomes: ['74', '75'],
      }),
    ]);
  });

  it('names a dropped market it has no description of as unknown to the provider too', () => {
    const log = capturingLog();
    new OfferedMarkets(log).offered([market(7, ['1'])]);
    expect(log.said('warn', 'does not offer')[0]!.obj).toMatchObject({ marketId: 7, providerName: null });
  });

  it('expects no description of the catalogue’s own markets from a provider', () => {
    const log = capturingLog();
    const own = MARKETS.filter((m) => m.id >= OWN_MARKET_IDS).map((m) => m.id);
    new OfferedMarkets(log).describe(catalogueMarketDescriptions().filter((d) => d.id < OWN_MARKET_IDS));
    expect(log.said('warn', 'not described by the provider')).toEqual([]);
    expect(log.said('info', 'own markets')[0]?.obj).toEqual({ marketIds: own });
    expect(own.length).toBeGreaterThan(0);
  });

  it('says at start where the provider’s descriptions disagree with the catalogue', () => {
    const log = capturingLog();
    const described = catalogueMarketDescriptions()
      .filter((d) => d.id !== 60)
      .map((d) =>
        d.id === 1
          ? { ...d, outcomes: [...d.outcomes, { id: '4', name: 'Other' }] }
          : d.id === 18
            ? {
                ...d,
                specifiers: [
                  { name: 'total', type: 'decimal' },
                  { name: 'period', type: 'string' },
                ],
              }
            : d,
      );
    new OfferedMarkets(log).describe(described);
    expect(log.said('warn', 'not described by the provider').map((e) => e.obj.marketId)).toEqual([60]);
    expect(log.said('warn', 'outcome ids differ').map((e) => e.obj)).toEqual([
      expect.objectContaining({ marketId: 1, ours: ['1', '2', '3'], theirs: ['1', '2', '3', '4'] }),
    ]);
    expect(log.said('warn', 'specifiers differ').map((e) => e.obj.marketId)).toEqual([18]);
    expect(log.said('info', 'market descriptions read')[0]!.obj).toMatchObject({
      described: MARKETS.length - 1,
      notOffered: 0,
    });
  });
});
