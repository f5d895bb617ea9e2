// One error envelope `{ message, code }` for every 4xx and 5xx. AppErrors keep their code and text;
// schema failures become 400 with the first problem spelled out; 5xx never leak internals.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type ErrorEnvelope } from '@slipstream/domain';

const STATUS_CODES: Record<number, ErrorEnvelope['code']> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'BAD_REQUEST',
  406: 'BAD_REQUEST',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'BAD_REQUEST',
  429: 'RATE_LIMITED',
};

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } };
}

/** "stake: Too small: expected number to be >=0" from the first schema issue of a request part. */
function describeValidation(err: FastifyError): string {
  const issues = (err.validation ?? []) as ValidationIssue[];
  const first = issues[0];
  const part = err.validationContext ?? 'request';
  if (!first) return `Invalid ${part}`;
  const path = first.instancePath?.replace(/^\//, '').replace(/\//g, '.') ?? '';
  const where = path ? `${path}: ` : part === 'body' ? '' : `${part}: `;
  return `${where}${first.message ?? 'is invalid'}`;
}

export function toEnvelope(err: unknown, bodyLimit: number): { status: number; body: ErrorEnvelope } {
  if (err instanceof AppError) {
    const body: ErrorEnvelope = { message: err.message, code: err.code };
    if (err.details !== undefined) body.details = err.details;
    return { status: err.status, body };
  }
  const fe = err as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fe) || fe.validation) {
    return { status: 400, body: { message: describeValidation(fe), code: 'VALIDATION_FAILED' } };
  }
  const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
  if (status === 413) {
    return {
      status,
      body: {
        message: `The request body is larger than the limit of ${bodyLimit} bytes.`,
        code: 'PAYLOAD_TOO_LARGE',
      },
    };
  }
  if (status >= 400 && status < 500) {
    return {
      status,
      body: { message: fe.message || 'Bad request', code: STATUS_CODES[status] ?? 'BAD_REQUEST' },
    };
  }
  return {
    status: status === 503 ? 503 : 500,
    body: {
      message: 'Something went wrong on our side. Please try again.',
      code: status === 503 ? 'UNAVAILABLE' : 'INTERNAL',
    },
  };
}

export function registerErrorHandler(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler((err: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = toEnvelope(err, bodyLimit);
    if (status >= 500) request.log.error({ err }, 'request failed');
    else request.log.info({ code: body.code, status }, body.message);
    return reply.code(status).send(body);
  });
}
