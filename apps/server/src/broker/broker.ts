// The live broker as the rest of the server sees it: publish JSON to a topic, know whether the
// broker is up, close cleanly. Embedded (aedes over WebSocket at /mqtt) or external (MQTT_URL).
// Also the one rule of who may read which topic, which every broker applies.
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

/**
 * Who may read what, as topic trees (a tree is its root topic and everything under it): everyone the
 * public feeds and the shared crash table (rounds and multiplier ticks); a player also their own
 * users/{id} tree. maySubscribe below and the external broker's roles (dynsec.ts) both come from these.
 * Nobody but the server publishes, and it publishes only in these trees.
 */
export const PUBLIC_TOPIC_TREES = ['feeds', 'casino/crash'] as const;
export const PLAYER_TOPICS_ROOT = 'users';

/** The tree of one player's own topics. */
export function playerTopicTree(userId: string): string {
  return `${PLAYER_TOPICS_ROOT}/${userId}`;
}

/** Whether a topic or topic filter lies inside a tree (so a subscription to it reads nothing else). */
function inTree(topic: string, tree: string): boolean {
  return topic.startsWith(tree) && (topic.length === tree.length || topic.charCodeAt(tree.length) === 47); // '/'
}

/**
 * Whether a connection of `userId` (null: a visitor) may subscribe to `topic`, a filter or a concrete
 * topic. A wildcard that reaches outside the readable trees ("users/+/bets", "#") is refused.
 */
export function maySubscribe(topic: string, userId: string | null): boolean {
  // Also asked of each concrete topic a message is delivered on, so it must stay this cheap.
  for (const tree of PUBLIC_TOPIC_TREES) if (inTree(topic, tree)) return true;
  return userId !== null && inTree(topic, playerTopicTree(userId));
}
