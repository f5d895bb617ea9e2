// The casino module: the catalog, game sessions, the built-in games and the shared crash table, with
// money moving only through its seamless wallet over the ledger; its routes (the lobby and game calls
// under /api/v2, the seamless-wallet callbacks for aggregators, the drawn thumbnails) and the crash
// table's rounds while the app is up.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import { drawArt } from './catalog/casino-art.ts';
import { findGameBySlug } from './catalog/catalog.repo.ts';
import { catalogRoutes } from './catalog/catalog.routes.ts';
import { createCatalogService } from './catalog/catalog.service.ts';
import { fairnessRoutes } from './fairness/fairness.routes.ts';
import { createFairnessService } from './fairness/fairness.service.ts';
import { createRoundRecords } from './fairness/round-records.ts';
import {
  BLACKJACK_GAME,
  createBlackjackGame,
  present as presentBlackjack,
} from './games/blackjack/blackjack.service.ts';
import { CRASH_GAME, createCrashTable, present as presentCrash } from './games/crash/crash.service.ts';
import { createDiceGame, DICE_GAME, present as presentDice } from './games/dice/dice.service.ts';
import { createMinesGame, MINES_GAME, present as presentMines } from './games/mines/mines.service.ts';
import {
  createRouletteGame,
  ROULETTE_GAME,
  present as presentRoulette,
} from './games/roulette/roulette.service.ts';
import { createSlotGame, SLOT_GAME, present as presentSlot } from './games/slot/slot.service.ts';
import { builtInProvider } from './provider/built-in-provider.ts';
import { playRoutes } from './provider/play.routes.ts';
import type { CasinoProvider } from './provider/provider.types.ts';
import { createRoundEngine } from './provider/round-engine.ts';
import { casinoSessionRoutes } from './sessions/casino-sessions.routes.ts';
import { createCasinoSessions } from './sessions/casino-sessions.service.ts';
import { casinoWalletRoutes } from './wallet/wallet.routes.ts';
import { createSeamlessWallet } from './wallet/wallet.service.ts';
import type { CasinoWagerHook } from './wallet/wallet.types.ts';
import { repeatWhileUp } from '../system/repeat-while-up.ts';

/** Where aggregators call the wallet (outside /api/v2: no client signing, provider-signed instead). */
export { CASINO_WALLET_PREFIX } from '@slipstream/contract/prefixes';
export const CASINO_ART_PREFIX = '/casino-art';

/** How often the crash table advances (its phases and multiplier) while the app is up. */
const CRASH_STEP_MS = 100;

export interface CasinoModuleDeps {
  db: Db;
  ledger: Ledger;
  providerSecret: string;
  currency: () => Promise<string>;
  now?: () => Date;
  /** The bonus module's wagering counter, once it exists. */
  wagers?: CasinoWagerHook;
  /** Broadcasts (the crash table on casino/crash/…). */
  publish: (topic: string, payload: unknown) => Promise<void>;
  /** Third-party aggregators beside the built-in provider. */
  providers?: CasinoProvider[];
  /**
   * Whether this process runs the crash table (default yes). Its rounds are shared by every player,
   * so exactly one process runs it: the feed process when there are several (docs/nginx.conf routes
   * the crash calls there); the other processes answer those calls 503.
   */
  hostsCrashTable?: boolean;
}

export function createCasinoModule(deps: CasinoModuleDeps) {
  const now = deps.now ?? (() => new Date());
  const { db } = deps;
  const hostsCrashTable = deps.hostsCrashTable ?? true;
  const wallet = createSeamlessWallet({ db, ledger: deps.ledger, wagers: deps.wagers });
  const fairness = createFairnessService({ db, now });
  const catalog = createCatalogService({ db });
  const sessions = createCasinoSessions({
    db,
    wallet,
    ledger: deps.ledger,
    fairness,
    providers: [builtInProvider, ...(deps.providers ?? [])],
    currency: deps.currency,
    now,
  });
  const engine = createRoundEngine({ db, wallet, fairness, now });
  const games = {
    slot: createSlotGame(engine),
    roulette: createRouletteGame(engine),
    dice: createDiceGame(engine),
    mines: createMinesGame(engine),
    blackjack: createBlackjackGame(engine),
    crash: createCrashTable({ db, engine, publish: deps.publish, now: () => now().getTime() }),
  };
  const presenters = {
    [SLOT_GAME]: presentSlot,
    [ROULETTE_GAME]: presentRoulette,
    [DICE_GAME]: presentDice,
    [MINES_GAME]: presentMines,
    [BLACKJACK_GAME]: presentBlackjack,
    [CRASH_GAME]: presentCrash,
  };

  return {
    wallet,
    fairness,
    catalog,
    sessions,
    engine,
    games,

    /** Under /api/v2. */
    async apiRoutes(api: FastifyInstance) {
      await catalogRoutes(api, catalog);
      await casinoSessionRoutes(api, sessions);
      await fairnessRoutes(api, { fairness, sessions, records: createRoundRecords({ db, presenters }) });
      await playRoutes(api, { sessions, engine, ...games, crash: hostsCrashTable ? games.crash : null });
    },

    /** Runs the shared crash table while the app is up, in the process that hosts it. */
    jobs(app: FastifyInstance) {
      if (!hostsCrashTable) return;
      repeatWhileUp(app, {
        what: 'crash table step',
        intervalMs: CRASH_STEP_MS,
        run: () => games.crash.advance(),
      });
    },

    /** Under CASINO_WALLET_PREFIX. */
    walletRoutes: (scope: FastifyInstance) =>
      casinoWalletRoutes(scope, { wallet, secret: deps.providerSecret }),

    /** Under CASINO_ART_PREFIX: /{game-slug}.svg and /provider-{slug}.svg. */
    async artRoutes(scope: FastifyInstance) {
      scope.get('/:file', { config: { public: true } }, async (request, reply) => {
        const parsed = z
          .object({ file: z.string().regex(/^[a-z0-9-]{1,80}\.svg$/) })
          .safeParse(request.params);
        if (!parsed.success) return reply.code(404).send({ message: 'No such picture.', code: 'NOT_FOUND' });
        const slug = parsed.data.file.slice(0, -4);
        let title: string | undefined;
        if (slug.startsWith('provider-')) {
          const provider = (await catalog.providers()).find((p) => `provider-${p.slug}` === slug);
          title = provider?.name;
        } else {
          title = (await findGameBySlug(db, slug))?.name;
        }
        if (!title) return reply.code(404).send({ message: 'No such picture.', code: 'NOT_FOUND' });
        return reply
          .header('content-type', 'image/svg+xml; charset=utf-8')
          .header('cache-control', 'public, max-age=86400')
          .send(drawArt(slug, title));
      });
    },
  };
}

export type CasinoModule = ReturnType<typeof createCasinoModule>;
