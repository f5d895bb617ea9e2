import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { listMigrations, migrate } from './migrate.ts';
import { createTestDatabase } from '../test/test-database.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('migrations', () => {
  it('applies each migration once', async () => {
    const db = await createTestDatabase();
    expect(await migrate(db)).toEqual([]);
    const rows = await db.db.selectFrom('schema_migrations').select('name').orderBy('name').execute();
    expect(rows.map((r) => r.name)).toEqual(listMigrations().map((m) => m.name));
    await db.dispose();
  });

  it('rolls back a failing migration whole', async () => {
    const db = await createTestDatabase();
    const bad = { name: '9999_bad.sql', script: 'create table half_done (id int); select 1/0;' };
    await expect(migrate(db, [...listMigrations(), bad])).rejects.toThrow(/9999_bad.sql failed/);
    const exists = await sql<{
      n: number;
    }>`select count(*)::int as n from information_schema.tables where table_name = 'half_done'`.execute(
      db.db,
    );
    expect(exists.rows[0]?.n).toBe(0);
    await db.dispose();
  });

  it('keeps PGlite data in DATA_DIR across a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'slipstream-db-'));
    dirs.push(dataDir);
    const first = await openDatabase({ dataDir });
    await migrate(first);
    await first.db
      .insertInto('idempotency_keys')
      .values({
        scope: 's',
        key: 'k',
        request_hash: 'h',
        status_code: 200,
        response: JSON.stringify({ ok: true }),
      })
      .execute();
    await first.close();

    const second = await openDatabase({ dataDir });
    expect(await migrate(second)).toEqual([]);
    const row = await second.db.selectFrom('idempotency_keys').selectAll().executeTakeFirstOrThrow();
    expect(row.response).toEqual({ ok: true });
    expect(row.key).toBe('k');
    await second.close();
  });
});
