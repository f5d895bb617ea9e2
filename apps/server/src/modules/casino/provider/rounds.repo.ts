// SQL of the built-in games' rounds.
import type { Selectable } from 'kysely';
import type { Executor } from '../../../db/executor.ts';
import type { CasinoRoundsTable, CasinoRoundStatus } from '../../../db/schema.ts';

export type RoundRow = Selectable<CasinoRoundsTable>;

export async function findRound(db: Executor, id: string) {
  return db.selectFrom('casino_rounds').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function lockRound(db: Executor, id: string) {
  return db.selectFrom('casino_rounds').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function findRoundByKey(db: Executor, sessionId: string, clientKey: string) {
  return db
    .selectFrom('casino_rounds')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('client_key', '=', clientKey)
    .executeTakeFirst();
}

/** The session's unfinished round of a game (a mines board, a blackjack hand), newest first. */
export async function findOpenRound(db: Executor, sessionId: string, game: string) {
  return db
    .selectFrom('casino_rounds')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('game', '=', game)
    .where('status', 'in', ['open', 'cashing'])
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

export async function insertRound(
  db: Executor,
  row: Omit<RoundRow, 'created_at' | 'settled_at' | 'params' | 'state' | 'outcome' | 'answer'> & {
    params: unknown;
    state: unknown;
    outcome: unknown;
  },
): Promise<void> {
  await db
    .insertInto('casino_rounds')
    .values({
      ...row,
      params: JSON.stringify(row.params),
      state: JSON.stringify(row.state),
      outcome: JSON.stringify(row.outcome),
    })
    .execute();
}

export async function updateRound(
  db: Executor,
  id: string,
  change: {
    status?: CasinoRoundStatus;
    state?: unknown;
    payout?: number | null;
    bet?: number;
    answer?: unknown;
    settledAt?: Date;
  },
): Promise<void> {
  await db
    .updateTable('casino_rounds')
    .set({
      ...(change.status !== undefined ? { status: change.status } : {}),
      ...(change.state !== undefined ? { state: JSON.stringify(change.state) } : {}),
      ...(change.payout !== undefined ? { payout: change.payout } : {}),
      ...(change.bet !== undefined ? { bet: change.bet } : {}),
      ...(change.answer !== undefined ? { answer: JSON.stringify(change.answer) } : {}),
      ...(change.settledAt !== undefined ? { settled_at: change.settledAt } : {}),
    })
    .where('id', '=', id)
    .execute();
}

export async function deleteRound(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('casino_rounds').where('id', '=', id).where('status', '=', 'pending').execute();
}
