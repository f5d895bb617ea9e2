// Logout, the safety page's session list (SPEC.md §2 /Account/SafetySecurity) and the session's live
// feed credentials: every call acts on the token's own user only.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '@slipstream/domain';
import { LIVE_CREDENTIALS_PATH, type LiveCredentials } from '@slipstream/domain/live-credentials';
import { z } from 'zod';
import type { Broker } from '../../broker/broker.ts';
import { userOf } from '../../http/auth.ts';
import { errorResponses } from '../auth/spec-compat.ts';
import type { SessionService } from './sessions.service.ts';

const sessionView = z.object({
  id: z.string(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  current: z.boolean(),
});

const liveCredentials = z.object({
  username: z.string(),
  password: z.string(),
}) satisfies z.ZodType<LiveCredentials>;

export async function sessionRoutes(
  app: FastifyInstance,
  sessions: SessionService,
  broker?: Broker,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireUser };

  r.post(
    '/auth/logout',
    {
      ...auth,
      schema: {
        response: { 200: z.object({ status: z.literal(true), message: z.string() }), ...errorResponses },
      },
    },
    async (request) => {
      const user = userOf(request);
      await sessions.revoke(user, user.sessionId, 'logout');
      return { status: true as const, message: 'You are logged out.' };
    },
  );

  // What the browser connects to the live feed with, whichever broker serves it: a login of this
  // session's own that ends with it. The broker is told first, so the answer works at once.
  r.get(
    `/${LIVE_CREDENTIALS_PATH}`,
    { ...auth, schema: { response: { 200: liveCredentials, ...errorResponses } } },
    async (request, reply) => {
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
  );

  r.get(
    '/auth/sessions',
    {
      ...auth,
      schema: { response: { 200: z.object({ sessions: z.array(sessionView) }), ...errorResponses } },
    },
    async (request) => {
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
  );

  r.post(
    '/auth/sessions/revoke-others',
    { ...auth, schema: { response: { 200: z.object({ revoked: z.number() }), ...errorResponses } } },
    async (request) => ({ revoked: await sessions.revokeOthers(userOf(request)) }),
  );

  r.post(
    '/auth/sessions/:sessionId/revoke',
    {
      ...auth,
      schema: {
        params: z.object({ sessionId: z.uuid() }),
        response: { 200: z.object({ revoked: z.literal(true), current: z.boolean() }), ...errorResponses },
      },
    },
    async (request) => {
      const user = userOf(request);
      const { sessionId } = request.params;
      // Scoped to the caller: another player's session id is as unknown as a made-up one.
      if (!(await sessions.revoke(user, sessionId, 'revoked-by-user'))) {
        throw new AppError('NOT_FOUND', 'There is no such active session on your account.');
      }
      return { revoked: true as const, current: sessionId === user.sessionId };
    },
  );
}
