// Assertions shared by the simulator's tests (not shipped behaviour): the margin every quote must respect.
import { expect } from 'vitest';
import type { MarketQuote } from './pricing/quote.ts';

/** Implied probabilities over fair ones: 1 + margin before rounding to 2-decimal odds. */
export function overround(quote: MarketQuote): number {
  const implied = quote.outcomes.reduce((acc, o) => acc + 1 / o.odds, 0);
  const fair = quote.outcomes.reduce((acc, o) => acc + o.probability, 0);
  return implied / fair;
}

/** Every bettable market is priced with the configured margin, within what 2-decimal rounding moves. */
export function expectMarginRespected(quotes: MarketQuote[], margin: number): void {
  for (const quote of quotes) {
    for (const o of quote.outcomes) {
      expect(o.odds).toBeGreaterThanOrEqual(1.01);
      expect(Math.round(o.odds * 100) / 100).toBe(o.odds);
    }
    if (quote.suspended) continue;
    const r = overround(quote);
    expect(r, `${quote.marketId} ${quote.specifier}`).toBeGreaterThan(1);
    expect(Math.abs(r - (1 + margin)), `${quote.marketId} ${quote.specifier} overround ${r}`).toBeLessThan(
      0.012,
    );
  }
}
