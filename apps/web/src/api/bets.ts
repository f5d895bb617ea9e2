// Bet calls (SPEC.md §7 "Bets", docs/decisions.md "Bets"): the open-bets count shown in the account
// menu, the shared-betslip lookup, the check of a slip's selections, placement, booking and
// simulation of the slip, each typed from its endpoint in the contract (packages/contract/src/bets.ts).
// The history, one bet and cash-out are in bet-history.ts.
import type { AnswerOf, BodyOf, bets } from '@slipstream/contract';
import { CLIENT_ID } from '@slipstream/domain';
import { api, type ApiClient } from './client.ts';
import { callEndpoint } from './endpoint-call.ts';

const clientId = String(CLIENT_ID);

/**
 * SPEC.md §7 gives the open-bets payload (clientId, date empty, status 0, userId; reads bets) but not
 * its path; `POST bets/open-bets` is our choice (docs/decisions.md). The server counts the token's
 * own bets.
 */
export async function fetchOpenBetCount(userId: number | string, client: ApiClient = api): Promise<number> {
  const answer = await callEndpoint<typeof bets.openBets>(
    { method: 'POST', base: 'sports', path: '/bets/open-bets' },
    { body: { clientId: CLIENT_ID, date: '', status: 0, userId } },
    client,
  );
  return answer.bets;
}

/**
 * The coupon as the betslip sends it: the contract's coupon, and who bets (SPEC.md §3: the player's
 * id, username and role), which the server takes from the token instead.
 */
export type CouponRequest = BodyOf<typeof bets.placeBet> & {
  userId: number | null;
  username: string | null;
  userRole: string;
};

type PlaceBetAnswer = AnswerOf<typeof bets.placeBet>;
type PlacedAnswer = Extract<PlaceBetAnswer, { betId: number }>;

/** SPEC.md §3 "Bet placed response" as the bet-placed dialog shows it: the booking code is the betslipId. */
export type BetPlaced = Pick<PlacedAnswer, 'stake' | 'possibleWin' | 'bonus' | 'betslipId'>;

/** SPEC.md §3 "Shared betslip response". `selections` are checked by the betslip store. */
export type SharedBetslip = AnswerOf<typeof bets.findBet>['data'];

/**
 * The shared-betslip lookup by booking code (SPEC.md §7 `POST bets/find-bet` with betslipId and
 * clientId; reads success and data). An unknown code is refused (404) with the server's message.
 */
export async function findSharedBetslip(
  bookingCode: string,
  client: ApiClient = api,
): Promise<SharedBetslip> {
  const answer = await callEndpoint<typeof bets.findBet>(
    { method: 'POST', base: 'sports', path: '/bets/find-bet' },
    { body: { betslipId: bookingCode, clientId: CLIENT_ID } },
    client,
  );
  return answer.data;
}

/** One selection as `bets/validate-selections` identifies it. */
export type SelectionRef = BodyOf<typeof bets.validateSelections>['selections'][number];

type CheckedSelection = AnswerOf<typeof bets.validateSelections>['data'][number];

/**
 * The server's word on one selection, as the slip takes it: its current price, whether it can be bet
 * now and, when not, why (`market_not_active`, `unknown_selection`, …; null or left out when open).
 */
export type SelectionCheck = Pick<
  CheckedSelection,
  'matchId' | 'marketId' | 'specifier' | 'outcomeId' | 'odds' | 'active'
> & { reason?: string | null };

/**
 * Asks whether each selection can still be bet (SPEC.md §7 `POST bets/validate-selections`),
 * answered in the order asked.
 */
export async function validateSelections(
  selections: readonly SelectionRef[],
  client: ApiClient = api,
): Promise<SelectionCheck[]> {
  if (selections.length === 0) return [];
  const answer = await callEndpoint<typeof bets.validateSelections>(
    { method: 'POST', base: 'sports', path: '/bets/validate-selections' },
    { body: { selections: [...selections] } },
    client,
  );
  return answer.data;
}

const isPlaced = (answer: PlaceBetAnswer): answer is PlacedAnswer => 'betId' in answer;

/**
 * Places the coupon (SPEC.md §7 `POST bets/place-bet/{clientId}`, isBooking 0): the coupon as the
 * engine holds it, with the action's Idempotency-Key (the server refuses a placement without one).
 */
export async function placeBetRequest(
  coupon: CouponRequest,
  options: { idempotencyKey?: string } = {},
  client: ApiClient = api,
): Promise<BetPlaced> {
  const answer = await callEndpoint<typeof bets.placeBet>(
    { method: 'POST', base: 'sports', path: '/bets/place-bet/:clientId' },
    { params: { clientId }, body: coupon, ...options },
    client,
  );
  // isBooking 0 always answers a placed bet; the other answers are booking's and simulation's.
  if (!isPlaced(answer)) throw new Error('The bet could not be placed.');
  const { stake, possibleWin, bonus, betslipId } = answer;
  return { stake, possibleWin, bonus, betslipId };
}

/** Books the coupon under a booking code without staking it (`POST bets/book-bet/{clientId}`). */
export async function bookBetRequest(coupon: CouponRequest, client: ApiClient = api): Promise<string> {
  const answer = await callEndpoint<typeof bets.bookBet>(
    { method: 'POST', base: 'sports', path: '/bets/book-bet/:clientId' },
    { params: { clientId }, body: { ...coupon, isBooking: 1 } },
    client,
  );
  return answer.betslipId;
}

/** The slip played out by the simulator (play money): each match's final score and each pick's result. */
export type Simulation = AnswerOf<typeof bets.simulate>['data'];
export type SimulatedMatch = Simulation['matches'][number];

/** Simulates the coupon (SPEC.md §4 isBooking 2, `POST bets/simulate`); nothing is staked or stored. */
export async function simulateBetRequest(
  coupon: CouponRequest,
  client: ApiClient = api,
): Promise<Simulation> {
  const answer = await callEndpoint<typeof bets.simulate>(
    { method: 'POST', base: 'sports', path: '/bets/simulate' },
    { body: { ...coupon, isBooking: 2 } },
    client,
  );
  return answer.data;
}
