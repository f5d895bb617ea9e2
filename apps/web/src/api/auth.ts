// Auth-group calls used from the start: the sportsbook's global variables and the current user's
// details (balances). Login, registration and the password calls are in accounts.ts.
import type { AnswerOf, auth, settings } from '@slipstream/contract';
import { CLIENT_ID } from '@slipstream/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from './client.ts';
import { callEndpoint } from './endpoint-call.ts';
import { dataOf, isRecord } from './envelope.ts';

/**
 * Global sportsbook variables (SPEC.md §3): DialCode, CurrencyCode, the coupon settings and the bet
 * limits, read through stores/global-variables.ts. Kept as an open record: the stores start from
 * `{}` and persist it, so every value is checked where it is read.
 */
export type GlobalVariables = Record<string, unknown>;

/** What the server publishes (settings.globalVariables); it fits the open record the stores keep. */
export type PublishedGlobalVariables = AnswerOf<typeof settings.globalVariables>['data'];

export async function fetchGlobalVariables(client: ApiClient = api): Promise<PublishedGlobalVariables> {
  const answer = await callEndpoint<typeof settings.globalVariables>(
    { method: 'GET', base: 'sports', path: '/auth/globalvariables/:clientId' },
    { params: { clientId: String(CLIENT_ID) }, public: true },
    client,
  );
  // SPEC.md §7: "reads data.data".
  return answer.data;
}

export const globalVariablesQuery = () =>
  queryOptions({
    queryKey: ['auth', 'global-variables'],
    queryFn: (): Promise<GlobalVariables> => fetchGlobalVariables(),
  });

type AccountDetailsAnswer = AnswerOf<typeof auth.details>;

/** SPEC.md §3's five balances, in major units. */
const BALANCE_FIELDS = [
  'availableBalance',
  'sportBonusBalance',
  'casinoBonusBalance',
  'virtualBonusBalance',
  'trustBalance',
] as const satisfies readonly (keyof AccountDetailsAnswer)[];

type BalanceField = (typeof BALANCE_FIELDS)[number];

/**
 * The current user as the stores keep it (SPEC.md §3 "Current user"): the details answer, read
 * leniently as SPEC.md §8 asks — a missing balance shows as 0.00, and a copy persisted by an older
 * version may hold one as text.
 */
export type CurrentUser = { id: AccountDetailsAnswer['id'] | string } & Partial<
  Omit<AccountDetailsAnswer, 'id' | BalanceField>
> & { [F in BalanceField]?: AccountDetailsAnswer[F] | string | null };

/** SPEC.md §8 texts for a failed user load. */
export const USER_LOAD_ERRORS = {
  failed: 'Failed to fetch user details',
  empty: 'No user data received',
} as const;

/** GET auth/details/12 for the header and the stores; a details answer wrapped in `data` is read too. */
export async function fetchCurrentUser(client: ApiClient = api): Promise<CurrentUser> {
  let answer: unknown;
  try {
    answer = await callEndpoint<typeof auth.details>(
      { method: 'GET', base: 'sports', path: '/auth/details/:clientId' },
      { params: { clientId: String(CLIENT_ID) } },
      client,
    );
  } catch (err) {
    throw new Error(USER_LOAD_ERRORS.failed, { cause: err });
  }
  const user = dataOf(answer);
  if (!isRecord(user) || (typeof user.id !== 'number' && typeof user.id !== 'string'))
    throw new Error(USER_LOAD_ERRORS.empty);
  const missing = BALANCE_FIELDS.filter((field) => user[field] == null);
  // SPEC.md §8: a warning, not an error — missing balances display as 0.00.
  if (missing.length > 0) console.warn(`User details are missing balance fields: ${missing.join(', ')}`);
  return user as CurrentUser;
}
