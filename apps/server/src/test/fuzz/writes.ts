// Records every row a request writes, in every table: a trigger per table logs inserts, updates and
// deletes into fuzz_writes, inside the writing transaction (a rolled-back write leaves no trace,
// as it should). Reading a session (its last_seen_at) and the crash table's own rounds of seeds,
// which run on a timer whatever the requests do, are not writes of a request.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export interface Write {
  table: string;
  op: string;
  count: number;
}

/** Columns whose change alone is not a write: touched by reading. */
const TOUCHED_BY_READING: Record<string, string[]> = { sessions: ['last_seen_at'] };

export async function installWriteRecorder(db: Db): Promise<void> {
  await sql`create table if not exists fuzz_writes (tbl text not null, op text not null)`.execute(db);
  await sql`
    create or replace function fuzz_record_write() returns trigger language plpgsql as $$
    declare
      before jsonb := case when tg_op = 'INSERT' then null else to_jsonb(old) end;
      after jsonb := case when tg_op = 'DELETE' then null else to_jsonb(new) end;
      ignored text[] := coalesce(tg_argv, '{}'::text[]);
    begin
      -- An update that changes nothing, or only what reading touches, writes nothing.
      if tg_op = 'UPDATE' and (before - ignored) = (after - ignored) then
        return null;
      end if;
      if tg_table_name = 'casino_seeds' and coalesce(after, before) ->> 'owner' like 'crash:%' then
        return null;
      end if;
      insert into fuzz_writes (tbl, op) values (tg_table_name, tg_op);
      return null;
    end $$`.execute(db);
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
      and table_name not in ('fuzz_writes', 'schema_migrations')`.execute(db);
  for (const { name } of tables.rows) {
    const ignored = (TOUCHED_BY_READING[name] ?? []).map((c) => sql.lit(c));
    await sql`
      create or replace trigger fuzz_write after insert or update or delete on ${sql.id(name)}
      for each row execute function fuzz_record_write(${sql.join(ignored)})`.execute(db);
  }
}

/** The writes recorded since the last call, by table and operation; the record is then emptied. */
export async function takeWrites(db: Db): Promise<Write[]> {
  const rows = await sql<{ table: string; op: string; count: number }>`
    select tbl as "table", op, count(*)::int as count from fuzz_writes group by tbl, op order by tbl, op`.execute(
    db,
  );
  if (rows.rows.length > 0) await sql`delete from fuzz_writes`.execute(db);
  return rows.rows;
}
