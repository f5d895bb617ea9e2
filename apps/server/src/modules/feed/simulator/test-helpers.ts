// Assertions shared by the simulator's tests (not shipped behaviour): the margin every quote must respect.
import { expect } from 'vitest';
import { maxPriceableProbability, MIN_FAVOURITE_MARGIN, type MarketQuote } from './pricing/quote.ts';

/** Implied probabilities over fair ones: 1 + margin before rounding to 2-decimal odds. */
export function overround(quote: MarketQuote): number {
  const implied = quote.outcomes.reduce((acc, o) => acc + 1 / o.odds, 0);
  const fair = quote.outcomes.reduce((acc, o) => acc + o.probability, 0);
  return implied / fair;
}

/**
 * Every bettable market is priced with the configured margin, within what 2-decimal rounding moves,
 * and no outcome above its fair odds. A heavy favourite at the 1.01 floor carries less (at least
 * MIN_FAVOURITE_MARGIN), so its market's overround is lower, but still above 1.
 */
export function expectMarginRespected(quotes: MarketQuote[], margin: number): void {
  for (const quote of quotes) {
    for (const o of quote.outcomes) {
      expect(o.odds).toBeGreaterThanOrEqual(1.01);
      expect(Math.round(o.odds * 100) / 100).toBe(o.odds);
    }
    if (quote.withdrawn) continue;
    const label = `${quote.marketId} ${quote.specifier}`;
    for (const o of quote.outcomes)
      expect(o.odds * o.probability, `${label} ${o.id} above fair`).toBeLessThan(
        1 / (1 + MIN_FAVOURITE_MARGIN / 2),
      );
    const r = overround(quote);
    expect(r, label).toBeGreaterThan(1);
    const floored = quote.outcomes.some((o) => o.probability > maxPriceableProbability(margin));
    if (floored) expect(r, `${label} overround ${r}`).toBeLessThan(1 + margin + 0.012);
    else expect(Math.abs(r - (1 + margin)), `${label} overround ${r}`).toBeLessThan(0.012);
  }
}
