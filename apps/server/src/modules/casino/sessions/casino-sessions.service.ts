// Game sessions: opening one for a balance type (real, casino bonus, or demo play money held on the
// session), and checking that a play call belongs to the caller and to that game.
import { randomUUID } from 'node:crypto';
import { AppError, toMajor } from '@slipstream/domain';
import type { Db } from '../../../db/database.ts';
import type { CasinoBalanceType } from '../../../db/schema.ts';
import type { AuthUser } from '../../../http/auth.ts';
import { findGame, findGameBySlug, touchRecent, type GameRow } from '../catalog/catalog.repo.ts';
import type { FairnessService } from '../fairness/fairness.service.ts';
import type { CasinoProvider } from '../provider/provider.types.ts';
import { findSession } from '../wallet/wallet.repo.ts';
import type { SeamlessWallet } from '../wallet/wallet.types.ts';
import type { Ledger } from '../../ledger/ledger.service.ts';

/** Play money a demo session starts with, minor units (1,000.00). */
export const DEMO_BALANCE = 100_000;

export interface CasinoSessionDeps {
  db: Db;
  wallet: SeamlessWallet;
  ledger: Pick<Ledger, 'balances'>;
  fairness: FairnessService;
  providers: CasinoProvider[];
  currency: () => Promise<string>;
  now: () => Date;
}

export type CasinoSession = NonNullable<Awaited<ReturnType<typeof findSession>>>;

/** Whose seed pair a session plays on: the player's, or a visitor's own per demo session. */
export const seedOwner = (session: { id: string; user_id: number | null }): string =>
  session.user_id !== null ? `user:${session.user_id}` : `session:${session.id}`;

export function createCasinoSessions(deps: CasinoSessionDeps) {
  const { db } = deps;

  return {
    async start(user: AuthUser | null, input: { gameId: number; balanceType: CasinoBalanceType }) {
      const game = await findGame(db, input.gameId);
      if (!game) throw new AppError('NOT_FOUND', 'No such game.');
      const provider = deps.providers.find((p) => p.slug === game.provider_slug);
      if (!provider) throw new AppError('UNAVAILABLE', 'This game is not available right now.');
      if (input.balanceType === 'demo') {
        if (!game.demo) throw new AppError('UNPROCESSABLE', 'This game has no demo mode.');
      } else {
        if (!user) throw new AppError('UNAUTHORIZED', 'Please log in to play for real money.');
        if (input.balanceType === 'bonus') {
          const { casino_bonus } = await deps.ledger.balances(user.id);
          if (casino_bonus <= 0)
            throw new AppError('UNPROCESSABLE', 'You have no casino bonus balance to play with.');
        }
      }
      const id = randomUUID();
      await db
        .insertInto('casino_sessions')
        .values({
          id,
          user_id: user?.id ?? null,
          game_id: game.id,
          provider_id: game.provider_id,
          balance_type: input.balanceType,
          demo_balance: input.balanceType === 'demo' ? DEMO_BALANCE : null,
          currency: await deps.currency(),
        })
        .execute();
      if (user) await touchRecent(db, user.id, game.id, deps.now());
      const balance = await deps.wallet.balance({ provider: provider.slug, sessionId: id });
      const owner = seedOwner({ id, user_id: user?.id ?? null });
      const gameUrl = provider.launchUrl({
        sessionId: id,
        gameSlug: game.slug,
        balanceType: input.balanceType,
      });
      return {
        sessionId: id,
        gameId: game.id,
        game: game.slug,
        provider: provider.slug,
        ...(gameUrl !== undefined ? { gameUrl } : {}),
        balanceType: input.balanceType,
        balance: toMajor(balance.balance),
        currency: balance.currency,
        minBet: toMajor(Number(game.min_bet)),
        maxBet: toMajor(Number(game.max_bet)),
        fairness: await deps.fairness.current(owner),
      };
    },

    /** Whose seed pair a fairness call means: the player's, or a visitor's demo session (its id is their only handle). */
    async seedOwnerFor(user: AuthUser | null, sessionId: string | undefined): Promise<string> {
      if (user) return `user:${user.id}`;
      if (!sessionId) throw new AppError('UNAUTHORIZED', 'Please log in, or name your demo game session.');
      const session = await findSession(db, sessionId);
      if (!session || session.user_id !== null) throw new AppError('NOT_FOUND', 'No such demo game session.');
      return seedOwner(session);
    },

    /** The session of a play call: it must exist, be for `gameSlug`, and belong to the caller (or be a visitor's demo). */
    async access(
      user: AuthUser | null,
      sessionId: string,
      gameSlug: string,
    ): Promise<{ session: CasinoSession; game: GameRow }> {
      const session = await findSession(db, sessionId);
      if (!session)
        throw new AppError('NOT_FOUND', 'This game session does not exist. Please open the game again.');
      if (session.user_id !== null) {
        if (!user) throw new AppError('UNAUTHORIZED', 'Please log in to continue.');
        if (user.id !== session.user_id)
          throw new AppError('NOT_FOUND', 'This game session does not exist. Please open the game again.');
      }
      const game = await findGameBySlug(db, gameSlug);
      if (!game || game.id !== session.game_id) {
        throw new AppError('BAD_REQUEST', 'This game session is for another game.');
      }
      return { session, game };
    },
  };
}

export type CasinoSessions = ReturnType<typeof createCasinoSessions>;
