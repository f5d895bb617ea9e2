// Bets in the transactions list: every settlement is posted as one kind, but a player reads what it
// did: a win, a refund of a void bet, or a correction taking a payout back after a rollback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerSound } from '../../test/ledger.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import type { TestPlayer } from '../../test/users.ts';
import { walletCall } from '../../test/wallet.ts';
import {
  coupon,
  fundedPlayer,
  placeBet,
  putFixture,
  sel,
  settlementEvent,
} from '../bets/bets.test-helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ BET_LIVE_DELAY_MS: 0 });
});
afterAll(() => t.close());

async function bets(who: TestPlayer) {
  const res = await walletCall(t, who, 'POST', 'transactions', { type: 'bet' }, null);
  expect(res.statusCode).toBe(200);
  return (res.json().data as { description: string; amount: number }[]).map((x) => [x.description, x.amount]);
}

describe('bet settlements in the transactions list', () => {
  it('names a win "Bet won" and a void bet’s stake back "Bet refunded"; a lost bet moves nothing', async () => {
    const [won, voided, lost] = [701, 702, 703];
    for (const id of [won, voided, lost]) putFixture(t, id);
    const p = await fundedPlayer(t, 100);
    await placeBet(t, p, coupon([sel(won, '1', 2)], 10));
    await placeBet(t, p, coupon([sel(voided, '1', 2)], 5));
    await placeBet(t, p, coupon([sel(lost, '1', 2)], 6));
    await t.modules.bets.settlement.onSettlement(settlementEvent(won, { '1': 1, '2': 0, '3': 0 }));
    await t.modules.bets.settlement.onSettlement(
      settlementEvent(voided, {
        '1': { result: 0, voidFactor: 1 },
        '2': { result: 0, voidFactor: 1 },
        '3': { result: 0, voidFactor: 1 },
      }),
    );
    await t.modules.bets.settlement.onSettlement(settlementEvent(lost, { '1': 0, '2': 1, '3': 0 }));

    expect(await bets(p)).toEqual([
      ['Bet refunded', 5],
      ['Bet won', 20],
      ['Bet stake', -6],
      ['Bet stake', -5],
      ['Bet stake', -10],
    ]);
    await expectLedgerSound(t.db);
  });

  it('names a payout taken back after a rollback a correction', async () => {
    const f = 704;
    putFixture(t, f);
    const p = await fundedPlayer(t, 100);
    await placeBet(t, p, coupon([sel(f, '1', 2)], 10));
    const first = settlementEvent(f, { '1': 1, '2': 0, '3': 0 });
    await t.modules.bets.settlement.onSettlement(first);
    await t.modules.bets.settlement.onRollbackSettlement({
      fixtureId: f,
      producer: 1,
      timestamp: 3_000,
      reason: 'rollback',
      markets: [{ settlementId: first.markets[0]!.settlementId, marketId: 1, specifier: '', certainty: 1 }],
    });

    expect(await bets(p)).toEqual([
      ['Bet settlement corrected', -20],
      ['Bet won', 20],
      ['Bet stake', -10],
    ]);
    await expectLedgerSound(t.db);
  });
});
