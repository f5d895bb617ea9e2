// A player's bets (docs/decisions.md "Bets"): the paged history `POST bets/history?page=` with its
// filters (each bet naming its matches and first pick), one bet in full `GET bets/{id}`, and cash-out
// `POST bets/cashout` with an Idempotency-Key, each typed from its endpoint in the contract
// (packages/contract/src/bets.ts). A refused cash-out (the offer moved) comes back as a
// CashoutOfferChanged carrying the new offer.
import type { AnswerOf, bets } from '@slipstream/contract';
import { AppError } from '@slipstream/domain';
import { api, type ApiClient } from './client.ts';
import { callEndpoint } from './endpoint-call.ts';
import { isRecord } from './envelope.ts';

/** A bet in the history: its figures, what it was on (matches, first pick) and its cash-out offer. */
export type BetSummary = AnswerOf<typeof bets.betHistory>['data'][number];
export type BetStatus = BetSummary['status'];
export type BetStatusFilter = BetStatus | 'all';
/** A match a bet is on, named as the player saw it, with its final score once it ended. */
export type BetMatch = BetSummary['matches'][number];
export type BetPick = NonNullable<BetSummary['firstPick']>;

/** One bet in full: its legs with their results and scores, and its lines. */
export type BetDetail = AnswerOf<typeof bets.betDetails>['data'];
export type BetSelection = BetDetail['selections'][number];
export type LegResult = BetSelection['result'];
export type BetLine = BetDetail['lines'][number];

/** The history filter's statuses, in its order. */
export const BET_STATUSES = [
  'open',
  'won',
  'lost',
  'void',
  'cashed_out',
] as const satisfies readonly BetStatus[];

export const BETS_PER_PAGE = 30;

/** Cash-out offers follow the prices: a screen showing an open bet reads it again this often. */
export const OPEN_BETS_REFRESH_MS = 15_000;

export interface BetHistoryFilter {
  status: BetStatusFilter;
  /** yyyy-mm-dd, a whole day (the server reads a bare date as a UTC day, `to` inclusive). */
  from?: string;
  to?: string;
  page: number;
}

export interface BetHistoryPage {
  bets: BetSummary[];
  total: number;
  page: number;
  perPage: number;
}

/** Query keys: every bets query starts with `bets`, so a bet event refreshes them all at once. */
export const betKeys = {
  all: ['bets'] as const,
  history: (filter: BetHistoryFilter) => ['bets', 'history', filter] as const,
  detail: (id: number) => ['bets', 'detail', id] as const,
};

export async function fetchBetHistory(
  filter: BetHistoryFilter,
  client: ApiClient = api,
): Promise<BetHistoryPage> {
  const { page, ...rest } = filter;
  const answer = await callEndpoint<typeof bets.betHistory>(
    { method: 'POST', base: 'sports', path: '/bets/history' },
    { query: { page }, body: { ...rest, perPage: BETS_PER_PAGE } },
    client,
  );
  return { bets: answer.data, total: answer.total, page: answer.page, perPage: answer.perPage };
}

export async function fetchBet(id: number, client: ApiClient = api): Promise<BetDetail> {
  const answer = await callEndpoint<typeof bets.betDetails>(
    { method: 'GET', base: 'sports', path: '/bets/:id' },
    { params: { id } },
    client,
  );
  return answer.data;
}

/** The server refused the cash-out because its offer is no longer the one the player saw. */
export class CashoutOfferChanged extends Error {
  /** The offer now, or null when the bet has none any more. */
  readonly offer: number | null;
  constructor(message: string, offer: number | null) {
    super(message);
    this.name = 'CashoutOfferChanged';
    this.offer = offer;
  }
}

/** The refusal's new offer from the error envelope (`details.offer`), which the contract leaves open. */
function offerOfRefusal(err: AppError): number | null {
  const envelope = isRecord(err.details) ? err.details.body : undefined;
  const details = isRecord(envelope) ? envelope.details : undefined;
  const offer = isRecord(details) ? details.offer : undefined;
  return typeof offer === 'number' && offer > 0 ? offer : null;
}

/** Cashes the bet out at `amount`, the offer the player accepted; resolves with the amount paid. */
export async function cashOutBet(
  betId: number,
  amount: number,
  idempotencyKey: string,
  client: ApiClient = api,
): Promise<number> {
  try {
    const answer = await callEndpoint<typeof bets.cashout>(
      { method: 'POST', base: 'sports', path: '/bets/cashout' },
      { body: { betId, amount }, idempotencyKey },
      client,
    );
    return answer.payout;
  } catch (err) {
    if (err instanceof AppError && err.code === 'CASHOUT_OFFER_CHANGED')
      throw new CashoutOfferChanged(err.message, offerOfRefusal(err));
    throw err;
  }
}
