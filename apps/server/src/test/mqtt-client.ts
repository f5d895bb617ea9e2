// MQTT connections as a browser's live client makes them, for the tests that check who reads which
// topic: the embedded broker's, Mosquitto's with dynamic security, and the deployment test's.
import { randomUUID } from 'node:crypto';
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import { expect } from 'vitest';

export interface MqttLogin {
  username: string;
  password: string;
}

/** What Mosquitto answers a CONNECT whose login it does not know or whose password is wrong. */
export const REFUSED_LOGIN = /^Connection refused: (Not authorized|Bad username or password)/;

/**
 * Connections to the broker at `url()` (read at each connect, so it may be known only once the broker
 * runs), none reconnecting by itself, all ended by `endAll`.
 */
export function mqttClients(url: () => string) {
  const open: MqttClient[] = [];
  const connect = async (login?: MqttLogin, extra: IClientOptions = {}): Promise<MqttClient> => {
    const client = await mqtt.connectAsync(url(), { reconnectPeriod: 0, ...login, ...extra });
    open.push(client);
    return client;
  };
  return {
    connect,
    /** The broker's refusal of `login` ("connected" if it let it in). */
    refusal: (login: MqttLogin): Promise<string> =>
      connect(login).then(
        () => 'connected',
        (err: Error) => err.message,
      ),
    endAll: (): void => {
      for (const client of open.splice(0)) client.end(true);
    },
  };
}

/** The SUBACK return codes (128 = refused); mqtt.js rejects when any is refused, so read both ways. */
export async function granted(client: MqttClient, topics: string[]): Promise<number[]> {
  try {
    return (await client.subscribeAsync(topics)).map((g) => g.qos);
  } catch (err) {
    const packet = (err as { packet?: { granted?: (number | { qos: number })[] } }).packet;
    return (packet?.granted ?? []).map((g) => (typeof g === 'number' ? g : g.qos));
  }
}

/** The server's side of a broker: what it publishes reaches the subscribers the broker lets read it. */
export interface Publisher {
  publish(topic: string, payload: unknown): Promise<void>;
}

/**
 * Whether a message `server` publishes now on `topic` reaches `client`: it is published, then a public
 * marker, and the answer is whether the first came before the marker (or the connection's close).
 * The client must hold feeds/#, where the marker goes.
 */
export async function reaches(client: MqttClient, topic: string, server: Publisher): Promise<boolean> {
  if (!client.connected) return false;
  const probe = randomUUID();
  const marker = `feeds/marker/${probe}`;
  return new Promise((resolve) => {
    let got = false;
    const onMessage = (at: string, payload: Buffer) => {
      if (at === topic && (JSON.parse(payload.toString()) as { probe?: string }).probe === probe) got = true;
      if (at === marker) finish();
    };
    const finish = () => {
      client.off('message', onMessage);
      client.off('close', finish);
      resolve(got);
    };
    client.on('message', onMessage);
    client.on('close', finish);
    void server.publish(topic, { probe }).then(() => server.publish(marker, {}));
  });
}

/**
 * Has `client`, logged in as player `userId`, subscribe to its own topics and the feeds, and checks
 * that it is granted them and receives what `server` publishes there.
 */
export async function listensAsPlayer(
  client: MqttClient,
  userId: number | string,
  server: Publisher,
): Promise<MqttClient> {
  const own = `users/${userId}`;
  expect(await granted(client, [`${own}/bets`, `${own}/balance`, 'feeds/#'])).toEqual([0, 0, 0]);
  expect(await reaches(client, `${own}/bets`, server)).toBe(true);
  return client;
}
