// Players for tests: a user row through the accounts repo and a live session through the app's own
// sessions service, so a test can call logged-in routes without the SMS registration dance.
import type { Executor } from '../db/executor.ts';
import { insertUser } from '../modules/auth/auth.repo.ts';
import type { TestApp } from './test-app.ts';

let counter = 0;

/** A fresh valid Nigerian mobile number in canonical form (234 80 + 8 digits), unique within the run. */
export function testPhone(): string {
  counter += 1;
  const unique = ((process.pid % 100) * 1_000_000 + (Date.now() % 10_000) * 100 + counter) % 100_000_000;
  return `23480${String(unique).padStart(8, '0')}`;
}

/** Inserts an active player; the password hash is a placeholder, so this player cannot log in by password. */
export async function insertTestUser(db: Executor, now = new Date()): Promise<{ id: number; phone: string }> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await insertUser(db, {
        phone: testPhone(),
        password_hash: 'test-only-no-password',
        phone_verified_at: now,
        password_changed_at: now,
        created_at: now,
        updated_at: now,
      });
    } catch (err) {
      if ((err as { code?: string }).code !== '23505' || attempt > 20) throw err;
    }
  }
}

export interface TestPlayer {
  id: number;
  phone: string;
  token: string;
}

/** A player with a live session on the test app. */
export async function testPlayer(t: TestApp): Promise<TestPlayer> {
  const user = await insertTestUser(t.db);
  const { token } = await t.modules.sessions.start(user.id, { userAgent: 'vitest' });
  return { ...user, token };
}
