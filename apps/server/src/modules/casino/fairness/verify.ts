// Recomputes a round's outcome from its revealed seeds, exactly as play derived it, so anyone can
// check a round: the same outcome functions, fed by HMAC-SHA256(serverSeed, clientSeed:nonce:cursor).
import { AppError } from '@slipstream/domain';
import { cardView, shuffleShoe } from '../games/blackjack/blackjack-cards.ts';
import { crashPoint } from '../games/crash/crash-math.ts';
import { rollDice } from '../games/dice/dice-math.ts';
import { MINES_MAX, MINES_MIN, placeMines } from '../games/mines/mines-math.ts';
import { spinRoulette } from '../games/roulette/roulette-math.ts';
import { playSlot } from '../games/slot/slot-math.ts';
import { hmacSource, type FairSource } from './fair-source.ts';
import { hashServerSeed } from './seed.ts';

type Deriver = (source: FairSource, params: Record<string, unknown>) => unknown;

const DERIVERS: Record<string, Deriver> = {
  dice: (source) => rollDice(source),
  'european-roulette': (source) => spinRoulette(source),
  'starlight-reels': (source) => playSlot(source),
  // The shoe's first cards in dealing order: player, dealer, player, dealer's hole card, then draws.
  // A crash round's seed pair: its own server seed, the round id as client seed, nonce 0.
  crash: (source) => ({ crashPoint: crashPoint(source) / 100 }),
  blackjack: (source) => ({ shoe: shuffleShoe(source).map(cardView) }),
  mines: (source, params) => {
    const mines = params['mines'];
    if (typeof mines !== 'number' || !Number.isInteger(mines) || mines < MINES_MIN || mines > MINES_MAX) {
      throw new AppError('BAD_REQUEST', `Mines needs params.mines between ${MINES_MIN} and ${MINES_MAX}.`);
    }
    return placeMines(source, mines);
  },
};

export const VERIFIABLE_GAMES = Object.keys(DERIVERS);

export function verifyOutcome(input: {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  game: string;
  params?: Record<string, unknown> | undefined;
}): { serverSeedHash: string; outcome: unknown } {
  const derive = DERIVERS[input.game];
  if (!derive)
    throw new AppError('BAD_REQUEST', `Unknown game. Verifiable games: ${VERIFIABLE_GAMES.join(', ')}.`);
  return {
    serverSeedHash: hashServerSeed(input.serverSeed),
    outcome: derive(hmacSource(input.serverSeed, input.clientSeed, input.nonce), input.params ?? {}),
  };
}
