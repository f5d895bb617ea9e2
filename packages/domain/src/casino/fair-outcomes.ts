// A round's outcome recomputed from its fair stream, exactly as play derived it, so anyone can check
// a round from its revealed seeds. The server feeds these from HMAC-SHA256(serverSeed,
// clientSeed:nonce:cursor); the same outcome functions play the games.
import { AppError } from '../errors.ts';
import { cardView, shuffleShoe } from './blackjack-cards.ts';
import { crashPoint } from './crash-point.ts';
import { rollDice } from './dice-roll.ts';
import type { FairSource } from './fair-source.ts';
import { MINES_MAX, MINES_MIN, placeMines } from './mines-board.ts';
import { spinRoulette } from './roulette-spin.ts';
import { playSlot } from './slot-spin.ts';

const DERIVERS = {
  dice: (source: FairSource) => rollDice(source),
  'european-roulette': (source: FairSource) => spinRoulette(source),
  'starlight-reels': (source: FairSource) => playSlot(source),
  // A crash round's seed pair: its own server seed, the round id as client seed, nonce 0.
  crash: (source: FairSource) => ({ crashPoint: crashPoint(source) / 100 }),
  // The shoe's first cards in dealing order: player, dealer, player, dealer's hole card, then draws.
  blackjack: (source: FairSource) => ({ shoe: shuffleShoe(source).map(cardView) }),
  mines: (source: FairSource, params: Record<string, unknown>) => {
    const mines = params['mines'];
    if (typeof mines !== 'number' || !Number.isInteger(mines) || mines < MINES_MIN || mines > MINES_MAX) {
      throw new AppError('BAD_REQUEST', `Mines needs params.mines between ${MINES_MIN} and ${MINES_MAX}.`);
    }
    return placeMines(source, mines);
  },
};

export type VerifiableGame = keyof typeof DERIVERS;
export type FairOutcome = ReturnType<(typeof DERIVERS)[VerifiableGame]>;

export const VERIFIABLE_GAMES = Object.keys(DERIVERS) as VerifiableGame[];

const isVerifiable = (game: string): game is VerifiableGame => Object.hasOwn(DERIVERS, game);

/** The outcome of `game` drawn from `source`; an unknown game or missing parameters is a bad request. */
export function deriveOutcome(
  game: string,
  source: FairSource,
  params: Record<string, unknown>,
): FairOutcome {
  if (!isVerifiable(game)) {
    throw new AppError('BAD_REQUEST', `Unknown game. Verifiable games: ${VERIFIABLE_GAMES.join(', ')}.`);
  }
  return DERIVERS[game](source, params);
}
