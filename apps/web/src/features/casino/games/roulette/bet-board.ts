// The chips on the table, in the order they were placed (so Undo takes the last one back), kept in
// minor units so sums stay exact. Table limits are checked as chips go down: a spot never holds more
// than the table's maximum bet, and neither does the whole table (the server checks both again).
import { formatMoney, toMajor, toMinor, type Minor } from '@slipstream/domain';
import type { RouletteBet } from '../../../../api/casino.ts';
import { betFor, spotByKey } from './roulette-layout.ts';

export interface Chip {
  spot: string;
  amount: Minor;
}

export interface BetBoard {
  chips: Chip[];
}

export const EMPTY_BOARD: BetBoard = { chips: [] };
/** The server takes at most this many bets per spin. */
export const MAX_SPOTS = 50;

export const stakeOn = (board: BetBoard, spot: string): Minor =>
  board.chips.reduce((sum, c) => (c.spot === spot ? sum + c.amount : sum), 0);

export const totalStake = (board: BetBoard): Minor => board.chips.reduce((sum, c) => sum + c.amount, 0);

export const spotsCovered = (board: BetBoard): string[] => [...new Set(board.chips.map((c) => c.spot))];

/** The board with one more chip, or the reason it cannot go down. */
export function placeChip(
  board: BetBoard,
  spot: string,
  amount: number,
  limits: { maxBet: number; currency: string },
): BetBoard | string {
  const chip = toMinor(amount);
  const max = toMinor(limits.maxBet);
  const limit = `${limits.currency} ${formatMoney(limits.maxBet)}`;
  if (stakeOn(board, spot) + chip > max) return `One bet can be at most ${limit}.`;
  if (totalStake(board) + chip > max) return `Your total stake can be at most ${limit}.`;
  if (!spotsCovered(board).includes(spot) && spotsCovered(board).length >= MAX_SPOTS) {
    return `You can place at most ${MAX_SPOTS} bets on one spin.`;
  }
  return { chips: [...board.chips, { spot, amount: chip }] };
}

export const undoChip = (board: BetBoard): BetBoard => ({ chips: board.chips.slice(0, -1) });

/** The spin's bets: one per covered spot, in the order the spots were first played. */
export function boardBets(board: BetBoard): RouletteBet[] {
  return spotsCovered(board).flatMap((key) => {
    const spot = spotByKey(key);
    return spot ? [betFor(spot, toMajor(stakeOn(board, key)))] : [];
  });
}
