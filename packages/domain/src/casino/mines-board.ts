// Mines: 25 tiles, the player's choice of 1–24 mines placed by a fair shuffle. After k safe
// reveals the multiplier is 0.99 / P(k safe tiles in a row), so every cash-out point returns 99%.
import { intBelow, type FairSource } from './fair-source.ts';

export const MINES_TILES = 25;
export const MINES_RTP = 0.99;
export const MINES_MIN = 1;
export const MINES_MAX = 24;

export interface MinesOutcome {
  /** The mined tiles (0–24, row by row), ascending. */
  mines: number[];
}

/** Places the mines: the first `count` tiles of a Fisher–Yates shuffle drawn from the fair stream. */
export function placeMines(source: FairSource, count: number): MinesOutcome {
  const tiles = Array.from({ length: MINES_TILES }, (_, i) => i);
  for (let i = 0; i < count; i++) {
    const j = i + intBelow(source, MINES_TILES - i);
    [tiles[i], tiles[j]] = [tiles[j]!, tiles[i]!];
  }
  return { mines: tiles.slice(0, count).sort((a, b) => a - b) };
}

/** The multiplier after `safe` safe reveals with `mines` mines, cut to 4 decimals (never rounded up). */
export function minesMultiplier(mines: number, safe: number): number {
  if (safe === 0) return 1;
  let inverseChance = 1;
  for (let i = 0; i < safe; i++) inverseChance *= (MINES_TILES - i) / (MINES_TILES - mines - i);
  // The epsilon keeps float noise (24.74999…) from cutting a whole step off an exact value.
  return Math.floor(MINES_RTP * inverseChance * 10_000 + 1e-6) / 10_000;
}

export function minesPayout(bet: number, mines: number, safe: number): number {
  return safe === 0 ? bet : Math.floor(bet * minesMultiplier(mines, safe));
}
