// The live broker as the rest of the server sees it: publish JSON to a topic, know whether the
// broker is up, close cleanly. Embedded (aedes over WebSocket at /mqtt) or external (MQTT_URL).
import type { Server } from 'node:http';

export interface Broker {
  readonly kind: 'embedded' | 'external';
  /** Publishes a JSON payload (QoS 0, not retained: odds are only worth their latest value). */
  publish(topic: string, payload: unknown): Promise<void>;
  isReady(): boolean;
  /** Serves MQTT over WebSocket on the HTTP server's /mqtt path (embedded only). */
  attach(server: Server): void;
  close(): Promise<void>;
}

/** Resolves a bearer token to its user id, or null; the accounts module provides it. */
export type TokenVerifier = (token: string) => Promise<string | null>;

export const MQTT_PATH = '/mqtt';

/**
 * Who may subscribe to what: anyone to the public feeds and the crash table; a user to their own topics only.
 * Nobody but the server publishes (enforced by the embedded broker, and by the ACL of an external one).
 */
export function maySubscribe(topic: string, userId: string | null): boolean {
  if (topic === 'feeds/#' || topic.startsWith('feeds/')) return true;
  // The shared crash table (rounds and multiplier ticks) is public, like the feeds.
  if (topic === 'casino/crash/#' || topic.startsWith('casino/crash/')) return true;
  const own = /^users\/([^/#+]+)\/.+$/.exec(topic);
  return own !== null && userId !== null && own[1] === userId;
}
