// Compression of what the server answers on the fly: API JSON, the HTML of the web app (which carries
// the first screen's data) and SVG images, with brotli or gzip as the browser accepts, from 1 KB up.
// The web app's built files are compressed once at build time and served as they are
// (static-web.ts), so they are never compressed here twice.
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this a compressed answer saves less than its cost (and often less than a TCP packet). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** Text, JSON, JavaScript and XML (SVG); never streams of events, images or fonts. */
const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:[\w.+-]*\+)?(?:json|javascript|xml)|image\/svg\+xml)/u;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE,
    // Quality 4 compresses nearly as well as 11 at a small share of the CPU for answers made per request.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // Request bodies are taken as sent: a compressed body would get past the body size limit.
    globalDecompression: false,
  });
}
