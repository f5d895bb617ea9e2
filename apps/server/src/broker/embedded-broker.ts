// The embedded MQTT broker: aedes, reached by browsers over WebSocket on the app's own port at /mqtt.
// Browsers may subscribe to feeds/# (and their own users/{id}/ topics with their token as password)
// and may never publish; the server publishes directly into the broker.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { Aedes, type Client } from 'aedes';
import { WebSocketServer, createWebSocketStream } from 'ws';
import { MQTT_PATH, maySubscribe, type Broker, type TokenVerifier } from './broker.ts';

export interface EmbeddedBrokerOptions {
  verifyToken?: TokenVerifier;
  log?: { warn(obj: object, msg: string): void };
}

const userIds = new WeakMap<Client, string>();

export async function createEmbeddedBroker(options: EmbeddedBrokerOptions = {}): Promise<Broker> {
  const aedes = await Aedes.createBroker();
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  let closed = false;

  aedes.authenticate = (client, _username, password, done) => {
    if (!password || !options.verifyToken) return done(null, true);
    options
      .verifyToken(password.toString())
      .then((userId) => {
        if (userId) userIds.set(client, userId);
        done(null, true);
      })
      .catch(() => done(null, true));
  };
  aedes.authorizePublish = (_client, packet, done) => {
    done(new Error(`publishing is not allowed (${packet.topic})`));
  };
  aedes.authorizeSubscribe = (client, sub, done) => {
    done(null, maySubscribe(sub.topic, userIds.get(client) ?? null) ? sub : null);
  };

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
    isReady: () => !closed && !aedes.closed,
    attach: (server: Server) => {
      server.on('upgrade', onUpgrade);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      for (const ws of wss.clients) ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => aedes.close(() => resolve()));
    },
  };
}
