// SQL for idempotency records: claim a key inside the caller's transaction, store its answer, read it back.
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
 * Claims the key for this transaction. A concurrent claim of the same key waits on the primary key
 * until this transaction ends, then fails with a unique violation if it committed.
 */
export async function claimKey(
  trx: Executor,
  scope: string,
  key: string,
  requestHash: string,
): Promise<void> {
  await trx
    .insertInto('idempotency_keys')
    .values({ scope, key, request_hash: requestHash, status_code: 0, response: JSON.stringify(null) })
    .execute();
}

export async function storeAnswer(
  trx: Executor,
  scope: string,
  key: string,
  statusCode: number,
  response: unknown,
) {
  await trx
    .updateTable('idempotency_keys')
    .set({ status_code: statusCode, response: JSON.stringify(response) })
    .where('scope', '=', scope)
    .where('key', '=', key)
    .execute();
}

export type { Db };
