// The money-moving modules, wired to one another: one ledger that every module posts through, the
// bonuses the wallet, the bets and the casino report to, and the background jobs they need.
import type { FastifyInstance } from 'fastify';
import type { AppDeps, AppServices as Services } from '../context.ts';
import { scheduleBonusSweep } from '../modules/bonus/bonus-sweep.ts';
import { createBonusService } from '../modules/bonus/bonus.service.ts';
import { createCashbackService } from '../modules/bonus/cashback.service.ts';
import { createBets } from '../modules/bets/bets.module.ts';
import { createCasino } from '../modules/casino/casino.module.ts';
import { simulatedMatchPlayer } from '../modules/feed/simulator/match-player.ts';
import { createContentService } from '../modules/content/content.service.ts';
import { seedContent } from '../modules/content/seed/seed.ts';
import { createLedger } from '../modules/ledger/ledger.service.ts';
import { publishBalances } from '../modules/wallet/balance-topic.ts';
import { scheduleShopSweep } from '../modules/wallet/shop/shop-sweep.ts';
import { createWalletService } from '../modules/wallet/wallet.service.ts';

export type Modules = ReturnType<typeof createModules>;

export function createModules(app: FastifyInstance, deps: AppDeps, services: Services) {
  const { config, db, broker } = deps;
  // Its balance events reach the header over MQTT.
  const ledger = createLedger({ db, log: app.log });
  publishBalances(ledger, broker);
  // Bonuses post through the same ledger; the wallet tells them when a deposit is credited, bets and
  // casino rounds staked from a bonus balance count towards its wagering.
  const bonus = createBonusService({ db, ledger });
  const cashback = createCashbackService({ db, ledger });
  const content = createContentService({ db });
  // Bets price against the shared odds cache and move stakes and payouts through the same ledger.
  const bets = createBets({
    db,
    ledger,
    cache: services.odds,
    config,
    settings: services.settings,
    assertMayGamble: (userId) => services.responsibleGambling.assertMayGamble(userId),
    broker,
    bonus,
    matchPlayer: simulatedMatchPlayer(config.SIM_SEED),
    log: app.log,
  });
  // Casino money moves only through its seamless wallet, which posts through the same ledger.
  const casino = createCasino({
    db,
    ledger,
    providerSecret: config.CASINO_PROVIDER_SECRET,
    currency: async () => (await services.settings.globalVariables()).CurrencyCode,
    publish: (topic, payload) => broker.publish(topic, payload),
    wagers: bonus,
    // One crash table for everybody: in the single feed process (or the one process of ROLE=all).
    hostsCrashTable: config.ROLE !== 'api',
  });
  const wallet = createWalletService({
    db,
    ledger,
    config,
    responsibleGambling: services.responsibleGambling,
    log: app.log,
    onDepositCredited: (trx, deposit) => bonus.onDepositCredited(trx, deposit),
  });
  return { ledger, bonus, cashback, content, bets, casino, wallet };
}

/** The background work of the modules: sweeps, the crash table, the starting content. */
export function startModuleJobs(app: FastifyInstance, deps: AppDeps, modules: Modules): void {
  const { config } = deps;
  modules.casino.runCrashTable(app);
  scheduleShopSweep(app, modules.wallet.shop, config.SHOP_SWEEP_INTERVAL_SECONDS);
  scheduleBonusSweep(app, modules, config.BONUS_SWEEP_INTERVAL_SECONDS);
  // onReady runs after main.ts has migrated the database; a failed seed must not stop the start.
  app.addHook('onReady', async () => {
    try {
      if (await seedContent(deps.db)) app.log.info('seeded the starting banners, pages and promotions');
    } catch (err) {
      app.log.warn({ err }, 'content seed failed');
    }
  });
}
