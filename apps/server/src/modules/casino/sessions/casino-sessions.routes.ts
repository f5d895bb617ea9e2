// POST /games/12/start: opens a game session on the balance the player chose in the casino balance
// dialog (SPEC.md §2, §4): real and bonus need a login, demo is open to visitors.
import { casino as contract } from '@slipstream/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../../http/endpoint-route.ts';
import { maybeUser } from '../optional-login.ts';
import type { CasinoSessions } from './casino-sessions.service.ts';

export async function casinoSessionRoutes(app: FastifyInstance, sessions: CasinoSessions): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(contract.startGame),
    onRequest: maybeUser(app),
    handler: async (request) => sessions.start(request.user, request.body),
  });
}
