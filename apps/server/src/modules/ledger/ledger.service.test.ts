import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerSound } from '../../test/ledger.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { insertTestUser } from '../../test/users.ts';
import { checkLedger } from './ledger-check.ts';
import type { BalanceChange } from './ledger-events.ts';
import { createLedger, type Ledger } from './ledger.service.ts';
import { house, player } from './ledger.types.ts';

let t: TestDatabase;
let ledger: Ledger;
const events: BalanceChange[] = [];

beforeAll(async () => {
  t = await createTestDatabase();
  ledger = createLedger({ db: t.db });
  ledger.onBalanceChanged((change) => {
    events.push(change);
  });
});
afterAll(() => t.dispose());

async function fund(userId: number, amount: number, reference = `fund:${userId}:${Math.random()}`) {
  await ledger.run((trx) =>
    ledger.move(trx, {
      from: house('adjustments'),
      to: player(userId),
      amount,
      kind: 'adjustment.test',
      reference,
    }),
  );
}

describe('ledger transfers', () => {
  it('moves money between a player balance and a house account in balanced entries', async () => {
    const u = await insertTestUser(t.db);
    await fund(u.id, 10_000);
    const posted = await ledger.run((trx) =>
      ledger.move(trx, {
        from: player(u.id),
        to: house('stakes_held'),
        amount: 2_550,
        kind: 'bet.stake',
        reference: `bet:${u.id}:1`,
      }),
    );
    expect(posted.userId).toBe(u.id);
    expect(posted.entries.map((e) => [e.amount, e.balanceAfter])).toEqual([
      [-2_550, 7_450],
      [2_550, null],
    ]);
    expect(await ledger.balances(u.id)).toEqual({
      available: 7_450,
      sport_bonus: 0,
      casino_bonus: 0,
      virtual_bonus: 0,
      trust: 0,
    });
    expect(await ledger.houseBalance('stakes_held')).toBeGreaterThanOrEqual(2_550);
    await expectLedgerSound(t.db);
  });

  it('answers zeros for a player who never moved money', async () => {
    const u = await insertTestUser(t.db);
    expect(await ledger.balances(u.id)).toEqual({
      available: 0,
      sport_bonus: 0,
      casino_bonus: 0,
      virtual_bonus: 0,
      trust: 0,
    });
  });

  it('moves between two balances of one player in one transaction', async () => {
    const u = await insertTestUser(t.db);
    await fund(u.id, 1_000);
    await ledger.run((trx) =>
      ledger.transfer(trx, {
        kind: 'bonus.convert',
        reference: `convert:${u.id}`,
        lines: [
          { account: player(u.id, 'available'), amount: -400 },
          { account: player(u.id, 'sport_bonus'), amount: 400 },
        ],
      }),
    );
    const b = await ledger.balances(u.id);
    expect([b.available, b.sport_bonus]).toEqual([600, 400]);
    await expectLedgerSound(t.db);
  });

  it('refuses a debit beyond the balance and writes nothing', async () => {
    const u = await insertTestUser(t.db);
    await fund(u.id, 500);
    const before = await checkLedger(t.db);
    await expect(
      ledger.run((trx) =>
        ledger.move(trx, {
          from: player(u.id),
          to: house('stakes_held'),
          amount: 501,
          kind: 'bet.stake',
          reference: `x:${u.id}`,
        }),
      ),
    ).rejects.toMatchObject({ code: 'WALLET_INSUFFICIENT_FUNDS', status: 422 });
    expect((await ledger.balances(u.id)).available).toBe(500);
    expect((await checkLedger(t.db)).counts).toEqual(before.counts);
    await expectLedgerSound(t.db);
  });

  it('leaves no half-applied posting behind when a caller catches a refusal and commits', async () => {
    const u = await insertTestUser(t.db);
    await fund(u.id, 1_000);
    await ledger.run(async (trx) => {
      // available (lower id) is credited first, then sport_bonus cannot cover its debit.
      await expect(
        ledger.transfer(trx, {
          kind: 'bonus.convert',
          reference: `half:${u.id}`,
          lines: [
            { account: player(u.id, 'available'), amount: 500 },
            { account: player(u.id, 'sport_bonus'), amount: -500 },
          ],
        }),
      ).rejects.toMatchObject({ code: 'WALLET_INSUFFICIENT_FUNDS', details: { balance: 'sport_bonus' } });
    });
    expect(await ledger.balances(u.id)).toMatchObject({ available: 1_000, sport_bonus: 0 });
    await expectLedgerSound(t.db);
  });

  it('lets a caller go on after a refused one-player posting: nothing of it is written', async () => {
    const u = await insertTestUser(t.db);
    await fund(u.id, 300);
    await ledger.run(async (trx) => {
      await expect(
        ledger.move(trx, {
          from: player(u.id),
          to: house('stakes_held'),
          amount: 301,
          kind: 'bet.stake',
          reference: `refused:${u.id}`,
        }),
      ).rejects.toMatchObject({ code: 'WALLET_INSUFFICIENT_FUNDS', details: { balance: 'available' } });
      // The transaction is still usable (what the rollback of a spent payout does before recording a debt).
      await ledger.move(trx, {
        from: player(u.id),
        to: house('stakes_held'),
        amount: 300,
        kind: 'bet.stake',
        reference: `taken:${u.id}`,
      });
    });
    expect((await ledger.balances(u.id)).available).toBe(0);
    await expectLedgerSound(t.db);
  });

  it('posts one business event at most once, whatever the caller does', async () => {
    const u = await insertTestUser(t.db);
    await fund(u.id, 100, `dup:${u.id}`);
    await expect(fund(u.id, 100, `dup:${u.id}`)).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await ledger.balances(u.id)).available).toBe(100);
  });

  it('refuses postings that do not balance, are not whole minor units or move nothing', async () => {
    const u = await insertTestUser(t.db);
    const bad = [
      [
        { account: player(u.id), amount: 5 },
        { account: house('adjustments'), amount: -4 },
      ],
      [
        { account: player(u.id), amount: 0.5 },
        { account: house('adjustments'), amount: -0.5 },
      ],
      [
        { account: player(u.id), amount: 5 },
        { account: player(u.id), amount: -5 },
      ],
      [],
    ];
    for (const lines of bad) {
      await expect(
        ledger.run((trx) => ledger.transfer(trx, { kind: 'adjustment.test', reference: 'bad', lines })),
      ).rejects.toThrow(/ledger:/);
    }
    await expect(
      ledger.run((trx) =>
        ledger.move(trx, {
          from: house('adjustments'),
          to: player(u.id),
          amount: -5,
          kind: 'adjustment.test',
          reference: 'neg',
        }),
      ),
    ).rejects.toThrow(/positive/);
  });

  it('refuses to post outside a database transaction', async () => {
    const u = await insertTestUser(t.db);
    await expect(
      ledger.transfer(t.db as never, {
        kind: 'adjustment.test',
        reference: 'no-trx',
        lines: [
          { account: player(u.id), amount: 5 },
          { account: house('adjustments'), amount: -5 },
        ],
      }),
    ).rejects.toThrow(/inside a database transaction/);
  });

  it('publishes the five balances after commit, and nothing for a rolled-back movement', async () => {
    const u = await insertTestUser(t.db);
    events.length = 0;
    await fund(u.id, 1_234);
    expect(events).toEqual([
      expect.objectContaining({
        userId: u.id,
        balances: expect.objectContaining({ available: 1_234, trust: 0 }),
      }),
    ]);
    const seq = events[0]!.seq;
    events.length = 0;
    await expect(
      ledger.run(async (trx) => {
        await ledger.move(trx, {
          from: house('adjustments'),
          to: player(u.id),
          amount: 1,
          kind: 'adjustment.test',
          reference: `rb:${u.id}`,
        });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(events).toEqual([]);
    await fund(u.id, 1);
    expect(events[0]!.seq).toBeGreaterThan(seq);
  });

  it('replays an idempotent movement without moving money again or publishing', async () => {
    const u = await insertTestUser(t.db);
    await fund(u.id, 1_000);
    const request = { scope: `test:${u.id}`, key: 'k1', body: { amount: 300 } };
    const work = async (trx: Parameters<Parameters<Ledger['run']>[0]>[0]) => {
      const posted = await ledger.move(trx, {
        from: player(u.id),
        to: house('stakes_held'),
        amount: 300,
        kind: 'bet.stake',
        reference: `idem:${u.id}`,
      });
      return { body: { transactionId: posted.id } };
    };
    const first = await ledger.runIdempotent(request, work);
    events.length = 0;
    const again = await ledger.runIdempotent(request, work);
    expect(again).toEqual({ ...first, replayed: true });
    expect(events).toEqual([]);
    expect((await ledger.balances(u.id)).available).toBe(700);
    await expect(ledger.runIdempotent({ ...request, body: { amount: 301 } }, work)).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      status: 409,
    });
  });
});

describe('ledger account ids', () => {
  it('opens a missing house account on first use and never remembers one whose creation rolled back', async () => {
    const db = await createTestDatabase();
    try {
      await sql`delete from ledger_accounts where user_id is null and kind = 'cash_in_transit'`.execute(
        db.db,
      );
      const l = createLedger({ db: db.db });
      const u = await insertTestUser(db.db);
      const move = (reference: string) =>
        l.run((trx) =>
          l.move(trx, {
            from: house('cash_in_transit'),
            to: player(u.id),
            amount: 100,
            kind: 'deposit.online',
            reference,
          }),
        );
      await expect(
        l.run(async (trx) => {
          await l.move(trx, {
            from: house('cash_in_transit'),
            to: player(u.id),
            amount: 100,
            kind: 'deposit.online',
            reference: 'r0',
          });
          throw new Error('abort');
        }),
      ).rejects.toThrow('abort');
      await move('r1');
      await move('r2');
      expect(await l.balances(u.id)).toMatchObject({ available: 200 });
      expect(await l.houseBalance('cash_in_transit')).toBe(-200);
      expect((await checkLedger(db.db)).ok).toBe(true);
    } finally {
      await db.dispose();
    }
  });
});

describe('ledger concurrency', () => {
  it('lets exactly 20 of 200 parallel debits through a balance that covers 20', async () => {
    const u = await insertTestUser(t.db);
    await fund(u.id, 20 * 150);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        ledger.runIdempotent({ scope: `debit:${u.id}`, key: `k-${i}`, body: { i } }, async (trx) => {
          await ledger.move(trx, {
            from: player(u.id),
            to: house('stakes_held'),
            amount: 150,
            kind: 'bet.stake',
            reference: `par:${u.id}:${i}`,
          });
          return { body: { ok: true } };
        }),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(20);
    expect(refused).toHaveLength(180);
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'WALLET_INSUFFICIENT_FUNDS' });
    expect((await ledger.balances(u.id)).available).toBe(0);
    await expectLedgerSound(t.db);
  });

  it('does not deadlock when transfers touch the same two balances in opposite directions', async () => {
    const u = await insertTestUser(t.db);
    await ledger.run(async (trx) => {
      await ledger.move(trx, {
        from: house('adjustments'),
        to: player(u.id, 'available'),
        amount: 10_000,
        kind: 'adjustment.test',
        reference: `a:${u.id}`,
      });
      await ledger.move(trx, {
        from: house('adjustments'),
        to: player(u.id, 'casino_bonus'),
        amount: 10_000,
        kind: 'adjustment.test',
        reference: `b:${u.id}`,
      });
    });
    await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        ledger.run((trx) =>
          ledger.move(trx, {
            from: player(u.id, i % 2 ? 'available' : 'casino_bonus'),
            to: player(u.id, i % 2 ? 'casino_bonus' : 'available'),
            amount: 10,
            kind: 'bonus.convert',
            reference: `swap:${u.id}:${i}`,
          }),
        ),
      ),
    );
    const b = await ledger.balances(u.id);
    expect(b.available + b.casino_bonus).toBe(20_000);
    await expectLedgerSound(t.db);
  });
});

describe('ledger guards in the database', () => {
  it('refuses a negative player balance by CHECK constraint, not only in code', async () => {
    const u = await insertTestUser(t.db);
    await fund(u.id, 10);
    await expect(
      sql`update ledger_accounts set balance = -1 where user_id = ${u.id} and kind = 'available'`.execute(
        t.db,
      ),
    ).rejects.toMatchObject({
      code: '23514',
    });
  });

  it('keeps entries append-only and refuses an unbalanced transaction at commit', async () => {
    await expect(sql`delete from ledger_entries`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`update ledger_entries set amount = amount + 1`.execute(t.db)).rejects.toThrow(
      /append-only/,
    );
    const u = await insertTestUser(t.db);
    await ledger.ensureAccounts(t.db, u.id);
    await expect(
      t.db.transaction().execute(async (trx) => {
        const tx = await sql<{
          id: number;
        }>`insert into ledger_transactions (kind, reference) values ('adjustment.raw', ${`raw:${u.id}`}) returning id`.execute(
          trx,
        );
        const account = await sql<{
          id: number;
        }>`select id from ledger_accounts where user_id = ${u.id} and kind = 'trust'`.execute(trx);
        await sql`insert into ledger_entries (transaction_id, account_id, amount, balance_after) values (${tx.rows[0]!.id}, ${account.rows[0]!.id}, 5, 5)`.execute(
          trx,
        );
      }),
    ).rejects.toThrow(/does not balance/);
    await expectLedgerSound(t.db);
  });

  it('reports a balance that no longer matches its entries', async () => {
    const db = await createTestDatabase();
    try {
      const l = createLedger({ db: db.db });
      const u = await insertTestUser(db.db);
      await l.run((trx) =>
        l.move(trx, {
          from: house('adjustments'),
          to: player(u.id),
          amount: 700,
          kind: 'adjustment.test',
          reference: 'r',
        }),
      );
      expect((await checkLedger(db.db)).ok).toBe(true);
      await sql`update ledger_accounts set balance = 900 where user_id = ${u.id} and kind = 'available'`.execute(
        db.db,
      );
      const report = await checkLedger(db.db);
      expect(report.ok).toBe(false);
      expect(report.breaches.join('\n')).toMatch(/has balance 900 but its entries sum to 700/);
    } finally {
      await db.dispose();
    }
  });
});
