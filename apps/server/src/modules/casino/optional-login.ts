// Demo play works without an account: the casino's `signed` calls log the caller in when a token is
// sent, and a visitor (no token) goes on as null.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const maybeUser = (app: FastifyInstance) => async (request: FastifyRequest, reply: FastifyReply) => {
  if (request.headers.authorization !== undefined) await app.requireUser(request, reply);
};
