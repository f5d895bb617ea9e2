// The wallet module: deposits, withdrawals, shop codes and the history, over the ledger, within the
// player's responsible-gambling limits; each credited deposit is reported to the bonus module. Expired
// shop codes are swept while the app is up.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import type { DepositCreditedHook } from './deposit-hook.ts';
import { scheduleShopSweep } from './shop/shop-sweep.ts';
import { createWalletService, type WalletDeps, type WalletService } from './wallet.service.ts';

export interface WalletModuleDeps {
  config: Config;
  db: Db;
  ledger: Ledger;
  responsibleGambling: WalletDeps['responsibleGambling'];
  bonus: { onDepositCredited: DepositCreditedHook };
  log: NonNullable<WalletDeps['log']>;
}

export type WalletModule = WalletService & {
  /** Sweeps expired shop codes every SHOP_SWEEP_INTERVAL_SECONDS while the app is up. */
  jobs(app: FastifyInstance): void;
};

export function createWalletModule(deps: WalletModuleDeps): WalletModule {
  const { config, bonus } = deps;
  const wallet = createWalletService({
    db: deps.db,
    ledger: deps.ledger,
    config,
    responsibleGambling: deps.responsibleGambling,
    log: deps.log,
    onDepositCredited: (trx, deposit) => bonus.onDepositCredited(trx, deposit),
  });
  return {
    ...wallet,
    jobs: (app) => scheduleShopSweep(app, wallet.shop, config.SHOP_SWEEP_INTERVAL_SECONDS),
  };
}
