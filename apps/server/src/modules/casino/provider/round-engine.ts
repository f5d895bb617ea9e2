// How every built-in game plays a round through the seamless wallet, like any provider: draw the
// next provably fair nonce and record the round, one debit for the bet (a retry with the same client
// key replays it), game moves on the stored state, then one credit for the win (0 closes a loss).
// Each step is idempotent on the round id, so a round cut short by a crash finishes on retry.
import type { RoundAnswer } from '@slipstream/contract/casino';
import { AppError, toMajor, type Minor } from '@slipstream/domain';
import type { FairSource } from '@slipstream/domain/casino/fair-source';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/database.ts';
import { isUniqueViolation, type Transaction } from '../../../db/executor.ts';
import { hashRequest } from '../../idempotency/idempotency.service.ts';
import type { GameRow } from '../catalog/catalog.repo.ts';
import type { Draw, FairnessService } from '../fairness/fairness.service.ts';
import { findSeed } from '../fairness/fairness.repo.ts';
import { seedOwner, type CasinoSession } from '../sessions/casino-sessions.service.ts';
import type { SeamlessWallet } from '../wallet/wallet.types.ts';
import { BUILT_IN_PROVIDER } from './built-in-provider.ts';
import {
  deleteRound,
  findOpenRound,
  findRound,
  findRoundByKey,
  insertRound,
  lockRound,
  updateRound,
  type RoundRow,
} from './rounds.repo.ts';

export interface RoundContext {
  session: CasinoSession;
  game: GameRow;
}

/** What a new round starts as: its secret outcome, its first state, and its payout if already known. */
export interface RoundStart {
  outcome: unknown;
  state: unknown;
  /** Known at once for instant games; null while a stateful round (mines, blackjack) is in play. */
  payout: Minor | null;
}

/** A move on an open round: the new state, and the payout when the move ends the round. */
export interface RoundStep {
  state: unknown;
  payout?: Minor;
}

/** The public view of a round for the game screen (a mines board hides its mines until the end). */
export type Present<Result = unknown> = (row: RoundRow) => Result;

export interface RoundEngineDeps {
  db: Db;
  wallet: SeamlessWallet;
  fairness: FairnessService;
  now: () => Date;
}

const walletCall = (row: RoundRow) => ({
  provider: BUILT_IN_PROVIDER,
  sessionId: row.session_id,
  roundId: row.id,
});

export function createRoundEngine(deps: RoundEngineDeps) {
  const { db, wallet } = deps;

  async function answer<R>(row: RoundRow, balance: Minor, present: Present<R>): Promise<RoundAnswer<R>> {
    const seed = await findSeed(db, row.seed_id);
    const settled = row.status === 'settled' || row.status === 'cashing';
    return {
      roundId: row.id,
      game: row.game,
      status: settled ? 'settled' : 'open',
      bet: toMajor(row.bet),
      payout: settled && row.payout !== null ? toMajor(row.payout) : null,
      multiplier:
        settled && row.payout !== null ? Math.round((row.payout / row.bet) * 10_000) / 10_000 : null,
      balance: toMajor(balance),
      balanceType: row.balance_type,
      currency: (await wallet.balance({ provider: BUILT_IN_PROVIDER, sessionId: row.session_id })).currency,
      result: present(row),
      fairness: {
        serverSeedHash: seed?.server_seed_hash ?? '',
        clientSeed: seed?.client_seed ?? '',
        nonce: row.nonce,
      },
    };
  }

  /** Pays the round (its payout, 0 for a loss) and stores the final answer. */
  async function finish<R>(row: RoundRow, present: Present<R>): Promise<RoundAnswer<R>> {
    const payout = row.payout ?? 0;
    const credited = await wallet.credit({
      ...walletCall(row),
      transactionId: `${row.id}:win`,
      amount: payout,
    });
    const settled: RoundRow = { ...row, status: 'settled', payout, settled_at: deps.now() };
    const final = await answer(settled, credited.balance, present);
    await updateRound(db, row.id, { status: 'settled', payout, answer: final, settledAt: deps.now() });
    return final;
  }

  async function current<R>(row: RoundRow, present: Present<R>): Promise<RoundAnswer<R>> {
    const { balance } = await wallet.balance({ provider: BUILT_IN_PROVIDER, sessionId: row.session_id });
    return answer(row, balance, present);
  }

  return {
    /**
     * Places a bet: a new round, or the round this client key already placed (same request: its
     * answer again; other data: refused). Instant games pass a payout and are settled at once.
     */
    async play<R>(input: {
      ctx: RoundContext;
      clientKey: string;
      bet: Minor;
      params: unknown;
      create: (source: FairSource) => RoundStart;
      present: Present<R>;
      /** A shared round's seed (crash) instead of the player's own pair. */
      draw?: (trx: Transaction) => Promise<Pick<Draw, 'seedId' | 'nonce' | 'source'>>;
    }): Promise<RoundAnswer<R>> {
      const { session, game } = input.ctx;
      const requestHash = hashRequest({ game: game.slug, bet: input.bet, params: input.params });
      let row = await findRoundByKey(db, session.id, input.clientKey);
      if (row && row.request_hash !== requestHash) {
        throw new AppError(
          'IDEMPOTENCY_KEY_REUSED',
          'This idempotency key was already used for a different bet.',
        );
      }
      if (!row) {
        const { balance } = await wallet.balance({ provider: BUILT_IN_PROVIDER, sessionId: session.id });
        if (balance < input.bet) {
          throw new AppError(
            'WALLET_INSUFFICIENT_FUNDS',
            'Insufficient funds: your balance is too low for this bet.',
          );
        }
        const id = randomUUID();
        try {
          await db.transaction().execute(async (trx: Transaction) => {
            const draw = input.draw
              ? await input.draw(trx)
              : await deps.fairness.draw(trx, seedOwner(session));
            const start = input.create(draw.source);
            await insertRound(trx, {
              id,
              session_id: session.id,
              user_id: session.user_id,
              game: game.slug,
              balance_type: session.balance_type,
              client_key: input.clientKey,
              request_hash: requestHash,
              bet: input.bet,
              payout: start.payout,
              status: 'pending',
              params: input.params,
              state: start.state,
              outcome: start.outcome,
              seed_id: draw.seedId,
              nonce: draw.nonce,
            });
          });
        } catch (err) {
          if (!isUniqueViolation(err)) throw err;
        }
        row = await findRoundByKey(db, session.id, input.clientKey);
        if (!row || row.request_hash !== requestHash) {
          throw new AppError(
            'IDEMPOTENCY_KEY_REUSED',
            'This idempotency key was already used for a different bet.',
          );
        }
      }
      if (row.status === 'settled') return row.answer as RoundAnswer<R>;
      if (row.status === 'pending') {
        try {
          await wallet.debit({ ...walletCall(row), transactionId: `${row.id}:bet`, amount: row.bet });
        } catch (err) {
          // No money moved: forget the round, so the same key can bet again after a top-up.
          if (err instanceof AppError) await deleteRound(db, row.id);
          throw err;
        }
        row = { ...row, status: row.payout === null ? 'open' : 'cashing' };
        await updateRound(db, row.id, { status: row.status });
      }
      if (row.status === 'cashing') return finish(row, input.present);
      return current(row, input.present);
    },

    /**
     * A move on the session's open round; a move that ends it pays it. A move that costs more stake
     * (a double, a split, insurance) names its cost: that is debited first, and rolled back if the
     * move then cannot be made (the round changed under it).
     */
    async act<R>(input: {
      ctx: RoundContext;
      roundId: string;
      step: (row: RoundRow) => RoundStep;
      present: Present<R>;
      cost?: (row: RoundRow) => Minor;
      /** Names the move in the wallet transaction id. */
      move?: string;
    }): Promise<RoundAnswer<R>> {
      const mine = (row: RoundRow | undefined): row is RoundRow =>
        row !== undefined && row.session_id === input.ctx.session.id && row.game === input.ctx.game.slug;
      let paid: { transactionId: string; amount: Minor } | null = null;
      let seen: string | null = null;
      if (input.cost) {
        const before = await findRound(db, input.roundId);
        if (!mine(before)) throw new AppError('NOT_FOUND', 'No such round in this game session.');
        if (before.status === 'settled') return before.answer as RoundAnswer<R>;
        const amount = before.status === 'open' ? input.cost(before) : 0;
        seen = JSON.stringify(before.state);
        if (amount > 0) {
          // A fresh id per attempt: a refused attempt is rolled back, and a retry must pay again.
          const transactionId = `${before.id}:${input.move ?? 'stake'}:${randomUUID()}`;
          await wallet.debit({ ...walletCall(before), transactionId, amount });
          paid = { transactionId, amount };
        }
      }
      let row: RoundRow;
      try {
        row = await db.transaction().execute(async (trx) => {
          const locked = await lockRound(trx, input.roundId);
          if (!mine(locked)) throw new AppError('NOT_FOUND', 'No such round in this game session.');
          if (paid && (locked.status !== 'open' || JSON.stringify(locked.state) !== seen)) {
            throw new AppError(
              'CONFLICT',
              'The round changed while this move was on its way. Please try again.',
            );
          }
          if (locked.status !== 'open') return locked;
          const step = input.step(locked);
          const next: RoundRow = {
            ...locked,
            state: step.state,
            bet: locked.bet + (paid?.amount ?? 0),
            status: step.payout === undefined ? 'open' : 'cashing',
            payout: step.payout ?? null,
          };
          await updateRound(trx, locked.id, {
            state: step.state,
            status: next.status,
            payout: next.payout,
            bet: next.bet,
          });
          return next;
        });
      } catch (err) {
        if (paid) {
          await wallet.rollback({
            provider: BUILT_IN_PROVIDER,
            sessionId: input.ctx.session.id,
            roundId: input.roundId,
            transactionId: `${paid.transactionId}:rollback`,
            rollbackTransactionId: paid.transactionId,
          });
        }
        throw err;
      }
      if (row.status === 'settled') return row.answer as RoundAnswer<R>;
      if (row.status === 'cashing') return finish(row, input.present);
      if (row.status === 'pending') throw new AppError('CONFLICT', 'This round has not started yet.');
      return current(row, input.present);
    },

    /** The session's unfinished round of a game, for a reload. */
    async resume<R>(sessionId: string, game: string, present: Present<R>): Promise<RoundAnswer<R> | null> {
      const row = await findOpenRound(db, sessionId, game);
      if (!row) return null;
      if (row.status === 'cashing') return finish(row, present);
      return current(row, present);
    },

    findRound: (id: string) => findRound(db, id),
  };
}

export type RoundEngine = ReturnType<typeof createRoundEngine>;
