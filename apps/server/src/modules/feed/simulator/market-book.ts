// One producer's book for one fixture: every market it has offered, with the last prices, so each
// odds_change can carry the full picture (lines no longer quoted stay, deactivated, until settled).
import { MARKET_STATUS, marketKey, type MarketRef, type MarketStatus, type OddsMarket } from '../messages.ts';
import type { MarketQuote } from './pricing/quote.ts';

interface BookEntry {
  id: number;
  specifier: string;
  outcomes: { id: string; odds: number }[];
  status: MarketStatus;
}

export class MarketBook {
  private readonly entries = new Map<string, BookEntry>();

  /**
   * Takes the current quotes: quoted markets become active (or deactivated when withdrawn as good as
   * decided — never suspended, which is only for the seconds of a bet stop); markets offered before but
   * not quoted now become deactivated. Returns whether anything changed.
   */
  apply(quotes: readonly MarketQuote[]): boolean {
    let changed = false;
    const quoted = new Set<string>();
    for (const quote of quotes) {
      const key = marketKey({ id: quote.marketId, specifier: quote.specifier });
      quoted.add(key);
      const status = quote.withdrawn ? MARKET_STATUS.deactivated : MARKET_STATUS.active;
      const outcomes = quote.outcomes.map((o) => ({ id: o.id, odds: o.odds }));
      const before = this.entries.get(key);
      if (!before || before.status !== status || before.outcomes.some((o, i) => o.odds !== outcomes[i]?.odds))
        changed = true;
      this.entries.set(key, { id: quote.marketId, specifier: quote.specifier, outcomes, status });
    }
    for (const [key, entry] of this.entries) {
      if (!quoted.has(key) && entry.status !== MARKET_STATUS.deactivated) {
        entry.status = MARKET_STATUS.deactivated;
        changed = true;
      }
    }
    return changed;
  }

  /** Marks every market as deactivated (bets closed, settlement to follow). */
  deactivateAll(): void {
    for (const entry of this.entries.values()) entry.status = MARKET_STATUS.deactivated;
  }

  refs(): MarketRef[] {
    return [...this.entries.values()].map(({ id, specifier }) => ({ id, specifier }));
  }

  /** The markets bettable now (active), leaving out those in `exclude` (already settled). */
  openRefs(exclude: ReadonlySet<string> = new Set()): MarketRef[] {
    const out: MarketRef[] = [];
    for (const [key, { id, specifier, status }] of this.entries)
      if (status === MARKET_STATUS.active && !exclude.has(key)) out.push({ id, specifier });
    return out;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The markets for an odds_change, leaving out those in `exclude` (already settled), optionally all with one status. */
  toMarkets(exclude: ReadonlySet<string> = new Set(), status?: MarketStatus): OddsMarket[] {
    const out: OddsMarket[] = [];
    for (const [key, entry] of this.entries) {
      if (exclude.has(key)) continue;
      const s = status ?? entry.status;
      const active = s === MARKET_STATUS.active ? 1 : 0;
      out.push({
        id: entry.id,
        specifier: entry.specifier,
        status: s,
        outcomes: entry.outcomes.map((o) => ({ id: o.id, odds: o.odds, active })),
      });
    }
    return out;
  }
}
