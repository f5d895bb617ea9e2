// SQL for idempotency records: store an answer inside the caller's transaction, read it back.
import type { Db } from '../../db/database.ts';
import type { Executor } from '../../db/executor.ts';

export interface StoredAnswer {
  requestHash: string;
  statusCode: number;
  response: unknown;
}

export async function findAnswer(
  db: Executor,
  scope: string,
  key: string,
): Promise<StoredAnswer | undefined> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status_code', 'response'])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
  return row && { requestHash: row.request_hash, statusCode: row.status_code, response: row.response };
}

/**
 * Records the answer under its key, as the last statement of the caller's transaction. A concurrent
 * transaction storing the same key waits on the primary key until this one ends, then fails with a
 * unique violation if it committed.
 */
export async function storeAnswer(
  trx: Executor,
  answer: { scope: string; key: string; requestHash: string; statusCode: number; response: unknown },
): Promise<void> {
  await trx
    .insertInto('idempotency_keys')
    .values({
      scope: answer.scope,
      key: answer.key,
      request_hash: answer.requestHash,
      status_code: answer.statusCode,
      response: JSON.stringify(answer.response),
    })
    .execute();
}

export type { Db };
