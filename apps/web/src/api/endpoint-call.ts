// Calls one endpoint of the contract with the types it declares. The endpoint's method, API and
// path are written again here (the contract's schemas stay out of the browser), and the compiler
// checks them against the contract: a path that drifts from the server's does not build.
import type { AnswerOf, BodyOf, Endpoint, ParamsOf, QueryOf } from '@slipstream/contract';
import { api, type ApiBase, type ApiClient, type QueryValue, type RequestOptions } from './client.ts';

/** The endpoint as the web addresses it: the same literals as in the contract. */
export type Route<E extends Endpoint> = Pick<E, 'method' | 'path'> & { base: E['base'] & ApiBase };

export interface CallInput<E extends Endpoint> extends Pick<
  RequestOptions,
  'public' | 'idempotencyKey' | 'signal' | 'timeoutMs'
> {
  params?: ParamsOf<E>;
  query?: QueryOf<E> & Record<string, QueryValue>;
  body?: BodyOf<E>;
}

/** The path with its `:name` parameters filled in, encoded. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

export function callEndpoint<E extends Endpoint>(
  route: Route<E>,
  input: CallInput<E> = {},
  client: ApiClient = api,
): Promise<AnswerOf<E>> {
  const { params, ...options } = input;
  return client.request<AnswerOf<E>>(route.base, fillPath(route.path, params ?? {}), {
    ...options,
    method: route.method,
  });
}
