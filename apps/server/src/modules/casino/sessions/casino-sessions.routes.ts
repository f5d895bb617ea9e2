// POST /games/12/start: opens a game session on the balance the player chose in the casino balance
// dialog (SPEC.md §2, §4): real and bonus need a login, demo is open to visitors.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { int4Id } from '../../../http/id-schemas.ts';
import { maybeUser, seedPairView } from '../casino.schemas.ts';
import type { CasinoSessions } from './casino-sessions.service.ts';

export const startAnswer = z.object({
  sessionId: z.string(),
  gameId: z.number(),
  game: z.string(),
  provider: z.string(),
  gameUrl: z.string().optional(),
  balanceType: z.enum(['real', 'bonus', 'demo']),
  balance: z.number(),
  currency: z.string(),
  minBet: z.number(),
  maxBet: z.number(),
  fairness: seedPairView,
});

export async function casinoSessionRoutes(app: FastifyInstance, sessions: CasinoSessions): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/games/:clientId/start',
    {
      onRequest: maybeUser(app),
      schema: {
        params: z.object({ clientId: z.coerce.number().int() }),
        body: z.object({
          gameId: int4Id(),
          balanceType: z.enum(['real', 'bonus', 'demo']),
        }),
        response: { 200: startAnswer },
      },
    },
    async (request) => sessions.start(request.user, request.body),
  );
}
