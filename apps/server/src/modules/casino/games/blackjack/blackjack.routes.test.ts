// Blackjack over HTTP: a hand survives a reload, extra stakes (double) are debited, bad moves are
// refused, and every settled hand pays what its stakes and the rules say.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { play, sessionFor } from '../../../../test/casino.ts';
import { expectLedgerSound } from '../../../../test/ledger.ts';
import { buildTestApp, type TestApp } from '../../../../test/test-app.ts';
import { testPlayer } from '../../../../test/users.ts';
import { fundPlayer } from '../../../../test/wallet.ts';
import { createLedger } from '../../../ledger/ledger.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await expectLedgerSound(t.db);
  await t.close();
});

const available = async (userId: number) => (await createLedger({ db: t.db }).balances(userId)).available;

describe('blackjack', () => {
  it('resumes a hand, doubles, refuses bad moves and settles to the cent', async () => {
    const who = await testPlayer(t);
    await fundPlayer(t, who.id, 100_000);
    const sessionId = await sessionFor(t, who, 'blackjack', 'real');
    expect((await play(t, who, 'blackjack/deal', { sessionId, bet: 1.01 })).statusCode).toBe(400);
    expect((await play(t, who, 'blackjack/deal', { sessionId, bet: 0.5 })).statusCode).toBe(422);

    let staked = 0;
    let paid = 0;
    let doubled = false;
    for (let hand = 0; hand < 30 && !doubled; hand++) {
      let round = (await play(t, who, 'blackjack/deal', { sessionId, bet: 10 })).json();
      const roundId = round.roundId as string;
      if (round.status === 'open') {
        expect(round.result.dealer.hidden).toBe(1);
        const state = await t.call({
          url: `/api/v2/games/play/blackjack/state?sessionId=${sessionId}`,
          token: who.token,
        });
        expect(state.json().round).toMatchObject({ roundId, status: 'open' });
        if (round.result.phase === 'insurance') {
          const early = await play(t, who, 'blackjack/hit', { sessionId, roundId }, null);
          expect(early.statusCode).toBe(400);
          round = (
            await play(t, who, 'blackjack/insurance', { sessionId, roundId, take: false }, null)
          ).json();
        }
      }
      if (round.status === 'open' && round.result.moves.includes('double')) {
        const before = await available(who.id);
        round = (await play(t, who, 'blackjack/double', { sessionId, roundId }, null)).json();
        doubled = true;
        expect(round.status).toBe('settled');
        expect(round.bet).toBe(20);
        expect(round.result.hands[0].cards).toHaveLength(3);
        expect(await available(who.id)).toBe(before - 1_000 + Math.round(round.payout * 100));
      }
      while (round.status === 'open') {
        if (!round.result.moves.includes('split')) {
          expect((await play(t, who, 'blackjack/split', { sessionId, roundId }, null)).statusCode).toBe(400);
        }
        round = (await play(t, who, 'blackjack/stand', { sessionId, roundId }, null)).json();
      }
      expect(round.result.dealer.hidden).toBe(0);
      expect((await play(t, who, 'blackjack/hit', { sessionId, roundId }, null)).json()).toEqual(round);
      staked += Math.round(round.bet * 100);
      paid += Math.round(round.payout * 100);
    }
    expect(doubled).toBe(true);
    expect(await available(who.id)).toBe(100_000 - staked + paid);
  });
});
