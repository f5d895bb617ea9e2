// One endpoint of the HTTP API, described once: the server binds its route to it, OpenAPI is
// published from it, and the web takes its request and answer types from it (type imports only, so
// no schema code reaches the browser).
import type { ErrorCode } from '@slipstream/domain';
import type { z } from 'zod';
import type { ApiBase } from './prefixes.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call it, as the server checks it:
 * - `public`: anyone, nothing signed (a public GET);
 * - `signed`: the app's request signature, no login (SPEC.md §7);
 * - `player`: signed, with a logged-in player's bearer token;
 * - `operator`: the operator's API key (back office);
 * - `shop-agent`: a shop agent's key;
 * - `payment-provider`: a payment provider's signed webhook;
 * - `casino-provider`: a casino provider's signed wallet callback;
 * - `dev`: development only, never registered in production.
 */
export type Auth =
  'public' | 'signed' | 'player' | 'operator' | 'shop-agent' | 'payment-provider' | 'casino-provider' | 'dev';

export interface Endpoint {
  method: Method;
  /** Which API it belongs to; the full path is the base's prefix followed by `path`. */
  base: ApiBase;
  /** Fastify's form: `:name` for a path parameter. */
  path: string;
  summary: string;
  auth: Auth;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * Answers by status (most have only 200); error answers are the shared envelope. A 503 is listed
   * only where the endpoint's own answer says more than the envelope (readiness).
   */
  responses: Partial<Record<200 | 201 | 202 | 204 | 503, z.ZodType>>;
  /** The codes of the `{ message, code }` envelope this endpoint answers with, besides the edge's own. */
  errors?: readonly ErrorCode[];
  /** An answer that is not JSON (an image, a page, a file): described by its content type. */
  produces?: string;
}

/** Keeps the literal types of an endpoint so that route handlers and the web infer from them. */
export function endpoint<const E extends Endpoint>(e: E): E {
  return e;
}

type Schema<E, K extends keyof Endpoint> = E extends Record<K, infer S extends z.ZodType> ? S : never;

/** The request body as the caller sends it. */
export type BodyOf<E extends Endpoint> = z.input<Schema<E, 'body'>>;
/** The query string as the caller sends it. */
export type QueryOf<E extends Endpoint> = z.input<Schema<E, 'query'>>;
/** The path parameters as the caller sends them. */
export type ParamsOf<E extends Endpoint> = z.input<Schema<E, 'params'>>;
/** The success answer (200 unless given) as the caller receives it. */
export type AnswerOf<
  E extends Endpoint,
  S extends keyof E['responses'] = 200,
> = E['responses'][S] extends z.ZodType ? z.output<E['responses'][S]> : never;
