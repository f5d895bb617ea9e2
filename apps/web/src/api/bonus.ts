// Bonus calls: the multi-bet bonus table (product API), the first-deposit bonus (check and award),
// the player's active bonuses with wagering progress, and the weekly cashback.
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api, type ApiClient } from './client.ts';
import { dataOf, parseRows, rowsOf } from './envelope.ts';

/** One row of the multi-bet bonus table (SPEC.md §3): a ticket length and its bonus percentage. */
export const bonusRowSchema = z.object({
  ticket_length: z.coerce.number(),
  bonus: z.coerce.number(),
});

export type BonusRow = z.infer<typeof bonusRowSchema>;

export async function fetchBonusList(client: ApiClient = api): Promise<BonusRow[]> {
  // Signed although the table is not secret: docs/decisions.md lists only sports, content, casino lists,
  // global variables and client config as public, and a signed call works either way.
  const body = await client.get('product', 'utilities/bonuslist', { query: { section: 'onliners' } });
  return parseRows(bonusRowSchema, rowsOf(dataOf(body)));
}

export const bonusListQuery = () =>
  queryOptions({ queryKey: [...BONUS_KEY, 'list'], queryFn: () => fetchBonusList() });

/** The logged-in player's cashback bonus, or null when there is none. Its shape belongs to the bonus issue. */
export async function fetchCashbackBonus(client: ApiClient = api): Promise<unknown> {
  const body = await client.get('sports', 'bonus/user/check-cashback-bonus');
  return dataOf(body) ?? null;
}

/** One active bonus and its wagering progress (GET bonus/get-active-bonus). Money in major units. */
export const activeBonusSchema = z.object({
  id: z.number(),
  kind: z.string(),
  name: z.string(),
  /** The balance it lives in: `sport_bonus` or `casino_bonus`. */
  wallet: z.string(),
  status: z.string(),
  amount: z.number(),
  wagered: z.number(),
  required: z.number(),
  progress: z.number(),
  /** null for a casino bonus: casino stakes have no odds. */
  minOdds: z.nullable(z.number()),
  expiresAt: z.string(),
});
export type ActiveBonus = z.infer<typeof activeBonusSchema>;

export async function fetchActiveBonuses(client: ApiClient = api): Promise<ActiveBonus[]> {
  const body = await client.get('sports', 'bonus/get-active-bonus');
  return parseRows(activeBonusSchema, rowsOf(dataOf(body)));
}

/** Every bonus query starts with this key: claiming a bonus or betting with one refreshes them all. */
export const BONUS_KEY = ['bonus'] as const;

// Progress moves with every bet placed with bonus funds: always asked again when a screen shows it.
export const activeBonusesQuery = () =>
  queryOptions({ queryKey: [...BONUS_KEY, 'active'], queryFn: () => fetchActiveBonuses(), staleTime: 0 });

/** The casino bonus among the active ones (SPEC.md §4 stores it as the casino bonus), or null. */
export function casinoBonusOf(bonuses: ActiveBonus[]): ActiveBonus | null {
  return bonuses.find((b) => b.wallet === 'casino_bonus') ?? null;
}

export const depositBonusSchema = z.object({
  qualifies: z.boolean(),
  status: z.string(),
  message: z.string(),
  bonusAmount: z.nullable(z.number()),
  claimBy: z.nullable(z.string()),
  terms: z.object({
    percent: z.number(),
    maxBonus: z.number(),
    minDeposit: z.number(),
    rollover: z.number(),
    minOdds: z.number(),
    validDays: z.number(),
    claimWithinDays: z.number(),
  }),
});
export type DepositBonusCheck = z.infer<typeof depositBonusSchema>;

export async function fetchDepositBonus(client: ApiClient = api): Promise<DepositBonusCheck> {
  return depositBonusSchema.parse(dataOf(await client.get('sports', 'bonus/user/check-deposit-bonus')));
}

// The offer changes with the player's first deposit, which happens outside this page's cache.
export const depositBonusQuery = () =>
  queryOptions({ queryKey: [...BONUS_KEY, 'deposit'], queryFn: () => fetchDepositBonus(), staleTime: 0 });

/** Claims the first-deposit bonus; the key makes a retried click harmless. */
export async function awardDepositBonus(
  idempotencyKey: string,
  client: ApiClient = api,
): Promise<ActiveBonus> {
  const body = await client.post(
    'sports',
    'bonus/user/award',
    { bonus: 'first_deposit' },
    { idempotencyKey },
  );
  return activeBonusSchema.parse(dataOf(body));
}
