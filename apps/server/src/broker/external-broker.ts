// An external MQTT broker (Mosquitto, EMQX, …) reached through MQTT_URL. The server connects as a
// publisher; browsers connect to the broker's own WebSocket listener (MQTT_PUBLIC_URL), and the
// broker's ACL must allow them only to subscribe (docs/operations.md has a Mosquitto example).
import mqtt from 'mqtt';
import type { Broker } from './broker.ts';

export interface ExternalBrokerOptions {
  url: string;
  username?: string | undefined;
  password?: string | undefined;
  connectTimeoutMs?: number;
}

export async function createExternalBroker(options: ExternalBrokerOptions): Promise<Broker> {
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

  return {
    kind: 'external',
    publish: async (topic, payload) => {
      await client.publishAsync(topic, JSON.stringify(payload), { qos: 0, retain: false });
    },
    isReady: () => client.connected,
    attach: () => undefined,
    close: async () => {
      await client.endAsync();
    },
  };
}
