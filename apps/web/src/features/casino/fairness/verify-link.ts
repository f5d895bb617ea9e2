// The fairness page's address with a round to check in its query string, written by the games'
// "Verify" links and read back by the verify form.
import type { VerifiableGame } from '@slipstream/domain/casino/fair-outcomes';
import type { SeedPair } from '../games/game-screen.ts';

export const FAIRNESS_PATH = '/Games/Fairness';

/** The games the verifier recomputes (the domain's fair outcomes), as the form names them. */
export const VERIFIABLE_GAMES = [
  { slug: 'dice', name: 'Dice' },
  { slug: 'mines', name: 'Mines' },
  { slug: 'blackjack', name: 'Blackjack' },
  { slug: 'crash', name: 'Crash' },
  { slug: 'european-roulette', name: 'European Roulette' },
  { slug: 'starlight-reels', name: 'Starlight Reels' },
] as const satisfies readonly { slug: VerifiableGame; name: string }[];

export interface VerifyRequest {
  game: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number | null;
  /** Mines only: how many mines the board had. */
  mines: number | null;
  /** A visitor's demo session, so the page can show (and rotate) that session's seed pair. */
  sessionId: string | null;
}

export interface RoundToVerify {
  game: string;
  fairness: SeedPair;
  /** Known once revealed (a rotated pair, or a crashed crash round). */
  serverSeed?: string | null;
  mines?: number | null;
  sessionId?: string | null;
}

export function verifyHref(round: RoundToVerify): string {
  const query = new URLSearchParams({
    game: round.game,
    clientSeed: round.fairness.clientSeed,
    nonce: String(round.fairness.nonce),
    hash: round.fairness.serverSeedHash,
  });
  if (round.serverSeed) query.set('serverSeed', round.serverSeed);
  if (round.mines) query.set('mines', String(round.mines));
  if (round.sessionId) query.set('sessionId', round.sessionId);
  return `${FAIRNESS_PATH}?${query}`;
}

const wholeOrNull = (value: string | null): number | null => {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
};

export function readVerifyRequest(search: URLSearchParams): VerifyRequest {
  return {
    game: search.get('game') ?? 'dice',
    serverSeed: search.get('serverSeed') ?? '',
    serverSeedHash: search.get('hash') ?? '',
    clientSeed: search.get('clientSeed') ?? '',
    nonce: wholeOrNull(search.get('nonce')),
    mines: wholeOrNull(search.get('mines')),
    sessionId: search.get('sessionId'),
  };
}
