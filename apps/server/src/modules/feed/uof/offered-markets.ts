// Which of the provider's markets the product offers: those of its market catalogue
// (market-data/markets.ts, whose ids are the provider's), with the outcome ids the catalogue names.
// A provider prices far more markets than the catalogue holds; odds for any other market, or with an
// outcome id the catalogue lacks, would reach players as lines the product can neither name nor
// settle, so they are dropped here, and said once per market with the provider's name for it. At
// start the provider's descriptions of the catalogue's markets are compared with it: a market the
// provider does not describe, or describes with other outcomes or specifiers, is logged (the
// catalogue's own markets, from OWN_MARKET_IDS up, are priced by the simulator alone).
import { MARKETS, OWN_MARKET_IDS, type MarketDescription } from '../../market-data/markets.ts';
import type { FeedLog } from '../ingestion/log.ts';
import type { OddsMarket } from '../messages.ts';
import type { ProviderMarketDescription } from './market-descriptions-xml.ts';

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

export class OfferedMarkets {
  private readonly outcomesOf: ReadonlyMap<number, ReadonlySet<string>>;
  /** The provider's name of each market it describes (the variant-less description where there are several). */
  private providerNames = new Map<number, string>();
  private readonly reported = new Set<number>();
  private droppedCount = 0;

  constructor(
    private readonly log: FeedLog,
    private readonly catalogue: readonly MarketDescription[] = MARKETS,
  ) {
    this.outcomesOf = new Map(catalogue.map((m) => [m.id, new Set(m.outcomes.map((o) => o.id))]));
  }

  /** Markets dropped so far (each line of each odds_change counts). */
  get dropped(): number {
    return this.droppedCount;
  }

  /** Takes the provider's descriptions and logs where they disagree with the catalogue. */
  describe(descriptions: readonly ProviderMarketDescription[]): void {
    const byId = new Map<number, ProviderMarketDescription>();
    for (const d of descriptions) if (!byId.has(d.id) || d.variant === '') byId.set(d.id, d);
    this.providerNames = new Map([...byId].map(([id, d]) => [id, d.name]));
    const ownUndescribed: number[] = [];
    for (const market of this.catalogue) {
      const described = byId.get(market.id);
      if (!described && market.id >= OWN_MARKET_IDS) {
        ownUndescribed.push(market.id);
        continue;
      }
      if (!described) {
        this.log.warn(
          { marketId: market.id, name: market.name },
          'catalogue market not described by the provider: it will not be priced',
        );
        continue;
      }
      const ours = market.outcomes.map((o) => o.id);
      const theirs = described.outcomes.map((o) => o.id);
      if (described.variant === '' && !sameSet(ours, theirs))
        this.log.warn(
          { marketId: market.id, name: market.name, providerName: described.name, ours, theirs },
          'provider outcome ids differ from the catalogue: odds with outcomes the catalogue lacks are dropped',
        );
      const specifiers = described.specifiers.map((s) => s.name);
      if (!sameSet(market.specifier ? [market.specifier] : [], specifiers))
        this.log.warn(
          { marketId: market.id, name: market.name, specifier: market.specifier ?? null, theirs: specifiers },
          'provider specifiers differ from the catalogue',
        );
      if (described.name.toLowerCase() !== market.name.toLowerCase())
        this.log.info(
          { marketId: market.id, name: market.name, providerName: described.name },
          'provider names a catalogue market differently',
        );
    }
    if (ownUndescribed.length > 0)
      this.log.info(
        { marketIds: ownUndescribed },
        'the catalogue’s own markets are not the provider’s: only the simulator prices them',
      );
    const beyond = [...byId.keys()].filter((id) => !this.outcomesOf.has(id)).length;
    this.log.info(
      { described: byId.size, catalogue: this.catalogue.length, notOffered: beyond },
      'provider market descriptions read',
    );
  }

  /**
   * The markets of an odds_change the product offers; the same array when it offers them all (the
   * feed's path: nothing is copied for the usual message).
   */
  offered(markets: OddsMarket[]): OddsMarket[] {
    let kept: OddsMarket[] | null = null;
    for (let i = 0; i < markets.length; i++) {
      const market = markets[i]!;
      const reason = this.refusal(market);
      if (reason === null) {
        kept?.push(market);
        continue;
      }
      kept ??= markets.slice(0, i);
      this.droppedCount++;
      this.report(market, reason);
    }
    return kept ?? markets;
  }

  private refusal(market: OddsMarket): string | null {
    const outcomes = this.outcomesOf.get(market.id);
    if (!outcomes) return 'not in the catalogue';
    return market.outcomes.every((o) => outcomes.has(o.id)) ? null : 'outcome ids the catalogue lacks';
  }

  private report(market: OddsMarket, reason: string): void {
    if (this.reported.has(market.id)) return;
    this.reported.add(market.id);
    this.log.warn(
      {
        marketId: market.id,
        providerName: this.providerNames.get(market.id) ?? null,
        reason,
        outcomes: market.outcomes.map((o) => o.id),
      },
      'odds for a market the product does not offer dropped (said once per market)',
    );
  }
}
