import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  americanToDecimal,
  formatOddsAs,
  fractionalToDecimal,
  isOddsFormat,
  ODDS_FORMATS,
  toAmericanOdds,
  toFractionalOdds,
  type OddsFormat,
} from './odds-format.ts';
import { formatOdds } from './odds.ts';

/** Every price a bettor can take, in cents: 1.01 to 1000.00. */
const centsArb = fc.integer({ min: 101, max: 100_000 });

/** Reads a shown fractional price back ("6/4", "Evens") as the decimal it stands for. */
function readFractional(text: string): number {
  if (text === 'Evens') return 2;
  const match = /^(\d+)\/(\d+)$/.exec(text);
  if (!match) throw new Error(`not a fraction: ${text}`);
  return fractionalToDecimal({ numerator: Number(match[1]), denominator: Number(match[2]) });
}

/** Reads a shown American price back ("+150", "−200") as the decimal it stands for. */
function readAmerican(text: string): number {
  const match = /^([+\u2212])(\d+)$/.exec(text);
  if (!match) throw new Error(`not an American price: ${text}`);
  const figure = Number(match[2]);
  return americanToDecimal(match[1] === '+' ? figure : -figure);
}

const toCents = (decimal: number) => Math.round(decimal * 100);

describe('formatOddsAs', () => {
  it('writes decimals with two places, from numbers and from the wire’s strings', () => {
    expect(formatOddsAs(2.5, 'decimal')).toBe('2.50');
    expect(formatOddsAs('1.33', 'decimal')).toBe('1.33');
    expect(formatOddsAs(1000, 'decimal')).toBe('1000.00');
  });

  it('prints the traditional fraction when the price is one of the ladder’s', () => {
    const ladder: [number, string][] = [
      [1.2, '1/5'],
      [1.22, '2/9'],
      [1.25, '1/4'],
      [1.29, '2/7'],
      [1.3, '3/10'],
      [1.33, '1/3'],
      [1.36, '4/11'],
      [1.4, '2/5'],
      [1.44, '4/9'],
      [1.5, '1/2'],
      [1.53, '8/15'],
      [1.57, '4/7'],
      [1.62, '8/13'],
      [1.67, '4/6'],
      [1.73, '8/11'],
      [1.8, '4/5'],
      [1.83, '5/6'],
      [1.91, '10/11'],
      [2, 'Evens'],
      [2.1, '11/10'],
      [2.2, '6/5'],
      [2.25, '5/4'],
      [2.38, '11/8'],
      [2.4, '7/5'],
      [2.5, '6/4'],
      [2.6, '8/5'],
      [2.63, '13/8'],
      [2.75, '7/4'],
      [2.88, '15/8'],
      [3, '2/1'],
      [3.13, '85/40'],
      [3.25, '9/4'],
      [3.5, '5/2'],
      [3.75, '11/4'],
      [4, '3/1'],
      [4.33, '10/3'],
      [4.5, '7/2'],
      [5, '4/1'],
      [5.5, '9/2'],
      [6, '5/1'],
      [1.13, '1/8'],
      [1.01, '1/100'],
      [101, '100/1'],
    ];
    for (const [price, shown] of ladder) expect(formatOddsAs(price, 'fractional'), String(price)).toBe(shown);
  });

  it('prints the exact reduced fraction between the ladder’s steps', () => {
    expect(formatOddsAs(1.95, 'fractional')).toBe('19/20');
    expect(formatOddsAs('2.37', 'fractional')).toBe('137/100');
    expect(formatOddsAs(2.39, 'fractional')).toBe('139/100');
    expect(formatOddsAs(3.12, 'fractional')).toBe('53/25');
    expect(formatOddsAs(1.34, 'fractional')).toBe('17/50');
    expect(formatOddsAs(1000, 'fractional')).toBe('999/1');
  });

  it('prints American odds with a sign, +100 at evens', () => {
    expect(formatOddsAs(2.5, 'american')).toBe('+150');
    expect(formatOddsAs(1.5, 'american')).toBe('\u2212200');
    expect(formatOddsAs(2, 'american')).toBe('+100');
    expect(formatOddsAs(1.91, 'american')).toBe('\u2212110');
    expect(formatOddsAs(1.33, 'american')).toBe('\u2212303');
    expect(formatOddsAs(1.01, 'american')).toBe('\u221210000');
    expect(formatOddsAs(1000, 'american')).toBe('+99900');
  });

  it('rounds to the cent as the decimal is shown, so every form agrees with it', () => {
    expect(formatOddsAs(1.3333333, 'decimal')).toBe('1.33');
    expect(formatOddsAs(1.3333333, 'fractional')).toBe('1/3');
    expect(formatOddsAs(1 + 0.1 + 0.2, 'fractional')).toBe('3/10');
    // A multiple's unrounded total odds, shown as 5.24.
    expect(formatOddsAs(5.235, 'decimal')).toBe('5.24');
    expect(formatOddsAs(5.235, 'fractional')).toBe('106/25');
  });

  it('keeps `-` for no price and shows 1.00 or less as a decimal in every form', () => {
    for (const format of ODDS_FORMATS) {
      expect(formatOddsAs('-', format)).toBe('-');
      expect(formatOddsAs(null, format)).toBe('-');
      expect(formatOddsAs('abc', format)).toBe('-');
      expect(formatOddsAs(1, format)).toBe('1.00');
    }
    expect(toFractionalOdds(1)).toBeNull();
    expect(toAmericanOdds('1.00')).toBeNull();
  });

  it('recognises the three formats and nothing else', () => {
    expect(ODDS_FORMATS.every(isOddsFormat)).toBe(true);
    expect(isOddsFormat('hongkong')).toBe(false);
    expect(isOddsFormat(undefined)).toBe(false);
  });
});

describe('odds formats on every price from 1.01 to 1000', () => {
  const readBack: Record<Exclude<OddsFormat, 'decimal'>, (text: string) => number> = {
    fractional: readFractional,
    american: readAmerican,
  };

  for (const [format, read] of Object.entries(readBack) as [OddsFormat, (t: string) => number][]) {
    it(`${format} reads back as the same price to the cent`, () => {
      fc.assert(
        fc.property(centsArb, fc.boolean(), (cents, asText) => {
          const price = asText ? (cents / 100).toFixed(2) : cents / 100;
          expect(toCents(read(formatOddsAs(price, format)))).toBe(cents);
        }),
      );
    });

    it(`${format} grows strictly with the price`, () => {
      fc.assert(
        fc.property(centsArb, centsArb, (a, b) => {
          fc.pre(a !== b);
          const [low, high] = a < b ? [a, b] : [b, a];
          expect(read(formatOddsAs(low / 100, format))).toBeLessThan(read(formatOddsAs(high / 100, format)));
        }),
      );
    });
  }

  it('writes decimals exactly as formatOdds always has, and the other forms from that decimal', () => {
    fc.assert(
      fc.property(fc.double({ min: 1.01, max: 1000, noNaN: true }), (price) => {
        const decimal = formatOddsAs(price, 'decimal');
        expect(decimal).toBe(formatOdds(price));
        expect(formatOddsAs(price, 'fractional')).toBe(formatOddsAs(decimal, 'fractional'));
        expect(formatOddsAs(price, 'american')).toBe(formatOddsAs(decimal, 'american'));
      }),
    );
  });

  it('never throws, and keeps fractions within a denominator of 100', () => {
    fc.assert(
      fc.property(fc.double({ min: 1.01, max: 1000, noNaN: true }), (price) => {
        for (const format of ODDS_FORMATS) expect(formatOddsAs(price, format)).not.toBe('');
        const fraction = toFractionalOdds(price);
        expect(fraction).not.toBeNull();
        expect(fraction!.denominator).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('walks every cent in order without a repeat', () => {
    for (const format of ['fractional', 'american'] as const) {
      const outOfOrder: number[] = [];
      let previous = -Infinity;
      for (let cents = 101; cents <= 100_000; cents += 1) {
        const value = readBack[format](formatOddsAs(cents / 100, format));
        if (value <= previous) outOfOrder.push(cents);
        previous = value;
      }
      expect(outOfOrder, format).toEqual([]);
    }
  });
});
