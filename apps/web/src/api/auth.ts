// Auth-group calls used from the start: the sportsbook's global variables and the current user's
// details (balances). Login, register and OTP calls are added by the accounts issue.
import { CLIENT_ID } from '@slipstream/domain';
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api, type ApiClient } from './client.ts';
import { dataOf, isRecord } from './envelope.ts';

/** Global sportsbook variables (SPEC.md §3): DialCode, CurrencyCode, … read via global-variables.ts. */
export type GlobalVariables = Record<string, unknown>;

export async function fetchGlobalVariables(client: ApiClient = api): Promise<GlobalVariables> {
  const body = await client.get('sports', `auth/globalvariables/${CLIENT_ID}`, { public: true });
  const data = dataOf(body);
  return isRecord(data) ? data : {};
}

export const globalVariablesQuery = () =>
  queryOptions({ queryKey: ['auth', 'global-variables'], queryFn: () => fetchGlobalVariables() });

const balance = z.optional(z.nullable(z.union([z.number(), z.string()])));

/** The current user's fields the app reads (SPEC.md §3 "Current user"); balances are major units. */
export const currentUserSchema = z.looseObject({
  id: z.union([z.number(), z.string()]),
  availableBalance: balance,
  sportBonusBalance: balance,
  casinoBonusBalance: balance,
  virtualBonusBalance: balance,
  trustBalance: balance,
  activeCashback: z.optional(z.unknown()),
});

export type CurrentUser = z.infer<typeof currentUserSchema>;

const BALANCE_FIELDS = [
  'availableBalance',
  'sportBonusBalance',
  'casinoBonusBalance',
  'virtualBonusBalance',
  'trustBalance',
] as const;

/** SPEC.md §8 texts for a failed user load. */
export const USER_LOAD_ERRORS = {
  failed: 'Failed to fetch user details',
  empty: 'No user data received',
} as const;

export async function fetchCurrentUser(client: ApiClient = api): Promise<CurrentUser> {
  let body: unknown;
  try {
    body = await client.get('sports', `auth/details/${CLIENT_ID}`);
  } catch (err) {
    throw new Error(USER_LOAD_ERRORS.failed, { cause: err });
  }
  const data = dataOf(body);
  const parsed = currentUserSchema.safeParse(data);
  if (!parsed.success) throw new Error(USER_LOAD_ERRORS.empty);
  const missing = BALANCE_FIELDS.filter((field) => parsed.data[field] == null);
  // SPEC.md §8: a warning, not an error — missing balances display as 0.00.
  if (missing.length > 0) console.warn(`User details are missing balance fields: ${missing.join(', ')}`);
  return parsed.data;
}
