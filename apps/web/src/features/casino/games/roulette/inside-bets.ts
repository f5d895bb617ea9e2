// Inside bets on the table: the spot a chip goes on for a split, street, corner, line, trio or first
// four, its name, and which numbers complete a bet with a first-picked number. Every bet offered comes
// from the domain's layout, the rules the server checks and pays by, so the table never offers one
// the server would refuse.
import {
  isInsideBet,
  isInsideType,
  ROULETTE_INSIDE_BETS,
  ROULETTE_PAYS,
  type RouletteInsideType,
} from '@slipstream/domain/casino/roulette-bets';
import type { BetSpot } from './roulette-layout.ts';

/** Inside bets other than a straight number (which has its own spot on the table). */
export type InsideBetType = Exclude<RouletteInsideType, 'straight'>;
/** The inside bets picked with two taps: a number, then one next to it. */
export type PairedBetType = Extract<InsideBetType, 'split' | 'corner' | 'line'>;

const TITLES: Record<InsideBetType, string> = {
  split: 'Split',
  street: 'Street',
  corner: 'Corner',
  line: 'Line',
  trio: 'Trio',
  'first-four': 'First four',
};

export const betTitle = (type: InsideBetType): string => TITLES[type];

const ascending = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b);

/** The spot of an inside bet: keyed "split:17,18", named "Split 17-18", "Street 13-15", "First four". */
export function insideSpot(type: InsideBetType, numbers: readonly number[]): BetSpot {
  const sorted = ascending(numbers);
  // A street or a line is a run of numbers: its ends say which one.
  const shown = type === 'street' || type === 'line' ? [sorted[0], sorted.at(-1)] : sorted;
  const label = shown.join('-');
  return {
    key: `${type}:${sorted.join(',')}`,
    type,
    numbers: sorted,
    label,
    name: type === 'first-four' ? TITLES[type] : `${TITLES[type]} ${label}`,
    pays: ROULETTE_PAYS[type],
  };
}

/** The spot of a key such as "corner:1,2,4,5", when it names an inside bet on the layout. */
export function insideSpotByKey(key: string): BetSpot | undefined {
  const [type, list] = key.split(':');
  if (!type || !list || !isInsideType(type) || type === 'straight') return undefined;
  const numbers = list.split(',').map(Number);
  return isInsideBet(type, numbers) ? insideSpot(type, numbers) : undefined;
}

/** The bets on zero with its neighbours: the two trios and the first four. */
export const ZERO_SPOTS: BetSpot[] = [
  ...ROULETTE_INSIDE_BETS.trio.map((numbers) => insideSpot('trio', numbers)),
  ...ROULETTE_INSIDE_BETS['first-four'].map((numbers) => insideSpot('first-four', numbers)),
];

const betsWith = (type: RouletteInsideType, ...numbers: number[]) =>
  ROULETTE_INSIDE_BETS[type].filter((bet) => numbers.every((n) => bet.includes(n)));

/** The street a number stands in; zero has none. */
export function streetSpot(n: number): BetSpot | undefined {
  const street = betsWith('street', n)[0];
  return street && insideSpot('street', street);
}

/**
 * The bet two numbers span: a split of two neighbours, the corner (2×2 square) of two diagonal
 * neighbours, or the line of two numbers in adjacent streets.
 */
export function pairedBet(type: PairedBetType, a: number, b: number): BetSpot | undefined {
  if (a === b) return undefined;
  if (type === 'split') {
    const split = betsWith('split', a, b)[0];
    return split && insideSpot('split', split);
  }
  if (type === 'corner') {
    // Two numbers side by side share two corners; diagonal neighbours name exactly one.
    if (isInsideBet('split', [a, b])) return undefined;
    const corner = betsWith('corner', a, b)[0];
    return corner && insideSpot('corner', corner);
  }
  const streets = [a, b].map((n) => betsWith('street', n)[0] ?? []);
  const six = streets.flat();
  return isInsideBet('line', six) ? insideSpot('line', six) : undefined;
}

/** Every number that makes a bet of this type with the anchor, and the bet it makes. */
export function partnersOf(type: PairedBetType, anchor: number): Map<number, BetSpot> {
  const partners = new Map<number, BetSpot>();
  for (let n = 0; n <= 36; n++) {
    const spot = pairedBet(type, anchor, n);
    if (spot) partners.set(n, spot);
  }
  return partners;
}
