// Provably fair play: the HMAC stream is the published formula, rounds record their seed pair and
// nonce, rotation reveals the server seed, and the public verifier recomputes each recorded outcome.
import { createHmac, createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { play, sessionFor } from '../../../test/casino.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { testPlayer } from '../../../test/users.ts';
import { fundPlayer } from '../../../test/wallet.ts';
import { hmacSource } from './fair-source.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the fair stream', () => {
  it('reads HMAC-SHA256(serverSeed, clientSeed:nonce:cursor) four bytes at a time', () => {
    const source = hmacSource('server', 'client', 7);
    const block0 = createHmac('sha256', 'server').update('client:7:0').digest();
    const block1 = createHmac('sha256', 'server').update('client:7:1').digest();
    for (let i = 0; i < 8; i++) expect(source.next()).toBe(block0.readUInt32BE(i * 4) / 2 ** 32);
    expect(source.next()).toBe(block1.readUInt32BE(0) / 2 ** 32);
  });
});

describe('verifying recorded rounds', () => {
  it('recomputes every game from the revealed seed', async () => {
    const who = await testPlayer(t);
    await fundPlayer(t, who.id, 100_000);
    const seeds = await t.call({ url: '/api/v2/games/fairness', token: who.token });
    const committed = seeds.json().serverSeedHash as string;
    // The player chooses a client seed (a rotation before any play).
    const chosen = await t.call({
      method: 'POST',
      url: '/api/v2/games/fairness/rotate',
      token: who.token,
      body: { clientSeed: 'my-lucky-seed' },
    });
    expect(chosen.json().previous.serverSeedHash).toBe(committed);
    expect(chosen.json().current).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });

    const rounds: { roundId: string; game: string; params?: Record<string, unknown> }[] = [];
    const dice = await sessionFor(t, who, 'dice', 'real');
    rounds.push({
      ...(
        await play(t, who, 'dice/roll', { sessionId: dice, bet: 1, target: 50, direction: 'under' })
      ).json(),
      game: 'dice',
    });
    const roulette = await sessionFor(t, who, 'european-roulette', 'real');
    rounds.push({
      ...(
        await play(t, who, 'roulette/spin', { sessionId: roulette, bets: [{ type: 'red', amount: 1 }] })
      ).json(),
      game: 'european-roulette',
    });
    const slot = await sessionFor(t, who, 'starlight-reels', 'real');
    rounds.push({
      ...(await play(t, who, 'slot/spin', { sessionId: slot, bet: 1 })).json(),
      game: 'starlight-reels',
    });
    const mines = await sessionFor(t, who, 'mines', 'real');
    const board = (await play(t, who, 'mines/start', { sessionId: mines, bet: 1, mines: 5 })).json();

    // An open board's seed cannot be revealed (it would show the mines).
    const early = await t.call({
      method: 'POST',
      url: '/api/v2/games/fairness/rotate',
      token: who.token,
      body: {},
    });
    expect(early.statusCode).toBe(409);
    const before = await t.call({ url: `/api/v2/games/rounds/${board.roundId}`, token: who.token });
    expect(before.json().fairness.serverSeed).toBeNull();
    expect(before.json().result.minePositions).toBeNull();
    for (let tile = 0; tile < 25; tile++) {
      const r = (
        await play(t, who, 'mines/reveal', { sessionId: mines, roundId: board.roundId, tile }, null)
      ).json();
      if (r.status === 'settled') break;
    }
    rounds.push({ roundId: board.roundId, game: 'mines', params: { mines: 5 } });

    const rotated = await t.call({
      method: 'POST',
      url: '/api/v2/games/fairness/rotate',
      token: who.token,
      body: {},
    });
    const serverSeed = rotated.json().previous.serverSeed as string;
    expect(createHash('sha256').update(serverSeed).digest('hex')).toBe(chosen.json().current.serverSeedHash);
    expect(rotated.json().previous.nonce).toBe(4);

    for (const [i, r] of rounds.entries()) {
      const record = await t.call({ url: `/api/v2/games/rounds/${r.roundId}`, token: who.token });
      expect(record.statusCode).toBe(200);
      const { fairness, result } = record.json();
      expect(fairness).toEqual({
        serverSeedHash: chosen.json().current.serverSeedHash,
        serverSeed,
        clientSeed: 'my-lucky-seed',
        nonce: i,
      });
      const verified = await t.app.inject({
        method: 'POST',
        url: '/api/v2/games/fairness/verify',
        payload: {
          serverSeed,
          clientSeed: fairness.clientSeed,
          nonce: fairness.nonce,
          game: r.game,
          ...(r.params ? { params: r.params } : {}),
        },
      });
      expect(verified.statusCode).toBe(200);
      const outcome = verified.json().outcome;
      if (r.game === 'dice') expect(outcome.roll).toBe(result.roll);
      if (r.game === 'european-roulette') expect(outcome.number).toBe(result.number);
      if (r.game === 'starlight-reels') expect(outcome.base.grid).toEqual(result.base.grid);
      if (r.game === 'mines') expect(outcome.mines).toEqual(result.minePositions);
    }

    const stranger = await testPlayer(t);
    expect(
      (await t.call({ url: `/api/v2/games/rounds/${rounds[0]!.roundId}`, token: stranger.token })).statusCode,
    ).toBe(404);
    const unknownGame = await t.app.inject({
      method: 'POST',
      url: '/api/v2/games/fairness/verify',
      payload: { serverSeed: 'a', clientSeed: 'b', nonce: 0, game: 'poker' },
    });
    expect(unknownGame.statusCode).toBe(400);
  });
});
