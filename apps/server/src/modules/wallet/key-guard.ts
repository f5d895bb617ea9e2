// Shared-key authentication for the operator and shop-agent APIs: the header must equal the
// configured key, compared in constant time so the key cannot be learnt from response times.
import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError, type ErrorCode } from '@slipstream/domain';
import type { FastifyRequest } from 'fastify';

export function keyGuard(header: string, expected: string, code: ErrorCode, message: string) {
  const want = createHash('sha256').update(expected).digest();
  return async (request: FastifyRequest): Promise<void> => {
    const raw = request.headers[header];
    const given = Array.isArray(raw) ? raw[0] : raw;
    // Hashing both sides gives equal lengths, which timingSafeEqual needs.
    const got = createHash('sha256')
      .update(given ?? '')
      .digest();
    if (!given || !timingSafeEqual(got, want)) throw new AppError(code, message);
  };
}
