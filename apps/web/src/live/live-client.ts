// The live feed client (SPEC.md §7, §9): one MQTT connection over WebSocket, reference-counted topic
// subscriptions, and delivery of only the latest message per topic every 16 ms, so a burst of odds
// never makes the page render more often than it can paint. The MQTT client is injected, so tests
// drive it with a fake and the app loads mqtt.js only when it connects.
import { FEED } from '@slipstream/domain';
import type { LiveConnectionState, LiveStatus } from '../stores/live-connection-store.ts';
import { LIVE_FEED_ERRORS, liveErrorText } from './error-text.ts';
import { decodePayload, type FeedMessage } from './feed-messages.ts';
import type * as messageChecks from './message-checks.ts';

/** The broker messages' checks (message-checks.ts); a type import, so zod stays out of this file's chunk. */
export type MessageChecks = typeof messageChecks;

/** The events of an MQTT client the live client listens to (mqtt.js names). */
export interface MqttEvents {
  connect: () => void;
  message: (topic: string, payload: Uint8Array | string) => void;
  error: (error: unknown) => void;
  reconnect: () => void;
  close: () => void;
  offline: () => void;
}

/** The part of an mqtt.js client the live client uses. */
export interface MqttLike {
  on<E extends keyof MqttEvents>(event: E, listener: MqttEvents[E]): unknown;
  subscribe(topics: string[], callback: (error?: Error | null) => void): unknown;
  unsubscribe(topics: string[], callback: (error?: Error | null) => void): unknown;
  end(force: boolean): unknown;
}

/**
 * SPEC.md §9's connection settings. The client re-subscribes itself after every connect (clean
 * sessions forget subscriptions), so mqtt.js's own resubscribe is off to avoid doing it twice.
 */
export const MQTT_OPTIONS = {
  protocolVersion: 4,
  clean: true,
  reconnectPeriod: FEED.reconnectPeriodMs,
  connectTimeout: FEED.connectTimeoutMs,
  keepalive: FEED.keepaliveSeconds,
  resubscribe: false,
} as const;

/** Who connects: a logged-in player sends their session's broker login (live-login.ts); per-user topics need it. */
export interface MqttCredentials {
  username: string;
  password: string;
}

export type MqttOptions = typeof MQTT_OPTIONS & Partial<MqttCredentials>;

export interface LiveClientDeps {
  connect: (url: string, options: MqttOptions) => MqttLike | Promise<MqttLike>;
  /**
   * The message checks, or how to load them: the app loads them with the MQTT client, after the
   * first paint (app-live-client.ts); no message arrives before they are in.
   */
  checks: MessageChecks | (() => Promise<MessageChecks>);
  /** Delivery interval; SPEC.md §9's 16 ms by default. */
  batchMs?: number;
  onState?: (state: LiveConnectionState) => void;
}

/** Called with the decoded JSON of the latest message of its topic. */
export type TopicListener = (payload: unknown, topic: string) => void;

export interface LiveClient {
  /**
   * Connects to `url` (a ws:// or wss:// address) as `credentials` (a visitor when none); a different
   * address or different credentials replace the connection.
   */
  start(url: string, credentials?: MqttCredentials | null): void;
  /** Closes the connection; subscriptions are kept for the next start. */
  stop(): void;
  /** Holds `topic` (and listens to it, when a listener is given) until the returned function is called. */
  subscribe(topic: string, listener?: TopicListener): () => void;
  /** Every delivered feed message, a batch per delivery. */
  onBatch(listener: (messages: FeedMessage[]) => void): () => void;
  /** Each successful connect; `reconnect` is true after the first. */
  onConnect(listener: (info: { reconnect: boolean }) => void): () => void;
  /** A topic whose last holder left. */
  onRelease(listener: (topic: string) => void): () => void;
  /** Delivers what is waiting now (tests; the timer does it otherwise). */
  flush(): void;
  /** The message checks, for topic listeners: loaded before the first message is delivered. */
  checks(): MessageChecks;
  /** Topics with at least one holder. */
  topics(): string[];
  refCount(topic: string): number;
  isConnected(): boolean;
}

interface Holder {
  listener: TopicListener | undefined;
}

function notifyAll<A extends unknown[]>(listeners: Iterable<(...args: A) => void>, ...args: A): void {
  for (const listener of listeners) {
    try {
      listener(...args);
    } catch (err) {
      // One failing consumer must not starve the others; the error still reaches the console.
      queueMicrotask(() => {
        throw err;
      });
    }
  }
}

export function createLiveClient(deps: LiveClientDeps): LiveClient {
  const batchMs = deps.batchMs ?? FEED.batchMs;
  const holders = new Map<string, Set<Holder>>();
  /** Topics subscribed at the broker on the current connection. */
  const atBroker = new Set<string>();
  /** Topics whose last holder left, to announce once the current tick is over. */
  const released = new Set<string>();
  const pending = new Map<string, Uint8Array | string>();
  const batchListeners = new Set<(messages: FeedMessage[]) => void>();
  const connectListeners = new Set<(info: { reconnect: boolean }) => void>();
  const releaseListeners = new Set<(topic: string) => void>();

  let mqtt: MqttLike | null = null;
  /** The address and credentials of the current connection, compared to decide whether to reconnect. */
  let identity: string | null = null;
  let generation = 0;
  let connects = 0;
  let connected = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let syncQueued = false;
  let state: LiveConnectionState = { status: 'idle', lastError: null };
  let checks: MessageChecks | null = typeof deps.checks === 'function' ? null : deps.checks;

  function report(status: LiveStatus, lastError: string | null = state.lastError) {
    if (status === state.status && lastError === state.lastError) return;
    state = { status, lastError };
    deps.onState?.(state);
  }

  function reportError(error: unknown) {
    report(state.status, liveErrorText(error));
  }

  /** A SUBSCRIBE or UNSUBSCRIBE the broker refused (e.g. "Invalid topic"). */
  function onAck(error?: Error | null) {
    if (error) reportError(error);
  }

  // Subscriptions are reconciled with the broker once per tick, so a screen mounting fifty rows
  // sends one SUBSCRIBE, and a hold released and taken again in the same tick (React's StrictMode
  // effects) sends nothing.
  function queueSync() {
    if (syncQueued) return;
    syncQueued = true;
    queueMicrotask(sync);
  }

  function sync() {
    syncQueued = false;
    const gone = [...released].filter((topic) => !holders.has(topic));
    released.clear();
    if (mqtt && connected) {
      const add = [...holders.keys()].filter((topic) => !atBroker.has(topic));
      const remove = [...atBroker].filter((topic) => !holders.has(topic));
      if (add.length > 0) {
        for (const topic of add) atBroker.add(topic);
        mqtt.subscribe(add, onAck);
      }
      if (remove.length > 0) {
        for (const topic of remove) atBroker.delete(topic);
        mqtt.unsubscribe(remove, onAck);
      }
    }
    for (const topic of gone) notifyAll(releaseListeners, topic);
  }

  function loadedChecks(): MessageChecks {
    // Messages are delivered only on a connection, and a connection is made once the checks are in.
    if (!checks) throw new Error('Live feed message checks are not loaded');
    return checks;
  }

  function flush() {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (pending.size === 0) return;
    const batch = [...pending];
    pending.clear();
    const messages: FeedMessage[] = [];
    for (const [topic, payload] of batch) {
      const json = decodePayload(payload);
      if (json === undefined) continue;
      const listeners = [...(holders.get(topic) ?? [])].flatMap((h) => (h.listener ? [h.listener] : []));
      notifyAll(listeners, json, topic);
      const message = loadedChecks().toFeedMessage(topic, json);
      if (message) messages.push(message);
    }
    if (messages.length > 0) notifyAll(batchListeners, messages);
  }

  function wire(client: MqttLike, gen: number) {
    const current = () => gen === generation;
    client.on('connect', () => {
      if (!current()) return;
      connected = true;
      connects += 1;
      atBroker.clear();
      const all = [...holders.keys()];
      if (all.length > 0) {
        for (const topic of all) atBroker.add(topic);
        client.subscribe(all, onAck);
      }
      report('connected', null);
      notifyAll(connectListeners, { reconnect: connects > 1 });
    });
    client.on('message', (topic, payload) => {
      // A message can still arrive for a topic released a moment ago; nobody wants it.
      if (!current() || !holders.has(topic)) return;
      pending.set(topic, payload);
      timer ??= setTimeout(flush, batchMs);
    });
    client.on('error', (error) => {
      if (current()) reportError(error);
    });
    client.on('reconnect', () => {
      if (current()) report('reconnecting');
    });
    client.on('close', () => {
      if (!current()) return;
      if (connected) {
        connected = false;
        atBroker.clear();
        report('offline', state.lastError ?? LIVE_FEED_ERRORS.connectionClosed);
      }
    });
    client.on('offline', () => {
      if (current()) report('offline');
    });
  }

  function stop() {
    generation += 1;
    identity = null;
    connected = false;
    atBroker.clear();
    pending.clear();
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const client = mqtt;
    mqtt = null;
    client?.end(true);
    report('idle', null);
  }

  function start(nextUrl: string, credentials?: MqttCredentials | null) {
    const nextIdentity = JSON.stringify([
      nextUrl,
      credentials?.username ?? null,
      credentials?.password ?? null,
    ]);
    if (identity === nextIdentity) return;
    stop();
    identity = nextIdentity;
    connects = 0;
    const gen = generation;
    report('connecting', null);
    const accept = (client: MqttLike) => {
      if (gen !== generation) {
        client.end(true);
        return;
      }
      mqtt = client;
      wire(client, gen);
    };
    const fail = (err: unknown) => {
      // No socket yet: the client could not be loaded or made. Keep the cause for whoever debugs it.
      console.warn('Live feed client failed to start', err);
      if (gen === generation) report('offline', liveErrorText(err));
    };
    try {
      const options: MqttOptions = credentials ? { ...MQTT_OPTIONS, ...credentials } : MQTT_OPTIONS;
      const load = deps.checks;
      const made =
        checks === null && typeof load === 'function'
          ? Promise.all([load(), deps.connect(nextUrl, options)]).then(([loaded, client]) => {
              checks = loaded;
              return client;
            })
          : deps.connect(nextUrl, options);
      if (made instanceof Promise) made.then(accept, fail);
      else accept(made);
    } catch (err) {
      fail(err);
    }
  }

  function subscribe(topic: string, listener?: TopicListener): () => void {
    const holder: Holder = { listener };
    let set = holders.get(topic);
    if (!set) {
      set = new Set();
      holders.set(topic, set);
      queueSync();
    }
    set.add(holder);
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      const current = holders.get(topic);
      if (!current?.delete(holder) || current.size > 0) return;
      holders.delete(topic);
      pending.delete(topic);
      released.add(topic);
      queueSync();
    };
  }

  const listen =
    <L>(set: Set<L>) =>
    (listener: L) => {
      set.add(listener);
      return () => void set.delete(listener);
    };

  return {
    start,
    stop,
    subscribe,
    onBatch: listen(batchListeners),
    onConnect: listen(connectListeners),
    onRelease: listen(releaseListeners),
    flush,
    checks: loadedChecks,
    topics: () => [...holders.keys()],
    refCount: (topic) => holders.get(topic)?.size ?? 0,
    isConnected: () => connected,
  };
}
