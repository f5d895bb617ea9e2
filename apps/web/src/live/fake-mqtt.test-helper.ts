// A fake mqtt.js client for tests: records SUBSCRIBE / UNSUBSCRIBE calls and lets a test play the
// broker (connect, messages, errors, drops).
import { vi } from 'vitest';
import { createLiveClient, type MqttEvents, type MqttLike } from './live-client.ts';
import * as checks from './message-checks.ts';

type Listener = (...args: unknown[]) => void;

export class FakeMqtt implements MqttLike {
  readonly subscribes: string[][] = [];
  readonly unsubscribes: string[][] = [];
  ended = false;
  private readonly listeners = new Map<string, Listener[]>();

  on<E extends keyof MqttEvents>(event: E, listener: MqttEvents[E]): this {
    const list = this.listeners.get(event) ?? [];
    list.push(listener as Listener);
    this.listeners.set(event, list);
    return this;
  }

  emit<E extends keyof MqttEvents>(event: E, ...args: Parameters<MqttEvents[E]>): void {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }

  subscribe(topics: string[], callback: (error?: Error | null) => void): void {
    this.subscribes.push([...topics]);
    callback(null);
  }

  unsubscribe(topics: string[], callback: (error?: Error | null) => void): void {
    this.unsubscribes.push([...topics]);
    callback(null);
  }

  end(): void {
    this.ended = true;
  }

  /** A message as the broker would deliver it: JSON bytes. */
  deliver(topic: string, payload: unknown): void {
    this.emit('message', topic, new TextEncoder().encode(JSON.stringify(payload)));
  }

  /** Every topic subscribed and not unsubscribed since, in order. */
  get held(): string[] {
    const held = new Set<string>();
    for (const batch of this.subscribes) for (const t of batch) held.add(t);
    for (const batch of this.unsubscribes) for (const t of batch) held.delete(t);
    return [...held].sort();
  }
}

/** Lets queued microtasks run (the client reconciles subscriptions once per tick). */
export const tick = () => new Promise<void>((resolve) => queueMicrotask(resolve));

/**
 * A live client that connects a new FakeMqtt on every connect (a reconnect is a new client, as with
 * mqtt.js), batching every 1 ms; `fake()` is the latest connection.
 */
export function fakeLiveClient() {
  const fakes: FakeMqtt[] = [];
  const connect = vi.fn(() => {
    const fake = new FakeMqtt();
    fakes.push(fake);
    return fake;
  });
  const client = createLiveClient({ checks, connect, batchMs: 1 });
  return { client, connect, fakes, fake: () => fakes[fakes.length - 1]! };
}
