// Settlement from the feed's sink: wins, losses, voids, half results and dead heats pay exactly once,
// duplicates and confirmations move nothing, rollbacks take the payout back (as a debt when spent),
// cancellations refund, and the start sweep finishes bets a crash left half-settled.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { expectLedgerSound } from '../../test/ledger.ts';
import { createLedger } from '../ledger/ledger.service.ts';
import { house, player } from '../ledger/ledger.types.ts';
import {
  available,
  betsCall,
  coupon,
  fundedPlayer,
  placeBet,
  putFixture,
  sel,
  settlementEvent,
} from './bets.test-helpers.ts';

let t: TestApp;
let next = 500;
const fid = () => ++next;

beforeAll(async () => {
  t = await buildTestApp({ BET_LIVE_DELAY_MS: 0 });
});
afterAll(() => t.close());
afterEach(() => expectLedgerSound(t.db));

const sink = () => t.modules.bets.settlement;

async function detail(who: { token: string }, id: number) {
  return (await betsCall(t, who as never, 'GET', String(id))).json().data;
}

describe('settlement', () => {
  it('pays a won single once, even when the settlement is confirmed later', async () => {
    const f = fid();
    putFixture(t, f);
    const p = await fundedPlayer(t, 100);
    const bet = (await placeBet(t, p, coupon([sel(f, '1', 2)], 10))).json();
    const live = settlementEvent(f, { '1': 1, '2': 0, '3': 0 });
    await sink().onSettlement(live);
    expect(await available(t, p.id)).toBe(11_000);
    await sink().onSettlement(live);
    await sink().onSettlement(
      settlementEvent(
        f,
        { '1': 1, '2': 0, '3': 0 },
        { certainty: 2, confirms: live.markets[0]!.settlementId },
      ),
    );
    expect(await available(t, p.id)).toBe(11_000);
    const d = await detail(p, bet.betId);
    expect(d).toMatchObject({ status: 'won', payout: 20, selections: [{ result: 'won', odds: '2.00' }] });
    expect((await betsCall(t, p, 'POST', 'open-bets', {})).json()).toEqual({ bets: 0 });
  });

  it('settles an accumulator only when all legs are resulted', async () => {
    const [a, b] = [fid(), fid()];
    putFixture(t, a);
    putFixture(t, b);
    const p = await fundedPlayer(t, 100);
    const bet = (await placeBet(t, p, coupon([sel(a, '1', 2), sel(b, '2', 3)], 10))).json();
    await sink().onSettlement(settlementEvent(a, { '1': 1, '2': 0, '3': 0 }));
    expect((await detail(p, bet.betId)).status).toBe('open');
    await sink().onSettlement(settlementEvent(b, { '1': 0, '2': 1, '3': 0 }));
    expect(await detail(p, bet.betId)).toMatchObject({ status: 'won', payout: 60 });
    expect(await available(t, p.id)).toBe(15_000);
  });

  it('pays a system bet its lines with their multi-bet bonus, as the engine promised', async () => {
    // Four trebles: the operator's table pays a bonus from three legs up.
    const fs = [fid(), fid(), fid(), fid()];
    fs.forEach((f, i) => putFixture(t, f, { odds: [2 + i, 3, 4] }));
    const p = await fundedPlayer(t, 1_000);
    const picks = fs.map((f, i) => sel(f, '1', 2 + i));
    const placed = await placeBet(
      t,
      p,
      coupon(picks, 100, { bet_type: 'Combo', Groupings: [{ Grouping: 3 }] }),
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const bet = placed.json();
    for (const f of fs) await sink().onSettlement(settlementEvent(f, { '1': 1, '2': 0, '3': 0 }));
    const d = await detail(p, bet.betId);
    // Every leg won: the best case the engine priced, bonus (and tax) included.
    expect(d).toMatchObject({ status: 'won', payout: bet.possibleWin });
    expect(d.bonus).toBeGreaterThan(0);
    expect(await available(t, p.id)).toBe(
      100_000 - Math.round(bet.stake * 100) + Math.round(bet.possibleWin * 100),
    );
  });

  it('settles losses, voids, half results and dead heats with the engine math', async () => {
    const fs = [fid(), fid(), fid(), fid()];
    for (const f of fs) putFixture(t, f);
    const p = await fundedPlayer(t, 1_000);
    const lost = (await placeBet(t, p, coupon([sel(fs[0]!, '1', 2)], 10))).json();
    const voided = (await placeBet(t, p, coupon([sel(fs[1]!, '1', 2)], 10))).json();
    const half = (await placeBet(t, p, coupon([sel(fs[2]!, '12', 1.9, 18, 'total=2.5')], 10))).json();
    const heat = (await placeBet(t, p, coupon([sel(fs[3]!, '1', 2)], 10))).json();
    await sink().onSettlement(settlementEvent(fs[0]!, { '1': 0, '2': 1, '3': 0 }));
    await sink().onSettlement(settlementEvent(fs[1]!, { '1': { result: 0, voidFactor: 1 } }));
    await sink().onSettlement(
      settlementEvent(
        fs[2]!,
        { '12': { result: 1, voidFactor: 0.5 } },
        { marketId: 18, specifier: 'total=2.5' },
      ),
    );
    await sink().onSettlement(settlementEvent(fs[3]!, { '1': { result: 1, deadHeatFactor: 0.5 } }));
    expect(await detail(p, lost.betId)).toMatchObject({ status: 'lost', payout: 0 });
    expect(await detail(p, voided.betId)).toMatchObject({
      status: 'void',
      payout: 10,
      selections: [{ result: 'void' }],
    });
    // Half won: 5 back + 5 × 1.90.
    expect(await detail(p, half.betId)).toMatchObject({
      status: 'won',
      payout: 14.5,
      selections: [{ result: 'half-won' }],
    });
    expect(await detail(p, heat.betId)).toMatchObject({ status: 'won', payout: 10 });
    expect(await available(t, p.id)).toBe(100_000 - 4_000 + 1_000 + 1_450 + 1_000);
  });

  it('takes a payout back on rollback and pays again on the new settlement', async () => {
    const f = fid();
    putFixture(t, f);
    const p = await fundedPlayer(t, 100);
    const bet = (await placeBet(t, p, coupon([sel(f, '1', 2)], 10))).json();
    const first = settlementEvent(f, { '1': 1, '2': 0, '3': 0 });
    await sink().onSettlement(first);
    expect(await available(t, p.id)).toBe(11_000);
    await sink().onRollbackSettlement({
      fixtureId: f,
      producer: 1,
      timestamp: 3_000,
      reason: 'rollback',
      markets: [{ settlementId: first.markets[0]!.settlementId, marketId: 1, specifier: '', certainty: 1 }],
    });
    expect(await available(t, p.id)).toBe(9_000);
    expect((await detail(p, bet.betId)).status).toBe('open');
    await sink().onSettlement(settlementEvent(f, { '1': 0, '2': 1, '3': 0 }, { certainty: 2 }));
    expect(await detail(p, bet.betId)).toMatchObject({ status: 'lost', payout: 0 });
    expect(await available(t, p.id)).toBe(9_000);
  });

  it('records a debt when the paid-out money is gone, repaid by the next win', async () => {
    const [a, b] = [fid(), fid()];
    putFixture(t, a);
    putFixture(t, b);
    const p = await fundedPlayer(t, 10);
    await placeBet(t, p, coupon([sel(a, '1', 2)], 10));
    const won = settlementEvent(a, { '1': 1, '2': 0, '3': 0 });
    await sink().onSettlement(won);
    expect(await available(t, p.id)).toBe(2_000);
    // The player spends 15 of the 20 (a withdrawal in real life).
    const ledger = createLedger({ db: t.db });
    await ledger.run((trx) =>
      ledger.move(trx, {
        from: player(p.id),
        to: house('adjustments'),
        amount: 1_500,
        kind: 'adjustment.test',
        reference: `spend:${p.id}`,
      }),
    );
    await placeBet(t, p, coupon([sel(b, '1', 2)], 5));
    await sink().onRollbackSettlement({
      fixtureId: a,
      producer: 1,
      timestamp: 3_000,
      reason: 'rollback',
      markets: [{ settlementId: won.markets[0]!.settlementId, marketId: 1, specifier: '', certainty: 1 }],
    });
    // The 20 paid must come back; the player has nothing left, so all 20 becomes a debt.
    expect(await available(t, p.id)).toBe(0);
    const debt = await t.db
      .selectFrom('player_debts')
      .select('amount')
      .where('user_id', '=', p.id)
      .executeTakeFirst();
    expect(debt?.amount).toBe(2_000);
    await sink().onSettlement(settlementEvent(b, { '1': 1, '2': 0, '3': 0 }));
    // The 10 won repays 10 of the 20 owed.
    expect(await available(t, p.id)).toBe(0);
    const after = await t.db
      .selectFrom('player_debts')
      .select('amount')
      .where('user_id', '=', p.id)
      .executeTakeFirst();
    expect(after?.amount).toBe(1_000);
  });

  it('voids cancelled legs, refunds a wholly void bet, and reopens them on rollback_bet_cancel', async () => {
    const [a, b] = [fid(), fid()];
    putFixture(t, a);
    putFixture(t, b);
    const p = await fundedPlayer(t, 100);
    const bet = (await placeBet(t, p, coupon([sel(a, '1', 2), sel(b, '1', 2)], 10))).json();
    const cancel = (f: number, id: number) => ({
      fixtureId: f,
      producer: 3 as const,
      timestamp: 3_000,
      startTime: null,
      endTime: null,
      markets: [{ cancellationId: id, marketId: 1, specifier: '' }],
    });
    await sink().onCancel(cancel(a, 9_001));
    expect((await detail(p, bet.betId)).status).toBe('open');
    await sink().onCancel(cancel(b, 9_002));
    expect(await detail(p, bet.betId)).toMatchObject({ status: 'void', payout: 10 });
    expect(await available(t, p.id)).toBe(10_000);
    await sink().onRollbackCancel({
      fixtureId: b,
      producer: 3,
      timestamp: 4_000,
      markets: [{ cancellationId: 9_002, marketId: 1, specifier: '' }],
    });
    expect((await detail(p, bet.betId)).status).toBe('open');
    expect(await available(t, p.id)).toBe(9_000);
    await sink().onSettlement(settlementEvent(b, { '1': 1, '2': 0, '3': 0 }));
    // Leg a void (×1), leg b won (×2): 20.
    expect(await detail(p, bet.betId)).toMatchObject({ status: 'won', payout: 20 });
  });

  it('results a leg on rollback_bet_cancel from the settlement that arrived while it was void', async () => {
    const f = fid();
    putFixture(t, f);
    const p = await fundedPlayer(t, 100);
    const bet = (await placeBet(t, p, coupon([sel(f, '1', 2)], 10))).json();
    await sink().onCancel({
      fixtureId: f,
      producer: 3,
      timestamp: 3_000,
      startTime: null,
      endTime: null,
      markets: [{ cancellationId: 9_101, marketId: 1, specifier: '' }],
    });
    expect(await detail(p, bet.betId)).toMatchObject({ status: 'void', payout: 10 });
    // The feed stores the settlement, then hands it to the sink, which skips the void leg.
    const stored = await t.db
      .insertInto('market_settlements')
      .values({
        fixture_id: f,
        market_id: 1,
        specifier: '',
        producer: 3,
        certainty: 1,
        message_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('outcome_results')
      .values(
        ['1', '2', '3'].map((o) => ({
          settlement_id: stored.id,
          outcome_id: o,
          result: o === '1' ? 1 : 0,
          void_factor: 0,
          dead_heat_factor: 1,
        })),
      )
      .execute();
    await sink().onSettlement(
      settlementEvent(f, { '1': 1, '2': 0, '3': 0 }, { settlementId: Number(stored.id) }),
    );
    expect((await detail(p, bet.betId)).status).toBe('void');
    await sink().onRollbackCancel({
      fixtureId: f,
      producer: 3,
      timestamp: 4_000,
      markets: [{ cancellationId: 9_101, marketId: 1, specifier: '' }],
    });
    expect(await detail(p, bet.betId)).toMatchObject({ status: 'won', payout: 20 });
    expect(await available(t, p.id)).toBe(11_000);
  });

  it('finishes bets a crash left dirty when swept', async () => {
    const f = fid();
    putFixture(t, f);
    const p = await fundedPlayer(t, 100);
    const bet = (await placeBet(t, p, coupon([sel(f, '1', 2)], 10))).json();
    // Results written, the process "dies" before settling the bet.
    await t.db
      .updateTable('bet_selections')
      .set({ result: 1, void_factor: 0, dead_heat_factor: 1, settlement_id: 77 })
      .where('bet_id', '=', bet.betId)
      .execute();
    await t.db.updateTable('bets').set({ dirty: true }).where('id', '=', bet.betId).execute();
    expect(await sink().sweep()).toBeGreaterThanOrEqual(1);
    expect(await available(t, p.id)).toBe(11_000);
    await sink().sweep();
    expect(await available(t, p.id)).toBe(11_000);
  });
});
