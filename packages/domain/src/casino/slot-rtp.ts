// The exact return of Starlight Reels, computed from the strips rather than sampled: reels stop
// independently, so one line's symbols are five independent draws and each reel shows a scatter
// with probability (scatters on strip × rows) / strip length. The simulation test checks the
// published figure against both this and a million played rounds.
import {
  FREE_SPIN_MULTIPLIER,
  FREE_SPINS,
  REEL_STRIPS,
  SCATTER,
  SCATTER_PAYS,
  SLOT_ROWS,
  SLOT_SYMBOLS,
  type SlotSymbol,
} from './slot-paytable.ts';
import { lineWin } from './slot-spin.ts';

/** The return to player as a fraction (free spins valued without the MAX_FREE_SPINS cap, which is ~never reached). */
export function exactSlotRtp(): number {
  const odds = REEL_STRIPS.map((strip) => {
    const p = new Map<SlotSymbol, number>();
    for (const s of strip) p.set(s, (p.get(s) ?? 0) + 1 / strip.length);
    return p;
  });
  // Expected line win (× line bet) on one line, over every sequence of five symbols.
  let line = 0;
  const walk = (reel: number, symbols: SlotSymbol[], chance: number) => {
    if (reel === REEL_STRIPS.length) {
      line += chance * (lineWin(symbols)?.pays ?? 0);
      return;
    }
    for (const s of SLOT_SYMBOLS) {
      const p = odds[reel]!.get(s) ?? 0;
      if (p > 0) walk(reel + 1, [...symbols, s], chance * p);
    }
  };
  walk(0, [], 1);
  // Scatters: at most one per strip window here, so each reel shows one with probability q.
  let counts = [1];
  for (const strip of REEL_STRIPS) {
    const q = (strip.filter((s) => s === SCATTER).length * SLOT_ROWS) / strip.length;
    const next = new Array<number>(counts.length + 1).fill(0);
    counts.forEach((p, k) => {
      next[k] = (next[k] ?? 0) + p * (1 - q);
      next[k + 1] = (next[k + 1] ?? 0) + p * q;
    });
    counts = next;
  }
  let scatter = 0;
  let spinsPerSpin = 0;
  for (let k = 3; k < counts.length; k++) {
    scatter += counts[k]! * SCATTER_PAYS[Math.min(k, 5) - 3]!;
    spinsPerSpin += counts[k]! * FREE_SPINS[Math.min(k, 5) - 3]!;
  }
  const base = line + scatter; // × total bet: ten lines of a tenth each
  // A free spin is worth 2×base plus the free spins it awards: V = 2·base + spinsPerSpin·V.
  const freeSpinValue = (FREE_SPIN_MULTIPLIER * base) / (1 - spinsPerSpin);
  return base + spinsPerSpin * freeSpinValue;
}
