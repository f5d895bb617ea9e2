// Starlight Reels: a spin stops each reel at a fair position; wins are read from the ten paylines
// (left to right, wilds substituting) plus scatters; three or more scatters play free spins at ×2
// inside the same round. Amounts are in "line bets" here; the service turns them into money.
import { intBelow, type FairSource } from './fair-source.ts';
import {
  FREE_SPIN_MULTIPLIER,
  FREE_SPINS,
  LINE_PAYS,
  MAX_FREE_SPINS,
  PAYLINES,
  REEL_STRIPS,
  SCATTER,
  SCATTER_PAYS,
  SLOT_LINES,
  SLOT_ROWS,
  WILD,
  type SlotSymbol,
} from './slot-paytable.ts';

export interface LineWin {
  line: number;
  symbol: SlotSymbol;
  count: number;
  /** × line bet. */
  pays: number;
}

export interface SlotSpin {
  /** Stop position per reel. */
  stops: number[];
  /** The visible screen: grid[reel][row]. */
  grid: SlotSymbol[][];
  lineWins: LineWin[];
  scatters: number;
  /** Free spins this spin awarded. */
  freeSpinsWon: number;
  /** Total win of this spin in line bets (free-spin multiplier applied). */
  win: number;
}

export interface SlotOutcome {
  base: SlotSpin;
  freeSpins: SlotSpin[];
  /** The whole round's win in line bets. */
  totalWin: number;
}

/** A payline's win (× line bet) before multipliers, or null. */
export function lineWin(symbols: SlotSymbol[]): { symbol: SlotSymbol; count: number; pays: number } | null {
  // Best of: the leading wilds paid as wilds, or the first real symbol with the wilds before and after it.
  let best: { symbol: SlotSymbol; count: number; pays: number } | null = null;
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === WILD) wilds++;
  if (wilds >= 3) best = { symbol: WILD, count: wilds, pays: LINE_PAYS.star[wilds - 3]! };
  const symbol = symbols[wilds];
  if (symbol !== undefined && symbol !== SCATTER) {
    let count = wilds;
    while (count < symbols.length && (symbols[count] === symbol || symbols[count] === WILD)) count++;
    if (count >= 3) {
      const pays = LINE_PAYS[symbol as keyof typeof LINE_PAYS][count - 3]!;
      if (!best || pays > best.pays) best = { symbol, count, pays };
    }
  }
  return best;
}

function spinOnce(source: FairSource, multiplier: number): SlotSpin {
  const stops = REEL_STRIPS.map((strip) => intBelow(source, strip.length));
  const grid = REEL_STRIPS.map((strip, reel) =>
    Array.from({ length: SLOT_ROWS }, (_, row) => strip[(stops[reel]! + row) % strip.length]!),
  );
  const lineWins: LineWin[] = [];
  PAYLINES.forEach((rows, line) => {
    const win = lineWin(rows.map((row, reel) => grid[reel]![row]!));
    if (win) lineWins.push({ line, ...win, pays: win.pays * multiplier });
  });
  const scatters = grid.flat().filter((s) => s === SCATTER).length;
  const tier = Math.min(scatters, 5) - 3;
  const scatterWin = tier >= 0 ? SCATTER_PAYS[tier]! * SLOT_LINES * multiplier : 0;
  const win = lineWins.reduce((sum, w) => sum + w.pays, 0) + scatterWin;
  return { stops, grid, lineWins, scatters, freeSpinsWon: tier >= 0 ? FREE_SPINS[tier]! : 0, win };
}

/** One paid spin and every free spin it leads to, all from the one fair stream. */
export function playSlot(source: FairSource): SlotOutcome {
  const base = spinOnce(source, 1);
  const freeSpins: SlotSpin[] = [];
  let left = Math.min(base.freeSpinsWon, MAX_FREE_SPINS);
  let awarded = left;
  while (left > 0) {
    const spin = spinOnce(source, FREE_SPIN_MULTIPLIER);
    freeSpins.push(spin);
    left -= 1;
    const more = Math.min(spin.freeSpinsWon, MAX_FREE_SPINS - awarded);
    awarded += more;
    left += more;
  }
  return { base, freeSpins, totalWin: base.win + freeSpins.reduce((sum, s) => sum + s.win, 0) };
}

/** The round's payout in minor units: a bet of `bet` is SLOT_LINES line bets. */
export function slotPayout(bet: number, outcome: SlotOutcome): number {
  return Math.floor((bet * outcome.totalWin) / SLOT_LINES);
}
