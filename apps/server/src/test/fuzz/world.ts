// The state the fuzzer attacks: a signed-in player with money, another player with money, bets,
// a booked slip, casino sessions and rounds of both, a revoked token, and the partners' secrets; the
// ids of all of it feed the generated requests, so a request can name another player's things.
import { randomUUID } from 'node:crypto';
import type { Config } from '../../config.ts';
import { coupon, putFixture, sel } from '../../modules/bets/bets.test-helpers.ts';
import { aggregatorSession, gameId, play, sessionFor } from '../casino.ts';
import { buildTestApp, type TestApp } from '../test-app.ts';
import { testPlayer, type TestPlayer } from '../users.ts';
import { fundPlayer } from '../wallet.ts';

/** What one player owns: the fuzzer's own player, or the other whose ids it tries to reach. */
export interface Holdings {
  player: TestPlayer;
  betIds: number[];
  bookingCodes: string[];
  casinoSessions: string[];
  roundIds: string[];
}

export interface World {
  t: TestApp;
  me: Holdings;
  other: Holdings;
  /** Tokens that look right but log nobody in: logged out, or never issued. */
  deadTokens: string[];
  matchIds: number[];
  gameIds: number[];
  /** A third-party aggregator's game session (for the seamless-wallet callbacks). */
  aggregatorSessionId: string;
  /**
   * Makes `me` a new player with money and a session: generated requests may log the player out,
   * change the password or exclude them from gambling. The old player's ids stay in the pools.
   */
  renewMe(): Promise<void>;
}

const FIXTURES = [990_001, 990_002, 990_003];
const MONEY_MINOR = 100_000_000;

/** No background sweeps: a write the fuzzer sees must come from the request it sent. */
const QUIET: Partial<Config> = { SHOP_SWEEP_INTERVAL_SECONDS: 0, BONUS_SWEEP_INTERVAL_SECONDS: 0 };

async function place(t: TestApp, who: TestPlayer, body: unknown): Promise<number> {
  const res = await t.call({
    method: 'POST',
    url: '/api/v2/bets/place-bet/12',
    token: who.token,
    body,
    headers: { 'idempotency-key': randomUUID() },
  });
  if (res.statusCode !== 200) throw new Error(`world: place-bet answered ${res.statusCode}: ${res.body}`);
  return res.json<{ betId: number }>().betId;
}

async function book(t: TestApp, who: TestPlayer, body: unknown): Promise<string> {
  const res = await t.call({ method: 'POST', url: '/api/v2/bets/book-bet/12', token: who.token, body });
  if (res.statusCode !== 200) throw new Error(`world: book-bet answered ${res.statusCode}: ${res.body}`);
  return res.json<{ betslipId: string }>().betslipId;
}

async function holdings(t: TestApp, matchIds: number[]): Promise<Holdings> {
  const player = await testPlayer(t);
  await fundPlayer(t, player.id, MONEY_MINOR);
  const [a, b, c] = matchIds as [number, number, number];
  const betIds = [
    await place(t, player, coupon([sel(a, '1', 2)], 10)),
    await place(t, player, coupon([sel(b, '2', 3), sel(c, '3', 4)], 5)),
  ];
  const bookingCodes = [await book(t, player, coupon([sel(a, '1', 2), sel(b, '1', 2)], 10))];
  const dice = await sessionFor(t, player, 'dice', 'real');
  const mines = await sessionFor(t, player, 'mines', 'real');
  const rolled = await play(t, player, 'dice/roll', {
    sessionId: dice,
    bet: 1,
    target: 50,
    direction: 'under',
  });
  if (rolled.statusCode !== 200) throw new Error(`world: dice answered ${rolled.statusCode}: ${rolled.body}`);
  return {
    player,
    betIds,
    bookingCodes,
    casinoSessions: [dice, mines],
    roundIds: [rolled.json<{ roundId: string }>().roundId],
  };
}

async function loggedOutToken(t: TestApp, userId: number): Promise<string> {
  const { token } = await t.modules.sessions.start(userId, { userAgent: 'fuzz' });
  const res = await t.call({ method: 'POST', url: '/api/v2/auth/logout', token });
  if (res.statusCode >= 300) throw new Error(`world: logout answered ${res.statusCode}: ${res.body}`);
  return token;
}

export async function buildWorld(overrides: Partial<Config> = {}): Promise<World> {
  const t = await buildTestApp({ ...QUIET, ...overrides });
  await t.app.ready();
  for (const id of FIXTURES) putFixture(t, id);
  const me = await holdings(t, FIXTURES);
  const other = await holdings(t, FIXTURES);
  const gameIds = await Promise.all(
    ['dice', 'mines', 'starlight-reels', 'crash'].map((slug) => gameId(t, slug)),
  );
  const deadTokens = [
    await loggedOutToken(t, other.player.id),
    `${me.player.token.slice(0, -4)}AAAA`,
    'eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl',
  ];
  return {
    t,
    me,
    other,
    deadTokens,
    matchIds: FIXTURES,
    gameIds,
    aggregatorSessionId: await aggregatorSession(t, me.player.id),
    async renewMe() {
      me.player = await testPlayer(t);
      await fundPlayer(t, me.player.id, MONEY_MINOR);
    },
  };
}
