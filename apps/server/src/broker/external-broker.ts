// An external MQTT broker (Mosquitto, EMQX, …) reached through MQTT_URL. The server connects as a
// publisher; browsers connect to the broker's own WebSocket listener (MQTT_PUBLIC_URL). Given the
// sessions, the server is also the admin of Mosquitto's dynamic security plugin and gives each
// session its own broker login, deleted when the session ends (dynsec.ts, docs/operations.md "Broker").
import mqtt from 'mqtt';
import type { Broker, BrokerSessions } from './broker.ts';
import { startDynsecAccounts, type DynsecAccounts } from './dynsec.ts';

export interface ExternalBrokerOptions {
  url: string;
  username?: string | undefined;
  password?: string | undefined;
  connectTimeoutMs?: number;
  /** Players' logins on the broker (dynamic security); without it the broker only carries feeds. */
  sessions?: BrokerSessions | undefined;
  /** How often sessions with a broker login are checked again (default 500 ms). */
  recheckMs?: number;
  log?: { warn(obj: object, msg: string): void } | undefined;
}

export async function createExternalBroker(options: ExternalBrokerOptions): Promise<Broker> {
  if (options.sessions && !options.username) {
    throw new Error(
      'MQTT_USERNAME (and MQTT_PASSWORD) must name the dynamic security admin client of the broker at MQTT_URL: the server gives each player session its broker login (docs/operations.md, "Broker")',
    );
  }
  const client = mqtt.connect(options.url, {
    username: options.username,
    password: options.password,
    clientId: `slipstream-server-${process.pid}-${Math.random().toString(16).slice(2, 8)}`,
    reconnectPeriod: 1000,
    connectTimeout: options.connectTimeoutMs ?? 30_000,
    clean: true,
  });
  await new Promise<void>((resolve, reject) => {
    const onError = (err: Error) => {
      client.end(true);
      reject(new Error(`Could not connect to the MQTT broker at ${options.url}: ${err.message}`));
    };
    client.once('connect', () => {
      client.off('error', onError);
      resolve();
    });
    client.once('error', onError);
  });

  let accounts: DynsecAccounts | undefined;
  if (options.sessions) {
    try {
      accounts = await startDynsecAccounts({
        client,
        sessions: options.sessions,
        serverUsername: options.username!,
        ...(options.recheckMs !== undefined ? { recheckMs: options.recheckMs } : {}),
        log: options.log,
      });
    } catch (err) {
      client.end(true);
      throw new Error(
        `The MQTT broker at ${options.url} did not set up players' logins (${(err as Error).message}). It must load Mosquitto's dynamic security plugin with MQTT_USERNAME as its admin client (docs/operations.md, "Broker").`,
        { cause: err },
      );
    }
  }

  return {
    kind: 'external',
    publish: async (topic, payload) => {
      await client.publishAsync(topic, JSON.stringify(payload), { qos: 0, retain: false });
    },
    admit: async (login, credentials) => {
      await accounts?.admit(login, credentials);
    },
    isReady: () => client.connected && (accounts?.isReady() ?? true),
    attach: () => undefined,
    close: async () => {
      await accounts?.close();
      await client.endAsync();
    },
  };
}
