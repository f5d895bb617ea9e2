// European roulette: one zero, 37 pockets. Every standard bet, the numbers it covers and what it
// pays (to one); a winning bet returns its stake plus stake × pays.
import type { FairSource } from '../../fairness/fair-source.ts';
import { intBelow } from '../../fairness/fair-source.ts';

export const ROULETTE_POCKETS = 37;
export const ROULETTE_RTP = 36 / 37;
export const RED_NUMBERS = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36] as const;

export const ROULETTE_BET_TYPES = [
  'straight',
  'split',
  'street',
  'trio',
  'corner',
  'first-four',
  'line',
  'dozen',
  'column',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
] as const;
export type RouletteBetType = (typeof ROULETTE_BET_TYPES)[number];

/** What each bet pays to one. */
export const ROULETTE_PAYS: Record<RouletteBetType, number> = {
  straight: 35,
  split: 17,
  street: 11,
  trio: 11,
  corner: 8,
  'first-four': 8,
  line: 5,
  dozen: 2,
  column: 2,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
};

export interface RouletteBet {
  type: RouletteBetType;
  /** Inside bets: the numbers covered. dozen and column: [1], [2] or [3]. Even-money bets: none. */
  numbers?: number[];
  amount: number;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const key = (numbers: number[]) => [...numbers].sort((a, b) => a - b).join(',');

/** Every legal inside bet of the layout (three columns of twelve rows), by type. */
function insideLayouts(): Record<string, Set<string>> {
  const split = new Set<string>(['0,1', '0,2', '0,3']);
  const corner = new Set<string>();
  for (let n = 1; n <= 36; n++) {
    if (n % 3 !== 0) split.add(key([n, n + 1]));
    if (n <= 33) split.add(key([n, n + 3]));
    if (n % 3 !== 0 && n <= 32) corner.add(key([n, n + 1, n + 3, n + 4]));
  }
  const street = new Set(range(0, 11).map((r) => key([3 * r + 1, 3 * r + 2, 3 * r + 3])));
  const line = new Set(range(0, 10).map((r) => key(range(3 * r + 1, 3 * r + 6))));
  return {
    straight: new Set(range(0, 36).map(String)),
    split,
    street,
    corner,
    line,
    trio: new Set(['0,1,2', '0,2,3']),
    'first-four': new Set(['0,1,2,3']),
  };
}
const INSIDE = insideLayouts();

/** The numbers a bet covers, or an error message for a bet not on the layout. */
export function coveredNumbers(bet: Pick<RouletteBet, 'type' | 'numbers'>): number[] | string {
  const numbers = bet.numbers ?? [];
  const layout = INSIDE[bet.type];
  if (layout) {
    if (!layout.has(key(numbers))) return `Those numbers are not a ${bet.type} bet on the table.`;
    return [...numbers];
  }
  if (bet.type === 'dozen' || bet.type === 'column') {
    const which = numbers[0];
    if (numbers.length !== 1 || which === undefined || ![1, 2, 3].includes(which)) {
      return `A ${bet.type} bet names its ${bet.type} as numbers: [1], [2] or [3].`;
    }
    return bet.type === 'dozen'
      ? range(12 * (which - 1) + 1, 12 * which)
      : range(0, 11).map((r) => 3 * r + which);
  }
  if (numbers.length > 0) return `A ${bet.type} bet takes no numbers.`;
  const all = range(1, 36);
  const red = new Set<number>(RED_NUMBERS);
  switch (bet.type) {
    case 'red':
      return all.filter((n) => red.has(n));
    case 'black':
      return all.filter((n) => !red.has(n));
    case 'odd':
      return all.filter((n) => n % 2 === 1);
    case 'even':
      return all.filter((n) => n % 2 === 0);
    case 'low':
      return range(1, 18);
    default:
      return range(19, 36);
  }
}

export interface RouletteOutcome {
  number: number;
  color: 'green' | 'red' | 'black';
}

export function spinRoulette(source: FairSource): RouletteOutcome {
  const number = intBelow(source, ROULETTE_POCKETS);
  const color =
    number === 0 ? 'green' : (RED_NUMBERS as readonly number[]).includes(number) ? 'red' : 'black';
  return { number, color };
}

/** What one bet returns on this number (stake included), minor units. */
export function roulettePayout(bet: RouletteBet, covered: number[], number: number): number {
  return covered.includes(number) ? bet.amount * (ROULETTE_PAYS[bet.type] + 1) : 0;
}
