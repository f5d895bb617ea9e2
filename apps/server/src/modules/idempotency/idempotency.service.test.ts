import { AppError } from '@slipstream/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor, Transaction } from '../../db/executor.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { hashRequest, withIdempotency } from './idempotency.service.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await sql`create table tally (id int primary key, n int not null)`.execute(t.db);
  await sql`insert into tally values (1, 0)`.execute(t.db);
});
afterAll(() => t.dispose());

// Inside a transaction, read through it: PGlite has one connection, which the transaction holds.
async function count(db: Executor = t.db): Promise<number> {
  const r = await sql<{ n: number }>`select n from tally where id = 1`.execute(db);
  return r.rows[0]!.n;
}

const bump = (trx: Transaction) =>
  sql`update tally set n = n + 1 where id = 1`
    .execute(trx)
    .then(async () => ({ body: { n: await count(trx) } }));

describe('withIdempotency', () => {
  it('runs once and replays the first answer for a retry', async () => {
    const req = { scope: 'test:u1', key: 'k-1', body: { amount: 5, note: 'x' } };
    const first = await withIdempotency(t.db, req, bump);
    const retry = await withIdempotency(t.db, { ...req, body: { note: 'x', amount: 5 } }, bump);
    expect(first.replayed).toBe(false);
    expect(retry).toEqual({ statusCode: 200, body: first.body, replayed: true });
    expect(await count()).toBe(1);
  });

  it('refuses the same key with another body', async () => {
    const req = { scope: 'test:u1', key: 'k-2', body: { amount: 5 } };
    await withIdempotency(t.db, req, bump);
    await expect(withIdempotency(t.db, { ...req, body: { amount: 6 } }, bump)).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      status: 409,
    });
  });

  it('keeps keys apart by scope', async () => {
    const before = await count();
    await withIdempotency(t.db, { scope: 'test:u1', key: 'same', body: {} }, bump);
    await withIdempotency(t.db, { scope: 'test:u2', key: 'same', body: {} }, bump);
    expect(await count()).toBe(before + 2);
  });

  it('stores nothing when the work fails, so a later retry runs', async () => {
    const req = { scope: 'test:u1', key: 'k-3', body: {} };
    const before = await count();
    await expect(
      withIdempotency(t.db, req, async (trx) => {
        await bump(trx);
        throw new AppError('UNPROCESSABLE', 'not now');
      }),
    ).rejects.toThrow('not now');
    expect(await count()).toBe(before);
    await withIdempotency(t.db, req, bump);
    expect(await count()).toBe(before + 1);
  });

  it('runs once when the same request races itself', async () => {
    const before = await count();
    const req = { scope: 'test:u1', key: 'k-race', body: { a: 1 } };
    const answers = await Promise.all(Array.from({ length: 10 }, () => withIdempotency(t.db, req, bump)));
    expect(await count()).toBe(before + 1);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
  });

  it('hashes bodies canonically', () => {
    expect(hashRequest({ a: 1, b: [1, { c: 2, d: 3 }] })).toBe(hashRequest({ b: [1, { d: 3, c: 2 }], a: 1 }));
    expect(hashRequest({ a: 1 })).not.toBe(hashRequest({ a: 2 }));
  });
});
