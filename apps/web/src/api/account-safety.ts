// Safety calls of the accounts server (docs/decisions.md "Accounts"): the player's sessions and the
// responsible-gambling settings (deposit limits, time-out, self-exclusion).
import type { AnswerOf, BodyOf, responsibleGambling, sessions } from '@slipstream/contract';
import { api, type ApiClient } from './client.ts';
import { callEndpoint } from './endpoint-call.ts';

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

/** The safety page's responsible-gambling settings, with the rules they follow. */
export type ResponsibleGambling = AnswerOf<typeof responsibleGambling.view>;

export async function fetchResponsibleGambling(client: ApiClient = api): Promise<ResponsibleGambling> {
  return callEndpoint<typeof responsibleGambling.view>(
    { method: 'GET', base: 'sports', path: '/auth/responsible-gambling' },
    {},
    client,
  );
}

/** Only the periods given change; null removes a limit (after the 24-hour wait). */
export async function setDepositLimits(
  limits: BodyOf<typeof responsibleGambling.setDepositLimits>,
  client: ApiClient = api,
): Promise<ResponsibleGambling> {
  return callEndpoint<typeof responsibleGambling.setDepositLimits>(
    { method: 'PUT', base: 'sports', path: '/auth/responsible-gambling/deposit-limits' },
    { body: limits },
    client,
  );
}

/** Starts a time-out; answers the server's sentence saying when it ends. */
export async function takeTimeOut(hours: number, client: ApiClient = api): Promise<string> {
  const answer = await callEndpoint<typeof responsibleGambling.takeTimeOut>(
    { method: 'POST', base: 'sports', path: '/auth/responsible-gambling/time-out' },
    { body: { hours } },
    client,
  );
  return answer.message;
}

/** Starts a self-exclusion; answers the server's sentence saying when it ends. */
export async function selfExclude(months: number, client: ApiClient = api): Promise<string> {
  const answer = await callEndpoint<typeof responsibleGambling.selfExclude>(
    { method: 'POST', base: 'sports', path: '/auth/responsible-gambling/self-exclusion' },
    { body: { months } },
    client,
  );
  return answer.message;
}
