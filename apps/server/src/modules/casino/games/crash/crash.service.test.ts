// The shared crash table on a clock the test moves: broadcasts, bets only while betting is open,
// cash-out by hand and auto-cash-out against the crash point, a revealed seed that recomputes the
// point, and a sound ledger.
import { randomUUID } from 'node:crypto';
import { msUntil } from '@slipstream/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerSound } from '../../../../test/ledger.ts';
import { buildTestApp, type TestApp } from '../../../../test/test-app.ts';
import { testPlayer } from '../../../../test/users.ts';
import { fundPlayer } from '../../../../test/wallet.ts';
import { createLedger } from '../../../ledger/ledger.service.ts';
import { createCasinoModule } from '../../casino.module.ts';
import { verifyOutcome } from '../../fairness/verify.ts';
import { CRASH_TOPICS } from './crash.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await expectLedgerSound(t.db);
  await t.close();
});

describe('crash table', () => {
  it('runs shared rounds with cash-outs and auto-cash-outs', async () => {
    let clock = Date.parse('2026-11-21T12:00:00Z');
    const messages: { topic: string; payload: Record<string, unknown> }[] = [];
    const ledger = createLedger({ db: t.db });
    const casino = createCasinoModule({
      db: t.db,
      ledger,
      providerSecret: 'test-secret-test-secret',
      currency: async () => 'NGN',
      publish: async (topic, payload) =>
        void messages.push({ topic, payload: payload as Record<string, unknown> }),
      now: () => new Date(clock),
    });
    const table = casino.games.crash;
    const game = await t.db
      .selectFrom('casino_games')
      .select('id')
      .where('slug', '=', 'crash')
      .executeTakeFirstOrThrow();
    const players = await Promise.all([testPlayer(t), testPlayer(t), testPlayer(t)]);
    const ctxs = [];
    for (const p of players) {
      await fundPlayer(t, p.id, 10_000);
      const user = { id: p.id, sessionId: 'test', phone: p.phone };
      const started = await casino.sessions.start(user, { gameId: game.id, balanceType: 'real' });
      ctxs.push({ user, ...(await casino.sessions.access(user, started.sessionId, 'crash')) });
    }

    await table.advance();
    const opened = messages.at(-1)!;
    expect(opened.topic).toBe(CRASH_TOPICS.round);
    expect(opened.payload).toMatchObject({ phase: 'betting', crashPoint: null, serverSeed: null });

    // Auto at 1.01× wins unless the round crashes instantly; auto at 1000× almost surely loses; the third cashes by hand.
    const low = await table.bet(ctxs[0]!, randomUUID(), 1_000, 1.01);
    const high = await table.bet(ctxs[1]!, randomUUID(), 1_000, 1_000);
    const manual = await table.bet(ctxs[2]!, randomUUID(), 1_000, null);
    expect(low).toMatchObject({
      status: 'open',
      bet: 10,
      balance: 90,
      result: { autoCashout: 1.01, crashPoint: null },
    });
    await expect(table.bet(ctxs[0]!, randomUUID(), 1_000, 0.5)).rejects.toThrow(/auto cash-out/);

    clock += 6_000;
    await table.advance();
    // The round starts (one whose crash point is 1.00, about one in a hundred, is over as it starts).
    expect(['running', 'crashed']).toContain(table.state()?.phase);
    expect(table.state()).toMatchObject({ multiplier: 1 });
    await expect(table.bet(ctxs[0]!, randomUUID(), 1_000, null)).rejects.toThrow(/Bets are closed/);

    clock += msUntil(101);
    await table.advance();
    const state = table.state()!;
    let manualAnswer;
    if (state.phase === 'running') {
      manualAnswer = await table.cashout(ctxs[2]!, manual.roundId);
      expect(manualAnswer).toMatchObject({ status: 'settled', result: { cashedOutAt: 1.01 } });
      expect(manualAnswer.payout).toBe(10.1);
      expect(messages.some((m) => m.topic === CRASH_TOPICS.tick)).toBe(true);
    }
    // Run to the crash.
    for (let i = 0; i < 10_000 && table.state()!.phase !== 'crashed'; i++) {
      clock += 1_000;
      await table.advance();
    }
    const crashed = table.state()!;
    expect(crashed.phase).toBe('crashed');
    expect(messages.at(-1)!.payload).toMatchObject({
      phase: 'crashed',
      crashPoint: crashed.crashPoint,
      serverSeed: crashed.serverSeed,
    });
    const verified = verifyOutcome({
      serverSeed: crashed.serverSeed!,
      clientSeed: crashed.roundId,
      nonce: 0,
      game: 'crash',
    });
    expect(verified).toEqual({
      serverSeedHash: crashed.serverSeedHash,
      outcome: { crashPoint: crashed.crashPoint },
    });

    const balances = await Promise.all(players.map((p) => ledger.balances(p.id)));
    const point = crashed.crashPoint!;
    expect(balances[0]!.available).toBe(point >= 1.01 ? 10_000 - 1_000 + 1_010 : 9_000);
    expect(balances[1]!.available).toBe(point >= 1_000 ? 10_000 - 1_000 + 1_000_000 : 9_000);
    expect(balances[2]!.available).toBe(manualAnswer ? 10_000 - 1_000 + 1_010 : 9_000);
    const rounds = await t.db
      .selectFrom('casino_rounds')
      .select(['id', 'status'])
      .where('id', 'in', [low.roundId, high.roundId, manual.roundId])
      .execute();
    expect(rounds.every((r) => r.status === 'settled')).toBe(true);

    // Too late to cash out now; the next round opens after the pause.
    await expect(table.cashout(ctxs[1]!, high.roundId)).resolves.toMatchObject({ status: 'settled' });
    clock += 3_000;
    await table.advance();
    expect(table.state()).toMatchObject({ phase: 'betting' });
    expect(table.state()!.roundId).not.toBe(crashed.roundId);
  });
});

describe('the crash table in a deployment of several processes', () => {
  it('is served by one process only: an API process answers its calls 503', async () => {
    const api = await buildTestApp({ ROLE: 'api', FEED: 'off' });
    try {
      const res = await api.call({ url: '/api/v2/games/play/crash/table' });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('The crash table is not served by this process.');
      expect((await t.call({ url: '/api/v2/games/play/crash/table' })).statusCode).toBe(200);
    } finally {
      await api.close();
    }
  });
});
