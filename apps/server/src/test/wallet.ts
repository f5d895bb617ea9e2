// Wallet helpers for tests: fund a player through the ledger, fresh idempotency keys, and calls to
// the wallet, operator and shop-agent APIs as their real clients make them.
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { createLedger } from '../modules/ledger/ledger.service.ts';
import { house, player } from '../modules/ledger/ledger.types.ts';
import type { TestApp } from './test-app.ts';
import type { TestPlayer } from './users.ts';

/** Credits a player's available balance (minor units) by an operator adjustment. */
export async function fundPlayer(t: TestApp, userId: number, amount: number): Promise<void> {
  const ledger = createLedger({ db: t.db });
  await ledger.run((trx) =>
    ledger.move(trx, {
      from: house('adjustments'),
      to: player(userId),
      amount,
      kind: 'adjustment.test',
      reference: randomUUID(),
    }),
  );
}

export const newKey = (): string => randomUUID();

/** A signed, logged-in wallet call; POSTs get a fresh Idempotency-Key unless one is given (or null for none). */
export function walletCall(
  t: TestApp,
  who: TestPlayer,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  key: string | null = method === 'POST' ? newKey() : null,
): Promise<LightMyRequestResponse> {
  return t.call({
    method,
    url: `/api/v2/user/wallet/${path}`,
    token: who.token,
    ...(body !== undefined ? { body } : {}),
    ...(key !== null ? { headers: { 'idempotency-key': key } } : {}),
  });
}

export function operatorCall(
  t: TestApp,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  key: string | null = newKey(),
) {
  return t.app.inject({
    method,
    url: `/api/operator/${path}`,
    headers: {
      'x-operator-key': t.config.OPERATOR_KEY,
      ...(key !== null && method === 'POST' ? { 'idempotency-key': key } : {}),
    },
    ...(body !== undefined ? { payload: body as object } : {}),
  });
}

export function shopCall(
  t: TestApp,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  key: string | null = newKey(),
) {
  return t.app.inject({
    method,
    url: `/api/shop/${path}`,
    headers: {
      'x-shop-agent-key': t.config.SHOP_AGENT_KEY,
      ...(key !== null && method === 'POST' ? { 'idempotency-key': key } : {}),
    },
    ...(body !== undefined ? { payload: body as object } : {}),
  });
}
