// Who the live client connects as: a visitor without a token; with one, the session's own broker
// login, asked of the server first (the same for the embedded broker and an external one). While it
// cannot be had the page stays on the public feeds and asks again, backing off to 30 s. A broker
// that refuses the login (the session ended, or the broker lost it) makes it ask again too: the
// answer is a fresh login, or a 401 that logs the player out.
import { useLiveConnectionStore } from '../stores/live-connection-store.ts';
import { isConnectionRefused } from './error-text.ts';
import type { LiveClient, MqttCredentials } from './live-client.ts';
import { fetchLiveCredentials } from './live-credentials.ts';

export interface LiveLoginDeps {
  fetchCredentials?: () => Promise<MqttCredentials>;
  /** Calls back with each new connection error text; returns the function that stops it. */
  onError?: (listener: (error: string | null) => void) => () => void;
  /** The first wait before asking again; doubled each time up to maxRetryMs. */
  retryMs?: number;
  maxRetryMs?: number;
}

const storeErrors = (listener: (error: string | null) => void) =>
  useLiveConnectionStore.subscribe((state, previous) => {
    if (state.lastError !== previous.lastError) listener(state.lastError);
  });

/** Connects `client` to `url` as the holder of `token` (a visitor when null); returns the function that stops it. */
export function followLiveLogin(
  client: LiveClient,
  url: string,
  token: string | null,
  deps: LiveLoginDeps = {},
): () => void {
  if (!token) {
    client.start(url, null);
    return () => client.stop();
  }
  const fetchCredentials = deps.fetchCredentials ?? fetchLiveCredentials;
  const retryMs = deps.retryMs ?? 1000;
  const maxRetryMs = deps.maxRetryMs ?? 30_000;
  let stopped = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let asking = false;
  let current: MqttCredentials | null = null;

  const later = () => {
    if (stopped || timer !== null || asking) return;
    const wait = Math.min(maxRetryMs, retryMs * 2 ** Math.min(failures, 16));
    failures += 1;
    timer = setTimeout(() => {
      timer = null;
      void ask();
    }, wait);
  };

  const ask = async () => {
    asking = true;
    let credentials: MqttCredentials | null = null;
    try {
      credentials = await fetchCredentials();
    } catch {
      // Left as null: the public feeds meanwhile (a 401 has logged the player out, and this is about
      // to be replaced).
    }
    asking = false;
    if (stopped) return;
    if (!credentials) {
      if (!current) client.start(url, null);
      later();
      return;
    }
    // The same login again after a refusal: start() would keep the refused connection, so drop it.
    if (current && current.username === credentials.username && current.password === credentials.password) {
      client.stop();
    }
    current = credentials;
    client.start(url, credentials);
  };

  const offError = (deps.onError ?? storeErrors)((error) => {
    if (current && isConnectionRefused(error)) later();
  });
  // A connection that worked ends the backing off: a later refusal is asked about after a second.
  const offConnect = client.onConnect(() => {
    if (current) failures = 0;
  });
  void ask();

  return () => {
    stopped = true;
    if (timer !== null) clearTimeout(timer);
    offError();
    offConnect();
    client.stop();
  };
}
