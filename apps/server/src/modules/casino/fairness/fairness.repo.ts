// SQL of the provably fair seed pairs: the active pair per owner, drawing a nonce, rotating.
import { sql } from 'kysely';
import type { Executor } from '../../../db/executor.ts';

export async function lockActiveSeed(db: Executor, owner: string) {
  return db
    .selectFrom('casino_seeds')
    .selectAll()
    .where('owner', '=', owner)
    .where('active', '=', true)
    .forUpdate()
    .executeTakeFirst();
}

export async function activeSeed(db: Executor, owner: string) {
  return db
    .selectFrom('casino_seeds')
    .selectAll()
    .where('owner', '=', owner)
    .where('active', '=', true)
    .executeTakeFirst();
}

export async function findSeed(db: Executor, id: number) {
  return db.selectFrom('casino_seeds').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Inserts the owner's first active pair; a concurrent twin wins the unique index and ours is skipped. */
export async function insertSeed(
  db: Executor,
  row: { owner: string; server_seed: string; server_seed_hash: string; client_seed: string },
) {
  await db
    .insertInto('casino_seeds')
    .values(row)
    // The partial index's predicate as a literal: a bound parameter cannot name the arbiter index
    // of a prepared statement.
    .onConflict((oc) => oc.column('owner').where('active', '=', sql.lit(true)).doNothing())
    .execute();
}

export async function bumpNonce(db: Executor, id: number): Promise<void> {
  await db
    .updateTable('casino_seeds')
    .set({ nonce: sql<number>`nonce + 1` })
    .where('id', '=', id)
    .execute();
}

export async function retireSeed(db: Executor, id: number, now: Date): Promise<void> {
  await db
    .updateTable('casino_seeds')
    .set({ active: false, revealed_at: now })
    .where('id', '=', id)
    .execute();
}

export async function openRoundsOnSeed(db: Executor, seedId: number): Promise<number> {
  const row = await db
    .selectFrom('casino_rounds')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('seed_id', '=', seedId)
    .where('status', 'in', ['pending', 'open', 'cashing'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
