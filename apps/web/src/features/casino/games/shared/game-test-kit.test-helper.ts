// What the game screen tests share: a session as the play page hands it over, a round answer as the
// server would send it, and fetch answered by a handler (without rendering the whole app).
import type { CasinoSession, RoundAnswer } from '../game-screen.ts';

export { json, mockFetch } from '../../../../test/mock-fetch.ts';

export function testSession(game: string, overrides: Partial<CasinoSession> = {}): CasinoSession {
  return {
    sessionId: 'session-0001',
    gameId: 3,
    game,
    provider: 'slipstream',
    balanceType: 'demo',
    balance: 1000,
    currency: 'NGN',
    minBet: 1,
    maxBet: 500,
    fairness: { serverSeedHash: 'ab'.repeat(32), clientSeed: 'my-seed', nonce: 0 },
    ...overrides,
  };
}

export function roundAnswer<Result>(
  game: string,
  result: Result,
  overrides: Partial<RoundAnswer<Result>> = {},
): RoundAnswer<Result> {
  return {
    roundId: 'round-0001',
    game,
    status: 'settled',
    bet: 10,
    payout: 0,
    multiplier: 0,
    balance: 990,
    balanceType: 'demo',
    currency: 'NGN',
    result,
    fairness: { serverSeedHash: 'ab'.repeat(32), clientSeed: 'my-seed', nonce: 0 },
    ...overrides,
  };
}

/** The JSON body and headers of a fetch call made by the api client. */
export function callOf(call: unknown[]): {
  url: string;
  body: Record<string, unknown>;
  headers: Record<string, string>;
} {
  const [url, init] = call as [string, RequestInit];
  return {
    url,
    body: init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {},
    headers: (init.headers ?? {}) as Record<string, string>,
  };
}
