// The bets answers as the screens read them: each history row names its matches (with a final score
// once kept) and first pick, a row that does not match the schema is left out rather than shown
// half-read, and a leg's final score comes through the detail.
import { describe, expect, it } from 'vitest';
import { fetchBet, fetchBetHistory } from './bet-history.ts';
import type { ApiClient } from './client.ts';

const row = (id: number, patch: Record<string, unknown> = {}) => ({
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
  ...patch,
});

function answering(body: unknown): ApiClient {
  const answer = async () => body;
  return { get: answer, post: answer } as unknown as ApiClient;
}

describe('bet history answers', () => {
  it('reads what each bet was on and leaves out a row without it', async () => {
    const page = await fetchBetHistory(
      { status: 'all', page: 1 },
      answering({ data: [row(2), row(1, { matches: undefined })], total: 2, page: 1, perPage: 30 }),
    );
    expect(page.bets.map((b) => b.id)).toEqual([2]);
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
      score: '2:1',
      finalScore: '2:1',
    };
    const bet = await fetchBet(
      2,
      answering({ data: { ...row(2), bonusPaid: 0, wthTax: 0, selections: [leg], lines: [] } }),
    );
    expect(bet.selections[0]).toMatchObject({ score: '2:1', finalScore: '2:1' });
  });
});
