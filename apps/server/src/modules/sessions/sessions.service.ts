// Login sessions: a signed token per login backed by a server-side row, so logout, a password change
// or reset, a time-out and a player's "log out other devices" end a token at once.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database, SessionRevokeReason } from '../../db/schema.ts';
import { createTokenCodec } from './session-token.ts';
import {
  findLiveSession,
  insertSession,
  listLiveSessions,
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
      return (await revokeSessions(deps.db, user.id, reason, deps.now(), { only: sessionId })) > 0;
    },

    revokeOthers: (user) =>
      revokeSessions(deps.db, user.id, 'revoked-by-user', deps.now(), { except: user.sessionId }),

    revokeAll: (userId, reason, trx) => revokeSessions(trx ?? deps.db, userId, reason, deps.now()),
  };
}
