// The European table as the screen lays it out: the wheel's pocket order, the colours, and every
// spot a chip can go on (a number, an inside bet of inside-bets.ts, or an outside bet) with the bet
// the server is sent for it.
import { formatMoney, toMajor, type Minor } from '@slipstream/domain';
import { RED_NUMBERS as RED, ROULETTE_PAYS } from '@slipstream/domain/casino/roulette-bets';
import type { RouletteBet, RouletteBetType } from '../../../../api/casino.ts';
import { insideSpotByKey } from './inside-bets.ts';

export const RED_NUMBERS: ReadonlySet<number> = new Set(RED);

/** Pockets clockwise from zero on a single-zero wheel. */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
] as const;

export type PocketColour = 'green' | 'red' | 'black';

export const colourOf = (n: number): PocketColour =>
  n === 0 ? 'green' : RED_NUMBERS.has(n) ? 'red' : 'black';

export interface BetSpot {
  /** Stable id of the spot ("straight:17", "split:17,18", "dozen:2", "red"). */
  key: string;
  type: RouletteBetType;
  numbers?: number[];
  /** Short text on the table. */
  label: string;
  /** The spot's accessible name. */
  name: string;
  /** What it pays, to one. */
  pays: number;
}

export const straightSpot = (n: number): BetSpot => ({
  key: `straight:${n}`,
  type: 'straight',
  numbers: [n],
  label: String(n),
  name: `Number ${n}, ${colourOf(n)}`,
  pays: ROULETTE_PAYS.straight,
});

const ordinal = ['1st', '2nd', '3rd'];

export const DOZEN_SPOTS: BetSpot[] = [1, 2, 3].map((d) => ({
  key: `dozen:${d}`,
  type: 'dozen',
  numbers: [d],
  label: `${ordinal[d - 1]} 12`,
  name: `${ordinal[d - 1]} dozen, ${12 * (d - 1) + 1} to ${12 * d}`,
  pays: ROULETTE_PAYS.dozen,
}));

/** Column 3 holds 3, 6 … 36 (the top row of the table), column 1 holds 1, 4 … 34. */
export const COLUMN_SPOTS: BetSpot[] = [3, 2, 1].map((c) => ({
  key: `column:${c}`,
  type: 'column',
  numbers: [c],
  label: '2 to 1',
  name: `Column ${c}, ${c} to ${33 + c}`,
  pays: ROULETTE_PAYS.column,
}));

const even = (type: RouletteBetType, label: string, name: string): BetSpot => ({
  key: type,
  type,
  label,
  name,
  pays: ROULETTE_PAYS[type],
});

export const EVEN_MONEY_SPOTS: BetSpot[] = [
  even('low', '1–18', 'Low, 1 to 18'),
  even('even', 'Even', 'Even'),
  even('red', 'Red', 'Red'),
  even('black', 'Black', 'Black'),
  even('odd', 'Odd', 'Odd'),
  even('high', '19–36', 'High, 19 to 36'),
];

/** The numbers in table order: column (1–12, left to right) and row (1 top: 3, 6 …; 3 bottom: 1, 4 …). */
export function tablePlace(n: number): { column: number; row: number } {
  return { column: Math.ceil(n / 3), row: 3 - ((n - 1) % 3) };
}

export const spotByKey = (key: string): BetSpot | undefined => {
  if (key.startsWith('straight:')) return straightSpot(Number(key.slice('straight:'.length)));
  return (
    insideSpotByKey(key) ?? [...DOZEN_SPOTS, ...COLUMN_SPOTS, ...EVEN_MONEY_SPOTS].find((s) => s.key === key)
  );
};

/** The spot a bet of a round's answer was placed on (the inverse of betFor). */
export const spotOfBet = (bet: { type: RouletteBetType; numbers: readonly number[] }): BetSpot | undefined =>
  spotByKey(bet.numbers.length > 0 ? `${bet.type}:${bet.numbers.join(',')}` : bet.type);

/** A spot button's accessible name: its bet, what it pays, and the stake on it. */
export const spotLabel = (spot: BetSpot, stake: Minor, currency: string, name = spot.name): string =>
  `${name}, pays ${spot.pays} to 1${stake > 0 ? `, ${currency} ${formatMoney(toMajor(stake))} on it` : ''}`;

/** The bet the server is sent for a spot. */
export function betFor(spot: BetSpot, amount: number): RouletteBet {
  return { type: spot.type, ...(spot.numbers ? { numbers: spot.numbers } : {}), amount };
}
