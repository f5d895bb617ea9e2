// Turns a non-OK answer into the AppError the server meant (SPEC.md §8): the message is the server's
// `message` field, or its whole JSON, or the status code; the code is the server's when it is a known
// one, else the one that status stands for.
import { AppError, isErrorCode, type ErrorCode } from '@slipstream/domain';

function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 422) return 'UNPROCESSABLE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 503) return 'UNAVAILABLE';
  if (status >= 500) return 'INTERNAL';
  return 'BAD_REQUEST';
}

/** `body` is the parsed JSON, or undefined when the answer had none. */
export function toAppError(status: number, body: unknown): AppError {
  const envelope = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null;
  const serverMessage = envelope?.message;
  const message =
    typeof serverMessage === 'string' && serverMessage.trim() !== ''
      ? serverMessage
      : body !== undefined
        ? JSON.stringify(body)
        : String(status);
  const code = isErrorCode(envelope?.code) ? envelope.code : codeForStatus(status);
  return new AppError(code, message, { status, body });
}
