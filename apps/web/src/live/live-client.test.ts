// The live client (SPEC.md §7, §9): reference-counted subscriptions, re-subscription on every
// connect, only the latest message per topic delivered every 16 ms, and the connection state with
// SPEC.md §8's error texts. Driven with a fake mqtt.js client.
import { FEED } from '@slipstream/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveConnectionState } from '../stores/live-connection-store.ts';
import { brokerUrl } from './broker-url.ts';
import { liveErrorText } from './error-text.ts';
import type { FeedMessage } from './feed-messages.ts';
import { FakeMqtt, tick } from './fake-mqtt.test-helper.ts';
import { createLiveClient, MQTT_OPTIONS } from './live-client.ts';
import * as checks from './message-checks.ts';

const ODDS = 'feeds/live/odds_change/42';
const STOP = 'feeds/live/bet_stop/42';

function setup() {
  const fake = new FakeMqtt();
  const connect = vi.fn(() => fake);
  const states: LiveConnectionState[] = [];
  const client = createLiveClient({ checks, connect, onState: (s) => states.push(s) });
  const batches: FeedMessage[][] = [];
  client.onBatch((messages) => batches.push(messages));
  return { fake, connect, client, states, batches, last: () => states[states.length - 1] };
}

const odds = (price: number) => ({ markets: [{ id: 1, outcomes: [{ id: '1', odds: price, active: 1 }] }] });

describe('connection', () => {
  it('connects with the settings of SPEC.md §9', () => {
    const { client, connect } = setup();
    client.start('ws://example.test/mqtt');
    expect(connect).toHaveBeenCalledWith('ws://example.test/mqtt', MQTT_OPTIONS);
    expect(MQTT_OPTIONS).toMatchObject({
      reconnectPeriod: 1000,
      connectTimeout: 30_000,
      keepalive: 60,
      clean: true,
      protocolVersion: 4,
    });
  });

  it('loads the message checks before the connection is used, when given a loader', async () => {
    const fake = new FakeMqtt();
    let loaded!: (value: typeof checks) => void;
    const load = vi.fn(() => new Promise<typeof checks>((resolve) => (loaded = resolve)));
    const client = createLiveClient({ checks: load, connect: () => fake, batchMs: 1 });
    const batches: FeedMessage[][] = [];
    client.onBatch((messages) => batches.push(messages));
    client.subscribe(ODDS);
    client.start('ws://x/mqtt');
    expect(load).toHaveBeenCalledOnce();
    fake.emit('connect');
    // Not wired yet: the connection is taken only once the checks are in.
    expect(client.isConnected()).toBe(false);
    expect(() => client.checks()).toThrow();
    loaded(checks);
    await tick();
    await tick();
    fake.emit('connect');
    expect(client.isConnected()).toBe(true);
    fake.deliver(ODDS, odds(2.5));
    client.flush();
    expect(batches.flat().map((m) => m.kind)).toEqual(['odds_change']);
    // A later connection does not load them again.
    client.stop();
    client.start('ws://y/mqtt');
    expect(load).toHaveBeenCalledOnce();
  });

  it('builds the broker address from a relative path on this origin', () => {
    expect(brokerUrl('/mqtt', { protocol: 'https:', host: 'bet.example.com' })).toBe(
      'wss://bet.example.com/mqtt',
    );
    expect(brokerUrl('/mqtt', { protocol: 'http:', host: 'localhost:8080' })).toBe(
      'ws://localhost:8080/mqtt',
    );
    expect(brokerUrl('wss://broker.example.com/mqtt', { protocol: 'http:', host: 'x' })).toBe(
      'wss://broker.example.com/mqtt',
    );
    expect(brokerUrl('https://broker.example.com/mqtt', { protocol: 'http:', host: 'x' })).toBe(
      'wss://broker.example.com/mqtt',
    );
  });

  it('reports connected, reconnecting and offline with the last error text', () => {
    const { client, fake, last } = setup();
    client.start('ws://x/mqtt');
    expect(last()).toEqual({ status: 'connecting', lastError: null });
    fake.emit('connect');
    expect(last()).toEqual({ status: 'connected', lastError: null });
    fake.emit('error', new Error('Keepalive timeout'));
    fake.emit('close');
    expect(last()).toEqual({ status: 'offline', lastError: 'Keepalive timeout' });
    fake.emit('reconnect');
    expect(last()).toEqual({ status: 'reconnecting', lastError: 'Keepalive timeout' });
    fake.emit('connect');
    expect(last()).toEqual({ status: 'connected', lastError: null });
    fake.emit('close');
    expect(last()).toEqual({ status: 'offline', lastError: 'Connection closed' });
  });

  it('names every error with the texts of SPEC.md §8', () => {
    expect(liveErrorText(new Error('connack timeout'))).toBe('connack timeout');
    expect(liveErrorText(new Error('client disconnecting'))).toBe('client disconnecting');
    expect(liveErrorText(new Error('No connection to broker'))).toBe('No connection to broker');
    expect(liveErrorText(new Error('Unregistered Topic Alias'))).toBe('Unregistered Topic Alias');
    expect(liveErrorText(new Error('Connection refused: Not authorized'))).toBe(
      'Connection refused: Not authorized',
    );
    expect(liveErrorText(new Error('Invalid topic feeds/#/x'))).toBe('Invalid topic');
    expect(liveErrorText(new Event('error'))).toBe('WebSocket error');
  });

  it('closes the client on stop and ignores its late events', () => {
    const { client, fake, last } = setup();
    client.start('ws://x/mqtt');
    fake.emit('connect');
    client.stop();
    expect(fake.ended).toBe(true);
    fake.emit('error', new Error('connack timeout'));
    expect(last()).toEqual({ status: 'idle', lastError: null });
  });
});

describe('subscriptions', () => {
  it('subscribes a topic once however many hold it, and releases it when the last one leaves', async () => {
    const { client, fake } = setup();
    client.start('ws://x/mqtt');
    fake.emit('connect');
    const a = client.subscribe(ODDS);
    const b = client.subscribe(ODDS);
    await tick();
    expect(fake.subscribes).toEqual([[ODDS]]);
    expect(client.refCount(ODDS)).toBe(2);
    a();
    a();
    await tick();
    expect(fake.unsubscribes).toEqual([]);
    b();
    await tick();
    expect(fake.unsubscribes).toEqual([[ODDS]]);
    expect(client.topics()).toEqual([]);
  });

  it('sends one SUBSCRIBE for everything held in the same tick, and nothing for a hold taken back at once', async () => {
    const { client, fake } = setup();
    client.start('ws://x/mqtt');
    fake.emit('connect');
    const release = client.subscribe(STOP);
    client.subscribe(ODDS);
    release();
    client.subscribe(STOP);
    await tick();
    expect(fake.subscribes).toEqual([[ODDS, STOP]]);
    expect(fake.unsubscribes).toEqual([]);
  });

  it('subscribes what is held when it connects, and again after a reconnect', async () => {
    const { client, fake } = setup();
    const connects: boolean[] = [];
    client.onConnect(({ reconnect }) => connects.push(reconnect));
    client.subscribe(ODDS);
    client.start('ws://x/mqtt');
    await tick();
    expect(fake.subscribes).toEqual([]);
    fake.emit('connect');
    expect(fake.subscribes).toEqual([[ODDS]]);
    fake.emit('close');
    fake.emit('reconnect');
    fake.emit('connect');
    expect(fake.subscribes).toEqual([[ODDS], [ODDS]]);
    expect(connects).toEqual([false, true]);
  });
});

describe('delivery', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('delivers only the latest message per topic, once every 16 ms', () => {
    const { client, fake, batches } = setup();
    client.start('ws://x/mqtt');
    fake.emit('connect');
    const listener = vi.fn();
    client.subscribe(ODDS, listener);
    client.subscribe(STOP);
    fake.deliver(ODDS, odds(1.5));
    fake.deliver(ODDS, odds(1.6));
    fake.deliver(STOP, { event_id: 42, match_id: 42 });
    fake.deliver(ODDS, odds(1.7));
    vi.advanceTimersByTime(FEED.batchMs - 1);
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(odds(1.7), ODDS);
    expect(batches).toHaveLength(1);
    expect(batches[0]?.map((m) => [m.kind, m.matchId])).toEqual([
      ['odds_change', 42],
      ['bet_stop', 42],
    ]);
    fake.deliver(ODDS, odds(1.8));
    vi.advanceTimersByTime(FEED.batchMs);
    expect(listener).toHaveBeenLastCalledWith(odds(1.8), ODDS);
    expect(batches).toHaveLength(2);
  });

  it('drops messages for released topics and payloads that are not feed messages', () => {
    const { client, fake, batches } = setup();
    client.start('ws://x/mqtt');
    fake.emit('connect');
    const release = client.subscribe(ODDS);
    client.subscribe(STOP);
    fake.deliver(ODDS, odds(2));
    release();
    fake.deliver(ODDS, odds(2.1));
    fake.emit('message', STOP, 'not json');
    vi.advanceTimersByTime(FEED.batchMs);
    expect(batches).toEqual([]);
  });
});
