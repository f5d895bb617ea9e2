// POST auth/register and auth/verify-username: a number verified by SMS becomes an account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import {
  PASSWORD,
  canonical,
  freshNumber,
  login,
  registerPlayer,
  verifiedToken,
} from '../../test/accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function register(body: Record<string, unknown>) {
  return t.call({
    method: 'POST',
    url: '/api/v2/auth/register',
    body: { clientId: 12, password: PASSWORD, ...body },
  });
}

describe('POST auth/register', () => {
  it('creates the account for a verified number and then the player can log in', async () => {
    const number = freshNumber();
    const verificationToken = await verifiedToken(t, number);
    const res = await register({
      username: number,
      phone: number,
      promoCode: ' welcome10 ',
      trackingToken: 'click-abc.123',
      verificationToken,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      status: true,
      message: 'Your account is ready.',
      user: { id: expect.any(Number), phone: canonical(number) },
    });
    expect(res.body).not.toMatch(/argon2|password/i);
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('phone', '=', canonical(number))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ promo_code: 'WELCOME10', tracking_token: 'click-abc.123', status: 'active' });
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await login(t, number)).statusCode).toBe(200);
  });

  it('accepts the canonical form and phone alone', async () => {
    const number = freshNumber();
    const verificationToken = await verifiedToken(t, number);
    const res = await register({ phone: `+${canonical(number)}`, verificationToken });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.phone).toBe(canonical(number));
  });

  it('refuses a number that already has an account with SPEC.md\u2019s text and an error field', async () => {
    const player = await registerPlayer(t);
    const res = await register({
      username: player.number,
      phone: player.number,
      verificationToken: 'anything',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'ACCOUNT_EXISTS',
      message: 'An account already exists with this number.',
      error: 'An account already exists with this number.',
    });
  });

  it('requires a fresh, unused verification for this number', async () => {
    const number = freshNumber();
    const missing = await register({ phone: number });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'VERIFICATION_INVALID',
      error: 'Please verify your mobile number with the code we text you first.',
    });

    const forged = await register({ phone: number, verificationToken: 'x'.repeat(43) });
    expect(forged.json().code).toBe('VERIFICATION_INVALID');

    // A token verified for another number does not open this one.
    const otherToken = await verifiedToken(t, freshNumber());
    expect((await register({ phone: number, verificationToken: otherToken })).json().code).toBe(
      'VERIFICATION_INVALID',
    );

    // Nor does one that is too old.
    const late = await verifiedToken(t, number);
    t.clock.advanceSeconds(15 * 60 + 1);
    expect((await register({ phone: number, verificationToken: late })).json().code).toBe(
      'VERIFICATION_INVALID',
    );
  });

  it('uses a verification token once; a failed registration does not use it up', async () => {
    const number = freshNumber();
    const verificationToken = await verifiedToken(t, number);
    const short = await register({ phone: number, password: 'short', verificationToken });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      code: 'PASSWORD_INVALID',
      message: 'Your password must be at least 8 characters long.',
      error: 'Your password must be at least 8 characters long.',
    });
    expect((await register({ phone: number, verificationToken })).statusCode).toBe(201);
    // The second use meets the existing account first.
    expect((await register({ phone: number, verificationToken })).statusCode).toBe(409);
    const used = await t.db
      .selectFrom('otp_codes')
      .select('verification_used_at')
      .where('phone', '=', canonical(number))
      .executeTakeFirstOrThrow();
    expect(used.verification_used_at).toBeInstanceOf(Date);
  });

  it('applies the password rules', async () => {
    const number = freshNumber();
    const verificationToken = await verifiedToken(t, number);
    const cases: [string, string][] = [
      ['1234567', 'Your password must be at least 8 characters long.'],
      ['x'.repeat(129), 'Your password can be at most 128 characters long.'],
      ['         ', 'Your password cannot be only spaces.'],
      [number, 'Your password cannot be your mobile number.'],
      [canonical(number), 'Your password cannot be your mobile number.'],
    ];
    for (const [password, message] of cases) {
      const res = await register({ phone: number, password, verificationToken });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const huge = await register({ phone: number, password: 'x'.repeat(5000), verificationToken });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().code).toBe('VALIDATION_FAILED');
    expect((await register({ phone: number, password: 'x'.repeat(128), verificationToken })).statusCode).toBe(
      201,
    );
  });

  it('refuses a malformed number, different username and phone, a bad promo code', async () => {
    const number = freshNumber();
    const verificationToken = await verifiedToken(t, number);
    const malformed = await register({ phone: '0803 12', verificationToken });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      code: 'PHONE_INVALID',
      error: expect.stringContaining('not a valid mobile number'),
    });
    const mismatch = await register({ username: freshNumber(), phone: number, verificationToken });
    expect(mismatch.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'The username and the phone must be the same mobile number.',
    });
    const promo = await register({ phone: number, promoCode: 'no spaces!', verificationToken });
    expect(promo.json().code).toBe('VALIDATION_FAILED');
  });

  it('refuses missing fields, wrong types, a wrong client id and huge strings', async () => {
    const number = freshNumber();
    const bodies: Record<string, unknown>[] = [
      { password: undefined, phone: number },
      { phone: undefined },
      { phone: number, clientId: 13 },
      { phone: number, clientId: undefined },
      { phone: 8031234567 },
      { phone: number, password: 12345678 },
      { phone: number, promoCode: 'x'.repeat(1000) },
      { phone: number, trackingToken: 'x'.repeat(100_000) },
      { phone: ['0803'] },
    ];
    for (const body of bodies) {
      const res = await register(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: expect.any(String) });
    }
  });
});

describe('POST auth/verify-username', () => {
  const check = (username: unknown, clientId: unknown = 12) =>
    t.call({ method: 'POST', url: '/api/v2/auth/verify-username', body: { username, clientId } });

  it('answers SUCCESSFUL for a number with an account, in any form, and NOT_FOUND otherwise', async () => {
    const player = await registerPlayer(t);
    for (const form of [player.number, player.phone, `+${player.phone}`]) {
      const res = await check(form);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ responseMessage: 'SUCCESSFUL' });
    }
    expect((await check(freshNumber())).json()).toEqual({ responseMessage: 'NOT_FOUND' });
  });

  it('refuses a malformed number, a wrong client id and wrong types', async () => {
    expect((await check('12')).json().code).toBe('PHONE_INVALID');
    expect((await check(freshNumber(), 13)).statusCode).toBe(400);
    expect((await check(8031234567)).statusCode).toBe(400);
    expect((await check('9'.repeat(10_000))).statusCode).toBe(400);
  });
});
