// Starlight Reels' published rules: reel strips, paylines and paytable. The server pays spins by them;
// the web app draws winning lines and the paytable from them. Wins are multiples of the line bet (the
// total bet / 10 lines).
export const SLOT_SYMBOLS = ['moon', 'planet', 'comet', 'rocket', 'astronaut', 'star', 'nebula'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

/** The wild: stands in for every symbol but the scatter. */
export const WILD: SlotSymbol = 'star';
/** The scatter: pays anywhere on the screen and triggers free spins. */
export const SCATTER: SlotSymbol = 'nebula';

export const SLOT_ROWS = 3;
export const SLOT_REELS = 5;

/** Each reel's strip, built from symbol counts spread through the strip (same order on every spin). */
const REEL_COUNTS: Record<SlotSymbol, number>[] = [
  { moon: 10, planet: 9, comet: 8, rocket: 6, astronaut: 5, star: 1, nebula: 1 },
  { moon: 10, planet: 9, comet: 8, rocket: 6, astronaut: 5, star: 1, nebula: 1 },
  { moon: 10, planet: 9, comet: 8, rocket: 6, astronaut: 5, star: 1, nebula: 1 },
  { moon: 10, planet: 9, comet: 8, rocket: 6, astronaut: 5, star: 1, nebula: 1 },
  { moon: 10, planet: 9, comet: 8, rocket: 6, astronaut: 5, star: 1, nebula: 1 },
];

/** Interleaves the symbols round-robin so a strip does not bunch one symbol together. */
function buildStrip(counts: Record<SlotSymbol, number>): SlotSymbol[] {
  const left = { ...counts };
  const strip: SlotSymbol[] = [];
  while (strip.length < Object.values(counts).reduce((a, b) => a + b, 0)) {
    for (const symbol of SLOT_SYMBOLS) {
      if (left[symbol] > 0) {
        strip.push(symbol);
        left[symbol] -= 1;
      }
    }
  }
  return strip;
}
export const REEL_STRIPS: SlotSymbol[][] = REEL_COUNTS.map(buildStrip);

/** Row index (0 top) per reel for each of the ten paylines. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];

/** Line pays (× line bet) for 3, 4 and 5 of a kind from the leftmost reel. */
export const LINE_PAYS: Readonly<Record<Exclude<SlotSymbol, 'nebula'>, readonly [number, number, number]>> = {
  moon: [6, 15, 50],
  planet: [5, 20, 75],
  comet: [10, 30, 100],
  rocket: [15, 50, 200],
  astronaut: [20, 100, 400],
  star: [50, 250, 1000],
};

/** Scatter pays (× total bet) and free spins awarded for 3, 4 and 5 nebulas anywhere. */
export const SCATTER_PAYS: readonly [number, number, number] = [2, 10, 50];
export const FREE_SPINS: readonly [number, number, number] = [8, 12, 20];
/** Every free-spin win is multiplied by this. */
export const FREE_SPIN_MULTIPLIER = 2;
/** A bound on free spins per round (retriggers included), so a round always ends. */
export const MAX_FREE_SPINS = 100;
export const SLOT_LINES = PAYLINES.length;
