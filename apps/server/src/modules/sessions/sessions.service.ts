// Login sessions: a signed token per login backed by a server-side row, so logout, a password change
// or reset, a time-out and a player's "log out other devices" end a token at once. Every end goes
// through end() here and is announced to onEnded listeners (the broker, which cuts its live topics).
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { brokerUsername, parseBrokerUsername, type BrokerCredentials } from '../../broker/broker.ts';
import type { Db } from '../../db/database.ts';
import type { Database, SessionRevokeReason } from '../../db/schema.ts';
import { createBrokerPasswords } from './broker-credentials.ts';
import { createTokenCodec } from './session-token.ts';
import {
  findLiveSession,
  insertSession,
  listLiveSessions,
  liveSessionIds,
  revokeSessions,
  touchSession,
} from './sessions.repo.ts';

/** Who made a request: set on `request.user` by requireUser. */
export interface AuthUser {
  id: number;
  sessionId: string;
  /** Canonical number (dial code + national number). */
  phone: string;
}

export interface SessionMeta {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
  sessionId: string;
}

export interface SessionView {
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  userAgent: string | null;
  ip: string | null;
  current: boolean;
}

/** Sessions of one player that were just ended, and why. */
export interface SessionsEnded {
  userId: number;
  sessionIds: readonly string[];
  reason: SessionRevokeReason;
}

export interface SessionService {
  /** Opens a session and signs its token (inside the caller's transaction when given). */
  start(userId: number, meta: SessionMeta, trx?: Kysely<Database>): Promise<IssuedToken>;
  /** The user behind a bearer token, or null when it is malformed, expired or revoked. */
  authenticate(token: string): Promise<AuthUser | null>;
  list(user: AuthUser): Promise<SessionView[]>;
  /** Ends one of the user's own sessions; false when there is no such live session of theirs. */
  revoke(user: AuthUser, sessionId: string, reason: SessionRevokeReason): Promise<boolean>;
  revokeOthers(user: AuthUser): Promise<number>;
  revokeAll(userId: number, reason: SessionRevokeReason, trx?: Kysely<Database>): Promise<number>;
  /** Of these session ids, the ones still live (not ended, not expired, their player not blocked). */
  liveSessionIds(ids: readonly string[]): Promise<Set<string>>;
  /**
   * Calls `listener` whenever this process ends sessions; returns the function that stops it. Ends
   * made by other processes and plain expiry are not announced: ask liveSessionIds for those.
   */
  onEnded(listener: (ended: SessionsEnded) => void): () => void;
  /** The MQTT user name and password of this session (they stop working when it ends). */
  brokerCredentials(user: AuthUser): BrokerCredentials;
  /** The live session that MQTT credentials of brokerCredentials() belong to, or null. */
  brokerLogin(username: string, password: string): Promise<{ userId: number; sessionId: string } | null>;
}

export interface SessionDeps {
  db: Db;
  now: () => Date;
  secret: string;
  ttlHours: number;
}

/** last_seen_at is refreshed at most this often, so an active player does not cost a write per call. */
const TOUCH_INTERVAL_MS = 60_000;

export function createSessionService(deps: SessionDeps): SessionService {
  const codec = createTokenCodec(deps.secret);
  const brokerPasswords = createBrokerPasswords(deps.secret);
  const endedListeners = new Set<(ended: SessionsEnded) => void>();

  /**
   * The one way a session ends. Announced as soon as the rows are written, even inside a caller's
   * transaction (Kysely offers no after-commit hook): listeners only take rights away, so a rolled-back
   * end costs at most a reconnect, and a reconnect that slips in before the commit is caught by the
   * broker's recheck.
   */
  async function end(
    db: Kysely<Database>,
    userId: number,
    reason: SessionRevokeReason,
    which?: { only?: string; except?: string },
  ): Promise<number> {
    const sessionIds = await revokeSessions(db, userId, reason, deps.now(), which);
    if (sessionIds.length > 0) {
      for (const listener of endedListeners) {
        try {
          listener({ userId, sessionIds, reason });
        } catch {
          // A failing listener must neither undo the end nor keep the others from hearing of it.
        }
      }
    }
    return sessionIds.length;
  }

  return {
    async start(userId, meta, trx) {
      const now = deps.now();
      const expiresAt = new Date(now.getTime() + deps.ttlHours * 3_600_000);
      const sessionId = randomUUID();
      await insertSession(trx ?? deps.db, {
        id: sessionId,
        user_id: userId,
        created_at: now,
        last_seen_at: now,
        expires_at: expiresAt,
        user_agent: meta.userAgent?.slice(0, 512) ?? null,
        ip: meta.ip?.slice(0, 64) ?? null,
      });
      const token = await codec.sign({ userId, sessionId }, now, expiresAt);
      return { token, expiresAt, sessionId };
    },

    async authenticate(token) {
      const now = deps.now();
      const claims = await codec.read(token, now);
      if (!claims) return null;
      const row = await findLiveSession(deps.db, claims.sessionId, claims.userId, now);
      if (!row) return null;
      if (now.getTime() - row.last_seen_at.getTime() >= TOUCH_INTERVAL_MS)
        await touchSession(deps.db, row.id, now);
      return { id: row.userId, sessionId: row.id, phone: row.phone };
    },

    async list(user) {
      const rows = await listLiveSessions(deps.db, user.id, deps.now());
      return rows.map((row) => ({ ...row, current: row.id === user.sessionId }));
    },

    async revoke(user, sessionId, reason) {
      return (await end(deps.db, user.id, reason, { only: sessionId })) > 0;
    },

    revokeOthers: (user) => end(deps.db, user.id, 'revoked-by-user', { except: user.sessionId }),

    revokeAll: (userId, reason, trx) => end(trx ?? deps.db, userId, reason),

    async liveSessionIds(ids) {
      return new Set(await liveSessionIds(deps.db, ids, deps.now()));
    },

    onEnded(listener) {
      endedListeners.add(listener);
      return () => void endedListeners.delete(listener);
    },

    brokerCredentials(user) {
      const username = brokerUsername({ userId: String(user.id), sessionId: user.sessionId });
      return { username, password: brokerPasswords.of(username) };
    },

    async brokerLogin(username, password) {
      const login = parseBrokerUsername(username);
      if (!login || !brokerPasswords.matches(username, password)) return null;
      const row = await findLiveSession(deps.db, login.sessionId, Number(login.userId), deps.now());
      return row ? { userId: row.userId, sessionId: row.id } : null;
    },
  };
}
