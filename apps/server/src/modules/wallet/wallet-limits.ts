// The operator's wallet limits, from configuration into minor units once, so rules compare integers.
import { toMinor, type Minor } from '@slipstream/domain';
import type { Config } from '../../config.ts';

export interface WalletLimits {
  depositMin: Minor;
  depositMax: Minor;
  withdrawMin: Minor;
  withdrawMax: Minor;
  /** Withdrawal requests (bank and shop) per rolling 24 hours. */
  withdrawDailyCount: number;
  shopCodeTtlMs: number;
}

export function walletLimitsFrom(config: Config): WalletLimits {
  return {
    depositMin: toMinor(config.DEPOSIT_MIN),
    depositMax: toMinor(config.DEPOSIT_MAX),
    withdrawMin: toMinor(config.WITHDRAW_MIN),
    withdrawMax: toMinor(config.WITHDRAW_MAX),
    withdrawDailyCount: config.WITHDRAW_DAILY_COUNT,
    shopCodeTtlMs: Math.round(config.SHOP_CODE_TTL_HOURS * 3_600_000),
  };
}

/** The sandbox is on when asked for, and by default everywhere but production. */
export function sandboxEnabled(config: Config): boolean {
  return config.PAYMENT_SANDBOX ?? config.NODE_ENV !== 'production';
}
