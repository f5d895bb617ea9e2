// European roulette's bets: the bet types, what each pays, and which numbers make each inside bet on
// the layout (zero, then twelve streets of three: n, n+1, n+2 for n = 1, 4 … 34). The server checks
// and pays bets by these rules; the web table offers only the inside bets listed here.

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

/** The bets named by the numbers they cover. */
export type RouletteInsideType = Extract<
  RouletteBetType,
  'straight' | 'split' | 'street' | 'trio' | 'corner' | 'first-four' | 'line'
>;

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

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Every legal inside bet of the layout by type, each as its numbers in ascending order. */
function insideLayouts(): Record<RouletteInsideType, number[][]> {
  const split = [
    [0, 1],
    [0, 2],
    [0, 3],
  ];
  const corner: number[][] = [];
  for (let n = 1; n <= 36; n++) {
    if (n % 3 !== 0) split.push([n, n + 1]);
    if (n <= 33) split.push([n, n + 3]);
    if (n % 3 !== 0 && n <= 32) corner.push([n, n + 1, n + 3, n + 4]);
  }
  return {
    straight: range(0, 36).map((n) => [n]),
    split,
    street: range(0, 11).map((r) => range(3 * r + 1, 3 * r + 3)),
    corner,
    line: range(0, 10).map((r) => range(3 * r + 1, 3 * r + 6)),
    trio: [
      [0, 1, 2],
      [0, 2, 3],
    ],
    'first-four': [[0, 1, 2, 3]],
  };
}
export const ROULETTE_INSIDE_BETS: Readonly<Record<RouletteInsideType, readonly (readonly number[])[]>> =
  insideLayouts();

const key = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b).join(',');
const INSIDE_KEYS = new Map(
  Object.entries(ROULETTE_INSIDE_BETS).map(([type, bets]) => [type, new Set(bets.map(key))]),
);

export const isInsideType = (type: string): type is RouletteInsideType => INSIDE_KEYS.has(type);

/** Whether these numbers (in any order) make a bet of this inside type on the layout. */
export const isInsideBet = (type: RouletteInsideType, numbers: readonly number[]): boolean =>
  INSIDE_KEYS.get(type)?.has(key(numbers)) ?? false;

/** The numbers a bet covers, or an error message for a bet not on the layout. */
export function coveredNumbers(bet: { type: RouletteBetType; numbers?: number[] }): number[] | string {
  const numbers = bet.numbers ?? [];
  if (isInsideType(bet.type)) {
    if (!isInsideBet(bet.type, numbers)) return `Those numbers are not a ${bet.type} bet on the table.`;
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
