// Mines rounds: the board is placed at the bet (from the fair stream) and kept in the round; each
// reveal is a move on the stored state, so a board survives a reload. Mines stay hidden until the end.
import type { MinesResult } from '@slipstream/contract/casino';
import { AppError, type Minor } from '@slipstream/domain';
import {
  MINES_MAX,
  MINES_MIN,
  MINES_TILES,
  minesMultiplier,
  minesPayout,
  placeMines,
  type MinesOutcome,
} from '@slipstream/domain/casino/mines-board';
import type { RoundContext, RoundEngine } from '../../provider/round-engine.ts';
import type { RoundRow } from '../../provider/rounds.repo.ts';
import { checkStake } from '../../provider/stake.ts';

export const MINES_GAME = 'mines';

interface MinesState {
  revealed: number[];
  /** The mine the player hit, ending the round. */
  hit?: number;
}

export const present = (row: RoundRow): MinesResult => {
  const { mines } = row.params as { mines: number };
  const state = row.state as MinesState;
  const over = row.status === 'settled' || row.status === 'cashing';
  const safe = state.revealed.length;
  return {
    mines,
    revealed: state.revealed,
    hit: state.hit ?? null,
    multiplier: minesMultiplier(mines, safe),
    nextMultiplier: safe < MINES_TILES - mines ? minesMultiplier(mines, safe + 1) : null,
    minePositions: over ? (row.outcome as MinesOutcome).mines : null,
  };
};

export function createMinesGame(engine: RoundEngine) {
  return {
    present,

    start(ctx: RoundContext, clientKey: string, bet: Minor, mines: number) {
      if (!Number.isInteger(mines) || mines < MINES_MIN || mines > MINES_MAX) {
        throw new AppError('BAD_REQUEST', `Choose between ${MINES_MIN} and ${MINES_MAX} mines.`);
      }
      checkStake(ctx.game, bet);
      return engine.play({
        ctx,
        clientKey,
        bet,
        params: { mines },
        create: (source) => ({
          outcome: placeMines(source, mines),
          state: { revealed: [] } satisfies MinesState,
          payout: null,
        }),
        present,
      });
    },

    reveal(ctx: RoundContext, roundId: string, tile: number) {
      if (!Number.isInteger(tile) || tile < 0 || tile >= MINES_TILES) {
        throw new AppError('BAD_REQUEST', `A tile is a number from 0 to ${MINES_TILES - 1}.`);
      }
      return engine.act({
        ctx,
        roundId,
        present,
        step: (row) => {
          const state = row.state as MinesState;
          const { mines } = row.params as { mines: number };
          // Revealing a tile twice (a double tap, a retry) changes nothing.
          if (state.revealed.includes(tile)) return { state };
          if ((row.outcome as MinesOutcome).mines.includes(tile))
            return { state: { ...state, hit: tile }, payout: 0 };
          const revealed = [...state.revealed, tile];
          // Every safe tile found: the round cashes out by itself.
          if (revealed.length === MINES_TILES - mines)
            return { state: { revealed }, payout: minesPayout(row.bet, mines, revealed.length) };
          return { state: { revealed } };
        },
      });
    },

    cashout(ctx: RoundContext, roundId: string) {
      return engine.act({
        ctx,
        roundId,
        present,
        step: (row) => {
          const state = row.state as MinesState;
          if (state.revealed.length === 0)
            throw new AppError('BAD_REQUEST', 'Reveal at least one tile before cashing out.');
          return {
            state,
            payout: minesPayout(row.bet, (row.params as { mines: number }).mines, state.revealed.length),
          };
        },
      });
    },
  };
}
