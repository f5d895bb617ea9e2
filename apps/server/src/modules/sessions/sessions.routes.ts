// Logout, the safety page's session list (SPEC.md §2 /Account/SafetySecurity) and the session's live
// feed credentials: every call acts on the token's own user only.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '@slipstream/domain';
import { sessions as contract } from '@slipstream/contract';
import type { Broker } from '../../broker/broker.ts';
import { routeOf } from '../../http/endpoint-route.ts';
import { userOf } from '../../http/auth.ts';
import type { SessionService } from './sessions.service.ts';

export async function sessionRoutes(
  app: FastifyInstance,
  sessions: SessionService,
  broker?: Broker,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireUser };

  r.route({
    ...routeOf(contract.logout),
    ...auth,
    handler: async (request) => {
      const user = userOf(request);
      await sessions.revoke(user, user.sessionId, 'logout');
      return { status: true as const, message: 'You are logged out.' };
    },
  });

  // What the browser connects to the live feed with, whichever broker serves it: a login of this
  // session's own that ends with it. The broker is told first, so the answer works at once.
  r.route({
    ...routeOf(contract.liveCredentials),
    ...auth,
    handler: async (request, reply) => {
      const user = userOf(request);
      const credentials = sessions.brokerCredentials(user);
      try {
        await broker?.admit({ userId: String(user.id), sessionId: user.sessionId }, credentials);
      } catch (err) {
        request.log.warn({ err }, 'could not give the session its broker login');
        throw new AppError('UNAVAILABLE', 'The live feed is not available at the moment. Please try again.');
      }
      void reply.header('cache-control', 'no-store');
      return credentials;
    },
  });

  r.route({
    ...routeOf(contract.listSessions),
    ...auth,
    handler: async (request) => {
      const rows = await sessions.list(userOf(request));
      return {
        sessions: rows.map((s) => ({
          ...s,
          createdAt: s.createdAt.toISOString(),
          lastSeenAt: s.lastSeenAt.toISOString(),
          expiresAt: s.expiresAt.toISOString(),
        })),
      };
    },
  });

  r.route({
    ...routeOf(contract.revokeOtherSessions),
    ...auth,
    handler: async (request) => ({ revoked: await sessions.revokeOthers(userOf(request)) }),
  });

  r.route({
    ...routeOf(contract.revokeSession),
    ...auth,
    handler: async (request) => {
      const user = userOf(request);
      const { sessionId } = request.params;
      // Scoped to the caller: another player's session id is as unknown as a made-up one.
      if (!(await sessions.revoke(user, sessionId, 'revoked-by-user'))) {
        throw new AppError('NOT_FOUND', 'There is no such active session on your account.');
      }
      return { revoked: true as const, current: sessionId === user.sessionId };
    },
  });
}
