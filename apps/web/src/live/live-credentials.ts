// GET /api/v2/auth/live-credentials: the MQTT login of the player's session (see
// @slipstream/domain/live-credentials). A 401 here logs the player out, like any call with the token.
import { LIVE_CREDENTIALS_PATH, isLiveCredentials } from '@slipstream/domain/live-credentials';
import { api, type ApiClient } from '../api/client.ts';
import type { MqttCredentials } from './live-client.ts';

export async function fetchLiveCredentials(client: ApiClient = api): Promise<MqttCredentials> {
  const answer = await client.get<unknown>('sports', LIVE_CREDENTIALS_PATH, { timeoutMs: 10_000 });
  if (!isLiveCredentials(answer)) throw new Error('The live feed login came back malformed');
  return { username: answer.username, password: answer.password };
}
