// Bet calls (SPEC.md §7 "Bets", docs/decisions.md "Bets"): the open-bets count shown in the account
// menu, the shared-betslip lookup, the check of a slip's selections, placement, booking and
// simulation of the slip. The history, one bet and cash-out are in bet-history.ts.
import { CLIENT_ID } from '@slipstream/domain';
import * as z from 'zod/mini';
import { api, type ApiClient } from './client.ts';
import { dataOf, isRecord, parseRows, rowsOf } from './envelope.ts';
import { oddsRefreshEntrySchema } from './sports.ts';

/**
 * SPEC.md §7 gives the open-bets payload (clientId, date empty, status 0, userId; reads bets) but not
 * its path; `POST bets/open-bets` is our choice (docs/decisions.md).
 */
export async function fetchOpenBetCount(userId: number | string, client: ApiClient = api): Promise<number> {
  const body = await client.post('sports', 'bets/open-bets', {
    clientId: CLIENT_ID,
    date: '',
    status: 0,
    userId,
  });
  const source = isRecord(body) && 'bets' in body ? body : dataOf(body);
  const bets = isRecord(source) ? source.bets : undefined;
  if (Array.isArray(bets)) return bets.length;
  if (typeof bets === 'number' && Number.isFinite(bets)) return bets;
  return 0;
}

/** SPEC.md §3 "Bet placed response": the booking code is the betslipId. Money in major units. */
export interface BetPlaced {
  stake: number;
  possibleWin: number;
  /** The engine's multi-bet bonus (a system bet's: its most), 0 for none. */
  bonus: number;
  betslipId: string;
}

/** SPEC.md §3 "Shared betslip response". `selections` are checked by the betslip store, not here. */
export interface SharedBetslip {
  selections: unknown[];
  totalOdd: number | null;
  stake: number | null;
  possibleWin: number | null;
}

const numberOrNull = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/**
 * The shared-betslip lookup by booking code (SPEC.md §7 `POST bets/find-bet` with betslipId and
 * clientId; reads success and data). A `success: false` answer reads as a slip without selections.
 */
export async function findSharedBetslip(
  bookingCode: string,
  client: ApiClient = api,
): Promise<SharedBetslip> {
  const body = await client.post('sports', 'bets/find-bet', { betslipId: bookingCode, clientId: CLIENT_ID });
  const ok = !(isRecord(body) && body.success === false);
  const data = dataOf(body);
  const record = isRecord(data) ? data : {};
  return {
    selections: ok && Array.isArray(record.selections) ? record.selections : [],
    totalOdd: numberOrNull(record.totalOdd),
    stake: numberOrNull(record.stake),
    possibleWin: numberOrNull(record.possibleWin),
  };
}

/** One selection as `bets/validate-selections` identifies it. */
export interface SelectionRef {
  matchId: number;
  marketId: number;
  specifier: string;
  outcomeId: number | string;
}

/** The odds-refresh entry (the same selection, price and state) with why it cannot be bet. */
const selectionCheckSchema = z.extend(oddsRefreshEntrySchema, {
  /** Why a selection cannot be bet (`market_not_active`, `unknown_selection`, …); null when open. */
  reason: z.optional(z.nullable(z.string())),
});

/** The server's word on one selection: its current price and whether it can be bet now. */
export type SelectionCheck = z.infer<typeof selectionCheckSchema>;

/**
 * Asks whether each selection can still be bet (SPEC.md §7 `POST bets/validate-selections`),
 * answering `{ success, data: [{ matchId, marketId, specifier, outcomeId, odds, active, reason }] }`
 * in the order asked. Entries that do not parse are skipped.
 */
export async function validateSelections(
  selections: readonly SelectionRef[],
  client: ApiClient = api,
): Promise<SelectionCheck[]> {
  if (selections.length === 0) return [];
  const body = await client.post('sports', 'bets/validate-selections', { selections });
  if (isRecord(body) && body.success === false) return [];
  return parseRows(selectionCheckSchema, rowsOf(dataOf(body)));
}

/**
 * Places the coupon (SPEC.md §7 `POST bets/place-bet/{clientId}`, isBooking 0): the coupon as the
 * engine holds it, with the action's Idempotency-Key (the server refuses a placement without one).
 */
export async function placeBetRequest(
  coupon: Record<string, unknown>,
  options: { idempotencyKey?: string } = {},
  client: ApiClient = api,
): Promise<BetPlaced> {
  const body = await client.post('sports', `bets/place-bet/${CLIENT_ID}`, coupon, options);
  const data = dataOf(body);
  const record = isRecord(data) ? data : {};
  return {
    stake: numberOrNull(record.stake) ?? 0,
    possibleWin: numberOrNull(record.possibleWin) ?? 0,
    bonus: numberOrNull(record.bonus) ?? 0,
    betslipId: typeof record.betslipId === 'string' ? record.betslipId : String(record.betslipId ?? ''),
  };
}

/** Books the coupon under a booking code without staking it (`POST bets/book-bet/{clientId}`). */
export async function bookBetRequest(
  coupon: Record<string, unknown>,
  client: ApiClient = api,
): Promise<string> {
  const body = await client.post('sports', `bets/book-bet/${CLIENT_ID}`, { ...coupon, isBooking: 1 });
  const data = dataOf(body);
  const code = isRecord(data) ? (data.betslipId ?? data.bookingCode) : undefined;
  if (typeof code !== 'string' || code === '') throw new Error('The betslip could not be booked.');
  return code;
}

const simulatedSelectionSchema = z.object({
  marketId: z.number(),
  specifier: z.string(),
  outcomeId: z.string(),
  odds: z.string(),
  result: z.string(),
});

const simulatedMatchSchema = z.object({
  matchId: z.number(),
  eventName: z.string(),
  score: z.string(),
  selections: z.array(simulatedSelectionSchema),
});

const simulationSchema = z.object({
  seed: z.number(),
  stake: z.number(),
  possibleWin: z.number(),
  status: z.string(),
  totalReturn: z.number(),
  matches: z.array(simulatedMatchSchema),
});

/** The slip played out by the simulator (play money): each match's final score and each pick's result. */
export type Simulation = z.infer<typeof simulationSchema>;
export type SimulatedMatch = Simulation['matches'][number];

/** Simulates the coupon (SPEC.md §4 isBooking 2, `POST bets/simulate`); nothing is staked or stored. */
export async function simulateBetRequest(
  coupon: Record<string, unknown>,
  client: ApiClient = api,
): Promise<Simulation> {
  const body = await client.post('sports', 'bets/simulate', { ...coupon, isBooking: 2 });
  const parsed = simulationSchema.safeParse(dataOf(body));
  if (!parsed.success) throw new Error('The simulation could not be read.');
  return parsed.data;
}
