// The bets API under /api/v2/bets (SPEC.md §7 "Bets"): HTTP only; the services decide. Each route is
// bound to its endpoint in the contract (packages/contract/src/bets.ts). Placing and cashing out move
// money and need an Idempotency-Key; booking is open to visitors (a token, when sent, records who
// booked); find-bet and validate-selections are public reads.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bets as contract } from '@slipstream/contract';
import { historyBody } from '@slipstream/contract/bets';
import { bearerToken, userOf } from '../../http/auth.ts';
import { routeOf } from '../../http/endpoint-route.ts';
import type { SessionService } from '../sessions/sessions.service.ts';
import { assertClientIdParam } from '../settings/client-id.ts';
import { idempotencyKeyOf, sendIdempotent } from '../idempotency/idempotency-key.ts';
import type { BetsModule } from './bets.module.ts';

export async function betsRoutes(app: FastifyInstance, deps: { bets: BetsModule; sessions: SessionService }) {
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

  r.route({
    ...routeOf(contract.placeBet),
    ...loggedIn,
    handler: async (request, reply) => {
      assertClientIdParam(request.params.clientId);
      const user = userOf(request);
      if (request.body.isBooking === 1) return bets.booking.book(user.id, request.body);
      if (request.body.isBooking === 2) return bets.simulate(request.body);
      const key = idempotencyKeyOf(request);
      return sendIdempotent(reply, await bets.placement.place(user.id, request.body, key));
    },
  });

  r.route({
    ...routeOf(contract.bookBet),
    handler: async (request) => {
      assertClientIdParam(request.params.clientId);
      return bets.booking.book(await optionalUserId(request), request.body);
    },
  });

  r.route({
    ...routeOf(contract.findBet),
    handler: async (request) => bets.booking.find(request.body.betslipId),
  });

  r.route({
    ...routeOf(contract.validateSelections),
    handler: async (request) => bets.booking.validate(request.body.selections),
  });

  r.route({
    ...routeOf(contract.openBets),
    ...loggedIn,
    // The body's userId is ignored: a player only ever counts their own bets.
    handler: async (request) => ({ bets: await bets.openBets(userOf(request).id) }),
  });

  r.route({
    ...routeOf(contract.betHistory),
    ...loggedIn,
    handler: async (request) =>
      bets.history.list(userOf(request).id, request.body ?? historyBody.parse({}), request.query.page),
  });

  r.route({
    ...routeOf(contract.betDetails),
    ...loggedIn,
    handler: async (request) => bets.history.detail(userOf(request).id, request.params.id),
  });

  r.route({
    ...routeOf(contract.cashout),
    ...loggedIn,
    handler: async (request, reply) => {
      const key = idempotencyKeyOf(request);
      return sendIdempotent(
        reply,
        await bets.cashout.cashout(userOf(request).id, request.body.betId, request.body.amount, key),
      );
    },
  });

  // Play money: open to visitors, nothing stored, the ledger untouched.
  r.route({
    ...routeOf(contract.simulate),
    handler: async (request) => bets.simulate(request.body),
  });
}
