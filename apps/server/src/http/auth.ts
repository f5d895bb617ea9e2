// Bearer authentication for every module. `app.requireUser` (a hook for onRequest or preHandler)
// reads `Authorization: Bearer <token>`, checks the token and its server-side session, and sets
// `request.user`; handlers read it with userOf(request). createTokenVerifier lets the broker accept
// the same token as the MQTT password for users/{id}/… topics.
import { AppError } from '@slipstream/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TokenVerifier } from '../broker/broker.ts';
import type { AuthUser, SessionService } from '../modules/sessions/sessions.service.ts';

export type { AuthUser } from '../modules/sessions/sessions.service.ts';

export type RequireUser = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in player, set by requireUser; null on routes that do not ask for one. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** Route hook: `{ onRequest: app.requireUser }` refuses the call with 401 unless a live session made it. */
    requireUser: RequireUser;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_\-.]+)$/;

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  return BEARER.exec(header.trim())?.[1] ?? null;
}

/** Decorates the root instance, so every scope (and every later module) sees requireUser. */
export function registerAuth(app: FastifyInstance, sessions: SessionService): void {
  app.decorateRequest('user', null);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHORIZED', 'Please log in to continue.');
    const user = await sessions.authenticate(token);
    if (!user) throw new AppError('SESSION_INVALID', 'Your session has ended. Please log in again.');
    request.user = user;
  });
}

/** The user requireUser set; a route that forgot requireUser fails loudly instead of serving anyone. */
export function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('UNAUTHORIZED', 'Please log in to continue.');
  return request.user;
}

/** For the broker: a token's user id (as the topic segment users/{id}/…), or null. */
export function createTokenVerifier(sessions: SessionService): TokenVerifier {
  return async (token) => {
    const user = await sessions.authenticate(token);
    return user ? String(user.id) : null;
  };
}
