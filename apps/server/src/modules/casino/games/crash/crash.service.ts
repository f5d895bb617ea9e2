// The shared crash table: one round at a time for every player — betting (its server seed committed
// by hash), running (the multiplier broadcast on casino/crash/tick), crashed (the seed revealed). Bets
// are rounds of the engine on the crash round's seed; a bet pays at its cash-out (by hand, or its
// auto-cash-out target) if that came before the crash. Driven by advance(), which a timer calls.
import { randomUUID } from 'node:crypto';
import type { CrashBetResult, CrashRoundView } from '@slipstream/contract/casino';
import { CRASH_TOPICS } from '@slipstream/contract/topics';
import { AppError, MAX_CASHOUT, MIN_CASHOUT, msUntil, multiplierAt, type Minor } from '@slipstream/domain';
import { crashPayout, crashPoint } from '@slipstream/domain/casino/crash-point';
import type { Db } from '../../../../db/database.ts';
import { findGameBySlug } from '../../catalog/catalog.repo.ts';
import { hmacSource } from '../../fairness/fair-source.ts';
import { insertSeed, retireSeed } from '../../fairness/fairness.repo.ts';
import { hashServerSeed, newServerSeed } from '../../fairness/seed.ts';
import type { RoundContext, RoundEngine } from '../../provider/round-engine.ts';
import type { RoundRow } from '../../provider/rounds.repo.ts';
import { checkStake } from '../../provider/stake.ts';
import { findSession } from '../../wallet/wallet.repo.ts';

export const CRASH_GAME = 'crash';
export { CRASH_TOPICS };

interface CrashRound {
  id: string;
  seedId: number;
  serverSeed: string;
  serverSeedHash: string;
  /** Hundredths; secret until the crash. */
  point: number;
  phase: 'betting' | 'running' | 'crashed';
  bettingEndsAt: number;
  startedAt: number | null;
  crashAt: number | null;
}

interface CrashParams {
  crashRoundId: string;
  /** Hundredths, or null for cash-out by hand only. */
  autoCashout: number | null;
}

interface CrashState {
  /** Hundredths at which the player cashed out by hand. */
  cashedOutAt: number | null;
}

export interface CrashDeps {
  db: Db;
  engine: RoundEngine;
  publish: (topic: string, payload: unknown) => Promise<void>;
  now: () => number;
  bettingMs?: number;
  pauseMs?: number;
}

export const present = (row: RoundRow): CrashBetResult => {
  const params = row.params as CrashParams;
  const state = row.state as CrashState;
  const over = row.status === 'settled' || row.status === 'cashing';
  return {
    crashRoundId: params.crashRoundId,
    autoCashout: params.autoCashout === null ? null : params.autoCashout / 100,
    cashedOutAt: state.cashedOutAt === null ? null : state.cashedOutAt / 100,
    crashPoint: over ? (row.outcome as { point: number }).point / 100 : null,
  };
};

export function createCrashTable(deps: CrashDeps) {
  const bettingMs = deps.bettingMs ?? 6_000;
  const pauseMs = deps.pauseMs ?? 3_000;
  let current: CrashRound | null = null;
  let nextOpenAt = 0;
  let busy = false;

  const view = (r: CrashRound): CrashRoundView => ({
    roundId: r.id,
    phase: r.phase,
    serverSeedHash: r.serverSeedHash,
    clientSeed: r.id,
    nonce: 0,
    bettingEndsAt: new Date(r.bettingEndsAt).toISOString(),
    startedAt: r.startedAt === null ? null : new Date(r.startedAt).toISOString(),
    multiplier:
      r.phase === 'running' && r.startedAt !== null
        ? multiplierAt(deps.now() - r.startedAt) / 100
        : r.phase === 'crashed'
          ? r.point / 100
          : 1,
    crashPoint: r.phase === 'crashed' ? r.point / 100 : null,
    serverSeed: r.phase === 'crashed' ? r.serverSeed : null,
  });

  async function open(): Promise<void> {
    const id = randomUUID();
    const serverSeed = newServerSeed();
    const serverSeedHash = hashServerSeed(serverSeed);
    const owner = `crash:${id}`;
    await insertSeed(deps.db, {
      owner,
      server_seed: serverSeed,
      server_seed_hash: serverSeedHash,
      client_seed: id,
    });
    const seed = await deps.db
      .selectFrom('casino_seeds')
      .select('id')
      .where('owner', '=', owner)
      .executeTakeFirstOrThrow();
    // Per-round committed seed: the client seed is the round id, the nonce 0.
    const point = crashPoint(hmacSource(serverSeed, id, 0));
    current = {
      id,
      seedId: seed.id,
      serverSeed,
      serverSeedHash,
      point,
      phase: 'betting',
      bettingEndsAt: deps.now() + bettingMs,
      startedAt: null,
      crashAt: null,
    };
    await deps.publish(CRASH_TOPICS.round, view(current));
  }

  async function contextOf(row: RoundRow): Promise<RoundContext> {
    const session = await findSession(deps.db, row.session_id);
    const game = await findGameBySlug(deps.db, CRASH_GAME);
    if (!session || !game) throw new Error('crash: a bet without its session or game');
    return { session, game };
  }

  /** Pays every bet of the crashed round: auto-cash-outs at or below the point win, the rest lose. */
  async function settle(round: CrashRound): Promise<void> {
    const open = await deps.db
      .selectFrom('casino_rounds')
      .selectAll()
      .where('game', '=', CRASH_GAME)
      .where('seed_id', '=', round.seedId)
      .where('status', 'in', ['open', 'cashing'])
      .execute();
    for (const row of open) {
      const params = row.params as CrashParams;
      await deps.engine.act({
        ctx: await contextOf(row),
        roundId: row.id,
        present,
        step: (r) => ({
          state: r.state,
          payout: params.autoCashout === null ? 0 : crashPayout(r.bet, params.autoCashout, round.point),
        }),
      });
    }
  }

  async function crash(round: CrashRound): Promise<void> {
    round.phase = 'crashed';
    await retireSeed(deps.db, round.seedId, new Date(deps.now()));
    await settle(round);
    await deps.publish(CRASH_TOPICS.round, view(round));
    nextOpenAt = deps.now() + pauseMs;
  }

  return {
    present,

    /** Moves the table on; call it often (every 100 ms). Never runs twice at once. */
    async advance(): Promise<void> {
      if (busy) return;
      busy = true;
      try {
        const now = deps.now();
        if (!current || (current.phase === 'crashed' && now >= nextOpenAt)) return await open();
        if (current.phase === 'betting' && now >= current.bettingEndsAt) {
          current.phase = 'running';
          current.startedAt = now;
          current.crashAt = now + msUntil(current.point);
          await deps.publish(CRASH_TOPICS.round, view(current));
        }
        if (current.phase === 'running') {
          if (now >= current.crashAt!) await crash(current);
          else
            await deps.publish(CRASH_TOPICS.tick, {
              roundId: current.id,
              multiplier: multiplierAt(now - current.startedAt!) / 100,
            });
        }
      } finally {
        busy = false;
      }
    },

    /** The table as a screen shows it on arrival (before the next broadcast). */
    state: () => (current ? view(current) : null),

    async bet(ctx: RoundContext, clientKey: string, bet: Minor, autoCashout: number | null) {
      checkStake(ctx.game, bet);
      if (
        autoCashout !== null &&
        (autoCashout < MIN_CASHOUT ||
          autoCashout > MAX_CASHOUT ||
          Math.round(autoCashout * 100) !== autoCashout * 100)
      ) {
        throw new AppError(
          'BAD_REQUEST',
          `An auto cash-out is between ${MIN_CASHOUT.toFixed(2)}× and ${MAX_CASHOUT}× with 2 decimals.`,
        );
      }
      const round = current;
      if (!round || round.phase !== 'betting' || deps.now() >= round.bettingEndsAt) {
        throw new AppError('CONFLICT', 'Bets are closed for this round. Please wait for the next one.');
      }
      const params: CrashParams = {
        crashRoundId: round.id,
        autoCashout: autoCashout === null ? null : Math.round(autoCashout * 100),
      };
      return deps.engine.play({
        ctx,
        clientKey,
        bet,
        params,
        draw: async () => ({
          seedId: round.seedId,
          nonce: 0,
          source: hmacSource(round.serverSeed, round.id, 0),
        }),
        create: () => ({
          outcome: { point: round.point },
          state: { cashedOutAt: null } satisfies CrashState,
          payout: null,
        }),
        present,
      });
    },

    async cashout(ctx: RoundContext, roundId: string) {
      return deps.engine.act({
        ctx,
        roundId,
        present,
        step: (row) => {
          const params = row.params as CrashParams;
          const round = current;
          const now = deps.now();
          if (
            !round ||
            round.id !== params.crashRoundId ||
            round.phase !== 'running' ||
            now >= round.crashAt!
          ) {
            throw new AppError('CONFLICT', 'Too late: this round has crashed.');
          }
          const reached = multiplierAt(now - round.startedAt!);
          // Past its auto target a bet is paid at the target, whenever the tap arrives.
          const at = params.autoCashout !== null ? Math.min(reached, params.autoCashout) : reached;
          return {
            state: { cashedOutAt: at } satisfies CrashState,
            payout: crashPayout(row.bet, at, round.point),
          };
        },
      });
    },
  };
}

export type CrashTable = ReturnType<typeof createCrashTable>;
