// Public content reads (sports API, no signing: SPEC.md §7 public GETs) and the /media/{id} images.
import { content as contract } from '@slipstream/contract';
import { AppError, CLIENT_ID } from '@slipstream/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { routeOf } from '../../http/endpoint-route.ts';
import type { ContentService } from './content.service.ts';
import { createMediaVariants } from './media-variants.ts';
import { MEDIA_CSP } from './media.ts';

/** GET content-management/banner, page and promotions under /api/v2. */
export async function contentRoutes(app: FastifyInstance, content: ContentService): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const pub = { public: true };

  r.route({
    ...routeOf(contract.banners),
    config: pub,
    handler: async (request, reply) => {
      if (request.query.clientId !== CLIENT_ID) throw new AppError('NOT_FOUND', 'Unknown client.');
      reply.header('cache-control', 'public, max-age=60');
      return { data: await content.bannerMap(request.query.target) };
    },
  });

  r.route({
    ...routeOf(contract.page),
    config: pub,
    handler: async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { data: await content.page(request.query.slug) };
    },
  });

  r.route({
    ...routeOf(contract.promotions),
    config: pub,
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { data: await content.promotions() };
    },
  });
}

/**
 * GET /media/{id}: an uploaded image, immutable (a new upload gets a new id), never able to run script.
 * `?w=` (one of MEDIA_WIDTHS) asks for a raster image at that width, in AVIF or WebP when accepted.
 */
export async function mediaRoutes(app: FastifyInstance, content: ContentService): Promise<void> {
  const variants = createMediaVariants();
  // An image, not JSON: typed by hand, as the type provider would hold the bytes to the error envelope.
  app.route<{
    Params: z.output<typeof contract.media.params>;
    Querystring: z.output<typeof contract.media.query>;
  }>({
    ...routeOf(contract.media),
    config: { public: true },
    handler: async (request, reply) => {
      const original = await content.media(request.params.id);
      const image = await variants(request.params.id, original, request.query.w, request.headers.accept);
      if (image.negotiated) reply.header('vary', 'accept');
      return reply
        .type(image.contentType)
        .header('content-security-policy', MEDIA_CSP)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength));
    },
  });
}
