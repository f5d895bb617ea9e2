// What a tap on a number means under the chosen bet type: a straight bet, the number's street, or
// one of two taps for a split, corner or line (the first picks the anchor, the second the bet). The
// status line says what happened and what to tap next.
import { betTitle, pairedBet, partnersOf, streetSpot, type PairedBetType } from './inside-bets.ts';
import { straightSpot, type BetSpot } from './roulette-layout.ts';

export type BetMode = 'straight' | 'street' | PairedBetType;

export const BET_MODES: { mode: BetMode; label: string }[] = [
  { mode: 'straight', label: 'Number' },
  { mode: 'split', label: 'Split' },
  { mode: 'street', label: 'Street' },
  { mode: 'corner', label: 'Corner' },
  { mode: 'line', label: 'Line' },
];

export const isPaired = (mode: BetMode): mode is PairedBetType =>
  mode === 'split' || mode === 'corner' || mode === 'line';

export interface NumberPick {
  /** The first number of a split, corner or line, waiting for its second. */
  anchor: number | null;
  status: string;
}

export function hintFor(mode: BetMode): string {
  if (mode === 'straight') return 'Tap a number or an outside bet.';
  if (mode === 'street') return 'Tap a number to bet on its street.';
  return `Tap the first number of your ${mode}.`;
}

const PROMPTS: Record<PairedBetType, (n: number) => string> = {
  split: (n) => `Pick a number next to ${n}.`,
  corner: (n) => `Pick a number diagonally next to ${n}.`,
  line: (n) => `Pick a number in a street next to ${n}'s.`,
};

export const startPick = (mode: BetMode): NumberPick => ({ anchor: null, status: hintFor(mode) });

/** The pick after a tap on number n, and the spot to put the chip on when the tap names a bet. */
export function tapNumber(mode: BetMode, pick: NumberPick, n: number): NumberPick & { spot?: BetSpot } {
  if (mode === 'straight') return { ...startPick(mode), spot: straightSpot(n) };
  if (mode === 'street') {
    const spot = streetSpot(n);
    if (!spot) return { anchor: null, status: `${n} has no street: try 0-1-2 or 0-2-3.` };
    return { anchor: null, status: `${spot.name} placed.`, spot };
  }
  const { anchor } = pick;
  if (anchor === null) {
    if (partnersOf(mode, n).size === 0) return { anchor: null, status: `No ${mode} includes ${n}.` };
    return { anchor: n, status: PROMPTS[mode](n) };
  }
  if (anchor === n) return { anchor: null, status: `${betTitle(mode)} cancelled.` };
  const spot = pairedBet(mode, anchor, n);
  if (!spot) return { anchor: null, status: `${anchor} and ${n} make no ${mode}: pick cancelled.` };
  return { anchor: null, status: `${spot.name} placed.`, spot };
}
