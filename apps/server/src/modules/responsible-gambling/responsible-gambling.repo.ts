// SQL of deposit limits and of time-outs / self-exclusions.
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, DepositLimitsTable, GamblingExclusionsTable } from '../../db/schema.ts';

type Executor = Kysely<Database>;
export type DepositLimitRow = Selectable<DepositLimitsTable>;

/** Serialises changes to one player's limits (two tabs saving at once must not interleave). */
export async function lockPlayer(trx: Executor, userId: number): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

export async function depositLimitRows(db: Executor, userId: number): Promise<DepositLimitRow[]> {
  return db.selectFrom('deposit_limits').selectAll().where('user_id', '=', userId).execute();
}

export async function saveDepositLimit(db: Executor, row: Insertable<DepositLimitsTable>): Promise<void> {
  const { user_id: _user, period: _period, ...changes } = row;
  await db
    .insertInto('deposit_limits')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'period']).doUpdateSet(changes))
    .execute();
}

/** The exclusion in force at `now` that ends last, if any. */
export async function exclusionInForce(db: Executor, userId: number, now: Date) {
  return db
    .selectFrom('gambling_exclusions')
    .select(['kind', 'ends_at as endsAt'])
    .where('user_id', '=', userId)
    .where('starts_at', '<=', now)
    .where('ends_at', '>', now)
    .orderBy('ends_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertExclusion(db: Executor, row: Insertable<GamblingExclusionsTable>): Promise<void> {
  await db.insertInto('gambling_exclusions').values(row).execute();
}
