// The bonus module: bonuses and cashback, paid through the ledger, and their sweep (expired bonuses,
// last week's cashback) while the app is up. The wallet reports credited deposits to it, and bets and
// casino rounds staked from a bonus balance count towards its wagering.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import { scheduleBonusSweep } from './bonus-sweep.ts';
import { createBonusService, type BonusService } from './bonus.service.ts';
import { createCashbackService, type CashbackService } from './cashback.service.ts';

export interface BonusModuleDeps {
  config: Config;
  db: Db;
  ledger: Ledger;
}

export interface BonusModule {
  bonus: BonusService;
  cashback: CashbackService;
  /** Sweeps every BONUS_SWEEP_INTERVAL_SECONDS while the app is up. */
  jobs(app: FastifyInstance): void;
}

export function createBonusModule(deps: BonusModuleDeps): BonusModule {
  const { db, ledger } = deps;
  const bonus = createBonusService({ db, ledger });
  const cashback = createCashbackService({ db, ledger });
  return {
    bonus,
    cashback,
    jobs: (app) => scheduleBonusSweep(app, { bonus, cashback }, deps.config.BONUS_SWEEP_INTERVAL_SECONDS),
  };
}
