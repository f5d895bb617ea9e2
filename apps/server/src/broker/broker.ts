// The live broker as the rest of the server sees it: publish JSON to a topic, know whether the
// broker is up, close cleanly. Embedded (aedes over WebSocket at /mqtt) or external (MQTT_URL). Who
// may read which topic is the contract's rule (@slipstream/contract/topics), which every broker applies.
import type { Server } from 'node:http';

export interface Broker {
  readonly kind: 'embedded' | 'external';
  /** Publishes a JSON payload (QoS 0, not retained: odds are only worth their latest value). */
  publish(topic: string, payload: unknown): Promise<void>;
  /**
   * Makes `credentials` good for connecting as `login` for as long as its session lives. The embedded
   * broker checks them itself at each connect; an external one is told (its dynamic security).
   */
  admit(login: BrokerLogin, credentials: BrokerCredentials): Promise<void>;
  isReady(): boolean;
  /** Serves MQTT over WebSocket on the HTTP server's /mqtt path (embedded only). */
  attach(server: Server): void;
  close(): Promise<void>;
}

/** Resolves a bearer token to its user id, or null. */
export type TokenVerifier = (token: string) => Promise<string | null>;

/** A connection's login: whose users/{id}/ topics it may read, for as long as its session lives. */
export interface BrokerLogin {
  userId: string;
  sessionId: string;
}

/** The MQTT user name and password a browser connects with (GET /api/v2/auth/live-credentials). */
export interface BrokerCredentials {
  username: string;
  password: string;
}

/** What the broker asks of the sessions module (modules/sessions/broker-access.ts answers). */
export interface BrokerSessions {
  /**
   * The live login behind a connection's credentials, or null: the broker credentials of a session,
   * or (as older pages send it) the login token as password with any user name.
   */
  verify(password: string, username?: string): Promise<BrokerLogin | null>;
  /** Of these sessions, the ones still live: catches ends in other processes, and expiry. */
  live(sessionIds: readonly string[]): Promise<Set<string>>;
  /** Calls back with the logins whose sessions this process ends; returns the function that stops it. */
  onEnded(listener: (ended: readonly BrokerLogin[]) => void): () => void;
}

export const MQTT_PATH = '/mqtt';

/**
 * A session's MQTT user name. It names the player and the session, so that whoever ends a session can
 * name its broker client without asking anyone, and a broker's log shows whose connection it is.
 */
export function brokerUsername(login: BrokerLogin): string {
  return `u${login.userId}-${login.sessionId}`;
}

const USERNAME = /^u([1-9]\d{0,15})-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The login a user name of brokerUsername() names, or null for any other name. */
export function parseBrokerUsername(username: string): BrokerLogin | null {
  const match = USERNAME.exec(username);
  return match ? { userId: match[1]!, sessionId: match[2]! } : null;
}
