// Mines calls: start a board with a bet and a mine count, reveal tiles, cash out.
import { playCall } from '../shared/play-api.ts';

export const MINES_TILES = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;

export interface MinesResult {
  mines: number;
  /** Safe tiles found, in the order they were revealed (0–24, row by row). */
  revealed: number[];
  /** The mine the player hit, ending the round. */
  hit: number | null;
  multiplier: number;
  /** What the next safe tile would make it; null when every safe tile is found. */
  nextMultiplier: number | null;
  /** Shown once the round is over. */
  minePositions: number[] | null;
}

export const startMines = (
  input: { sessionId: string; bet: number; mines: number },
  idempotencyKey: string,
) => playCall<MinesResult>('mines/start', { ...input }, idempotencyKey);

export const revealTile = (sessionId: string, roundId: string, tile: number) =>
  playCall<MinesResult>('mines/reveal', { sessionId, roundId, tile });

export const cashOutMines = (sessionId: string, roundId: string) =>
  playCall<MinesResult>('mines/cashout', { sessionId, roundId });
