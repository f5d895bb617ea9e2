// The fetch client (SPEC.md §7, §8): public GETs send only Accept, other calls are signed and carry
// the bearer, non-OK answers become AppErrors, and a 401/403 on a session call logs out.
import { AppError, CLIENT_ID, SIGNING_HEADERS, apiKeyFor, readSignature } from '@slipstream/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, bindApiSession, createApiClient, type ApiSession } from './client.ts';
import { apiConfig, readApiConfig } from './config.ts';

function stubFetch(response: () => Response = () => new Response('{}', { status: 200 })) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => response());
  vi.stubGlobal('fetch', fetchMock);
  const call = (i = 0) => {
    const [url, init] = fetchMock.mock.calls[i] ?? [];
    return { url, init: init ?? {}, headers: (init?.headers ?? {}) as Record<string, string> };
  };
  return { fetchMock, call };
}

const jsonResponse = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The app's client with a session of its own: a player holding `token` (null: a visitor). */
function bindSession(token: string | null): ApiSession {
  const session = { getToken: vi.fn(() => token), onUnauthorized: vi.fn() };
  bindApiSession(session);
  return session;
}

describe('api client', () => {
  // The test setup binds the app's real session (the stores'); here the client is tested alone.
  beforeEach(() => bindApiSession({ getToken: () => null, onUnauthorized: () => {} }));

  it('sends only Accept on a public GET, even for a logged-in player', async () => {
    bindSession('secret-token');
    const { call } = stubFetch();
    await api.get('sports', 'sports/menu', { public: true, query: { timeoffset: -60 } });
    expect(call().url).toBe('/api/v2/sports/menu?timeoffset=-60');
    expect(call().headers).toEqual({ Accept: 'application/json' });
  });

  it('signs every other request and adds the bearer token for a logged-in player', async () => {
    bindSession('secret-token');
    const { call } = stubFetch();
    const before = Date.now();
    await api.post('sports', 'bets/open-bets', { userId: 7 });
    const { headers, init, url } = call();
    expect(url).toBe('/api/v2/bets/open-bets');
    expect(headers[SIGNING_HEADERS.clientId]).toBe(String(CLIENT_ID));
    expect(headers[SIGNING_HEADERS.apiKey]).toBe(await apiKeyFor(CLIENT_ID, apiConfig.clientCode));
    const signedAt = await readSignature(apiConfig.clientCode, headers[SIGNING_HEADERS.signature] ?? '');
    expect(signedAt).toBeGreaterThanOrEqual(before);
    expect(signedAt).toBeLessThanOrEqual(Date.now());
    expect(headers.Authorization).toBe('Bearer secret-token');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe(JSON.stringify({ userId: 7 }));
  });

  it('signs a non-public GET of a visitor without a bearer', async () => {
    const { call } = stubFetch();
    await api.get('product', 'client-config');
    expect(call().url).toBe('/api/product/client-config');
    expect(call().headers[SIGNING_HEADERS.signature]).toBeTypeOf('string');
    expect(call().headers.Authorization).toBeUndefined();
  });

  it('rejects with the server message and its known code', async () => {
    stubFetch(() => jsonResponse({ message: 'Insufficient balance', code: 'CONFLICT' }, 409));
    const error = await api.post('sports', 'withdraw', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe('Insufficient balance');
    expect((error as AppError).code).toBe('CONFLICT');
    expect((error as AppError).details).toMatchObject({ status: 409 });
  });

  it('rejects with the whole JSON when there is no message, and the code its status stands for', async () => {
    stubFetch(() => jsonResponse({ error: 'Bad stake', code: 'NOT_A_CODE' }, 422));
    const error = (await api.post('sports', 'bets/place-bet/12', {}).catch((e: unknown) => e)) as AppError;
    expect(error.message).toBe('{"error":"Bad stake","code":"NOT_A_CODE"}');
    expect(error.code).toBe('UNPROCESSABLE');
  });

  it('rejects with the status code when the answer is not JSON', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = (await api
      .get('sports', 'sports/menu', { public: true })
      .catch((e: unknown) => e)) as AppError;
    expect(error.message).toBe('502');
    expect(error.code).toBe('INTERNAL');
  });

  it('turns a network failure into an UNAVAILABLE AppError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = (await api
      .get('sports', 'sports/menu', { public: true })
      .catch((e: unknown) => e)) as AppError;
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe('UNAVAILABLE');
  });

  it.each([401, 403])('tells the bound session of a %i on its token', async (status) => {
    const session = bindSession('expired');
    stubFetch(() => jsonResponse({ message: 'Session expired', code: 'SESSION_INVALID' }, status));

    const error = (await api.get('sports', 'auth/details/12').catch((e: unknown) => e)) as AppError;
    expect(error.message).toBe('Session expired');
    expect(session.onUnauthorized).toHaveBeenCalledOnce();
  });

  it('does not log out on a 401 of a visitor or of a public call', async () => {
    const onUnauthorized = vi.fn();
    const fetchMock = vi.fn(async () => jsonResponse({ message: 'No', code: 'UNAUTHORIZED' }, 401));
    let token: string | null = null;
    const client = createApiClient({
      config: apiConfig,
      fetch: fetchMock,
      getToken: () => token,
      onUnauthorized,
    });
    await client.get('sports', 'auth/details/12').catch(() => {});
    token = 'live-token';
    await client.get('sports', 'content-management/banner', { public: true }).catch(() => {});
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reads the API bases and client code from the build settings, with defaults', () => {
    expect(readApiConfig({})).toEqual({
      sportsBase: '/api/v2',
      productBase: '/api/product',
      clientId: 12,
      clientCode: 'slipstream-dev-client-code',
    });
    expect(
      readApiConfig({
        VITE_SPORTS_API_BASE: 'https://api.example.com/v2/',
        VITE_PRODUCT_API_BASE: 'https://product.example.com',
        VITE_CLIENT_CODE: 'prod-code',
      }),
    ).toMatchObject({
      sportsBase: 'https://api.example.com/v2',
      productBase: 'https://product.example.com',
      clientCode: 'prod-code',
    });
  });
});
