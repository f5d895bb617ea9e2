// The wallet, assembled: online deposits through a payment gateway, bank withdrawals, shop codes and
// the transaction history, over one ledger. Routes call this; the parts own their rules and
// transactions.
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import type { DepositCreditedHook } from './deposit-hook.ts';
import type { ResponsibleGamblingService } from '../responsible-gambling/responsible-gambling.service.ts';
import { transactionHistory } from './history.service.ts';
import { createDepositService, type DepositService } from './payments/deposits.service.ts';
import type { PaymentGateway } from './payments/payment-gateway.ts';
import { createSandboxGateway } from './payments/sandbox/sandbox-gateway.ts';
import { createShopService, type ShopService } from './shop/shop.service.ts';
import { sandboxEnabled, walletLimitsFrom, type WalletLimits } from './wallet-limits.ts';
import { sandboxBankDirectory, type BankDirectory } from './withdrawals/bank-directory.ts';
import { createWithdrawalService, type WithdrawalService } from './withdrawals/withdrawals.service.ts';
import type { TransactionsAnswer } from '@slipstream/contract/wallet';
import type { TransactionsRequest } from '@slipstream/domain/wallet-schema';

export interface WalletService {
  limits: WalletLimits;
  deposits: DepositService;
  withdrawals: WithdrawalService;
  shop: ShopService;
  history(userId: number, query: TransactionsRequest): Promise<TransactionsAnswer>;
}

export interface WalletDeps {
  db: Db;
  ledger: Ledger;
  config: Config;
  responsibleGambling: Pick<ResponsibleGamblingService, 'getLimits' | 'assertMayGamble'>;
  now?: () => Date;
  /** Defaults to the sandbox gateway where it is enabled (never by default in production). */
  gateways?: PaymentGateway[];
  directory?: BankDirectory;
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** Called inside the transaction that credits a deposit (the bonus module records first deposits). */
  onDepositCredited?: DepositCreditedHook;
}

export function createWalletService(deps: WalletDeps): WalletService {
  const now = deps.now ?? (() => new Date());
  const limits = walletLimitsFrom(deps.config);
  const gateways =
    deps.gateways ??
    (sandboxEnabled(deps.config)
      ? [createSandboxGateway({ db: deps.db, secret: deps.config.PAYMENT_WEBHOOK_SECRET, now })]
      : []);
  const common = { db: deps.db, ledger: deps.ledger, limits, now };
  const hook = deps.onDepositCredited ? { onDepositCredited: deps.onDepositCredited } : {};
  return {
    limits,
    deposits: createDepositService({
      ...common,
      gateways,
      responsibleGambling: deps.responsibleGambling,
      ...(deps.log ? { log: deps.log } : {}),
      ...hook,
    }),
    withdrawals: createWithdrawalService({ ...common, directory: deps.directory ?? sandboxBankDirectory }),
    shop: createShopService({ ...common, responsibleGambling: deps.responsibleGambling, ...hook }),
    history: (userId, query) => transactionHistory(deps.db, userId, query),
  };
}
