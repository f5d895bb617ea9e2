// SQL of bonuses: first deposits, player bonuses and the wagers counted towards them, cashback credits.
import { sql, type Selectable } from 'kysely';
import type { Executor, Transaction } from '../../db/executor.ts';
import type { PlayerBonusesTable, PlayerBonusWallet } from '../../db/schema.ts';

export type PlayerBonusRow = Selectable<PlayerBonusesTable>;

/** Records a player's first credited deposit; later deposits change nothing. */
export async function recordFirstDeposit(
  db: Executor,
  row: { user_id: number; deposit_reference: string; amount: number; credited_at: Date },
): Promise<void> {
  await db
    .insertInto('first_deposits')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

export function findFirstDeposit(db: Executor, userId: number) {
  return db.selectFrom('first_deposits').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export function findFirstDepositBonus(db: Executor, userId: number) {
  return db
    .selectFrom('player_bonuses')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', 'first_deposit')
    .executeTakeFirst();
}

export function insertBonus(
  trx: Transaction,
  row: Omit<PlayerBonusRow, 'id' | 'status' | 'wagered' | 'closed_at' | 'closing_amount'>,
): Promise<PlayerBonusRow> {
  return trx.insertInto('player_bonuses').values(row).returningAll().executeTakeFirstOrThrow();
}

export function activeBonuses(db: Executor, userId: number): Promise<PlayerBonusRow[]> {
  return db
    .selectFrom('player_bonuses')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .orderBy('id')
    .execute();
}

/**
 * The player's latest bonus in this bonus balance, locked for the rest of the transaction: the
 * active one (there is at most one), else the one closed last.
 */
export function lockLatestBonus(
  trx: Transaction,
  userId: number,
  wallet: PlayerBonusWallet,
): Promise<PlayerBonusRow | undefined> {
  return trx
    .selectFrom('player_bonuses')
    .selectAll()
    .where('user_id', '=', userId)
    .where('wallet', '=', wallet)
    .orderBy(sql`status = 'active' desc, closed_at desc nulls last, id desc`)
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

/** The player's active bonus in this bonus balance, locked; undefined when none is active. */
export async function lockActiveBonus(
  trx: Transaction,
  userId: number,
  wallet: PlayerBonusWallet,
): Promise<PlayerBonusRow | undefined> {
  const latest = await lockLatestBonus(trx, userId, wallet);
  return latest?.status === 'active' ? latest : undefined;
}

export async function userExists(db: Executor, userId: number): Promise<boolean> {
  return (
    (await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined
  );
}

export function lockBonus(trx: Transaction, id: number): Promise<PlayerBonusRow | undefined> {
  return trx.selectFrom('player_bonuses').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Active bonuses past their expiry, locked; bonuses another sweeper holds are skipped. */
export async function lockDueBonuses(trx: Transaction, now: Date, limit: number): Promise<PlayerBonusRow[]> {
  return trx
    .selectFrom('player_bonuses')
    .selectAll()
    .where('status', '=', 'active')
    .where('expires_at', '<=', now)
    .orderBy('id')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}

/** Counts a bet once per bonus; false when this reference already counted. */
export async function insertWager(
  trx: Transaction,
  row: { bonus_id: number; reference: string; amount: number; odds: number | null; created_at: Date },
): Promise<boolean> {
  const r = await trx
    .insertInto('bonus_wagers')
    .values(row)
    .onConflict((oc) => oc.columns(['bonus_id', 'reference']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function addWagered(trx: Transaction, id: number, amount: number): Promise<PlayerBonusRow> {
  return trx
    .updateTable('player_bonuses')
    .set({ wagered: sql`wagered + ${amount}` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function closeBonus(
  trx: Transaction,
  id: number,
  status: 'completed' | 'expired',
  closingAmount: number,
  at: Date,
): Promise<PlayerBonusRow> {
  return trx
    .updateTable('player_bonuses')
    .set({ status, closing_amount: closingAmount, closed_at: at })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Net loss on bets in [from, to): minus the sum of the player's available-balance entries of `bet.*`
 * transactions (stakes are negative, returns positive). Bonus-funded bets never touch available.
 */
export async function betNetLoss(db: Executor, userId: number, from: Date, to: Date): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .select(sql<string | number | null>`sum(e.amount)`.as('total'))
    .where('a.user_id', '=', userId)
    .where('a.kind', '=', 'available')
    .where('t.kind', 'like', 'bet.%')
    .where('t.created_at', '>=', from)
    .where('t.created_at', '<', to)
    .executeTakeFirst();
  return -Number(row?.total ?? 0);
}

/** Players with any bet movement on their available balance in [from, to), by id after `after`. */
export async function bettorsBetween(
  db: Executor,
  from: Date,
  to: Date,
  after: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('ledger_transactions as t')
    .innerJoin('ledger_entries as e', 'e.transaction_id', 't.id')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .select('a.user_id')
    .distinct()
    .where('a.kind', '=', 'available')
    .where('a.user_id', '>', after)
    .where('t.kind', 'like', 'bet.%')
    .where('t.created_at', '>=', from)
    .where('t.created_at', '<', to)
    .orderBy('a.user_id')
    .limit(limit)
    .execute();
  return rows.flatMap((r) => (r.user_id === null ? [] : [Number(r.user_id)]));
}

/** Claims a period's cashback for a player; false when it was already credited. */
export async function insertCashbackCredit(
  trx: Transaction,
  row: { user_id: number; period_start: Date; net_loss: number; amount: number; created_at: Date },
): Promise<boolean> {
  const r = await trx
    .insertInto('cashback_credits')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'period_start']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function latestCashback(db: Executor, userId: number) {
  return db
    .selectFrom('cashback_credits')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('period_start', 'desc')
    .executeTakeFirst();
}
