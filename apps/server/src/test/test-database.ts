// A fresh, migrated database per test: a clone of one migrated PGlite template by default (cloning
// skips the WASM start-up and migrations), or a schema of its own on the real PostgreSQL named by
// TEST_DATABASE_URL, dropped afterwards.
import { randomBytes } from 'node:crypto';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, PGLITE_EXTENSIONS, wrapPGlite, type DatabaseHandle } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';

let template: Promise<PGlite> | undefined;

async function migratedTemplate(): Promise<PGlite> {
  template ??= (async () => {
    const client = await PGlite.create({
      parsers: { [pgliteTypes.INT8]: (v: string) => Number(v), [pgliteTypes.NUMERIC]: Number },
      extensions: PGLITE_EXTENSIONS,
    });
    await migrate(wrapPGlite(client));
    return client;
  })();
  return template;
}

export interface TestDatabase extends DatabaseHandle {
  /** Drops what the test created. */
  dispose(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const handle = await openDatabase({ databaseUrl: url, searchPath: schema, poolSize: 70 });
    await migrate(handle);
    return {
      ...handle,
      dispose: async () => {
        await handle.close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`drop schema ${schema} cascade`);
        await cleanup.end();
      },
    };
  }
  const clone = (await (await migratedTemplate()).clone()) as PGlite;
  const handle = wrapPGlite(clone);
  return { ...handle, dispose: () => handle.close() };
}
