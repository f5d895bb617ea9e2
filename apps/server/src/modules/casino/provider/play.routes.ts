// The built-in games' calls under /api/v2/games/play/…: a bet carries an Idempotency-Key (one per
// bet, repeated on a retry); moves name their round. Logged in, or a visitor's demo session.
import { casino as contract } from '@slipstream/contract';
import type { OpenRoundResults } from '@slipstream/contract/casino';
import { AppError, toMinor } from '@slipstream/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../../http/endpoint-route.ts';
import { idempotencyKeyOf } from '../../idempotency/idempotency-key.ts';
import { BLACKJACK_GAME, type createBlackjackGame } from '../games/blackjack/blackjack.service.ts';
import { CRASH_GAME, type CrashTable } from '../games/crash/crash.service.ts';
import { DICE_GAME, type createDiceGame } from '../games/dice/dice.service.ts';
import { MINES_GAME, type createMinesGame } from '../games/mines/mines.service.ts';
import { ROULETTE_GAME, type createRouletteGame } from '../games/roulette/roulette.service.ts';
import { SLOT_GAME, type createSlotGame } from '../games/slot/slot.service.ts';
import { maybeUser } from '../optional-login.ts';
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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const hooks = { onRequest: maybeUser(app) };
  const ctx = (request: FastifyRequest, id: string, game: string) =>
    deps.sessions.access(request.user, id, game);
  const crash = (): CrashTable => {
    if (!deps.crash) throw new AppError('UNAVAILABLE', 'The crash table is not served by this process.');
    return deps.crash;
  };

  r.route({
    ...routeOf(contract.spinSlot),
    ...hooks,
    handler: async (request) =>
      deps.slot.spin(
        await ctx(request, request.body.sessionId, SLOT_GAME),
        idempotencyKeyOf(request),
        toMinor(request.body.bet),
      ),
  });

  r.route({
    ...routeOf(contract.spinRoulette),
    ...hooks,
    handler: async (request) =>
      deps.roulette.spin(
        await ctx(request, request.body.sessionId, ROULETTE_GAME),
        idempotencyKeyOf(request),
        request.body.bets.map((b) => ({
          type: b.type,
          ...(b.numbers ? { numbers: b.numbers } : {}),
          amount: toMinor(b.amount),
        })),
      ),
  });

  r.route({
    ...routeOf(contract.rollDice),
    ...hooks,
    handler: async (request) =>
      deps.dice.roll(
        await ctx(request, request.body.sessionId, DICE_GAME),
        idempotencyKeyOf(request),
        toMinor(request.body.bet),
        {
          target: request.body.target,
          direction: request.body.direction,
        },
      ),
  });

  r.route({
    ...routeOf(contract.startMines),
    ...hooks,
    handler: async (request) =>
      deps.mines.start(
        await ctx(request, request.body.sessionId, MINES_GAME),
        idempotencyKeyOf(request),
        toMinor(request.body.bet),
        request.body.mines,
      ),
  });
  r.route({
    ...routeOf(contract.revealMinesTile),
    ...hooks,
    handler: async (request) =>
      deps.mines.reveal(
        await ctx(request, request.body.sessionId, MINES_GAME),
        request.body.roundId,
        request.body.tile,
      ),
  });
  r.route({
    ...routeOf(contract.cashOutMines),
    ...hooks,
    handler: async (request) =>
      deps.mines.cashout(await ctx(request, request.body.sessionId, MINES_GAME), request.body.roundId),
  });

  r.route({
    ...routeOf(contract.dealBlackjack),
    ...hooks,
    handler: async (request) =>
      deps.blackjack.deal(
        await ctx(request, request.body.sessionId, BLACKJACK_GAME),
        idempotencyKeyOf(request),
        toMinor(request.body.bet),
      ),
  });
  // insurance: take (true) or decline (false) when the dealer shows an ace.
  r.route({
    ...routeOf(contract.moveBlackjack),
    ...hooks,
    handler: async (request) => {
      const { move } = request.params;
      const action = move === 'insurance' && request.body.take === false ? 'no-insurance' : move;
      return deps.blackjack.move(
        await ctx(request, request.body.sessionId, BLACKJACK_GAME),
        request.body.roundId,
        action,
      );
    },
  });

  r.route({
    ...routeOf(contract.betCrash),
    ...hooks,
    handler: async (request) =>
      crash().bet(
        await ctx(request, request.body.sessionId, CRASH_GAME),
        idempotencyKeyOf(request),
        toMinor(request.body.bet),
        request.body.autoCashout ?? null,
      ),
  });
  r.route({
    ...routeOf(contract.cashOutCrash),
    ...hooks,
    handler: async (request) =>
      crash().cashout(await ctx(request, request.body.sessionId, CRASH_GAME), request.body.roundId),
  });
  // The table as it stands, for a screen that just opened (then MQTT casino/crash/round and /tick).
  r.route({
    ...routeOf(contract.crashTable),
    config: { public: true },
    handler: async () => ({ table: crash().state() }),
  });

  // An unfinished round (a mines board, a blackjack hand, a crash bet) after a reload; null when there is none.
  const presenters: Record<string, Present<OpenRoundResults[keyof OpenRoundResults]>> = {
    [MINES_GAME]: deps.mines.present,
    [BLACKJACK_GAME]: deps.blackjack.present,
    ...(deps.crash ? { [CRASH_GAME]: deps.crash.present } : {}),
  };
  r.route({
    ...routeOf(contract.openRound),
    ...hooks,
    handler: async (request) => {
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
  });
}
