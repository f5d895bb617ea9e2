// Provably fair calls: the current seed pair, rotating it (revealing the old server seed), the
// public verifier, and a player's own round records.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf, type AuthUser } from '../../../http/auth.ts';
import { maybeUser, seedPairView, sessionId } from '../casino.schemas.ts';
import type { CasinoSessions } from '../sessions/casino-sessions.service.ts';
import { CLIENT_SEED_PATTERN, type FairnessService } from './fairness.service.ts';
import type { RoundRecords } from './round-records.ts';
import { verifyOutcome } from './verify.ts';

export interface FairnessRouteDeps {
  fairness: FairnessService;
  sessions: CasinoSessions;
  records: RoundRecords;
}

export async function fairnessRoutes(app: FastifyInstance, deps: FairnessRouteDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  const ownerOf = (user: AuthUser | null, id: string | undefined) => deps.sessions.seedOwnerFor(user, id);

  api.get(
    '/games/fairness',
    {
      onRequest: maybeUser(app),
      schema: { querystring: z.object({ sessionId: sessionId.optional() }), response: { 200: seedPairView } },
    },
    async (request) => deps.fairness.current(await ownerOf(request.user, request.query.sessionId)),
  );

  api.post(
    '/games/fairness/rotate',
    {
      onRequest: maybeUser(app),
      schema: {
        body: z.object({
          sessionId: sessionId.optional(),
          clientSeed: z.string().regex(CLIENT_SEED_PATTERN).optional(),
        }),
        response: {
          200: z.object({ previous: seedPairView.extend({ serverSeed: z.string() }), current: seedPairView }),
        },
      },
    },
    async (request) =>
      deps.fairness.rotate(await ownerOf(request.user, request.body.sessionId), request.body.clientSeed),
  );

  api.post(
    '/games/fairness/verify',
    {
      config: { public: true },
      schema: {
        body: z.object({
          serverSeed: z.string().min(1).max(128),
          clientSeed: z.string().min(1).max(64),
          nonce: z.number().int().min(0),
          game: z.string().min(1).max(60),
          params: z.record(z.string(), z.unknown()).optional(),
        }),
        response: { 200: z.object({ serverSeedHash: z.string(), outcome: z.unknown() }) },
      },
    },
    async (request) => verifyOutcome(request.body),
  );

  api.get(
    '/games/rounds/:id',
    {
      onRequest: app.requireUser,
      schema: {
        params: z.object({ id: z.string().min(1).max(64) }),
        response: {
          200: z.object({
            id: z.string(),
            game: z.string(),
            status: z.enum(['pending', 'open', 'cashing', 'settled']),
            balanceType: z.enum(['real', 'bonus', 'demo']),
            bet: z.number(),
            payout: z.number().nullable(),
            createdAt: z.string(),
            settledAt: z.string().nullable(),
            params: z.unknown(),
            result: z.unknown(),
            fairness: z.object({
              serverSeedHash: z.string(),
              /** Shown once the pair has been rotated; until then the player has the hash only. */
              serverSeed: z.string().nullable(),
              clientSeed: z.string(),
              nonce: z.number(),
            }),
          }),
        },
      },
    },
    async (request) => deps.records.record(userOf(request).id, request.params.id),
  );
}
