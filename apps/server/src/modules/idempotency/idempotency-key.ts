// The Idempotency-Key header every money-moving POST must carry: one value per attempt at an action
// (a new payment attempt gets a new key; a retry of the same attempt sends the same key).
import { AppError } from '@slipstream/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY = /^[\x21-\x7e]{1,200}$/;

export function idempotencyKeyOf(request: FastifyRequest): string {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key === undefined || key === '') {
    throw new AppError(
      'IDEMPOTENCY_KEY_REQUIRED',
      'This request needs an Idempotency-Key header: a unique value for each attempt, repeated on a retry.',
    );
  }
  if (!KEY.test(key)) {
    throw new AppError(
      'IDEMPOTENCY_KEY_REQUIRED',
      'The Idempotency-Key header must be 1 to 200 visible ASCII characters.',
    );
  }
  return key;
}

/** Sends an idempotent answer, marking a replay so a client (and a log reader) can tell. */
export function sendIdempotent<T>(
  reply: FastifyReply,
  answer: { statusCode: number; body: T; replayed: boolean },
): FastifyReply {
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.code(answer.statusCode).send(answer.body);
}
