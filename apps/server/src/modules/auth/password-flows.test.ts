// PATCH auth/update/reset-password (SMS code) and PUT auth/update/password (current password): both
// end the player's sessions at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import {
  freshNumber,
  lastCode,
  login,
  registerPlayer,
  sendCode,
  verifiedToken,
} from '../../test/accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'a brand new passphrase';
const reset = (body: Record<string, unknown>) =>
  t.call({ method: 'PATCH', url: '/api/v2/auth/update/reset-password', body: { clientId: 12, ...body } });
const details = (token: string) => t.call({ url: '/api/v2/auth/details/12', token });

describe('PATCH auth/update/reset-password', () => {
  it('resets with the texted code, ends every session and lifts a login pause', async () => {
    const player = await registerPlayer(t);
    for (let i = 0; i < 5; i += 1) await login(t, player.number, 'forgotten-it');
    expect((await login(t, player.number)).statusCode).toBe(429);

    t.clock.advanceSeconds(60); // the register code was texted just now
    expect((await sendCode(t, player.number, 'reset-password')).statusCode).toBe(200);
    const code = await lastCode(t, player.number);
    const res = await reset({ phone: player.number, code, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: true,
      message: 'Your password has been reset. Please log in with your new password.',
    });
    expect((await details(player.token)).json().code).toBe('SESSION_INVALID');
    expect((await login(t, player.number, player.password)).statusCode).toBe(401);
    expect((await login(t, player.number, NEW_PASSWORD)).statusCode).toBe(200);
    // The code is spent.
    expect((await reset({ phone: player.number, code, newPassword: 'yet another one' })).json().code).toBe(
      'OTP_INVALID',
    );
  });

  it('resets with a verification token from verify-otp, once', async () => {
    const player = await registerPlayer(t);
    t.clock.advanceSeconds(60);
    const verificationToken = await verifiedToken(t, player.number, 'reset-password');
    expect(
      (await reset({ phone: player.phone, verificationToken, newPassword: NEW_PASSWORD })).statusCode,
    ).toBe(200);
    const again = await reset({ phone: player.phone, verificationToken, newPassword: 'something else 1' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'VERIFICATION_INVALID', error: expect.any(String) });
  });

  it('refuses a wrong code (counting the try), a register code, an unknown number, bad passwords', async () => {
    const player = await registerPlayer(t);
    t.clock.advanceSeconds(60);
    await sendCode(t, player.number, 'reset-password');
    const code = await lastCode(t, player.number);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await reset({ phone: player.number, code: wrongCode, newPassword: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'OTP_INVALID',
      message: 'The code is incorrect. You have 4 tries left.',
    });

    const registerToken = await verifiedToken(t, freshNumber());
    expect(
      (
        await reset({ phone: player.number, verificationToken: registerToken, newPassword: NEW_PASSWORD })
      ).json().code,
    ).toBe('VERIFICATION_INVALID');
    expect((await reset({ phone: freshNumber(), code, newPassword: NEW_PASSWORD })).statusCode).toBe(404);
    const short = await reset({ phone: player.number, code, newPassword: 'short' });
    expect(short.json()).toMatchObject({ code: 'PASSWORD_INVALID' });
    const both = await reset({
      phone: player.number,
      code,
      verificationToken: 'x',
      newPassword: NEW_PASSWORD,
    });
    expect(both.json().code).toBe('VALIDATION_FAILED');
    const neither = await reset({ phone: player.number, newPassword: NEW_PASSWORD });
    expect(neither.json().code).toBe('VALIDATION_FAILED');
    // The bad password did not cost the code.
    expect((await reset({ phone: player.number, code, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses missing fields, wrong types and huge strings', async () => {
    for (const body of [
      {},
      { phone: '0803' },
      { phone: 8031234567, code: '123456', newPassword: NEW_PASSWORD },
      { phone: freshNumber(), code: '1'.repeat(5000), newPassword: NEW_PASSWORD },
      { phone: freshNumber(), code: '123456', newPassword: 'x'.repeat(4000) },
    ]) {
      const res = await reset(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual(expect.any(String));
    }
  });
});

describe('PUT auth/update/password', () => {
  const change = (token: string | undefined, body: unknown) =>
    t.call({ method: 'PUT', url: '/api/v2/auth/update/password', body, ...(token ? { token } : {}) });

  it('changes the password, ends every session and answers a new token for this device', async () => {
    const player = await registerPlayer(t);
    const otherDevice = (await login(t, player.number)).json().token as string;
    const res = await change(player.token, { currentPassword: player.password, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: true,
      message: 'Your password has been changed. Your other devices have been logged out.',
      token: expect.any(String),
      user: { id: player.id, phone: player.phone },
    });
    expect((await details(player.token)).statusCode).toBe(401);
    expect((await details(otherDevice)).statusCode).toBe(401);
    expect((await details(res.json().token)).statusCode).toBe(200);
    expect((await login(t, player.number, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 400 (not 401, which would log the player out) for a wrong current password', async () => {
    const player = await registerPlayer(t);
    const res = await change(player.token, { currentPassword: 'not my password', newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'PASSWORD_INCORRECT',
      message: 'Your current password is incorrect.',
    });
    expect((await details(player.token)).statusCode).toBe(200);
  });

  it('applies the password rules, needs a session, and refuses bad bodies', async () => {
    const player = await registerPlayer(t);
    expect(
      (await change(player.token, { currentPassword: player.password, newPassword: 'short' })).json().code,
    ).toBe('PASSWORD_INVALID');
    expect(
      (await change(player.token, { currentPassword: player.password, newPassword: player.password })).json()
        .message,
    ).toBe('Your new password must be different from your current one.');
    expect(
      (await change(player.token, { currentPassword: player.password, newPassword: player.number })).json()
        .message,
    ).toBe('Your password cannot be your mobile number.');
    expect(
      (await change(undefined, { currentPassword: player.password, newPassword: NEW_PASSWORD })).statusCode,
    ).toBe(401);
    for (const body of [
      {},
      { currentPassword: player.password },
      { currentPassword: 1, newPassword: NEW_PASSWORD },
    ]) {
      expect((await change(player.token, body)).statusCode).toBe(400);
    }
  });

  it('limits guesses at the current password per token', async () => {
    const player = await registerPlayer(t);
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await change(player.token, { currentPassword: `guess number ${i}`, newPassword: NEW_PASSWORD }))
          .statusCode,
      ).toBe(400);
    }
    const limited = await change(player.token, {
      currentPassword: player.password,
      newPassword: NEW_PASSWORD,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });
});
