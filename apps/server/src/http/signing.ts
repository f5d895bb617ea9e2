// Checks SPEC.md §7's signing headers on every non-public API request: the client id, the API key
// (hash of client id and client code) and the signature (an encrypted timestamp that must be fresh).
// Routes opt out with `config: { public: true }` (the public GET calls that send only Accept).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, CLIENT_ID, SIGNING_HEADERS, apiKeyFor, readSignature } from '@slipstream/domain';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public call: no signing headers needed. */
    public?: boolean;
  }
}

export interface SigningOptions {
  clientCode: string;
  maxAgeSeconds: number;
  now?: () => number;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export async function checkSignature(request: FastifyRequest, options: SigningOptions, expectedKey: string) {
  const clientId = header(request, SIGNING_HEADERS.clientId);
  const apiKey = header(request, SIGNING_HEADERS.apiKey);
  const signature = header(request, SIGNING_HEADERS.signature);
  if (!clientId || !apiKey || !signature) {
    throw new AppError('SIGNATURE_INVALID', 'This request is missing its client id, API key or signature.');
  }
  if (clientId !== String(CLIENT_ID)) throw new AppError('SIGNATURE_INVALID', 'Unknown client id.');
  if (apiKey !== expectedKey) throw new AppError('SIGNATURE_INVALID', 'Invalid API key.');
  const signedAt = await readSignature(options.clientCode, signature);
  if (signedAt === null) throw new AppError('SIGNATURE_INVALID', 'Invalid request signature.');
  const now = options.now?.() ?? Date.now();
  const maxAge = options.maxAgeSeconds * 1000;
  if (signedAt < now - maxAge || signedAt > now + maxAge) {
    throw new AppError(
      'SIGNATURE_INVALID',
      'The request signature has expired. Check your device clock and try again.',
    );
  }
}

/** Adds the check to every /api route that is not marked public. */
export async function registerSigning(app: FastifyInstance, options: SigningOptions): Promise<void> {
  const expectedKey = await apiKeyFor(CLIENT_ID, options.clientCode);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    // Unknown paths fall through to the 404 envelope rather than a signature complaint.
    if (request.is404 || request.routeOptions.config?.public) return;
    await checkSignature(request, options, expectedKey);
  });
}
