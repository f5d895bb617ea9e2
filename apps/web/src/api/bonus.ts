// Bonus calls: the multi-bet bonus table (product API), the first-deposit bonus (check and award),
// the player's active bonuses with wagering progress, and the weekly cashback.
import type { AnswerOf, bonus, settings } from '@slipstream/contract';
import type { BonusView } from '@slipstream/contract/bonus';
import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from './client.ts';
import { callEndpoint } from './endpoint-call.ts';

export type { DepositBonusCheck } from '@slipstream/contract/bonus';
export type { BonusRow } from '@slipstream/contract/settings';

/** One active bonus and its wagering progress, as the screens show it (the award date is not). */
export type ActiveBonus = Omit<BonusView, 'awardedAt'>;

export async function fetchBonusList(client: ApiClient = api) {
  // Signed although the table is not secret: docs/decisions.md lists only sports, content, casino lists,
  // global variables and client config as public, and a signed call works either way.
  const answer = await callEndpoint<typeof settings.bonusList>(
    { method: 'GET', base: 'product', path: '/utilities/bonuslist' },
    { query: { section: 'onliners' } },
    client,
  );
  return answer.data;
}

export const bonusListQuery = () =>
  queryOptions({ queryKey: [...BONUS_KEY, 'list'], queryFn: () => fetchBonusList() });

/** The logged-in player's weekly cashback: this week's projection and the last credit. */
export async function fetchCashbackBonus(client: ApiClient = api) {
  const answer = await callEndpoint<typeof bonus.checkCashbackBonus>(
    { method: 'GET', base: 'sports', path: '/bonus/user/check-cashback-bonus' },
    {},
    client,
  );
  return answer.data;
}

export async function fetchActiveBonuses(client: ApiClient = api): Promise<ActiveBonus[]> {
  const answer = await callEndpoint<typeof bonus.activeBonuses>(
    { method: 'GET', base: 'sports', path: '/bonus/get-active-bonus' },
    {},
    client,
  );
  return answer.data;
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

export async function fetchDepositBonus(client: ApiClient = api) {
  const answer = await callEndpoint<typeof bonus.checkDepositBonus>(
    { method: 'GET', base: 'sports', path: '/bonus/user/check-deposit-bonus' },
    {},
    client,
  );
  return answer.data;
}

// The offer changes with the player's first deposit, which happens outside this page's cache.
export const depositBonusQuery = () =>
  queryOptions({ queryKey: [...BONUS_KEY, 'deposit'], queryFn: () => fetchDepositBonus(), staleTime: 0 });

/** Claims the first-deposit bonus; the key makes a retried click harmless. */
export async function awardDepositBonus(
  idempotencyKey: string,
  client: ApiClient = api,
): Promise<ActiveBonus> {
  // The award answers 201 Created.
  const answer: AnswerOf<typeof bonus.awardBonus, 201> = await callEndpoint<typeof bonus.awardBonus>(
    { method: 'POST', base: 'sports', path: '/bonus/user/award' },
    { body: { bonus: 'first_deposit' }, idempotencyKey },
    client,
  );
  return answer.data;
}
