// Applies the ordered SQL files of migrations/ once each, in a transaction per file. On a real
// server an advisory lock makes concurrent starts of several API processes wait for one another.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseHandle } from './database.ts';

const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');
const LOCK_ID = 724_001;

export interface Migration {
  name: string;
  script: string;
}

export function listMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((name) => ({ name, script: readFileSync(join(dir, name), 'utf8') }));
}

/** Applies every pending migration; returns the names applied now. */
export async function migrate(handle: DatabaseHandle, migrations = listMigrations()): Promise<string[]> {
  return handle.withScriptRunner(async (exec) => {
    await exec(`create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`);
    const locked = handle.kind === 'postgres';
    if (locked) await exec(`select pg_advisory_lock(${LOCK_ID})`);
    try {
      const rows = await exec('select name from schema_migrations');
      const done = new Set(rows.map((r) => String(r.name)));
      const applied: string[] = [];
      for (const m of migrations) {
        if (done.has(m.name)) continue;
        try {
          await exec(
            `begin;\n${m.script}\n;\ninsert into schema_migrations (name) values ('${m.name}');\ncommit;`,
          );
        } catch (err) {
          await exec('rollback').catch(() => undefined);
          throw new Error(`Migration ${m.name} failed: ${(err as Error).message}`, { cause: err });
        }
        applied.push(m.name);
      }
      return applied;
    } finally {
      if (locked) await exec(`select pg_advisory_unlock(${LOCK_ID})`);
    }
  });
}
