// The bets API under /api/v2/bets (SPEC.md §7 "Bets"): HTTP only; the services decide. Placing and
// cashing out move money and need an Idempotency-Key; booking is open to visitors (a token, when
// sent, records who booked); find-bet and validate-selections are public reads.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken, userOf } from '../../http/auth.ts';
import type { SessionService } from '../sessions/sessions.service.ts';
import { assertClientIdParam } from '../settings/client-id.ts';
import { idempotencyKeyOf, sendIdempotent } from '../wallet/idempotency-key.ts';
import {
  betIdParams,
  cashoutBody,
  couponBody,
  findBetBody,
  historyBody,
  historyQuery,
  openBetsBody,
  validateSelectionsBody,
} from './bets.schemas.ts';
import type { Bets } from './bets.module.ts';

const clientIdParams = z.object({ clientId: z.string().max(64) });

export async function betsRoutes(app: FastifyInstance, deps: { bets: Bets; sessions: SessionService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { bets } = deps;
  const loggedIn = { onRequest: app.requireUser };

  /** Booking is open to visitors; a valid token makes the booking the player's. */
  async function optionalUserId(request: FastifyRequest): Promise<number | null> {
    const token = bearerToken(request);
    if (!token) return null;
    const user = await deps.sessions.authenticate(token);
    return user ? user.id : null;
  }

  r.post(
    '/bets/place-bet/:clientId',
    { ...loggedIn, schema: { params: clientIdParams, body: couponBody } },
    async (request, reply) => {
      assertClientIdParam(request.params.clientId);
      const user = userOf(request);
      if (request.body.isBooking === 1) return bets.booking.book(user.id, request.body);
      if (request.body.isBooking === 2) return bets.simulate(request.body);
      const key = idempotencyKeyOf(request);
      return sendIdempotent(reply, await bets.placement.place(user.id, request.body, key));
    },
  );

  r.post(
    '/bets/book-bet/:clientId',
    { schema: { params: clientIdParams, body: couponBody } },
    async (request) => {
      assertClientIdParam(request.params.clientId);
      return bets.booking.book(await optionalUserId(request), request.body);
    },
  );

  r.post('/bets/find-bet', { schema: { body: findBetBody } }, async (request) =>
    bets.booking.find(request.body.betslipId),
  );

  r.post('/bets/validate-selections', { schema: { body: validateSelectionsBody } }, async (request) =>
    bets.booking.validate(request.body.selections),
  );

  r.post('/bets/open-bets', { ...loggedIn, schema: { body: openBetsBody.optional() } }, async (request) => {
    // The body's userId is ignored: a player only ever counts their own bets.
    return { bets: await bets.openBets(userOf(request).id) };
  });

  r.post(
    '/bets/history',
    { ...loggedIn, schema: { querystring: historyQuery, body: historyBody.optional() } },
    async (request) =>
      bets.history.list(userOf(request).id, request.body ?? historyBody.parse({}), request.query.page),
  );

  r.get('/bets/:id', { ...loggedIn, schema: { params: betIdParams } }, async (request) =>
    bets.history.detail(userOf(request).id, request.params.id),
  );

  r.post('/bets/cashout', { ...loggedIn, schema: { body: cashoutBody } }, async (request, reply) => {
    const key = idempotencyKeyOf(request);
    return sendIdempotent(
      reply,
      await bets.cashout.cashout(userOf(request).id, request.body.betId, request.body.amount, key),
    );
  });

  // Play money: open to visitors, nothing stored, the ledger untouched.
  r.post('/bets/simulate', { schema: { body: couponBody } }, async (request) => bets.simulate(request.body));
}
