// How a bettor reads a price: decimal (the default), fractional or American. Prices are stored and
// sent as 2-place decimals (odds.ts); these forms exist only on screen. Every form is computed from
// the price as formatOdds rounds it to the cent, so the three forms of a price always agree, and each
// turns back into exactly that price.
import { formatOdds, parseOdds } from './odds.ts';

export const ODDS_FORMATS = ['decimal', 'fractional', 'american'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];
export const DEFAULT_ODDS_FORMAT: OddsFormat = 'decimal';

/** Names a chooser shows, with an example a bettor recognises. */
export const ODDS_FORMAT_LABELS: Record<OddsFormat, string> = {
  decimal: 'Decimal (2.50)',
  fractional: 'Fractional (6/4)',
  american: 'American (+150)',
};

export function isOddsFormat(value: unknown): value is OddsFormat {
  return typeof value === 'string' && (ODDS_FORMATS as readonly string[]).includes(value);
}

/** A fractional price `numerator/denominator`: the winnings per stake. */
export interface FractionalOdds {
  numerator: number;
  denominator: number;
}

/**
 * The traditional fractions bookmakers print, from the shortest price to the longest. Some are kept
 * unreduced (4/6, 6/4, 85/40) because that is how they are printed. 2/15 is left out: it and 1/8
 * both round to 1.13, and 1/8 is the one bettors see. Ten to a line, as a ladder is printed.
 */
// prettier-ignore
const LADDER: readonly (readonly [number, number])[] = [
  [1, 100], [1, 50], [1, 33], [1, 25], [1, 20], [1, 16], [1, 14], [1, 12], [1, 10], [1, 9],
  [1, 8], [1, 7], [2, 13], [1, 6], [2, 11], [1, 5], [2, 9], [1, 4], [2, 7], [3, 10],
  [1, 3], [4, 11], [2, 5], [4, 9], [1, 2], [8, 15], [4, 7], [8, 13], [4, 6], [8, 11],
  [4, 5], [5, 6], [10, 11], [1, 1], [11, 10], [6, 5], [5, 4], [11, 8], [7, 5], [6, 4],
  [8, 5], [13, 8], [7, 4], [15, 8], [2, 1], [85, 40], [9, 4], [5, 2], [11, 4], [3, 1],
  [10, 3], [7, 2], [4, 1], [9, 2], [5, 1], [11, 2], [6, 1], [13, 2], [7, 1], [15, 2],
  [8, 1], [17, 2], [9, 1], [10, 1], [11, 1], [12, 1], [14, 1], [16, 1], [18, 1], [20, 1],
  [22, 1], [25, 1], [28, 1], [33, 1], [40, 1], [50, 1], [66, 1], [80, 1], [100, 1], [125, 1],
  [150, 1], [200, 1], [250, 1], [500, 1],
];

/**
 * A ladder fraction is used for the one cent price it rounds to, half up (1/3 is 1.33, 11/8 is
 * 2.38). Exactly one price per step keeps the forms strictly in the prices' order.
 */
const LADDER_BY_CENTS: ReadonlyMap<number, FractionalOdds> = new Map(
  LADDER.map(([numerator, denominator]) => [
    Math.round(100 + (100 * numerator) / denominator),
    { numerator, denominator },
  ]),
);

/**
 * The price in whole cents (2.5 → 250), rounded exactly as formatOdds writes it, so the fractional
 * and American forms always stand for the decimal the app has always shown; null when it is no price.
 */
function priceCents(price: number | string | null | undefined): number | null {
  const odds = parseOdds(price);
  if (odds === null) return null;
  return Math.round(Number(formatOdds(odds)) * 100);
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * The fractional form of a decimal price: the ladder's traditional fraction when the price is one
 * of them rounded to the cent, otherwise the exact reduced fraction of (price − 1), whose
 * denominator divides 100. Null for what is not a price above 1.00.
 */
export function toFractionalOdds(price: number | string | null | undefined): FractionalOdds | null {
  const cents = priceCents(price);
  if (cents === null || cents <= 100) return null;
  const step = LADDER_BY_CENTS.get(cents);
  if (step) return step;
  const winnings = cents - 100;
  const divisor = gcd(winnings, 100);
  return { numerator: winnings / divisor, denominator: 100 / divisor };
}

/** The decimal price a fraction stands for (5/2 → 3.5), unrounded. */
export function fractionalToDecimal({ numerator, denominator }: FractionalOdds): number {
  return 1 + numerator / denominator;
}

/**
 * The American form: the winnings on a 100 stake for prices of 2.00 and up (+150), otherwise the
 * stake that wins 100, negative (−200); whole numbers as books print them. Null for what is not a
 * price above 1.00.
 */
export function toAmericanOdds(price: number | string | null | undefined): number | null {
  const cents = priceCents(price);
  if (cents === null || cents <= 100) return null;
  const winnings = cents - 100;
  return winnings >= 100 ? winnings : -Math.round((100 * 100) / winnings);
}

/** The decimal price an American figure stands for (+150 → 2.5, −200 → 1.5), unrounded. */
export function americanToDecimal(american: number): number {
  return american > 0 ? 1 + american / 100 : 1 + 100 / -american;
}

/** The minus sign of typeset odds: a hyphen alone already means "no price" (odds.ts). */
const MINUS = '\u2212';

/**
 * A price as the bettor chose to read it. Missing prices stay `-`; a price of 1.00 or less has no
 * fractional or American form and is shown as a decimal whatever the choice.
 */
export function formatOddsAs(price: number | string | null | undefined, format: OddsFormat): string {
  const odds = parseOdds(price);
  if (odds === null) return '-';
  const decimal = formatOdds(odds);
  if (format === 'fractional') {
    const fraction = toFractionalOdds(price);
    if (!fraction) return decimal;
    if (fraction.numerator === fraction.denominator) return 'Evens';
    return `${fraction.numerator}/${fraction.denominator}`;
  }
  if (format === 'american') {
    const american = toAmericanOdds(price);
    if (american === null) return decimal;
    return american > 0 ? `+${american}` : `${MINUS}${-american}`;
  }
  return decimal;
}
