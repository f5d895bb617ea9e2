// Provably fair calls (docs/decisions.md "Casino"): the current seed pair of the logged-in player (or
// of a visitor's demo session), rotating it (which reveals the old server seed), and the public
// verifier that recomputes a round's outcome from its seeds.
import { api } from '../../../api/client.ts';
import type { SeedPair } from '../games/game-screen.ts';

export interface RevealedSeedPair extends SeedPair {
  serverSeed: string;
}

export interface VerifyInput {
  game: string;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  params?: Record<string, unknown>;
}

export const fetchSeedPair = (sessionId: string | null) =>
  api.get<SeedPair>('sports', 'games/fairness', { query: { sessionId } });

export const rotateSeedPair = (input: { sessionId: string | null; clientSeed: string | null }) =>
  api.post<{ previous: RevealedSeedPair; current: SeedPair }>('sports', 'games/fairness/rotate', {
    ...(input.sessionId ? { sessionId: input.sessionId } : {}),
    ...(input.clientSeed ? { clientSeed: input.clientSeed } : {}),
  });

export const verifyRound = (input: VerifyInput) =>
  api.post<{ serverSeedHash: string; outcome: unknown }>('sports', 'games/fairness/verify', input);
