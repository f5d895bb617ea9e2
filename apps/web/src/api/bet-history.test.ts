// The bets calls as the screens make them: the history sends its filter in the body and the page in
// the query and hands the page on as answered (each bet naming its matches and first pick), one bet
// comes with its legs' final scores, and a refused cash-out carries the new offer.
import { AppError } from '@slipstream/domain';
import { describe, expect, it } from 'vitest';
import {
  cashOutBet,
  CashoutOfferChanged,
  fetchBet,
  fetchBetHistory,
  type BetSummary,
} from './bet-history.ts';
import type { ApiClient, RequestOptions } from './client.ts';

const row = (id: number): BetSummary => ({
  id,
  betslipId: `CODE${id}`,
  placedAt: '2026-11-21T10:00:00.000Z',
  settledAt: null,
  bet_type: 'Single',
  stake: 100,
  possibleWin: 210,
  bonus: 0,
  status: 'open',
  payout: 0,
  totalOdds: 2.1,
  selectionCount: 1,
  matches: [
    {
      matchId: 11,
      eventName: 'Arsenal - Chelsea',
      homeTeam: 'Arsenal',
      awayTeam: 'Chelsea',
      finalScore: '2:1',
    },
  ],
  firstPick: { marketName: '1X2', outcomeName: 'Arsenal' },
  live: false,
  useBonus: false,
  cashoutOffer: null,
});

interface Call {
  path: string;
  options: RequestOptions;
}

function answering(answer: () => unknown) {
  const calls: Call[] = [];
  const client = {
    request: async (_base: string, path: string, options: RequestOptions = {}) => {
      calls.push({ path, options });
      return answer();
    },
  } as unknown as ApiClient;
  return { client, calls };
}

describe('bet history calls', () => {
  it('asks for a page with the filter and reads what each bet was on', async () => {
    const { client, calls } = answering(() => ({ data: [row(2), row(1)], total: 2, page: 1, perPage: 30 }));
    const page = await fetchBetHistory({ status: 'open', from: '2026-11-01', page: 1 }, client);
    expect(calls[0]).toMatchObject({
      path: '/bets/history',
      options: {
        method: 'POST',
        query: { page: 1 },
        body: { status: 'open', from: '2026-11-01', perPage: 30 },
      },
    });
    expect(page).toMatchObject({ total: 2, page: 1, perPage: 30 });
    expect(page.bets.map((b) => b.id)).toEqual([2, 1]);
    expect(page.bets[0]?.matches[0]).toEqual({
      matchId: 11,
      eventName: 'Arsenal - Chelsea',
      homeTeam: 'Arsenal',
      awayTeam: 'Chelsea',
      finalScore: '2:1',
    });
    expect(page.bets[0]?.firstPick).toEqual({ marketName: '1X2', outcomeName: 'Arsenal' });
  });

  it('reads a leg’s final score from the detail', async () => {
    const leg = {
      matchId: 11,
      marketId: 1,
      specifier: '',
      outcomeId: '1',
      odds: '2.10',
      type: 'prematch',
      fixed: false,
      result: 'won',
      voidFactor: null,
      deadHeatFactor: null,
      score: '2:1',
      finalScore: '2:1',
    };
    const { client, calls } = answering(() => ({
      data: { ...row(2), bonusPaid: 0, wthTax: 0, selections: [leg], lines: [] },
    }));
    const bet = await fetchBet(2, client);
    expect(calls[0]).toMatchObject({ path: '/bets/2', options: { method: 'GET' } });
    expect(bet.selections[0]).toMatchObject({ score: '2:1', finalScore: '2:1' });
  });

  it('cashes out with the action’s key, and carries the new offer of a refusal', async () => {
    const paid = answering(() => ({ success: true, betId: 3, status: 'cashed_out', payout: 95.5 }));
    expect(await cashOutBet(3, 95.5, 'key-1', paid.client)).toBe(95.5);
    expect(paid.calls[0]).toMatchObject({
      path: '/bets/cashout',
      options: { method: 'POST', body: { betId: 3, amount: 95.5 }, idempotencyKey: 'key-1' },
    });

    const envelope = { message: 'The cash-out offer has changed.', code: 'CASHOUT_OFFER_CHANGED' };
    const refused = answering(() => {
      throw new AppError('CASHOUT_OFFER_CHANGED', envelope.message, {
        status: 409,
        body: { ...envelope, details: { offer: 52.25 } },
      });
    });
    const err = await cashOutBet(3, 95.5, 'key-2', refused.client).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CashoutOfferChanged);
    expect(err).toMatchObject({ message: envelope.message, offer: 52.25 });
  });
});
