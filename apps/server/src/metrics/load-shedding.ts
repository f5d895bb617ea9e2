// Load shedding: while the event loop lags or queries queue for database connections beyond the
// configured limits, requests are refused at once with 503 and Retry-After instead of joining a queue
// that only makes every answer late. Liveness and metrics always answer, so an overloaded process is
// neither restarted nor blind.
import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { ErrorEnvelope } from '@slipstream/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { databaseWaiting, httpShed } from './metrics.ts';

type PressureHandler = NonNullable<FastifyUnderPressureOptions['pressureHandler']>;

const NEVER_SHED = new Set(['/healthz', '/metrics']);

const BUSY: ErrorEnvelope = {
  message: 'We are very busy right now. Please try again in a few seconds.',
  code: 'UNAVAILABLE',
};

/** One warning per this long while shedding: the metric counts every refusal, the log need not. */
const WARN_EVERY_MS = 10_000;

export async function registerLoadShedding(app: FastifyInstance, config: Config): Promise<void> {
  const retryAfter = String(config.LOAD_SHED_RETRY_AFTER_SECONDS);
  let warnedAt = 0;
  /**
   * Readies a 503 and answers true, or false for a route that is never shed. The answer is sent, not
   * thrown: an overloaded process must not also log an error with a stack for every refusal.
   */
  const refuse = (request: FastifyRequest, reply: FastifyReply, reason: string): boolean => {
    if (NEVER_SHED.has(request.routeOptions.url ?? '')) return false;
    httpShed.inc({ reason });
    const now = Date.now();
    if (now - warnedAt >= WARN_EVERY_MS) {
      warnedAt = now;
      request.log.warn({ reason }, 'overloaded: refusing requests with 503');
    }
    reply.code(503).header('retry-after', retryAfter);
    return true;
  };

  if (config.LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS > 0) {
    await app.register(underPressure, {
      maxEventLoopDelay: config.LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS,
      retryAfter: config.LOAD_SHED_RETRY_AFTER_SECONDS,
      // Its README: a returned value other than a promise or nullish is sent as the answer and the
      // request stops there (the plugin's types only say void); undefined lets the request through.
      pressureHandler: ((request: FastifyRequest, reply: FastifyReply) =>
        refuse(request, reply, 'event_loop_delay') ? BUSY : undefined) as unknown as PressureHandler,
    });
  }

  const maxWaiting = config.LOAD_SHED_MAX_DB_WAITING;
  if (maxWaiting > 0) {
    // Callback style: not calling done ends the request here, whatever onSend hooks follow.
    app.addHook('onRequest', (request, reply, done) => {
      if (databaseWaiting() > maxWaiting && refuse(request, reply, 'db_pool_waiting')) reply.send(BUSY);
      else done();
    });
  }
}
