// Playing the built-in games over HTTP: sessions per balance type, idempotent bets, table limits,
// demo money that never reaches the ledger, bonus play, a mines board that survives a reload, and
// a ledger that stays sound under concurrent rounds.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundCasinoBonus, play, sessionFor, startGame } from '../../../test/casino.ts';
import { expectLedgerSound } from '../../../test/ledger.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { testPlayer } from '../../../test/users.ts';
import { fundPlayer } from '../../../test/wallet.ts';
import { createLedger } from '../../ledger/ledger.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await expectLedgerSound(t.db);
  await t.close();
});

const balances = (userId: number) => createLedger({ db: t.db }).balances(userId);
const ledgerCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('ledger_transactions')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function funded(amount = 100_000) {
  const who = await testPlayer(t);
  await fundPlayer(t, who.id, amount);
  return who;
}

describe('starting a game', () => {
  it('opens sessions per balance type', async () => {
    const visitorReal = await startGame(t, null, 'dice', 'real');
    expect(visitorReal.statusCode).toBe(401);
    const demo = await startGame(t, null, 'dice', 'demo');
    expect(demo.statusCode).toBe(200);
    expect(demo.json()).toMatchObject({
      game: 'dice',
      provider: 'slipstream',
      balanceType: 'demo',
      balance: 1_000,
      currency: 'NGN',
    });
    expect(demo.json().fairness.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);

    const who = await funded(12_345);
    const real = await startGame(t, who, 'european-roulette', 'real');
    expect(real.json()).toMatchObject({ balanceType: 'real', balance: 123.45, minBet: 0.1, maxBet: 10_000 });
    const noBonus = await startGame(t, who, 'dice', 'bonus');
    expect(noBonus.statusCode).toBe(422);
    await fundCasinoBonus(t, who.id, 500);
    expect((await startGame(t, who, 'dice', 'bonus')).json()).toMatchObject({
      balanceType: 'bonus',
      balance: 5,
    });
  });

  it("refuses another player's session", async () => {
    const owner = await funded();
    const sessionId = await sessionFor(t, owner, 'dice', 'real');
    const other = await testPlayer(t);
    const res = await play(t, other, 'dice/roll', { sessionId, bet: 1, target: 50, direction: 'under' });
    expect(res.statusCode).toBe(404);
    const visitor = await play(t, null, 'dice/roll', { sessionId, bet: 1, target: 50, direction: 'under' });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('instant games', () => {
  it('rolls dice once per idempotency key', async () => {
    const who = await funded(10_000);
    const sessionId = await sessionFor(t, who, 'dice', 'real');
    const key = randomUUID();
    const body = { sessionId, bet: 10, target: 50, direction: 'under' };
    const first = await play(t, who, 'dice/roll', body, key);
    expect(first.statusCode).toBe(200);
    const round = first.json();
    expect(round).toMatchObject({ game: 'dice', status: 'settled', bet: 10, balanceType: 'real' });
    expect(round.result).toMatchObject({ target: 50, direction: 'under', chance: 50, multiplier: 1.98 });
    expect(round.payout).toBe(round.result.win ? 19.8 : 0);
    expect(round.balance).toBeCloseTo(100 - 10 + round.payout, 2);
    const again = await play(t, who, 'dice/roll', body, key);
    expect(again.json()).toEqual(round);
    expect((await balances(who.id)).available).toBe(Math.round(round.balance * 100));
    const reused = await play(t, who, 'dice/roll', { ...body, bet: 11 }, key);
    expect(reused.statusCode).toBe(409);
  });

  it('gives clear messages for bad bets', async () => {
    const who = await funded(1_000);
    const sessionId = await sessionFor(t, who, 'dice', 'real');
    const noKey = await play(
      t,
      who,
      'dice/roll',
      { sessionId, bet: 1, target: 50, direction: 'under' },
      null,
    );
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const overBalance = await play(t, who, 'dice/roll', {
      sessionId,
      bet: 10.01,
      target: 50,
      direction: 'under',
    });
    expect(overBalance.statusCode).toBe(422);
    expect(overBalance.json().code).toBe('WALLET_INSUFFICIENT_FUNDS');
    const belowMin = await play(t, who, 'dice/roll', {
      sessionId,
      bet: 0.05,
      target: 50,
      direction: 'under',
    });
    expect(belowMin.statusCode).toBe(422);
    expect(belowMin.json().message).toMatch(/table minimum of 0.10/);
    const badTarget = await play(t, who, 'dice/roll', {
      sessionId,
      bet: 1,
      target: 99.5,
      direction: 'under',
    });
    expect(badTarget.statusCode).toBe(400);
    const decimals = await play(t, who, 'dice/roll', {
      sessionId,
      bet: 1.005,
      target: 50,
      direction: 'under',
    });
    expect(decimals.statusCode).toBe(400);
    const wrongGame = await play(t, who, 'slot/spin', { sessionId, bet: 1 });
    expect(wrongGame.statusCode).toBe(400);
    expect((await balances(who.id)).available).toBe(1_000);
  });

  it('spins roulette with several bets and refuses bets off the layout', async () => {
    const who = await funded(10_000);
    const sessionId = await sessionFor(t, who, 'european-roulette', 'real');
    const bets = [
      { type: 'straight', numbers: [17], amount: 1 },
      { type: 'split', numbers: [17, 20], amount: 1 },
      { type: 'red', amount: 2 },
      { type: 'dozen', numbers: [3], amount: 1.5 },
    ];
    const res = await play(t, who, 'roulette/spin', { sessionId, bets });
    expect(res.statusCode).toBe(200);
    const round = res.json();
    expect(round.bet).toBe(5.5);
    expect(round.result.bets).toHaveLength(4);
    const total = round.result.bets.reduce((s: number, b: { payout: number }) => s + b.payout, 0);
    expect(round.payout).toBeCloseTo(total, 2);
    const bad = await play(t, who, 'roulette/spin', {
      sessionId,
      bets: [{ type: 'corner', numbers: [3, 4, 6, 7], amount: 1 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Bet 1: .*not a corner/);
  });

  it('spins the slot, free spins included in the one round', async () => {
    const who = await funded(10_000);
    const sessionId = await sessionFor(t, who, 'starlight-reels', 'real');
    const res = await play(t, who, 'slot/spin', { sessionId, bet: 1 });
    expect(res.statusCode).toBe(200);
    const round = res.json();
    expect(round.result.base.grid).toHaveLength(5);
    expect(round.result.base.grid[0]).toHaveLength(3);
    expect(round.payout).toBe(round.result.totalWin);
  });

  it('plays the casino bonus balance in bonus sessions', async () => {
    const who = await funded(10_000);
    await fundCasinoBonus(t, who.id, 1_000);
    const sessionId = await sessionFor(t, who, 'dice', 'bonus');
    const round = (
      await play(t, who, 'dice/roll', { sessionId, bet: 5, target: 50, direction: 'under' })
    ).json();
    expect(round.balanceType).toBe('bonus');
    expect(await balances(who.id)).toMatchObject({
      available: 10_000,
      casino_bonus: Math.round(round.balance * 100),
    });
  });
});

describe('demo play', () => {
  it('never touches the ledger', async () => {
    const before = await ledgerCount();
    const dice = await sessionFor(t, null, 'dice', 'demo');
    const roll = (
      await play(t, null, 'dice/roll', { sessionId: dice, bet: 100, target: 50, direction: 'under' })
    ).json();
    expect(roll.balanceType).toBe('demo');
    expect(roll.balance).toBe(900 + roll.payout);
    const slot = await sessionFor(t, null, 'starlight-reels', 'demo');
    expect((await play(t, null, 'slot/spin', { sessionId: slot, bet: 5 })).statusCode).toBe(200);
    const mines = await sessionFor(t, null, 'mines', 'demo');
    const board = (await play(t, null, 'mines/start', { sessionId: mines, bet: 5, mines: 3 })).json();
    await play(t, null, 'mines/reveal', { sessionId: mines, roundId: board.roundId, tile: 0 }, null);
    const tooMuch = await play(t, null, 'dice/roll', {
      sessionId: dice,
      bet: 5_000,
      target: 50,
      direction: 'under',
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(await ledgerCount()).toBe(before);
  });
});

describe('mines', () => {
  it('keeps a board across a reload and pays a cash-out once', async () => {
    const who = await funded(10_000);
    const sessionId = await sessionFor(t, who, 'mines', 'real');
    // One mine in 25: tile 0 is safe 24 times in 25; a lost board just means another round.
    let rounds = 0;
    let roundId: string;
    const safe = 0;
    for (;;) {
      rounds += 1;
      const start = await play(t, who, 'mines/start', { sessionId, bet: 10, mines: 1 });
      expect(start.statusCode).toBe(200);
      roundId = start.json().roundId as string;
      expect(start.json()).toMatchObject({
        status: 'open',
        payout: null,
        result: { mines: 1, revealed: [], minePositions: null },
      });
      expect((await play(t, who, 'mines/cashout', { sessionId, roundId }, null)).statusCode).toBe(400);
      const res = (await play(t, who, 'mines/reveal', { sessionId, roundId, tile: safe }, null)).json();
      if (res.status === 'open') break;
      expect(res).toMatchObject({ status: 'settled', payout: 0, result: { hit: 0, minePositions: [0] } });
    }
    const state = await t.call({
      url: `/api/v2/games/play/mines/state?sessionId=${sessionId}`,
      token: who.token,
    });
    expect(state.json().round).toMatchObject({
      roundId,
      status: 'open',
      result: { revealed: [safe], minePositions: null },
    });
    const twice = (await play(t, who, 'mines/reveal', { sessionId, roundId, tile: safe }, null)).json();
    expect(twice.result.revealed).toEqual([safe]);

    const cashed = await play(t, who, 'mines/cashout', { sessionId, roundId }, null);
    expect(cashed.json()).toMatchObject({ status: 'settled', payout: 10.31, multiplier: 1.031 });
    expect(cashed.json().result.minePositions).toHaveLength(1);
    const again = await play(t, who, 'mines/cashout', { sessionId, roundId }, null);
    expect(again.json()).toEqual(cashed.json());
    expect((await balances(who.id)).available).toBe(10_000 - 1_000 * rounds + 1_031);
    const after = await t.call({
      url: `/api/v2/games/play/mines/state?sessionId=${sessionId}`,
      token: who.token,
    });
    expect(after.json().round).toBeNull();
    expect((await play(t, who, 'mines/start', { sessionId, bet: 1, mines: 25 })).statusCode).toBe(400);
  });
});

describe('concurrent rounds', () => {
  it('keeps the ledger sound and every balance exact', async () => {
    const who = await funded(5_000);
    const dice = await sessionFor(t, who, 'dice', 'real');
    const roulette = await sessionFor(t, who, 'european-roulette', 'real');
    const answers = await Promise.all([
      ...Array.from({ length: 12 }, () =>
        play(t, who, 'dice/roll', { sessionId: dice, bet: 3, target: 50, direction: 'over' }),
      ),
      ...Array.from({ length: 8 }, () =>
        play(t, who, 'roulette/spin', { sessionId: roulette, bets: [{ type: 'black', amount: 2 }] }),
      ),
    ]);
    let expected = 5_000;
    for (const a of answers) {
      if (a.statusCode !== 200) continue; // a bet may meet an empty balance; it must then move nothing
      const r = a.json();
      expected += Math.round(r.payout * 100) - Math.round(r.bet * 100);
    }
    expect((await balances(who.id)).available).toBe(expected);
    await expectLedgerSound(t.db);
  });
});
