// The two SMS senders: the HTTP gateway adapter (bearer, JSON, timeout, failures) and the outbox with
// its development endpoint, which production does not have.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppError } from '@slipstream/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { canonical, freshNumber, sendCode } from '../../test/accounts.ts';
import { createGatewaySender } from './gateway-sender.ts';

interface Received {
  headers: IncomingMessage['headers'];
  body: unknown;
}

let server: Server;
let url: string;
const received: Received[] = [];
let behaviour: 'ok' | 'fail' | 'hang' = 'ok';

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(text) });
      if (behaviour === 'hang') return;
      if (behaviour === 'fail') res.writeHead(502).end('upstream says no');
      else res.writeHead(202, { 'content-type': 'application/json' }).end('{"id":"m1"}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/messages`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

describe('HTTP gateway sender', () => {
  const sender = () =>
    createGatewaySender({ url, token: 'gateway-secret', senderId: 'Slipstream', timeoutMs: 300 });

  it('posts { to, from, text } as JSON with the bearer token', async () => {
    behaviour = 'ok';
    received.length = 0;
    await sender().send('2348031234567', 'Your code is 123456.');
    expect(received).toHaveLength(1);
    expect(received[0]!.headers.authorization).toBe('Bearer gateway-secret');
    expect(received[0]!.headers['content-type']).toBe('application/json');
    expect(received[0]!.body).toEqual({
      to: '+2348031234567',
      from: 'Slipstream',
      text: 'Your code is 123456.',
    });
  });

  it('turns a failure or a timeout into a clear UNAVAILABLE error, keeping the gateway answer as its cause', async () => {
    behaviour = 'fail';
    const failed = await sender()
      .send('2348031234567', 'x')
      .catch((err: unknown) => err);
    expect(failed).toBeInstanceOf(AppError);
    expect((failed as AppError).code).toBe('UNAVAILABLE');
    expect((failed as AppError).message).toBe(
      'We could not send the text message right now. Please try again in a few minutes.',
    );
    expect(String(((failed as AppError).cause as Error).message)).toContain('502: upstream says no');

    behaviour = 'hang';
    const started = Date.now();
    const timedOut = await sender()
      .send('2348031234567', 'x')
      .catch((err: unknown) => err);
    expect(Date.now() - started).toBeLessThan(3000);
    expect((timedOut as AppError).code).toBe('UNAVAILABLE');
    expect(((timedOut as AppError).cause as Error).message).toMatch(/timed out after 300 ms/);
  });

  it('is what send-otp uses when SMS_GATEWAY_URL is set; a failed send does not hold the player to the wait', async () => {
    const t = await buildTestApp({
      SMS_GATEWAY_URL: url,
      SMS_GATEWAY_TOKEN: 'gateway-secret',
      SMS_GATEWAY_TIMEOUT_MS: 300,
    });
    try {
      const number = freshNumber();
      behaviour = 'fail';
      const failed = await sendCode(t, number);
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toEqual({
        status: false,
        code: 'UNAVAILABLE',
        message: 'We could not send the text message right now. Please try again in a few minutes.',
      });
      behaviour = 'ok';
      received.length = 0;
      const sent = await sendCode(t, number);
      expect(sent.statusCode).toBe(200);
      expect((received[0]!.body as { text: string }).text).toMatch(/verification code is \d{6}/);
      // Nothing went to the outbox.
      const outbox = await t.app.inject({ method: 'GET', url: `/api/dev/sms-outbox?phone=${number}` });
      expect(outbox.json().messages).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('GET /api/dev/sms-outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('lists one number\u2019s messages, newest first, without signing', async () => {
    const number = freshNumber();
    await t.modules.sms.sender.send(canonical(number), 'first');
    await t.modules.sms.sender.send(canonical(number), 'second');
    await t.modules.sms.sender.send(canonical(freshNumber()), 'someone else');
    const res = await t.app.inject({ method: 'GET', url: `/api/dev/sms-outbox?phone=${number}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().messages.map((m: { text: string }) => m.text)).toEqual(['second', 'first']);
    expect(res.json().messages[0]).toMatchObject({ phone: canonical(number), sender: 'Slipstream' });
    const all = await t.app.inject({ method: 'GET', url: '/api/dev/sms-outbox?limit=1' });
    expect(all.json().messages.map((m: { text: string }) => m.text)).toEqual(['someone else']);
  });

  it('refuses a malformed number', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/sms-outbox?phone=123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PHONE_INVALID');
  });

  it('does not exist in production', async () => {
    const prod = await buildTestApp({
      NODE_ENV: 'production',
      SMS_GATEWAY_URL: url,
      SMS_GATEWAY_TOKEN: 'gateway-secret',
    });
    try {
      const res = await prod.app.inject({ method: 'GET', url: `/api/dev/sms-outbox?phone=${freshNumber()}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
      expect(prod.modules.sms.sender.kind).toBe('gateway');
    } finally {
      await prod.close();
    }
  });
});
