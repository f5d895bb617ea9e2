// Opens the one PostgreSQL database of Slipstream through Kysely: embedded PGlite under DATA_DIR by
// default, or a real server through DATABASE_URL. The same migrations and queries serve both.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { observePool } from '../metrics/metrics.ts';
import { PreparingClient } from './prepared-statements.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;
export type ScriptRunner = (script: string) => Promise<Record<string, unknown>[]>;

/** The extensions the migrations create (search's trigram index); PGlite loads them when it opens. */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` on one dedicated connection with a multi-statement script runner (migrations and
   * their advisory lock must share a connection). The runner answers the rows of the last statement.
   */
  withScriptRunner<T>(fn: (exec: ScriptRunner) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

// int8 (bigint money columns) and numeric (odds) arrive as strings from both drivers; money is kept
// well inside the safe-integer range, so both become numbers here and repos never see strings.
const INT8 = 20;
const NUMERIC = 1700;

function parseInt8(value: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`bigint ${value} is outside the safe integer range`);
  return n;
}

pg.types.setTypeParser(INT8, parseInt8);
pg.types.setTypeParser(NUMERIC, Number);

export interface OpenOptions {
  /** postgres://… for a real server; otherwise PGlite. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; omitted means in memory (tests). */
  dataDir?: string | undefined;
  /** Schema to use on a real server (tests isolate themselves in a schema of their own). */
  searchPath?: string | undefined;
  poolSize?: number | undefined;
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPGlite(options.dataDir);
}

async function openPostgres(url: string, options: OpenOptions): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    Client: PreparingClient,
    connectionString: url,
    max: options.poolSize ?? 20,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  observePool(pool);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  await sql`select 1`.execute(db);
  return {
    db,
    kind: 'postgres',
    withScriptRunner: async (fn) => {
      const client = await pool.connect();
      try {
        // A parameterless query uses the simple protocol, which accepts several statements.
        return await fn(async (script) => {
          const result = (await client.query(script)) as unknown as pg.QueryResult | pg.QueryResult[];
          const last = Array.isArray(result) ? result[result.length - 1] : result;
          return (last?.rows ?? []) as Record<string, unknown>[];
        });
      } finally {
        client.release();
      }
    },
    close: () => db.destroy(),
  };
}

async function openPGlite(dataDir: string | undefined): Promise<DatabaseHandle> {
  let path: string | undefined;
  if (dataDir) {
    path = join(dataDir, 'pglite');
    mkdirSync(path, { recursive: true });
  }
  const client = await PGlite.create(path, {
    parsers: { [pgliteTypes.INT8]: parseInt8, [pgliteTypes.NUMERIC]: Number },
    extensions: PGLITE_EXTENSIONS,
  });
  return wrapPGlite(client);
}

/** Wraps an open PGlite (also a clone of a migrated template in tests). */
export function wrapPGlite(client: PGlite): DatabaseHandle {
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite: client }) });
  return {
    db,
    kind: 'pglite',
    withScriptRunner: (fn) =>
      fn(async (script) => {
        const results = await client.exec(script);
        return (results[results.length - 1]?.rows ?? []) as Record<string, unknown>[];
      }),
    close: async () => {
      await db.destroy();
      if (!client.closed) await client.close();
    },
  };
}
