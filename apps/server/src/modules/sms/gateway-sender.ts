// The HTTP SMS gateway adapter: POST JSON { to, from, text } with a bearer token, a timeout, and a
// clear player-facing error (the gateway's own answer goes to the log only, through the error's cause).
import { AppError } from '@slipstream/domain';
import type { SmsSender } from './sms-sender.ts';

export interface GatewayOptions {
  url: string;
  token: string;
  senderId: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

const UNAVAILABLE_TEXT = 'We could not send the text message right now. Please try again in a few minutes.';

function unavailable(cause: unknown): AppError {
  const err = new AppError('UNAVAILABLE', UNAVAILABLE_TEXT);
  err.cause = cause;
  return err;
}

export function createGatewaySender(options: GatewayOptions): SmsSender {
  const doFetch = options.fetch ?? fetch;
  return {
    kind: 'gateway',
    send: async (to, text) => {
      let response: Response;
      try {
        response = await doFetch(options.url, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${options.token}`,
            'Content-Type': 'application/json',
            Accept: 'application/json',
          },
          // E.164 with "+", the form SMS gateways expect.
          body: JSON.stringify({ to: `+${to}`, from: options.senderId, text }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (err) {
        const timedOut = err instanceof Error && err.name === 'TimeoutError';
        throw unavailable(
          new Error(
            timedOut ? `SMS gateway timed out after ${options.timeoutMs} ms` : 'SMS gateway unreachable',
            { cause: err },
          ),
        );
      }
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 300);
        throw unavailable(new Error(`SMS gateway answered ${response.status}: ${detail}`));
      }
      // Drain the body so the connection can be reused.
      await response.arrayBuffer().catch(() => undefined);
    },
  };
}
