// Builds the bets module's services from the app's shared parts (ledger, odds cache, settings, broker).
import type { Broker } from '../../broker/index.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { loadCouponConfig } from '../betslip/coupon-config.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { OddsCache } from '../market-data/odds-cache.ts';
import { countOpenBets } from './bets.repo.ts';
import { createBetEventPublisher } from './bets-topic.ts';
import { createBookingService } from './booking.service.ts';
import { createCashoutService } from './cashout.service.ts';
import { createHistoryService } from './history.service.ts';
import { createPlacementService, type BonusWagers } from './placement.service.ts';
import { createSettlementService } from './settlement.service.ts';
import { createSimulationService, type MatchPlayer } from './simulation.service.ts';

export interface BetsDeps {
  db: Db;
  ledger: Ledger;
  cache: OddsCache;
  config: Config;
  settings: SettingsService;
  assertMayGamble: (userId: number) => Promise<void>;
  broker: Broker | null;
  bonus?: BonusWagers;
  /** Plays matches for simulation mode (the feed simulator's, handed in by the composition). */
  matchPlayer: MatchPlayer;
  now?: () => Date;
  /** Tests replace the live-bet delay's wait. */
  sleep?: (ms: number) => Promise<void>;
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

export function createBets(deps: BetsDeps) {
  const now = deps.now ?? (() => new Date());
  const publish = createBetEventPublisher(deps.db, deps.broker, deps.log);
  const couponConfig = () => loadCouponConfig(deps.settings);
  const placement = createPlacementService({
    ledger: deps.ledger,
    cache: deps.cache,
    config: deps.config,
    couponConfig,
    assertMayGamble: deps.assertMayGamble,
    publish,
    now,
    ...(deps.sleep ? { sleep: deps.sleep } : {}),
    ...(deps.bonus ? { bonus: deps.bonus } : {}),
  });
  const booking = createBookingService({ db: deps.db, cache: deps.cache, couponConfig, now });
  const cashout = createCashoutService({
    ledger: deps.ledger,
    cache: deps.cache,
    marginPercent: deps.config.CASHOUT_MARGIN,
    publish,
    now,
    ...(deps.bonus ? { bonus: deps.bonus } : {}),
  });
  const history = createHistoryService({ db: deps.db, cache: deps.cache, cashout });
  const settlement = createSettlementService({
    db: deps.db,
    ledger: deps.ledger,
    cache: deps.cache,
    now,
    publish,
    ...(deps.bonus ? { bonus: deps.bonus } : {}),
    ...(deps.log ? { log: deps.log } : {}),
  });
  const simulate = createSimulationService({ cache: deps.cache, player: deps.matchPlayer, couponConfig });
  return {
    placement,
    simulate,
    booking,
    cashout,
    history,
    settlement,
    couponConfig,
    openBets: (userId: number) => countOpenBets(deps.db, userId),
  };
}

export type Bets = ReturnType<typeof createBets>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The bets module; main.ts hands `bets.settlement` to the feed ingestion as its SettlementSink. */
    bets: Bets;
  }
}
