// Provably fair calls: the current seed pair, rotating it (revealing the old server seed), the
// public verifier, and a player's own round records.
import { casino as contract } from '@slipstream/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userOf, type AuthUser } from '../../../http/auth.ts';
import { routeOf } from '../../../http/endpoint-route.ts';
import { maybeUser } from '../optional-login.ts';
import type { CasinoSessions } from '../sessions/casino-sessions.service.ts';
import type { FairnessService } from './fairness.service.ts';
import type { RoundRecords } from './round-records.ts';
import { verifyOutcome } from './verify.ts';

export interface FairnessRouteDeps {
  fairness: FairnessService;
  sessions: CasinoSessions;
  records: RoundRecords;
}

export async function fairnessRoutes(app: FastifyInstance, deps: FairnessRouteDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const ownerOf = (user: AuthUser | null, id: string | undefined) => deps.sessions.seedOwnerFor(user, id);

  r.route({
    ...routeOf(contract.currentSeedPair),
    onRequest: maybeUser(app),
    handler: async (request) => deps.fairness.current(await ownerOf(request.user, request.query.sessionId)),
  });

  r.route({
    ...routeOf(contract.rotateSeedPair),
    onRequest: maybeUser(app),
    handler: async (request) =>
      deps.fairness.rotate(await ownerOf(request.user, request.body.sessionId), request.body.clientSeed),
  });

  r.route({
    ...routeOf(contract.verifyRound),
    config: { public: true },
    handler: async (request) => verifyOutcome(request.body),
  });

  r.route({
    ...routeOf(contract.roundRecord),
    onRequest: app.requireUser,
    handler: async (request) => deps.records.record(userOf(request).id, request.params.id),
  });
}
