// The edge rule every route gets without asking: path parameters, querystring and headers are checked
// as the request arrives (before login or signing reach the database), the body once it is parsed
// (raw bodies kept for a signature are parsed here only to be checked). A breach is a 400 in the
// error envelope, so nothing malformed reaches a schema's transforms, a service or PostgreSQL.
import { AppError } from '@slipstream/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { scanValue, type ScanProblem, type ScanRules } from './input-scan.ts';

/** Legitimate bodies nest 5 levels at most (a roulette bet's numbers in a verify call). */
export const MAX_BODY_DEPTH = 20;

const RULES = {
  params: { kind: 'line', maxDepth: 1, maxStringLength: 512 },
  querystring: { kind: 'line', maxDepth: 2, maxStringLength: 2048 },
  headers: { kind: 'text', maxDepth: 2, maxStringLength: 8192 },
  body: { kind: 'text', maxDepth: MAX_BODY_DEPTH },
} as const satisfies Record<string, ScanRules>;

type Part = keyof typeof RULES;

const SHOWN_PATH_KEYS = 6;

function describe(part: Part, problem: ScanProblem): string {
  const keys = problem.path.slice(0, SHOWN_PATH_KEYS).map(String).join('.');
  const shown = problem.path.length > SHOWN_PATH_KEYS ? `${keys}…` : keys;
  const where = part === 'body' && shown ? shown : shown ? `${part}.${shown}` : part;
  return `${where}: ${problem.message}`;
}

function check(part: Part, value: unknown): void {
  const problem = scanValue(value, RULES[part]);
  if (problem) throw new AppError('VALIDATION_FAILED', describe(part, problem));
}

/** A body kept as text (for a provider's signature) is checked as the JSON it carries, if it is JSON. */
function bodyValue(request: FastifyRequest): unknown {
  const { body } = request;
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    check('params', request.params);
    check('querystring', request.query);
    check('headers', request.headers);
  });
  app.addHook('preValidation', async (request) => {
    if (request.body !== undefined) check('body', bodyValue(request));
  });
}
