// Casino helpers for tests: open game sessions, play the built-in games as the web app does, give a
// player a casino bonus balance, and call the seamless wallet as a signed third-party aggregator.
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { createLedger } from '../modules/ledger/ledger.service.ts';
import { house, player } from '../modules/ledger/ledger.types.ts';
import { signCasinoBody, CASINO_SIGNATURE_HEADER } from '../modules/casino/wallet/wallet-signature.ts';
import type { TestApp } from './test-app.ts';
import type { TestPlayer } from './users.ts';

export const AGGREGATOR = 'acme-games';

/** The catalog id of a seeded game. */
export async function gameId(t: TestApp, slug: string): Promise<number> {
  const row = await t.db
    .selectFrom('casino_games')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function startGame(
  t: TestApp,
  who: TestPlayer | null,
  slug: string,
  balanceType: 'real' | 'bonus' | 'demo',
): Promise<LightMyRequestResponse> {
  return t.call({
    method: 'POST',
    url: '/api/v2/games/12/start',
    body: { gameId: await gameId(t, slug), balanceType },
    ...(who ? { token: who.token } : {}),
  });
}

/** A game session id, or the test fails with the answer. */
export async function sessionFor(
  t: TestApp,
  who: TestPlayer | null,
  slug: string,
  balanceType: 'real' | 'bonus' | 'demo',
) {
  const res = await startGame(t, who, slug, balanceType);
  if (res.statusCode !== 200) throw new Error(`start answered ${res.statusCode}: ${res.body}`);
  return res.json<{ sessionId: string; balance: number }>().sessionId;
}

/** A bet or move on a built-in game; bets get a fresh Idempotency-Key unless one is given. */
export function play(
  t: TestApp,
  who: TestPlayer | null,
  path: string,
  body: unknown,
  key: string | null = randomUUID(),
): Promise<LightMyRequestResponse> {
  return t.call({
    method: 'POST',
    url: `/api/v2/games/play/${path}`,
    body,
    ...(who ? { token: who.token } : {}),
    ...(key !== null ? { headers: { 'idempotency-key': key } } : {}),
  });
}

export async function fundCasinoBonus(t: TestApp, userId: number, amount: number): Promise<void> {
  const ledger = createLedger({ db: t.db });
  await ledger.run((trx) =>
    ledger.move(trx, {
      from: house('bonus_cost'),
      to: player(userId, 'casino_bonus'),
      amount,
      kind: 'adjustment.test',
      reference: randomUUID(),
    }),
  );
}

/** Registers a third-party aggregator with one game, and opens a session on it for the player. */
export async function aggregatorSession(
  t: TestApp,
  userId: number | null,
  balanceType: 'real' | 'bonus' | 'demo' = 'real',
) {
  let provider = await t.db
    .selectFrom('casino_providers')
    .select('id')
    .where('slug', '=', AGGREGATOR)
    .executeTakeFirst();
  if (!provider) {
    provider = await t.db
      .insertInto('casino_providers')
      .values({ slug: AGGREGATOR, name: 'Acme Games', kind: 'aggregator' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const category = await t.db
      .selectFrom('casino_categories')
      .select('id')
      .where('slug', '=', 'slots')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('casino_games')
      .values({
        slug: 'acme-fruits',
        name: 'Acme Fruits',
        provider_id: provider.id,
        category_id: category.id,
        rtp: 95,
        volatility: 'high',
        min_bet: 10,
        max_bet: 100_000,
      })
      .execute();
  }
  const game = await t.db
    .selectFrom('casino_games')
    .select('id')
    .where('slug', '=', 'acme-fruits')
    .executeTakeFirstOrThrow();
  const id = randomUUID();
  await t.db
    .insertInto('casino_sessions')
    .values({
      id,
      user_id: userId,
      game_id: game.id,
      provider_id: provider.id,
      balance_type: balanceType,
      demo_balance: balanceType === 'demo' ? 100_000 : null,
      currency: 'NGN',
    })
    .execute();
  return id;
}

/** A seamless-wallet callback as an aggregator sends it: signed raw JSON with a fresh timestamp. */
export function walletCallback(
  t: TestApp,
  action: 'balance' | 'debit' | 'credit' | 'rollback',
  body: Record<string, unknown>,
  options: { secret?: string; signature?: string | null; timestamp?: number } = {},
): Promise<LightMyRequestResponse> {
  const raw = JSON.stringify({
    provider: AGGREGATOR,
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
    ...body,
  });
  const signature =
    options.signature === undefined
      ? signCasinoBody(options.secret ?? t.config.CASINO_PROVIDER_SECRET, raw)
      : options.signature;
  return t.app.inject({
    method: 'POST',
    url: `/api/casino/wallet/${action}`,
    headers: {
      'content-type': 'application/json',
      ...(signature !== null ? { [CASINO_SIGNATURE_HEADER]: signature } : {}),
    },
    payload: raw,
  });
}
