import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerSound } from '../../../test/ledger.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { testPlayer, type TestPlayer } from '../../../test/users.ts';
import { newKey, walletCall } from '../../../test/wallet.ts';
import { createLedger } from '../../ledger/ledger.service.ts';
import { SANDBOX_SIGNATURE_HEADER } from './sandbox/sandbox-gateway.ts';
import { signWebhook } from './webhook-signature.ts';

let t: TestApp;
const ledger = () => createLedger({ db: t.db });

beforeAll(async () => {
  t = await buildTestApp({ DEPOSIT_MIN: 100, DEPOSIT_MAX: 1_000_000 });
});
afterAll(() => t.close());

async function initiate(
  p: TestPlayer,
  amount: unknown = 5_000,
  paymentChannel: unknown = 'card',
  key = newKey(),
) {
  return walletCall(t, p, 'POST', 'initiate-deposit', { amount, paymentChannel, clientId: 12 }, key);
}

async function verify(p: TestPlayer, ref: string, channel = 'card') {
  return walletCall(
    t,
    p,
    'GET',
    `verify-payment?paymentChannel=${channel}&transactionRef=${ref}&clientId=12`,
  );
}

/** The payer's click on the sandbox page. */
async function decide(paymentUrl: string, decision: 'approve' | 'decline' | 'pending') {
  return t.app.inject({
    method: 'POST',
    url: paymentUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}`,
  });
}

function webhook(rawBody: string, signature = signWebhook(t.config.PAYMENT_WEBHOOK_SECRET, rawBody)) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/sandbox',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
    payload: rawBody,
  });
}

function approvedEvent(
  ref: string,
  providerReference: string,
  amount: number,
  id = `evt_${providerReference}_approved`,
) {
  return JSON.stringify({
    id,
    type: 'payment.approved',
    data: { reference: ref, providerReference, amount, channel: 'card' },
  });
}

/** Marks the sandbox session approved without telling the app, as if the webhook were still on its way. */
async function approveSilently(ref: string): Promise<string> {
  const r = await sql<{ provider_reference: string }>`
    update sandbox_payments set status = 'approved', decided_at = now() where merchant_reference = ${ref} returning provider_reference`.execute(
    t.db,
  );
  return r.rows[0]!.provider_reference;
}

const available = async (p: TestPlayer) => (await ledger().balances(p.id)).available;

describe('payment methods', () => {
  it('lists card, bank transfer and shop with the deposit range', async () => {
    const p = await testPlayer(t);
    const res = await walletCall(t, p, 'GET', '12/payment-methods');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({ id: 'card', flow: 'redirect', minAmount: 100, maxAmount: 1_000_000 }),
      expect.objectContaining({ id: 'bank-transfer', flow: 'redirect' }),
      expect.objectContaining({ id: 'shop', flow: 'shop-code' }),
    ]);
  });

  it('refuses another client id, a missing session and a missing signature', async () => {
    const p = await testPlayer(t);
    expect((await walletCall(t, p, 'GET', '13/payment-methods')).statusCode).toBe(404);
    expect((await t.call({ url: '/api/v2/user/wallet/12/payment-methods' })).statusCode).toBe(401);
    const unsigned = await t.app.inject({
      url: '/api/v2/user/wallet/12/payment-methods',
      headers: { authorization: `Bearer ${p.token}` },
    });
    expect(unsigned.json().code).toBe('SIGNATURE_INVALID');
  });
});

describe('a deposit through the sandbox provider', () => {
  it('initiates, shows the hosted page, and credits once the payer approves', async () => {
    const p = await testPlayer(t);
    const res = await initiate(p, 5_000.5);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      transactionRef: expect.stringMatching(/^DEP-[0-9A-Z]{12}$/),
      paymentChannel: 'card',
      amount: 5_000.5,
      status: 'pending',
      paymentUrl: expect.stringMatching(/^\/sandbox-pay\/SBX-[0-9A-F]{20}$/),
    });

    const page = await t.app.inject({ url: body.paymentUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('NGN 5,000.50');
    for (const label of ['Approve payment', 'Decline', 'Leave pending']) expect(page.body).toContain(label);
    expect(page.body).not.toMatch(/<script|https?:\/\//);

    expect((await verify(p, body.transactionRef)).json()).toMatchObject({
      status: 'pending',
      availableBalance: 0,
    });

    const click = await decide(body.paymentUrl, 'approve');
    expect(click.statusCode).toBe(303);
    expect(click.headers.location).toBe(`/payment-verification/card?transactionRef=${body.transactionRef}`);
    expect(await available(p)).toBe(500_050);

    const verified = await verify(p, body.transactionRef);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      transactionRef: body.transactionRef,
      paymentChannel: 'card',
      amount: 5_000.5,
      status: 'successful',
      message: 'Your deposit of 5,000.50 was successful.',
      availableBalance: 5_000.5,
    });
    // A second click on the page, and more verifications, change nothing.
    expect((await decide(body.paymentUrl, 'approve')).statusCode).toBe(303);
    await verify(p, body.transactionRef);
    expect(await available(p)).toBe(500_050);
    await expectLedgerSound(t.db);
  });

  it('marks a declined payment failed and credits nothing; leave-pending leaves it pending', async () => {
    const p = await testPlayer(t);
    const pending = (await initiate(p, 200, 'bank-transfer')).json();
    const stay = await decide(pending.paymentUrl, 'pending');
    expect(stay.headers.location).toBe(
      `/payment-verification/bank-transfer?transactionRef=${pending.transactionRef}`,
    );
    expect((await verify(p, pending.transactionRef, 'bank-transfer')).json().status).toBe('pending');

    await decide(pending.paymentUrl, 'decline');
    const res = (await verify(p, pending.transactionRef, 'bank-transfer')).json();
    expect(res.status).toBe('failed');
    expect(res.message).toMatch(/did not go through/);
    expect(await available(p)).toBe(0);
    // A decided payment cannot be approved afterwards.
    await decide(pending.paymentUrl, 'approve');
    expect((await verify(p, pending.transactionRef, 'bank-transfer')).json().status).toBe('failed');
    expect(await available(p)).toBe(0);
    await expectLedgerSound(t.db);
  });

  it('answers a retry with the same key and body with the same payment, and refuses the key with another body', async () => {
    const p = await testPlayer(t);
    const key = newKey();
    const first = await initiate(p, 300, 'card', key);
    const retry = await initiate(p, 300, 'card', key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    const other = await initiate(p, 301, 'card', key);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    const count = await sql<{
      n: number;
    }>`select count(*)::int as n from deposits where user_id = ${p.id}`.execute(t.db);
    expect(count.rows[0]!.n).toBe(1);
  });

  it('requires an Idempotency-Key', async () => {
    const p = await testPlayer(t);
    const res = await walletCall(
      t,
      p,
      'POST',
      'initiate-deposit',
      { amount: 500, paymentChannel: 'card' },
      null,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });

  it('refuses bad amounts and types with 400, and amounts outside the range with 422', async () => {
    const p = await testPlayer(t);
    const bad: [unknown, RegExp][] = [
      [-5, /greater than 0/],
      [0, /greater than 0/],
      [10.005, /at most 2 decimals/],
      ['500', /must be a number/],
      [null, /must be a number/],
      [1e300, /too large/],
    ];
    for (const [amount, message] of bad) {
      const res = await initiate(p, amount);
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await initiate(p, 500, 'bitcoin')).statusCode).toBe(400);
    const low = await initiate(p, 99.99);
    expect(low.statusCode).toBe(422);
    expect(low.json()).toMatchObject({ code: 'WALLET_LIMIT', message: 'The minimum deposit is 100.00.' });
    const high = await initiate(p, 1_000_000.01);
    expect(high.json()).toMatchObject({
      code: 'WALLET_LIMIT',
      message: 'The maximum deposit is 1,000,000.00.',
    });
  });

  it('enforces the deposit limits the player set, counting deposits on their way', async () => {
    const p = await testPlayer(t);
    await t.modules.responsibleGambling.setDepositLimits(p.id, { daily: 1_000_00 });
    expect((await initiate(p, 600)).statusCode).toBe(200);
    const over = await initiate(p, 500);
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      code: 'WALLET_DEPOSIT_LIMIT',
      message:
        'This deposit would exceed your daily deposit limit of 1,000.00. You can deposit up to 400.00 more for now.',
    });
    expect((await initiate(p, 400)).statusCode).toBe(200);
    expect((await initiate(p, 100)).json().message).toMatch(
      /You have reached your daily deposit limit of 1,000.00/,
    );
  });

  it('does not let parallel deposit requests pass a limit together', async () => {
    const p = await testPlayer(t);
    await t.modules.responsibleGambling.setDepositLimits(p.id, { weekly: 1_000_00 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => initiate(p, 300)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 422)).toHaveLength(7);
  });

  it("answers another player's payment, an unknown one, and a wrong channel as not found", async () => {
    const owner = await testPlayer(t);
    const other = await testPlayer(t);
    const { transactionRef } = (await initiate(owner, 500)).json();
    expect((await verify(other, transactionRef)).statusCode).toBe(404);
    expect((await verify(owner, 'DEP-000000000000')).statusCode).toBe(404);
    expect((await verify(owner, transactionRef, 'bank-transfer')).statusCode).toBe(404);
    expect((await verify(owner, 'not a ref')).statusCode).toBe(400);
    expect(
      (
        await walletCall(
          t,
          owner,
          'GET',
          `verify-payment?paymentChannel=card&transactionRef=${transactionRef}&clientId=13`,
        )
      ).statusCode,
    ).toBe(400);
  });
});

describe('the payment webhook', () => {
  it('refuses a bad, missing, stale or tampered signature and credits nothing', async () => {
    const p = await testPlayer(t);
    const { transactionRef } = (await initiate(p, 1_000)).json();
    const providerRef = await approveSilently(transactionRef);
    const raw = approvedEvent(transactionRef, providerRef, 100_000);
    const secret = t.config.PAYMENT_WEBHOOK_SECRET;
    const attempts = [
      webhook(raw, signWebhook('another-secret-of-some-length', raw)),
      webhook(raw, ''),
      webhook(raw, signWebhook(secret, raw, Date.now() - 10 * 60_000)),
      webhook(raw.replace('100000', '900000'), signWebhook(secret, raw)),
      webhook(raw, 't=1,v1=zz'),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('PAYMENT_SIGNATURE_INVALID');
    }
    expect(await available(p)).toBe(0);
  });

  it('credits a replayed or duplicated webhook once', async () => {
    const p = await testPlayer(t);
    const { transactionRef } = (await initiate(p, 1_000)).json();
    const providerRef = await approveSilently(transactionRef);
    const raw = approvedEvent(transactionRef, providerRef, 100_000);
    const first = await webhook(raw);
    expect(first.json()).toEqual({ received: true, outcome: 'processed' });
    expect((await webhook(raw)).json()).toEqual({ received: true, outcome: 'duplicate' });
    // The same payment announced again under another event id is acknowledged and moves nothing.
    expect(
      (await webhook(approvedEvent(transactionRef, providerRef, 100_000, 'evt_again'))).json().outcome,
    ).toBe('processed');
    const parallel = await Promise.all(Array.from({ length: 10 }, () => webhook(raw)));
    for (const res of parallel) expect(res.json().outcome).toBe('duplicate');
    expect(await available(p)).toBe(100_000);
    await expectLedgerSound(t.db);
  });

  it('credits once when verify-payment and the webhook race', async () => {
    const p = await testPlayer(t);
    const { transactionRef } = (await initiate(p, 2_500)).json();
    const providerRef = await approveSilently(transactionRef);
    const raw = approvedEvent(transactionRef, providerRef, 250_000);
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () => verify(p, transactionRef)),
      ...Array.from({ length: 8 }, (_, i) =>
        webhook(i % 2 ? raw : approvedEvent(transactionRef, providerRef, 250_000, `evt_${i}`)),
      ),
    ]);
    for (const res of answers) expect(res.statusCode).toBe(200);
    expect(await available(p)).toBe(250_000);
    const credits = await sql<{ n: number }>`
      select count(*)::int as n from ledger_transactions where kind = 'deposit.online' and reference = ${transactionRef}`.execute(
      t.db,
    );
    expect(credits.rows[0]!.n).toBe(1);
    await expectLedgerSound(t.db);
  });

  it('does not credit an amount other than the deposit', async () => {
    const p = await testPlayer(t);
    const { transactionRef } = (await initiate(p, 1_000)).json();
    const providerRef = await approveSilently(transactionRef);
    expect((await webhook(approvedEvent(transactionRef, providerRef, 100_001))).statusCode).toBe(200);
    const res = (await verify(p, transactionRef)).json();
    expect(res.status).toBe('failed');
    expect(res.message).toMatch(/did not match/);
    expect(await available(p)).toBe(0);
  });

  it('acknowledges an event for an unknown payment, and refuses an unknown provider', async () => {
    const raw = approvedEvent('DEP-UNKNOWN00000', 'SBX-00000000000000000000', 100);
    expect((await webhook(raw)).json()).toEqual({ received: true, outcome: 'unknown-payment' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/nopay',
      headers: { 'content-type': 'application/json' },
      payload: raw,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('in production', () => {
  it('keeps the sandbox off unless asked for, and says deposits by card are unavailable', async () => {
    const prod = await buildTestApp({ NODE_ENV: 'production' });
    try {
      const p = await testPlayer(prod);
      const methods = (await walletCall(prod, p, 'GET', '12/payment-methods')).json().data;
      expect(methods.map((m: { id: string }) => m.id)).toEqual(['shop']);
      const res = await walletCall(prod, p, 'POST', 'initiate-deposit', {
        amount: 500,
        paymentChannel: 'card',
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('PAYMENT_UNAVAILABLE');
      const page = await prod.app.inject({
        method: 'POST',
        url: '/sandbox-pay/SBX-00000000000000000000',
        payload: 'decision=approve',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(page.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
