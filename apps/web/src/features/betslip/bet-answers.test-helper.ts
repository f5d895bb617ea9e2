// The bets API's answers as the server sends them, typed from the contract, for tests that answer the
// betslip's calls: each test names only what it is about.
import type { AnswerOf, bets } from '@slipstream/contract';

type PlacedAnswer = Extract<AnswerOf<typeof bets.placeBet>, { betId: number }>;

/** `POST bets/place-bet/12` with isBooking 0: a placed bet. */
export function placedAnswer(patch: Partial<PlacedAnswer> = {}): PlacedAnswer {
  return {
    success: true,
    betId: 1,
    betslipId: 'BK1',
    stake: 100,
    possibleWin: 200,
    bonus: 0,
    totalOdds: 2,
    status: 'open',
    balance: { availableBalance: 900, sportBonusBalance: 0 },
    selections: [],
    ...patch,
  };
}
