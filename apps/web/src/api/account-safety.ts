// Safety calls of the accounts server (docs/decisions.md "Accounts"): the player's sessions and the
// responsible-gambling settings (deposit limits, time-out, self-exclusion).
import type { sessions } from '@slipstream/contract';
import type { DepositLimitPeriod } from '@slipstream/domain';
import { api, type ApiClient } from './client.ts';
import { callEndpoint } from './endpoint-call.ts';
import { isRecord } from './envelope.ts';

export type { SessionView as SessionRow } from '@slipstream/contract/sessions';

export async function fetchSessions(client: ApiClient = api) {
  const answer = await callEndpoint<typeof sessions.listSessions>(
    { method: 'GET', base: 'sports', path: '/auth/sessions' },
    {},
    client,
  );
  return answer.sessions;
}

export async function revokeOtherSessions(client: ApiClient = api): Promise<void> {
  await callEndpoint<typeof sessions.revokeOtherSessions>(
    { method: 'POST', base: 'sports', path: '/auth/sessions/revoke-others' },
    {},
    client,
  );
}

export async function revokeSession(id: string, client: ApiClient = api): Promise<void> {
  await callEndpoint<typeof sessions.revokeSession>(
    { method: 'POST', base: 'sports', path: '/auth/sessions/:sessionId/revoke' },
    { params: { sessionId: id } },
    client,
  );
}

export interface DepositLimit {
  amount: number | null;
  pending: { amount: number | null; effectiveAt: string } | null;
}

export interface ResponsibleGambling {
  currency: string;
  depositLimits: Record<DepositLimitPeriod, DepositLimit>;
  exclusion: { kind: 'time-out' | 'self-exclusion'; until: string } | null;
}

export async function fetchResponsibleGambling(client: ApiClient = api): Promise<ResponsibleGambling> {
  return client.get<ResponsibleGambling>('sports', 'auth/responsible-gambling');
}

/** Only the periods given change; null removes a limit (after the 24-hour wait). */
export async function setDepositLimits(
  limits: Partial<Record<DepositLimitPeriod, number | null>>,
  client: ApiClient = api,
): Promise<ResponsibleGambling> {
  return client.put<ResponsibleGambling>('sports', 'auth/responsible-gambling/deposit-limits', limits);
}

/** The server's sentence saying the break started and when it ends. */
function exclusionMessage(body: unknown): string {
  return isRecord(body) && typeof body.message === 'string' ? body.message : 'Your break has started.';
}

export async function takeTimeOut(hours: number, client: ApiClient = api): Promise<string> {
  return exclusionMessage(await client.post('sports', 'auth/responsible-gambling/time-out', { hours }));
}

export async function selfExclude(months: number, client: ApiClient = api): Promise<string> {
  return exclusionMessage(
    await client.post('sports', 'auth/responsible-gambling/self-exclusion', { months }),
  );
}
