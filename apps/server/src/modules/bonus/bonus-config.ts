// The operator's bonus settings (settings table, seeded by 0006): the first-deposit bonus and the
// weekly cashback. Amounts are major units (naira) as an operator writes them.
import { z } from 'zod';
import type { Executor } from '../../db/executor.ts';
import { readSetting } from '../settings/settings.repo.ts';

export const BONUS_SETTING_KEYS = {
  firstDeposit: 'first_deposit_bonus',
  cashback: 'cashback',
  casino: 'casino_bonus',
} as const;

export const firstDepositBonusSchema = z.strictObject({
  enabled: z.boolean(),
  /** Bonus as a percentage of the first deposit. */
  percent: z.number().min(1).max(500),
  maxBonus: z.number().positive().max(100_000_000),
  minDeposit: z.number().positive().max(100_000_000),
  /** The bonus amount must be wagered this many times. */
  rollover: z.number().min(0).max(100),
  /** Only bets at these odds or more count (total odds of an accumulator). */
  minOdds: z.number().min(1).max(1000),
  validDays: z.number().int().min(1).max(365),
  /** How long after the first deposit the bonus can be claimed. */
  claimWithinDays: z.number().int().min(1).max(365),
});
export type FirstDepositBonusConfig = z.infer<typeof firstDepositBonusSchema>;

export const cashbackSchema = z.strictObject({
  enabled: z.boolean(),
  percent: z.number().min(0).max(100),
  maxAmount: z.number().positive().max(100_000_000),
  minNetLoss: z.number().min(0).max(100_000_000),
});
export type CashbackConfig = z.infer<typeof cashbackSchema>;

/** Casino bonuses the operator awards: their rollover, validity and the largest award. */
export const casinoBonusSchema = z.strictObject({
  rollover: z.number().min(0).max(100),
  validDays: z.number().int().min(1).max(365),
  maxAmount: z.number().positive().max(100_000_000),
});
export type CasinoBonusConfig = z.infer<typeof casinoBonusSchema>;

const FALLBACK_FIRST_DEPOSIT: FirstDepositBonusConfig = {
  enabled: false,
  percent: 100,
  maxBonus: 50_000,
  minDeposit: 100,
  rollover: 5,
  minOdds: 1.5,
  validDays: 30,
  claimWithinDays: 7,
};
// Casino wagering is counted at every stake (a spin, a hand), so its rollover is set higher than a
// sport bonus's; 30× over 14 days is common in the market.
const DEFAULT_CASINO_BONUS: CasinoBonusConfig = { rollover: 30, validDays: 14, maxAmount: 100_000 };
const FALLBACK_CASHBACK: CashbackConfig = {
  enabled: false,
  percent: 10,
  maxAmount: 100_000,
  minNetLoss: 1_000,
};

// A missing or broken setting turns the offer off rather than failing the player's page.
async function read<T>(db: Executor, key: string, schema: z.ZodType<T>, fallback: T): Promise<T> {
  const parsed = schema.safeParse(await readSetting(db, key));
  return parsed.success ? parsed.data : fallback;
}

export const readFirstDepositConfig = (db: Executor) =>
  read(db, BONUS_SETTING_KEYS.firstDeposit, firstDepositBonusSchema, FALLBACK_FIRST_DEPOSIT);
export const readCashbackConfig = (db: Executor) =>
  read(db, BONUS_SETTING_KEYS.cashback, cashbackSchema, FALLBACK_CASHBACK);
export const readCasinoBonusConfig = (db: Executor) =>
  read(db, BONUS_SETTING_KEYS.casino, casinoBonusSchema, DEFAULT_CASINO_BONUS);
