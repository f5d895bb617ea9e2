// Table limits: every stake is checked against the game's minimum and maximum before any money moves.
import { AppError, toMajor, type Minor } from '@slipstream/domain';
import type { GameRow } from '../catalog/catalog.repo.ts';

export function checkStake(game: GameRow, amount: Minor, what = 'Your bet'): void {
  if (amount < game.min_bet) {
    throw new AppError(
      'UNPROCESSABLE',
      `${what} is below the table minimum of ${toMajor(game.min_bet).toFixed(2)}.`,
      {
        minBet: toMajor(game.min_bet),
      },
    );
  }
  if (amount > game.max_bet) {
    throw new AppError(
      'UNPROCESSABLE',
      `${what} is above the table limit of ${toMajor(game.max_bet).toFixed(2)}.`,
      {
        maxBet: toMajor(game.max_bet),
      },
    );
  }
}
