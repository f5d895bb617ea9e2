// Deposit limits, time-outs and self-exclusion through the safety page's calls, and the functions the
// wallet and bets call (getLimits, assertMayGamble).
import { AppError } from '@slipstream/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { login, registerPlayer } from '../../test/accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const read = (token: string) => t.call({ url: '/api/v2/auth/responsible-gambling', token });
const setLimits = (token: string, body: unknown) =>
  t.call({ method: 'PUT', url: '/api/v2/auth/responsible-gambling/deposit-limits', token, body });
const timeOut = (token: string, body: unknown) =>
  t.call({ method: 'POST', url: '/api/v2/auth/responsible-gambling/time-out', token, body });
const selfExclude = (token: string, body: unknown) =>
  t.call({ method: 'POST', url: '/api/v2/auth/responsible-gambling/self-exclusion', token, body });

describe('deposit limits', () => {
  it('start with none, and say the rules', async () => {
    const player = await registerPlayer(t);
    const res = await read(player.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      currency: 'NGN',
      depositLimits: {
        daily: { amount: null, pending: null },
        weekly: { amount: null, pending: null },
        monthly: { amount: null, pending: null },
      },
      exclusion: null,
      rules: {
        increaseDelayHours: 24,
        timeOut: { minHours: 24, maxHours: 1008 },
        selfExclusion: { minMonths: 6, maxMonths: 60 },
      },
    });
  });

  it('apply a new or lower limit at once and a higher one (or none) after 24 hours', async () => {
    const player = await registerPlayer(t);
    const first = await setLimits(player.token, { daily: 5000, weekly: 20000.5 });
    expect(first.statusCode).toBe(200);
    expect(first.json().depositLimits).toEqual({
      daily: { amount: 5000, pending: null },
      weekly: { amount: 20000.5, pending: null },
      monthly: { amount: null, pending: null },
    });

    const raised = await setLimits(player.token, { daily: 8000, weekly: null });
    const at = new Date(t.clock.now().getTime() + 24 * 3_600_000).toISOString();
    expect(raised.json().depositLimits).toMatchObject({
      daily: { amount: 5000, pending: { amount: 8000, effectiveAt: at } },
      weekly: { amount: 20000.5, pending: { amount: null, effectiveAt: at } },
    });
    expect(await t.modules.responsibleGambling.getLimits(player.id)).toMatchObject({
      deposit: { daily: 500_000, weekly: 2_000_050, monthly: null },
      exclusion: null,
    });

    t.clock.advanceHours(24);
    expect((await read(player.token)).json().depositLimits).toEqual({
      daily: { amount: 8000, pending: null },
      weekly: { amount: null, pending: null },
      monthly: { amount: null, pending: null },
    });
    expect((await t.modules.responsibleGambling.getLimits(player.id)).deposit).toEqual({
      daily: 800_000,
      weekly: null,
      monthly: null,
    });
  });

  it('cancel a pending increase when the limit is lowered again', async () => {
    const player = await registerPlayer(t);
    await setLimits(player.token, { monthly: 100_000 });
    await setLimits(player.token, { monthly: 500_000 });
    const lowered = await setLimits(player.token, { monthly: 90_000 });
    expect(lowered.json().depositLimits.monthly).toEqual({ amount: 90_000, pending: null });
  });

  it('refuse zero, negative, fractional kobo, too large, strings and unknown periods', async () => {
    const player = await registerPlayer(t);
    for (const body of [
      { daily: 0 },
      { daily: -5 },
      { daily: 10.005 },
      { daily: 1e12 },
      { daily: '5000' },
      { yearly: 5000 },
    ]) {
      const res = await setLimits(player.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('belong to the token\u2019s player only', async () => {
    const alice = await registerPlayer(t);
    const bob = await registerPlayer(t);
    await setLimits(alice.token, { daily: 1000 });
    expect((await setLimits(bob.token, { userId: alice.id, daily: 99999 })).statusCode).toBe(400);
    expect((await read(bob.token)).json().depositLimits.daily.amount).toBeNull();
    expect((await read(alice.token)).json().depositLimits.daily.amount).toBe(1000);
    expect((await t.call({ url: '/api/v2/auth/responsible-gambling' })).statusCode).toBe(401);
  });
});

describe('time-out', () => {
  it('logs the player out everywhere and refuses login until it ends, saying until when', async () => {
    const player = await registerPlayer(t);
    const otherDevice = (await login(t, player.number)).json().token as string;
    const res = await timeOut(player.token, { hours: 48 });
    expect(res.statusCode).toBe(200);
    const until = new Date(t.clock.now().getTime() + 48 * 3_600_000);
    expect(res.json()).toEqual({
      status: true,
      message: expect.stringMatching(
        /^Your time-out has started\. You have been logged out and can log in again after \d{1,2} \w+ \d{4}, \d\d:\d\d UTC\.$/,
      ),
      exclusion: { kind: 'time-out', until: until.toISOString() },
    });
    expect((await read(player.token)).statusCode).toBe(401);
    expect((await read(otherDevice)).statusCode).toBe(401);

    const refused = await login(t, player.number);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'ACCOUNT_LOCKED',
      message: expect.stringMatching(
        /^Your account is taking a time-out until .+ UTC\. You can log in again after that\.$/,
      ),
      error: refused.json().message,
      details: { reason: 'time-out', until: until.toISOString() },
    });
    await expect(t.modules.responsibleGambling.assertMayGamble(player.id)).rejects.toMatchObject({
      code: 'ACCOUNT_LOCKED',
    });
    expect((await t.modules.responsibleGambling.getLimits(player.id)).exclusion).toEqual({
      kind: 'time-out',
      until,
    });

    t.clock.advanceHours(48);
    expect((await login(t, player.number)).statusCode).toBe(200);
    await expect(t.modules.responsibleGambling.assertMayGamble(player.id)).resolves.toBeUndefined();
  });

  it('lasts 24 hours to 6 weeks, in whole hours', async () => {
    const player = await registerPlayer(t);
    for (const body of [
      { hours: 23 },
      { hours: 1009 },
      { hours: 24.5 },
      { hours: '48' },
      {},
      { hours: 48, userId: 1 },
    ]) {
      const res = await timeOut(player.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await timeOut(player.token, { hours: 1008 })).statusCode).toBe(200);
  });
});

describe('self-exclusion', () => {
  it('lasts 6 months or more, logs out and refuses login', async () => {
    const player = await registerPlayer(t);
    for (const months of [5, 61, 6.5])
      expect((await selfExclude(player.token, { months })).statusCode).toBe(400);
    const res = await selfExclude(player.token, { months: 6 });
    expect(res.statusCode).toBe(200);
    expect(res.json().exclusion.kind).toBe('self-exclusion');
    expect((await read(player.token)).statusCode).toBe(401);
    const refused = await login(t, player.number);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^Your account is self-excluded until /);
    t.clock.advanceHours(24 * 150);
    expect((await login(t, player.number)).statusCode).toBe(403);
    t.clock.advanceHours(24 * 35);
    expect((await login(t, player.number)).statusCode).toBe(200);
  });

  it('is refused through the service with a clear error for a bad length', async () => {
    const player = await registerPlayer(t);
    const err = await t.modules.responsibleGambling.selfExclude(player.id, 3).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).message).toBe('A self-exclusion lasts from 6 to 60 months, in whole months.');
  });
});
