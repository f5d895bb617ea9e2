// Public content reads (sports API, no signing: SPEC.md §7 public GETs) and the /media/{id} images.
import { AppError, CLIENT_ID } from '@slipstream/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bannerView, pageView, promotionView } from './content.schemas.ts';
import type { ContentService } from './content.service.ts';
import { createMediaVariants } from './media-variants.ts';
import { MEDIA_CSP } from './media.ts';

/** GET content-management/banner, page and promotions under /api/v2. */
export async function contentRoutes(app: FastifyInstance, content: ContentService): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/content-management/banner',
    {
      config: { public: true },
      schema: {
        querystring: z.object({
          clientId: z.coerce.number().int().default(CLIENT_ID),
          target: z
            .string()
            .regex(/^[a-z]{1,20}$/)
            .optional(),
        }),
        response: { 200: z.object({ data: z.record(z.string(), z.array(bannerView)) }) },
      },
    },
    async (request, reply) => {
      if (request.query.clientId !== CLIENT_ID) throw new AppError('NOT_FOUND', 'Unknown client.');
      reply.header('cache-control', 'public, max-age=60');
      return { data: await content.bannerMap(request.query.target) };
    },
  );
  r.get(
    '/content-management/page',
    {
      config: { public: true },
      schema: {
        querystring: z.object({
          slug: z
            .string()
            .trim()
            .regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/, 'slug is not valid'),
        }),
        response: { 200: z.object({ data: pageView }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { data: await content.page(request.query.slug) };
    },
  );
  r.get(
    '/content-management/promotions',
    { config: { public: true }, schema: { response: { 200: z.object({ data: z.array(promotionView) }) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { data: await content.promotions() };
    },
  );
}

/**
 * GET /media/{id}: an uploaded image, immutable (a new upload gets a new id), never able to run script.
 * `?w=` (one of MEDIA_WIDTHS) asks for a raster image at that width, in AVIF or WebP when accepted.
 */
export async function mediaRoutes(app: FastifyInstance, content: ContentService): Promise<void> {
  const variants = createMediaVariants();
  app.withTypeProvider<ZodTypeProvider>().get(
    '/media/:id',
    {
      config: { public: true },
      schema: {
        params: z.object({ id: z.string().regex(/^[a-z0-9-]{8,64}$/, 'not an image id') }),
        querystring: z.object({ w: z.coerce.number().int().positive().max(4096).optional() }),
      },
    },
    async (request, reply) => {
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
  );
}
