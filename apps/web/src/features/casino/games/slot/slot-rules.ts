// Starlight Reels as the screen draws and explains it: the symbols' names and the opening reels.
// The paylines and the paytable are the server's own (packages/domain): the server alone decides
// and pays every spin; the screen draws the winning line an answer names by its index.
import { LINE_PAYS } from '@slipstream/domain';

export {
  FREE_SPIN_MULTIPLIER,
  FREE_SPINS,
  PAYLINES,
  SCATTER_PAYS,
  SLOT_REELS,
  SLOT_ROWS,
} from '@slipstream/domain';

export const SYMBOL_NAMES: Record<string, string> = {
  moon: 'Moon',
  planet: 'Planet',
  comet: 'Comet',
  rocket: 'Rocket',
  astronaut: 'Astronaut',
  star: 'Wild star',
  nebula: 'Nebula scatter',
};

export const symbolName = (symbol: string): string => SYMBOL_NAMES[symbol] ?? symbol;

/** Line pays for 3, 4 and 5 of a kind, the best-paying symbol first, as the paytable lists them. */
export const LINE_PAYS_BY_VALUE = Object.entries(LINE_PAYS)
  .map(([symbol, pays]) => ({ symbol, pays }))
  .sort((a, b) => b.pays[2] - a.pays[2]);

/** What the reels show before the first spin: every symbol once, nothing lined up. */
export const OPENING_GRID: string[][] = [
  ['moon', 'rocket', 'planet'],
  ['comet', 'star', 'astronaut'],
  ['planet', 'moon', 'nebula'],
  ['astronaut', 'comet', 'rocket'],
  ['rocket', 'planet', 'moon'],
];
