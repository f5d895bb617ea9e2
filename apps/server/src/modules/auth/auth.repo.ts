// SQL of players (users) and of the per-number login failure counter.
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database, UsersTable, UserStatus } from '../../db/schema.ts';

type Executor = Kysely<Database>;

export interface Credentials {
  id: number;
  phone: string;
  passwordHash: string;
  status: UserStatus;
}

export interface ProfileRow {
  id: number;
  phone: string;
  status: UserStatus;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  dateOfBirth: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  promoCode: string | null;
  createdAt: Date;
}

export type ProfilePatch = Partial<
  Pick<UsersTable, 'first_name' | 'last_name' | 'email' | 'address' | 'city' | 'state'> & {
    date_of_birth: string | null;
  }
>;

/** Postgres' unique_violation, raised when two registrations race for one number. */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}

export async function phoneExists(db: Executor, phone: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
  return row !== undefined;
}

export async function credentialsByPhone(db: Executor, phone: string): Promise<Credentials | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'phone', 'password_hash as passwordHash', 'status'])
    .where('phone', '=', phone)
    .executeTakeFirst();
}

export async function credentialsById(db: Executor, id: number): Promise<Credentials | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'phone', 'password_hash as passwordHash', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertUser(
  db: Executor,
  user: Insertable<UsersTable>,
): Promise<{ id: number; phone: string }> {
  return db.insertInto('users').values(user).returning(['id', 'phone']).executeTakeFirstOrThrow();
}

export async function setPasswordHash(
  db: Executor,
  id: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, password_changed_at: now, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Replaces a hash only if it is still the one that was verified (a rehash must not undo a change). */
export async function upgradePasswordHash(
  db: Executor,
  id: number,
  oldHash: string,
  newHash: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: newHash })
    .where('id', '=', id)
    .where('password_hash', '=', oldHash)
    .execute();
}

export async function profileById(db: Executor, id: number): Promise<ProfileRow | undefined> {
  return db
    .selectFrom('users')
    .select([
      'id',
      'phone',
      'status',
      'first_name as firstName',
      'last_name as lastName',
      'email',
      // As text, so no time zone can move a birthday.
      sql<string | null>`to_char(date_of_birth, 'YYYY-MM-DD')`.as('dateOfBirth'),
      'address',
      'city',
      'state',
      'promo_code as promoCode',
      'created_at as createdAt',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function updateProfile(db: Executor, id: number, patch: ProfilePatch, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...patch, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Failed logins of a number in the window that started after `windowStart`. */
export async function loginFailures(db: Executor, phone: string, windowStart: Date) {
  return db
    .selectFrom('login_failures')
    .select(['failures', 'window_started_at as windowStartedAt'])
    .where('phone', '=', phone)
    .where('window_started_at', '>', windowStart)
    .executeTakeFirst();
}

/** Counts one failed login; a window older than `windowStart` starts over at this failure. */
export async function recordLoginFailure(
  db: Executor,
  phone: string,
  now: Date,
  windowStart: Date,
): Promise<void> {
  await db
    .insertInto('login_failures')
    .values({ phone, window_started_at: now, failures: 1 })
    .onConflict((oc) =>
      oc.column('phone').doUpdateSet({
        failures: sql`case when login_failures.window_started_at > ${windowStart}::timestamptz then login_failures.failures + 1 else 1 end`,
        window_started_at: sql`case when login_failures.window_started_at > ${windowStart}::timestamptz then login_failures.window_started_at else ${now}::timestamptz end`,
      }),
    )
    .execute();
}

export async function clearLoginFailures(db: Executor, phone: string): Promise<void> {
  await db.deleteFrom('login_failures').where('phone', '=', phone).execute();
}
