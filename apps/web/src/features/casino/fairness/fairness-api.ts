// Provably fair calls (docs/decisions.md "Casino"): the current seed pair of the logged-in player (or
// of a visitor's demo session), rotating it (which reveals the old server seed), and the public
// verifier that recomputes a round's outcome from its seeds.
import type { BodyOf, casino } from '@slipstream/contract';
import { callEndpoint } from '../../../api/endpoint-call.ts';

export type { FairOutcome, RevealedSeedPair } from '@slipstream/contract/casino';

export type VerifyInput = BodyOf<typeof casino.verifyRound>;

export const fetchSeedPair = (sessionId: string | null) =>
  callEndpoint<typeof casino.currentSeedPair>(
    { method: 'GET', base: 'sports', path: '/games/fairness' },
    { query: sessionId ? { sessionId } : {} },
  );

export const rotateSeedPair = (input: { sessionId: string | null; clientSeed: string | null }) =>
  callEndpoint<typeof casino.rotateSeedPair>(
    { method: 'POST', base: 'sports', path: '/games/fairness/rotate' },
    {
      body: {
        ...(input.sessionId ? { sessionId: input.sessionId } : {}),
        ...(input.clientSeed ? { clientSeed: input.clientSeed } : {}),
      },
    },
  );

export const verifyRound = (input: VerifyInput) =>
  callEndpoint<typeof casino.verifyRound>(
    { method: 'POST', base: 'sports', path: '/games/fairness/verify' },
    { body: input },
  );
