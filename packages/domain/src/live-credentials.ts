// The live feed's login (GET /api/v2/auth/live-credentials, signed, with the bearer token): the MQTT
// user name and password a logged-in browser connects with. The same for the embedded broker and an
// external one, so the web app never asks which broker it talks to. They stop working when the
// session ends; a visitor connects without any.

/** The path under the sports API (/api/v2). */
export const LIVE_CREDENTIALS_PATH = 'auth/live-credentials';

export interface LiveCredentials {
  username: string;
  password: string;
}

export function isLiveCredentials(value: unknown): value is LiveCredentials {
  if (typeof value !== 'object' || value === null) return false;
  const { username, password } = value as Record<string, unknown>;
  return typeof username === 'string' && username !== '' && typeof password === 'string' && password !== '';
}
