// SMS codes through notification/send-otp and notification/verify-otp: format, storage, expiry, tries,
// resend wait, daily cap, and the one-time verification token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import {
  canonical,
  freshNumber,
  lastCode,
  registerPlayer,
  sendCode,
  verifyCode,
} from '../../test/accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Any 6-digit code other than `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST notification/send-otp', () => {
  it('texts a 6-digit code and answers { status: true, message }', async () => {
    const number = freshNumber();
    const res = await sendCode(t, number);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: true,
      message: expect.stringMatching(/^We sent a 6-digit code to \+234 803 \*\*\* \d{4}\.$/),
      expiresInSeconds: 600,
      resendAfterSeconds: 60,
    });
    const outbox = await t.app.inject({ method: 'GET', url: `/api/dev/sms-outbox?phone=${number}` });
    const [message] = outbox.json().messages;
    expect(message.phone).toBe(canonical(number));
    expect(message.sender).toBe('Slipstream');
    expect(message.text).toMatch(/^Your Slipstream verification code is \d{6}\. It expires in 10 minutes\./);
  });

  it('stores only a hash of the code', async () => {
    const number = freshNumber();
    await sendCode(t, number);
    const code = await lastCode(t, number);
    const rows = await t.db
      .selectFrom('otp_codes')
      .selectAll()
      .where('phone', '=', canonical(number))
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('refuses a malformed number with a clear message and status false', async () => {
    for (const phoneNumber of ['12345', '0803123456', '0603 123 4567', 'not a number']) {
      const res = await sendCode(t, phoneNumber);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: false,
        code: 'PHONE_INVALID',
        message: 'That is not a valid mobile number for +234. Check the number and try again.',
      });
    }
  });

  it('refuses missing fields, wrong types, a wrong client id, huge strings and unknown purposes', async () => {
    const number = freshNumber();
    const bodies = [
      {},
      { clientID: 12 },
      { phoneNumber: number },
      { clientID: 13, phoneNumber: number },
      { clientID: '12', phoneNumber: 8031234567 },
      { clientID: 12, phoneNumber: 'x'.repeat(100_000) },
      { clientID: 12, phoneNumber: number, purpose: 'spam' },
    ];
    for (const body of bodies) {
      const res = await t.call({ method: 'POST', url: '/api/v2/notification/send-otp', body });
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ status: false, code: 'VALIDATION_FAILED' });
    }
    expect(
      (await t.db.selectFrom('otp_codes').select('id').where('phone', '=', canonical(number)).execute())
        .length,
    ).toBe(0);
  });

  it('refuses a new code within 60 seconds, saying how long to wait', async () => {
    const number = freshNumber();
    expect((await sendCode(t, number)).statusCode).toBe(200);
    t.clock.advanceSeconds(17);
    const early = await sendCode(t, number);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({
      status: false,
      code: 'OTP_RESEND_TOO_SOON',
      message: 'Please wait 43 seconds before asking for a new code.',
      details: { retryAfterSeconds: 43 },
    });
    t.clock.advanceSeconds(43);
    expect((await sendCode(t, number)).statusCode).toBe(200);
  });

  it('caps codes at 10 per number in 24 hours', async () => {
    const number = freshNumber();
    for (let i = 0; i < 10; i += 1) {
      expect((await sendCode(t, number)).statusCode).toBe(200);
      t.clock.advanceSeconds(61);
    }
    const capped = await sendCode(t, number);
    expect(capped.statusCode).toBe(429);
    expect(capped.json().code).toBe('OTP_DAILY_LIMIT');
    expect(capped.json().message).toMatch(
      /10 codes for this number in the last 24 hours\. You can ask for a new one in 24 hours\./,
    );
    t.clock.advanceHours(24);
    expect((await sendCode(t, number)).statusCode).toBe(200);
  });

  it('does not text a register code to a number that has an account, nor a reset code to one that has none', async () => {
    const player = await registerPlayer(t);
    const taken = await sendCode(t, player.number, 'register');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      status: false,
      code: 'ACCOUNT_EXISTS',
      message: 'An account already exists with this number.',
    });
    const unknown = await sendCode(t, freshNumber(), 'reset-password');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: false, code: 'ACCOUNT_NOT_FOUND' });
  });
});

describe('POST notification/verify-otp', () => {
  it('accepts the right code once and answers a verification token', async () => {
    const number = freshNumber();
    await sendCode(t, number);
    const code = await lastCode(t, number);
    const ok = await verifyCode(t, number, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      status: true,
      message: 'Your number is verified.',
      verificationToken: expect.stringMatching(/^[\w-]{43}$/),
      expiresInSeconds: 900,
    });
    const reused = await verifyCode(t, number, code);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({
      status: false,
      code: 'OTP_INVALID',
      message: 'This code has already been used. Please ask for a new code.',
    });
  });

  it('accepts the number in its canonical form too', async () => {
    const number = freshNumber();
    await sendCode(t, canonical(number));
    expect((await verifyCode(t, `+${canonical(number)}`, await lastCode(t, number))).statusCode).toBe(200);
  });

  it('counts wrong codes: 5 tries, then the code is dead even when right', async () => {
    const number = freshNumber();
    await sendCode(t, number);
    const code = await lastCode(t, number);
    for (let left = 4; left >= 1; left -= 1) {
      const res = await verifyCode(t, number, wrong(code));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: false,
        code: 'OTP_INVALID',
        message: `The code is incorrect. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`,
        details: { triesLeft: left },
      });
    }
    const fifth = await verifyCode(t, number, wrong(code));
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().code).toBe('OTP_TOO_MANY_TRIES');
    const right = await verifyCode(t, number, code);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({
      status: false,
      code: 'OTP_TOO_MANY_TRIES',
      message: 'Too many wrong codes. Please ask for a new code.',
    });
    // A new code starts over.
    t.clock.advanceSeconds(60);
    await sendCode(t, number);
    expect((await verifyCode(t, number, await lastCode(t, number))).statusCode).toBe(200);
  });

  it('refuses an expired code after 10 minutes', async () => {
    const number = freshNumber();
    await sendCode(t, number);
    const code = await lastCode(t, number);
    t.clock.advanceSeconds(600);
    const res = await verifyCode(t, number, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: false,
      code: 'OTP_EXPIRED',
      message: 'This code has expired. Please ask for a new code.',
    });
  });

  it('only the newest code counts', async () => {
    const number = freshNumber();
    await sendCode(t, number);
    const first = await lastCode(t, number);
    t.clock.advanceSeconds(60);
    await sendCode(t, number);
    const second = await lastCode(t, number);
    if (first !== second) expect((await verifyCode(t, number, first)).statusCode).toBe(400);
    expect((await verifyCode(t, number, second)).statusCode).toBe(200);
  });

  it('refuses a code of the wrong shape, for another purpose, or for a number never texted', async () => {
    const number = freshNumber();
    await sendCode(t, number);
    const code = await lastCode(t, number);
    for (const bad of ['12345', '1234567', 'abcdef', '']) {
      const res = await verifyCode(t, number, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The code must have exactly 6 digits.');
    }
    const otherPurpose = await verifyCode(t, number, code, 'reset-password');
    expect(otherPurpose.json()).toMatchObject({
      code: 'OTP_INVALID',
      message: 'No code was sent to this number. Please ask for a new code.',
    });
    const never = await verifyCode(t, freshNumber(), code);
    expect(never.statusCode).toBe(400);
    // None of that used up a try.
    expect((await verifyCode(t, number, code)).statusCode).toBe(200);
  });

  it('refuses missing fields and wrong types', async () => {
    for (const body of [
      {},
      { clientID: 12, phoneNumber: freshNumber() },
      { clientID: 12, phoneNumber: freshNumber(), code: 123456 },
    ]) {
      const res = await t.call({ method: 'POST', url: '/api/v2/notification/verify-otp', body });
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe(false);
    }
  });

  it('is signed: an unsigned call is refused', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/notification/send-otp',
      payload: { clientID: 12, phoneNumber: freshNumber() },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('SIGNATURE_INVALID');
  });
});
