// The one fetch client of the web app (SPEC.md §7, §8). Public GET calls send only Accept; every
// other call carries the signing headers and, for a logged-in user, the bearer token. Non-OK answers
// reject with an AppError; a 401 or 403 on a call made with a token logs the user out (SPEC.md §4).
import { AppError, signingHeaders } from '@slipstream/domain';
import { apiConfig, type ApiConfig } from './config.ts';
import { toAppError } from './to-app-error.ts';

export type ApiBase = 'sports' | 'product';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: HttpMethod;
  /** Appended as a query string; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  /** A public GET: only `Accept` is sent — no signing headers, no bearer. Ignored for other methods. */
  public?: boolean;
  /** Money-moving calls send one so that a retry returns the first result (DESIGN.md "Money"). */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** Gives up after this long with an UNAVAILABLE error; default 20 s. */
  timeoutMs?: number;
}

export interface ApiClientDeps {
  config: ApiConfig;
  fetch: typeof fetch;
  getToken: () => string | null;
  onUnauthorized: () => void;
}

export interface ApiClient {
  request<T>(base: ApiBase, path: string, options?: RequestOptions): Promise<T>;
  get<T>(base: ApiBase, path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  post<T>(
    base: ApiBase,
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ): Promise<T>;
  put<T>(
    base: ApiBase,
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ): Promise<T>;
  patch<T>(
    base: ApiBase,
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ): Promise<T>;
  delete<T>(base: ApiBase, path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
}

const DEFAULT_TIMEOUT_MS = 20_000;

export function buildUrl(
  config: ApiConfig,
  base: ApiBase,
  path: string,
  query?: Record<string, QueryValue>,
): string {
  const root = base === 'sports' ? config.sportsBase : config.productBase;
  let url = `${root}/${path.replace(/^\/+/, '')}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== null && value !== undefined) params.append(key, String(value));
    }
    const search = params.toString();
    if (search) url += (url.includes('?') ? '&' : '?') + search;
  }
  return url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  async function request<T>(base: ApiBase, path: string, options: RequestOptions = {}): Promise<T> {
    const method = options.method ?? 'GET';
    const isPublic = options.public === true && method === 'GET';
    const headers: Record<string, string> = { Accept: 'application/json' };
    let token: string | null = null;
    if (!isPublic) {
      Object.assign(headers, await signingHeaders(deps.config.clientId, deps.config.clientCode));
      token = deps.getToken();
      if (token) headers.Authorization = `Bearer ${token}`;
      if (options.body !== undefined) headers['Content-Type'] = 'application/json';
      if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
    }

    // One signal for the caller's cancel and our own timeout, without AbortSignal.any (older Safari).
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const forwardAbort = () => controller.abort(options.signal?.reason);
    options.signal?.addEventListener('abort', forwardAbort, { once: true });
    if (options.signal?.aborted) controller.abort(options.signal.reason);

    let response: Response;
    try {
      response = await deps.fetch(buildUrl(deps.config, base, path, options.query), {
        method,
        headers,
        body: !isPublic && options.body !== undefined ? JSON.stringify(options.body) : undefined,
        signal: controller.signal,
      });
    } catch (err) {
      if (timedOut)
        throw new AppError('UNAVAILABLE', 'The server took too long to answer. Please try again.');
      if (options.signal?.aborted) throw err;
      throw new AppError(
        'UNAVAILABLE',
        'We could not reach the server. Check your connection and try again.',
        {
          cause: err,
        },
      );
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', forwardAbort);
    }

    const body = await readBody(response);
    if (!response.ok) {
      // Only a call that carried the session can prove the session is no longer valid.
      if ((response.status === 401 || response.status === 403) && token && deps.getToken() === token) {
        deps.onUnauthorized();
      }
      throw toAppError(response.status, body);
    }
    return body as T;
  }

  return {
    request,
    get: (base, path, options) => request(base, path, { ...options, method: 'GET' }),
    post: (base, path, body, options) => request(base, path, { ...options, method: 'POST', body }),
    put: (base, path, body, options) => request(base, path, { ...options, method: 'PUT', body }),
    patch: (base, path, body, options) => request(base, path, { ...options, method: 'PATCH', body }),
    delete: (base, path, options) => request(base, path, { ...options, method: 'DELETE' }),
  };
}

/** Who holds the session: the token to send and what a refused token does. */
export type ApiSession = Pick<ApiClientDeps, 'getToken' | 'onUnauthorized'>;

// A visitor until the app binds the session: the client knows nothing of the stores that keep it.
let session: ApiSession = { getToken: () => null, onUnauthorized: () => {} };

/** Called once at start by the app (app/api-session.ts), which knows where the token lives. */
export function bindApiSession(next: ApiSession): void {
  session = next;
}

/** The app's client: the build's API bases, the bound session's token, its logout on 401/403. */
export const api: ApiClient = createApiClient({
  config: apiConfig,
  // Looked up per call so tests (and polyfills) can replace the global fetch.
  fetch: (input, init) => globalThis.fetch(input, init),
  getToken: () => session.getToken(),
  onUnauthorized: () => session.onUnauthorized(),
});
