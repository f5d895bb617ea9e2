// Browsers may subscribe to feeds/# and never publish; the server's publishes reach them.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect as netConnect } from 'node:net';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { granted as grantedCodes } from '../test/mqtt-client.ts';
import type { Broker } from './broker.ts';
import { createEmbeddedBroker } from './embedded-broker.ts';
import { createExternalBroker } from './external-broker.ts';

function nextMessage(client: MqttClient, topic: string): Promise<unknown> {
  return new Promise((resolve) => {
    const onMessage = (t: string, payload: Buffer) => {
      if (t !== topic) return;
      client.off('message', onMessage);
      resolve(JSON.parse(payload.toString()));
    };
    client.on('message', onMessage);
  });
}

describe('embedded broker over WebSocket at /mqtt', () => {
  let broker: Broker;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    broker = await createEmbeddedBroker({
      sessions: {
        verify: async (token) => (token === 'token-of-u1' ? { userId: 'u1', sessionId: 's1' } : null),
        live: async (sessionIds) => new Set(sessionIds),
        onEnded: () => () => undefined,
      },
    });
    server = createServer((_req, res) => res.end());
    broker.attach(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/mqtt`;
  });
  afterAll(async () => {
    await broker.close();
    await new Promise((r) => server.close(r));
  });

  it('delivers what the server publishes to a feeds/# subscriber', async () => {
    const client = await mqtt.connectAsync(url, { reconnectPeriod: 0 });
    const granted = await client.subscribeAsync('feeds/#');
    expect(granted[0]?.qos).toBe(0);
    const received = nextMessage(client, 'feeds/live/odds_change/42');
    await broker.publish('feeds/live/odds_change/42', {
      markets: [{ id: 1, outcomes: [{ id: 1, odds: 1.5, active: 1 }] }],
    });
    expect(await received).toEqual({ markets: [{ id: 1, outcomes: [{ id: 1, odds: 1.5, active: 1 }] }] });
    await client.endAsync();
  });

  it('refuses a publish from a browser: the client is cut off and nobody receives it', async () => {
    const listener = await mqtt.connectAsync(url, { reconnectPeriod: 0 });
    await listener.subscribeAsync('feeds/#');
    let leaked = false;
    listener.on('message', (topic) => {
      if (topic === 'feeds/live/odds_change/42') leaked = true;
    });

    const intruder = await mqtt.connectAsync(url, { reconnectPeriod: 0 });
    const closed = new Promise<void>((r) => intruder.once('close', () => r()));
    intruder.publish('feeds/live/odds_change/42', JSON.stringify({ markets: [] }));
    await closed;
    // Give a wrongly forwarded message time to arrive before concluding it did not.
    const marker = nextMessage(listener, 'feeds/marker');
    await broker.publish('feeds/marker', { done: true });
    await marker;
    expect(leaked).toBe(false);
    expect(intruder.connected).toBe(false);
    await listener.endAsync();
    intruder.end(true);
  });

  it('refuses subscriptions outside the feeds, and other users\u2019 topics', async () => {
    const client = await mqtt.connectAsync(url, { reconnectPeriod: 0 });
    expect(await grantedCodes(client, ['secret/#', 'users/u1/bets'])).toEqual([128, 128]);
    await client.endAsync();

    const owner = await mqtt.connectAsync(url, {
      reconnectPeriod: 0,
      username: 'token',
      password: 'token-of-u1',
    });
    expect(await grantedCodes(owner, ['users/u1/bets', 'users/u2/bets'])).toEqual([0, 128]);
    await owner.endAsync();
  });

  it('refuses upgrades on other paths', async () => {
    const port = (server.address() as AddressInfo).port;
    const client = mqtt.connect(`ws://127.0.0.1:${port}/elsewhere`, {
      reconnectPeriod: 0,
      connectTimeout: 2000,
    });
    await new Promise<void>((resolve) => {
      client.once('error', () => resolve());
      client.once('close', () => resolve());
    });
    expect(client.connected).toBe(false);
    client.end(true);
  });
});

async function mosquittoAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = netConnect({ host: '127.0.0.1', port: 1883, timeout: 500 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

const external = process.env.MQTT_TEST_URL ?? 'mqtt://127.0.0.1:1883';
describe.runIf(await mosquittoAnswers())('external broker (Mosquitto on 127.0.0.1:1883)', () => {
  it('publishes feed messages that a subscriber receives', async () => {
    const broker = await createExternalBroker({ url: external });
    const client = await mqtt.connectAsync(external, { reconnectPeriod: 0 });
    const topic = `feeds/prematch/odds_change/${Date.now()}`;
    await client.subscribeAsync(topic);
    const received = nextMessage(client, topic);
    await broker.publish(topic, { markets: [] });
    expect(await received).toEqual({ markets: [] });
    expect(broker.isReady()).toBe(true);
    await client.endAsync();
    await broker.close();
  });
});
