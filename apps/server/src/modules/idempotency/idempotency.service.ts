// Every money-moving call runs through withIdempotency: the business write and the record of its
// answer commit in one transaction, so a retry with the same key and body returns the first answer
// and moves nothing, and the same key with another body is refused (409).
import { createHash } from 'node:crypto';
import { AppError } from '@slipstream/domain';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation, type Transaction } from '../../db/executor.ts';
import { canonicalJson } from './canonical-json.ts';
import { findAnswer, storeAnswer, type StoredAnswer } from './idempotency.repo.ts';

export interface IdempotentRequest {
  /** Who the key belongs to and what it is for, e.g. `deposit:user:42`. Keys never cross scopes. */
  scope: string;
  key: string;
  /** The request body; its hash tells a true retry from a reused key. */
  body: unknown;
}

export interface IdempotentAnswer<T> {
  statusCode: number;
  body: T;
  /** True when this answer is the stored answer of an earlier identical request. */
  replayed: boolean;
}

export function hashRequest(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

function replay<T>(stored: StoredAnswer, requestHash: string): IdempotentAnswer<T> {
  if (stored.requestHash !== requestHash) {
    throw new AppError(
      'IDEMPOTENCY_KEY_REUSED',
      'This idempotency key was already used for a different request.',
    );
  }
  return { statusCode: stored.statusCode, body: stored.response as T, replayed: true };
}

/**
 * Runs `work` once per (scope, key). An AppError thrown by `work` rolls everything back and is not
 * stored, so a retry after, say, a top-up may succeed.
 *
 * The answer is written as the transaction's last statement, under the key's primary key. A twin
 * running at the same time does its work too, then waits on that key and, once the first commits,
 * fails on it: its whole transaction, money included, rolls back and it answers as the first did.
 * A retry of a call that succeeded may be refused by its own work (the stake was taken already), and
 * then also finds the first answer. The usual call so costs one statement, not a claim and an update.
 * Work therefore stays inside the database: nothing it does outside may happen twice.
 */
export async function withIdempotency<T>(
  db: Db,
  request: IdempotentRequest,
  work: (trx: Transaction) => Promise<{ statusCode?: number; body: T }>,
): Promise<IdempotentAnswer<T>> {
  const requestHash = hashRequest(request.body);
  try {
    return await db.transaction().execute(async (trx) => {
      const { statusCode = 200, body } = await work(trx);
      await storeAnswer(trx, {
        scope: request.scope,
        key: request.key,
        requestHash,
        statusCode,
        response: body,
      });
      return { statusCode, body, replayed: false };
    });
  } catch (err) {
    if (!(err instanceof AppError) && !isUniqueViolation(err)) throw err;
    const stored = await findAnswer(db, request.scope, request.key);
    if (!stored) throw err;
    return replay<T>(stored, requestHash);
  }
}

/**
 * The answer stored for this request, if an identical one already ran. For refusals decided before
 * the transaction (prices, limits): a retry of a call that succeeded gets its first answer back.
 */
export async function earlierAnswer<T>(
  db: Db,
  request: IdempotentRequest,
): Promise<IdempotentAnswer<T> | undefined> {
  const stored = await findAnswer(db, request.scope, request.key);
  return stored && replay<T>(stored, hashRequest(request.body));
}
