// Bet calls: the open-bets count shown in the account menu, the shared-betslip lookup and placement
// (its final shape comes with the bets issue). Booking and history calls are added by the bets issue.
import { CLIENT_ID } from '@slipstream/domain';
import { api, type ApiClient } from './client.ts';
import { dataOf, isRecord } from './envelope.ts';

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

/**
 * Places the coupon (SPEC.md §7 `POST bets/place-bet/{clientId}`). The bets issue settles the
 * request's final shape and idempotency; this sends the coupon as the engine holds it.
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
    betslipId: typeof record.betslipId === 'string' ? record.betslipId : String(record.betslipId ?? ''),
  };
}
