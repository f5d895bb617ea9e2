// SQL of the sessions table (one row per issued login token).
import type { Insertable, Kysely } from 'kysely';
import type { Database, SessionRevokeReason, SessionsTable } from '../../db/schema.ts';

type Executor = Kysely<Database>;

export interface SessionRow {
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  userAgent: string | null;
  ip: string | null;
}

export async function insertSession(db: Executor, session: Insertable<SessionsTable>): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

/** The live session behind a token, with its user, when neither is revoked, expired or blocked. */
export async function findLiveSession(db: Executor, id: string, userId: number, now: Date) {
  return liveSessions(db, now)
    .select(['sessions.id', 'sessions.last_seen_at', 'users.id as userId', 'users.phone'])
    .where('sessions.id', '=', id)
    .where('sessions.user_id', '=', userId)
    .executeTakeFirst();
}

/** Ids per query when checking many sessions: far below any driver's limit on bound parameters. */
const IDS_PER_QUERY = 1000;

/** Of these session ids, the ones findLiveSession would still accept. */
export async function liveSessionIds(db: Executor, ids: readonly string[], now: Date): Promise<string[]> {
  const live: string[] = [];
  for (let from = 0; from < ids.length; from += IDS_PER_QUERY) {
    const rows = await liveSessions(db, now)
      .select('sessions.id')
      .where('sessions.id', 'in', ids.slice(from, from + IDS_PER_QUERY))
      .execute();
    for (const row of rows) live.push(row.id);
  }
  return live;
}

/** One definition of "live" for the HTTP check and the broker's recheck alike. */
function liveSessions(db: Executor, now: Date) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where('users.status', '=', 'active');
}

export async function touchSession(db: Executor, id: string, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
}

export async function listLiveSessions(db: Executor, userId: number, now: Date): Promise<SessionRow[]> {
  return db
    .selectFrom('sessions')
    .select([
      'id',
      'created_at as createdAt',
      'last_seen_at as lastSeenAt',
      'expires_at as expiresAt',
      'user_agent as userAgent',
      'ip',
    ])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('last_seen_at', 'desc')
    .execute();
}

/** Revokes live sessions of one user: one (`only`), all but one (`except`), or all. Answers their ids. */
export async function revokeSessions(
  db: Executor,
  userId: number,
  reason: SessionRevokeReason,
  now: Date,
  which: { only?: string; except?: string } = {},
): Promise<string[]> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (which.only !== undefined) query = query.where('id', '=', which.only);
  if (which.except !== undefined) query = query.where('id', '!=', which.except);
  const rows = await query.returning('id').execute();
  return rows.map((row) => row.id);
}
