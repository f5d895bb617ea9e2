// The embedded MQTT broker: aedes, reached by browsers over WebSocket on the app's own port at /mqtt.
// It applies the contract's topic rule (@slipstream/contract/topics): browsers may subscribe to the
// public trees (and their own users/{id}/ topics with their session's broker credentials, or their
// token as password, for as long as that login session lives) and may never publish; the server
// publishes directly.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { mayPublish, maySubscribe } from '@slipstream/contract/topics';
import { Aedes, type Client } from 'aedes';
import { WebSocketServer, createWebSocketStream } from 'ws';
import { observeEmbeddedBroker } from '../metrics/metrics.ts';
import { MQTT_PATH, type Broker, type BrokerLogin, type BrokerSessions } from './broker.ts';

export interface EmbeddedBrokerOptions {
  /** Without it every connection is a visitor's (feeds only). */
  sessions?: BrokerSessions;
  /** How often logged-in connections' sessions are checked again; under a second, as promised. */
  recheckMs?: number;
  log?: { warn(obj: object, msg: string): void };
}

/**
 * A session that ends in this process cuts its connections at once; one that ends in another API
 * process, expires, or whose player is blocked is found by this recheck, so within about a second.
 */
const RECHECK_MS = 500;

export async function createEmbeddedBroker(options: EmbeddedBrokerOptions = {}): Promise<Broker> {
  const { sessions } = options;
  const aedes = await Aedes.createBroker();
  observeEmbeddedBroker(aedes);
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  let closed = false;

  const logins = new WeakMap<Client, BrokerLogin>();
  /** Connections holding a login, to recheck; a login lasts only as long as its session. */
  const loggedIn = new Set<Client>();
  const userIdOf = (client: Client) => logins.get(client)?.userId ?? null;
  const recheckMs = options.recheckMs ?? RECHECK_MS;
  /**
   * When the database last answered that a login's session was live (at connect or a recheck). A
   * subscription within a recheck interval of that is granted without asking again: the page's
   * subscriptions just after its connect then cost no query of their own, and an end the answer
   * missed is caught by the next recheck as it would be for a subscription already held.
   */
  const confirmedAt = new WeakMap<BrokerLogin, number>();

  const forget = (client: Client) => {
    logins.delete(client);
    loggedIn.delete(client);
  };
  // Closed rather than unsubscribed: the connection loses every private topic in one step, and the
  // browser's live client reconnects on its own, as a visitor once its token no longer passes.
  const cutOff = (client: Client) => {
    forget(client);
    if (!client.closed) client.close();
  };

  aedes.authenticate = (client, username, password, done) => {
    if (!password || !sessions) return done(null, true);
    const asked = Date.now();
    sessions
      .verify(password.toString(), username)
      .then((login) => {
        if (login && !client.closed) {
          logins.set(client, login);
          confirmedAt.set(login, asked);
          loggedIn.add(client);
        }
        done(null, true);
      })
      // A token that cannot be checked now still leaves the public feeds.
      .catch(() => done(null, true));
  };
  aedes.on('clientDisconnect', forget);
  // Every packet a client sends is a browser's: the server publishes through aedes directly.
  aedes.authorizePublish = (_client, packet, done) => {
    if (mayPublish(packet.topic, 'browser')) return done(null);
    done(new Error(`publishing is not allowed (${packet.topic})`));
  };
  aedes.authorizeSubscribe = (client, sub, done) => {
    if (maySubscribe(sub.topic, null)) return done(null, sub);
    const login = logins.get(client);
    if (!sessions || !login || !maySubscribe(sub.topic, login.userId)) return done(null, null);
    const asked = Date.now();
    if (asked - (confirmedAt.get(login) ?? -Infinity) < recheckMs) return done(null, sub);
    // The session may have ended elsewhere, or expired, since it was last confirmed: ask before granting.
    sessions.live([login.sessionId]).then(
      (live) => {
        if (live.has(login.sessionId) && logins.get(client) === login) {
          confirmedAt.set(login, asked);
          return done(null, sub);
        }
        done(null, null);
        cutOff(client);
      },
      () => done(null, null),
    );
  };
  // The same rule at delivery: a message already on its way never reaches a connection whose login
  // was just taken away.
  aedes.authorizeForward = (client, packet) => (maySubscribe(packet.topic, userIdOf(client)) ? packet : null);

  const offEnded = sessions?.onEnded((endedLogins) => {
    const ended = new Set(endedLogins.map((login) => login.sessionId));
    for (const client of loggedIn) if (ended.has(logins.get(client)?.sessionId ?? '')) cutOff(client);
  });

  let failing = false;
  const recheck = async () => {
    for (const client of loggedIn) if (client.closed) forget(client);
    if (!sessions || loggedIn.size === 0) return;
    const checked = [...loggedIn].map((client) => [client, logins.get(client)!] as const);
    const asked = Date.now();
    try {
      const live = await sessions.live([...new Set(checked.map(([, login]) => login.sessionId))]);
      for (const [client, login] of checked) {
        if (live.has(login.sessionId)) confirmedAt.set(login, asked);
        else cutOff(client);
      }
      failing = false;
    } catch (err) {
      // Kept connected meanwhile: the database that would say "ended" is the one not answering.
      if (!failing) options.log?.warn({ err }, 'could not recheck the sessions of MQTT connections');
      failing = true;
    }
  };
  let rechecking: Promise<void> | null = null;
  const timer = setInterval(() => {
    rechecking ??= recheck().finally(() => (rechecking = null));
  }, recheckMs);
  timer.unref();

  wss.on('connection', (socket, req: IncomingMessage) => {
    const stream = createWebSocketStream(socket);
    stream.on('error', () => socket.terminate());
    aedes.handle(stream, req);
  });

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== MQTT_PATH || closed) {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  };

  return {
    kind: 'embedded',
    publish: (topic, payload) =>
      new Promise((resolve, reject) => {
        aedes.publish(
          {
            cmd: 'publish',
            topic,
            payload: Buffer.from(JSON.stringify(payload)),
            qos: 0,
            retain: false,
            dup: false,
          },
          (err) => (err ? reject(err) : resolve()),
        );
      }),
    // Credentials are checked at each connect (sessions.verify): nothing to prepare.
    admit: async () => undefined,
    isReady: () => !closed && !aedes.closed,
    attach: (server: Server) => {
      server.on('upgrade', onUpgrade);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      clearInterval(timer);
      offEnded?.();
      // Let a recheck in flight finish before the database it reads is closed.
      await rechecking;
      for (const ws of wss.clients) ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => aedes.close(() => resolve()));
    },
  };
}
