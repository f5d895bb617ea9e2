// A player's bets (docs/decisions.md "Bets"): the paged history `POST bets/history?page=` with its
// filters (each bet naming its matches and first pick), one bet in full `GET bets/{id}`, and cash-out
// `POST bets/cashout` with an Idempotency-Key.
// A refused cash-out (the offer moved) comes back as a CashoutOfferChanged carrying the new offer.
import { AppError } from '@slipstream/domain';
import * as z from 'zod/mini';
import { api, type ApiClient } from './client.ts';
import { dataOf, isRecord, parseRows, rowsOf } from './envelope.ts';

export const BET_STATUSES = ['open', 'won', 'lost', 'void', 'cashed_out'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];
export type BetStatusFilter = BetStatus | 'all';

export const BETS_PER_PAGE = 30;

/** Cash-out offers follow the prices: a screen showing an open bet reads it again this often. */
export const OPEN_BETS_REFRESH_MS = 15_000;

const nullableNumber = z.nullable(z.number());
const nullableString = z.nullable(z.string());

/** A match a bet is on, named as the player saw it, with its final score once it ended. */
const betMatchSchema = z.object({
  matchId: z.number(),
  eventName: nullableString,
  homeTeam: nullableString,
  awayTeam: nullableString,
  finalScore: nullableString,
});
export type BetMatch = z.infer<typeof betMatchSchema>;

const betPickSchema = z.object({ marketName: nullableString, outcomeName: nullableString });
export type BetPick = z.infer<typeof betPickSchema>;

const betSummarySchema = z.object({
  id: z.number(),
  betslipId: z.string(),
  placedAt: z.string(),
  settledAt: z.nullable(z.string()),
  bet_type: z.string(),
  stake: z.number(),
  possibleWin: z.number(),
  /** The multi-bet bonus the slip and the bet-placed dialog showed (a system bet's: its most). */
  bonus: z.number(),
  status: z.enum(BET_STATUSES),
  payout: z.number(),
  totalOdds: z.number(),
  selectionCount: z.number(),
  /** Each match once, in the order picked. */
  matches: z.array(betMatchSchema),
  firstPick: z.nullable(betPickSchema),
  live: z.boolean(),
  useBonus: z.boolean(),
  cashoutOffer: nullableNumber,
});
export type BetSummary = z.infer<typeof betSummarySchema>;

export const LEG_RESULTS = ['open', 'won', 'lost', 'void', 'half-won', 'half-lost'] as const;
export type LegResult = (typeof LEG_RESULTS)[number];

const betSelectionSchema = z.object({
  matchId: z.number(),
  marketId: z.number(),
  specifier: z.string(),
  outcomeId: z.string(),
  odds: z.string(),
  type: z.string(),
  fixed: z.boolean(),
  result: z.enum(LEG_RESULTS),
  /** The final score kept on the bet once the match ended, else the live one while the feed has it. */
  score: z.nullable(z.string()),
  finalScore: z.optional(nullableString),
  eventName: z.optional(z.string()),
  homeTeam: z.optional(z.string()),
  awayTeam: z.optional(z.string()),
  marketName: z.optional(z.string()),
  outcomeName: z.optional(z.string()),
  displayName: z.optional(z.string()),
  eventDate: z.optional(z.string()),
  tournament: z.optional(z.string()),
  category: z.optional(z.string()),
  sport: z.optional(z.string()),
});
export type BetSelection = z.infer<typeof betSelectionSchema>;

const betLineSchema = z.object({
  grouping: z.number(),
  combinations: z.number(),
  stakePerLine: z.number(),
  totalStake: z.number(),
});
export type BetLine = z.infer<typeof betLineSchema>;

const betDetailSchema = z.extend(betSummarySchema, {
  /** What settlement paid of the bonus: 0 while open, less than `bonus` when a leg was void. */
  bonusPaid: z.number(),
  wthTax: z.number(),
  selections: z.array(betSelectionSchema),
  lines: z.array(betLineSchema),
});
export type BetDetail = z.infer<typeof betDetailSchema>;

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
  const body = await client.post(
    'sports',
    'bets/history',
    { ...rest, perPage: BETS_PER_PAGE },
    { query: { page } },
  );
  const record = isRecord(body) ? body : {};
  return {
    bets: parseRows(betSummarySchema, rowsOf(record.data)),
    total: typeof record.total === 'number' ? record.total : 0,
    page: typeof record.page === 'number' ? record.page : page,
    perPage: typeof record.perPage === 'number' ? record.perPage : BETS_PER_PAGE,
  };
}

export async function fetchBet(id: number, client: ApiClient = api): Promise<BetDetail> {
  const body = await client.get('sports', `bets/${id}`);
  const parsed = betDetailSchema.safeParse(dataOf(body));
  if (!parsed.success) throw new Error('This bet could not be read.');
  return parsed.data;
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

/** The refusal's new offer from the error envelope (`details.offer`). */
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
    const body = await client.post('sports', 'bets/cashout', { betId, amount }, { idempotencyKey });
    const record = isRecord(body) ? body : {};
    return typeof record.payout === 'number' ? record.payout : amount;
  } catch (err) {
    if (err instanceof AppError && err.code === 'CASHOUT_OFFER_CHANGED')
      throw new CashoutOfferChanged(err.message, offerOfRefusal(err));
    throw err;
  }
}
