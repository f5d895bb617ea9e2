// The bets module: placement, booking, cash-out, history, settlement and simulation, priced against
// the odds cache and paid through the ledger; bet events go out over the broker.
import type { Broker } from '../../broker/index.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { loadCouponConfig } from '../betslip/coupon-config.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import type { OddsCache } from '../market-data/odds-cache.ts';
import type { ResponsibleGamblingService } from '../responsible-gambling/responsible-gambling.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { countOpenBets } from './bets.repo.ts';
import { createBetEventPublisher } from './bets-topic.ts';
import { createBookingService } from './booking.service.ts';
import { createCashoutService } from './cashout.service.ts';
import { createHistoryService } from './history.service.ts';
import { createPlacementService, type BonusWagers } from './placement.service.ts';
import { createSettlementService } from './settlement.service.ts';
import { createSimulationService, type MatchPlayer } from './simulation.service.ts';

export interface BetsModuleDeps {
  config: Config;
  db: Db;
  ledger: Ledger;
  odds: OddsCache;
  settings: SettingsService;
  /** A player in a time-out or self-exclusion may not bet. */
  responsibleGambling: Pick<ResponsibleGamblingService, 'assertMayGamble'>;
  broker: Broker | null;
  bonus?: BonusWagers;
  /** Plays matches for simulation mode (the feed simulator's, handed in by the composition). */
  matchPlayer: MatchPlayer;
  now?: () => Date;
  /** Tests replace the live-bet delay's wait. */
  sleep?: (ms: number) => Promise<void>;
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

export function createBetsModule(deps: BetsModuleDeps) {
  const now = deps.now ?? (() => new Date());
  const cache = deps.odds;
  const publish = createBetEventPublisher(deps.db, deps.broker, deps.log);
  const couponConfig = () => loadCouponConfig(deps.settings);
  const placement = createPlacementService({
    ledger: deps.ledger,
    cache,
    config: deps.config,
    couponConfig,
    assertMayGamble: (userId) => deps.responsibleGambling.assertMayGamble(userId),
    publish,
    now,
    ...(deps.sleep ? { sleep: deps.sleep } : {}),
    ...(deps.bonus ? { bonus: deps.bonus } : {}),
  });
  const booking = createBookingService({ db: deps.db, cache, couponConfig, now });
  const cashout = createCashoutService({
    ledger: deps.ledger,
    cache,
    marginPercent: deps.config.CASHOUT_MARGIN,
    publish,
    now,
    ...(deps.bonus ? { bonus: deps.bonus } : {}),
  });
  const history = createHistoryService({ db: deps.db, cache, cashout });
  const settlement = createSettlementService({
    db: deps.db,
    ledger: deps.ledger,
    cache,
    now,
    publish,
    ...(deps.bonus ? { bonus: deps.bonus } : {}),
    ...(deps.log ? { log: deps.log } : {}),
  });
  const simulate = createSimulationService({ cache, player: deps.matchPlayer, couponConfig });
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

export type BetsModule = ReturnType<typeof createBetsModule>;
