// The built-in games' calls under /api/v2/games/play/…: a bet carries an Idempotency-Key (one per
// bet, repeated on a retry); moves name their round. Logged in, or a visitor's demo session.
import { AppError, toMinor } from '@slipstream/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotencyKeyOf } from '../../wallet/idempotency-key.ts';
import { majorAmount, maybeUser, roundAnswer, roundId, sessionId } from '../casino.schemas.ts';
import { BLACKJACK_GAME, type createBlackjackGame } from '../games/blackjack/blackjack.service.ts';
import { CRASH_GAME, type CrashTable } from '../games/crash/crash.service.ts';
import type { createDiceGame } from '../games/dice/dice.service.ts';
import { DICE_GAME } from '../games/dice/dice.service.ts';
import type { createMinesGame } from '../games/mines/mines.service.ts';
import { MINES_GAME } from '../games/mines/mines.service.ts';
import { ROULETTE_BET_TYPES } from '../games/roulette/roulette-math.ts';
import type { createRouletteGame } from '../games/roulette/roulette.service.ts';
import { ROULETTE_GAME } from '../games/roulette/roulette.service.ts';
import type { createSlotGame } from '../games/slot/slot.service.ts';
import { SLOT_GAME } from '../games/slot/slot.service.ts';
import type { CasinoSessions } from '../sessions/casino-sessions.service.ts';
import type { Present, RoundEngine } from './round-engine.ts';

export interface PlayDeps {
  sessions: CasinoSessions;
  engine: RoundEngine;
  slot: ReturnType<typeof createSlotGame>;
  roulette: ReturnType<typeof createRouletteGame>;
  dice: ReturnType<typeof createDiceGame>;
  mines: ReturnType<typeof createMinesGame>;
  blackjack: ReturnType<typeof createBlackjackGame>;
  /** Null in a process that does not run the crash table (it is one table for all: see casino.module.ts). */
  crash: CrashTable | null;
}

export async function playRoutes(app: FastifyInstance, deps: PlayDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const hooks = { onRequest: maybeUser(app) };
  const answer = { response: { 200: roundAnswer } };
  const ctx = (request: FastifyRequest, id: string, game: string) =>
    deps.sessions.access(request.user, id, game);
  const crash = (): CrashTable => {
    if (!deps.crash) throw new AppError('UNAVAILABLE', 'The crash table is not served by this process.');
    return deps.crash;
  };

  api.post(
    '/games/play/slot/spin',
    { ...hooks, schema: { body: z.object({ sessionId, bet: majorAmount }), ...answer } },
    async (request) =>
      deps.slot.spin(
        await ctx(request, request.body.sessionId, SLOT_GAME),
        idempotencyKeyOf(request),
        toMinor(request.body.bet),
      ),
  );

  api.post(
    '/games/play/roulette/spin',
    {
      ...hooks,
      schema: {
        body: z.object({
          sessionId,
          bets: z
            .array(
              z.object({
                type: z.enum(ROULETTE_BET_TYPES),
                numbers: z.array(z.number().int().min(0).max(36)).max(12).optional(),
                amount: majorAmount,
              }),
            )
            .min(1)
            .max(50),
        }),
        ...answer,
      },
    },
    async (request) =>
      deps.roulette.spin(
        await ctx(request, request.body.sessionId, ROULETTE_GAME),
        idempotencyKeyOf(request),
        request.body.bets.map((b) => ({
          type: b.type,
          ...(b.numbers ? { numbers: b.numbers } : {}),
          amount: toMinor(b.amount),
        })),
      ),
  );

  api.post(
    '/games/play/dice/roll',
    {
      ...hooks,
      schema: {
        body: z.object({
          sessionId,
          bet: majorAmount,
          target: z.number().min(0).max(100),
          direction: z.enum(['under', 'over']),
        }),
        ...answer,
      },
    },
    async (request) =>
      deps.dice.roll(
        await ctx(request, request.body.sessionId, DICE_GAME),
        idempotencyKeyOf(request),
        toMinor(request.body.bet),
        {
          target: request.body.target,
          direction: request.body.direction,
        },
      ),
  );

  api.post(
    '/games/play/mines/start',
    {
      ...hooks,
      schema: { body: z.object({ sessionId, bet: majorAmount, mines: z.number().int() }), ...answer },
    },
    async (request) =>
      deps.mines.start(
        await ctx(request, request.body.sessionId, MINES_GAME),
        idempotencyKeyOf(request),
        toMinor(request.body.bet),
        request.body.mines,
      ),
  );
  api.post(
    '/games/play/mines/reveal',
    { ...hooks, schema: { body: z.object({ sessionId, roundId, tile: z.number().int() }), ...answer } },
    async (request) =>
      deps.mines.reveal(
        await ctx(request, request.body.sessionId, MINES_GAME),
        request.body.roundId,
        request.body.tile,
      ),
  );
  api.post(
    '/games/play/mines/cashout',
    { ...hooks, schema: { body: z.object({ sessionId, roundId }), ...answer } },
    async (request) =>
      deps.mines.cashout(await ctx(request, request.body.sessionId, MINES_GAME), request.body.roundId),
  );

  api.post(
    '/games/play/blackjack/deal',
    { ...hooks, schema: { body: z.object({ sessionId, bet: majorAmount }), ...answer } },
    async (request) =>
      deps.blackjack.deal(
        await ctx(request, request.body.sessionId, BLACKJACK_GAME),
        idempotencyKeyOf(request),
        toMinor(request.body.bet),
      ),
  );
  api.post(
    '/games/play/blackjack/:move',
    {
      ...hooks,
      schema: {
        params: z.object({ move: z.enum(['hit', 'stand', 'double', 'split', 'insurance']) }),
        // insurance: take (true) or decline (false) when the dealer shows an ace.
        body: z.object({ sessionId, roundId, take: z.boolean().optional() }),
        ...answer,
      },
    },
    async (request) => {
      const { move } = request.params;
      const action = move === 'insurance' && request.body.take === false ? 'no-insurance' : move;
      return deps.blackjack.move(
        await ctx(request, request.body.sessionId, BLACKJACK_GAME),
        request.body.roundId,
        action,
      );
    },
  );

  api.post(
    '/games/play/crash/bet',
    {
      ...hooks,
      schema: {
        body: z.object({ sessionId, bet: majorAmount, autoCashout: z.number().nullable().optional() }),
        ...answer,
      },
    },
    async (request) =>
      crash().bet(
        await ctx(request, request.body.sessionId, CRASH_GAME),
        idempotencyKeyOf(request),
        toMinor(request.body.bet),
        request.body.autoCashout ?? null,
      ),
  );
  api.post(
    '/games/play/crash/cashout',
    { ...hooks, schema: { body: z.object({ sessionId, roundId }), ...answer } },
    async (request) =>
      crash().cashout(await ctx(request, request.body.sessionId, CRASH_GAME), request.body.roundId),
  );
  // The table as it stands, for a screen that just opened (then MQTT casino/crash/round and /tick).
  api.get('/games/play/crash/table', { config: { public: true } }, async () => ({
    table: crash().state(),
  }));

  // An unfinished round (a mines board, a blackjack hand, a crash bet) after a reload; null when there is none.
  const presenters: Record<string, Present> = {
    [MINES_GAME]: deps.mines.present,
    [BLACKJACK_GAME]: deps.blackjack.present,
    ...(deps.crash ? { [CRASH_GAME]: deps.crash.present } : {}),
  };
  api.get(
    '/games/play/:game/state',
    {
      ...hooks,
      schema: {
        params: z.object({ game: z.enum(['slot', 'roulette', 'dice', 'mines', 'blackjack', 'crash']) }),
        querystring: z.object({ sessionId }),
        response: { 200: z.object({ round: roundAnswer.nullable() }) },
      },
    },
    async (request) => {
      const game = {
        slot: SLOT_GAME,
        roulette: ROULETTE_GAME,
        dice: DICE_GAME,
        mines: MINES_GAME,
        blackjack: BLACKJACK_GAME,
        crash: CRASH_GAME,
      }[request.params.game];
      const { session } = await ctx(request, request.query.sessionId, game);
      const present = presenters[game];
      if (!present) return { round: null };
      return { round: await deps.engine.resume(session.id, game, present) };
    },
  );
}
