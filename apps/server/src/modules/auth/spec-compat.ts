// SPEC.md §7 reads some failures from fields of its own: login and register read `error`, the OTP
// calls read `status` (false) and `message`. These route error handlers answer our usual envelope
// `{ message, code }` with the proper HTTP status, plus those fields, so both readers work.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { toEnvelope } from '../../http/error-handler.ts';

type Extra = (message: string) => Record<string, unknown>;

function compatErrorHandler(extra: Extra) {
  return (err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = toEnvelope(err, request.server.initialConfig.bodyLimit ?? 1024 * 1024);
    if (status >= 500) request.log.error({ err }, 'request failed');
    else request.log.info({ code: body.code, status }, body.message);
    return reply.code(status).send({ ...extra(body.message), ...body });
  };
}

/** Failures also carry `error: message` (login, register, password reset). */
export const withErrorField = compatErrorHandler((message) => ({ error: message }));

/** Failures also carry `status: false` (send-otp, verify-otp). */
export const withStatusFalse = compatErrorHandler(() => ({ status: false }));

/** Every 4xx answer: the envelope, with the compatibility fields where a route adds them. */
export const errorResponses = {
  '4xx': z.looseObject({ message: z.string(), code: z.string() }),
} as const;
