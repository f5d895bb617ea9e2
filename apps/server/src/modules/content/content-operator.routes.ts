// The operator's content API at /api/operator/content: upload images, create and edit banners,
// pages and promotions, publish, unpublish and order them.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorGuard } from '../../http/operator-guard.ts';
import {
  bannerInput,
  bannerPatch,
  operatorBannerView,
  operatorPageView,
  operatorPromotionView,
  orderInput,
  pageInput,
  promotionInput,
  promotionPatch,
  slugSchema,
} from './content.schemas.ts';
import type { ContentService } from './content.service.ts';
import { MEDIA_TYPES } from './media.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const publishParams = idParams.extend({ action: z.enum(['publish', 'unpublish']) });
const mediaInput = z.strictObject({
  contentType: z.enum(MEDIA_TYPES).optional(),
  /** The image bytes, base64 (a data: URL prefix is accepted). */
  data: z.string().min(1),
});

export async function contentOperatorRoutes(
  app: FastifyInstance,
  deps: { content: ContentService; operatorKey: string },
): Promise<void> {
  app.addHook('onRequest', operatorGuard(deps.operatorKey));
  const { content } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const pub = { public: true };

  r.post('/content/media', { config: pub, schema: { body: mediaInput } }, async (request, reply) => {
    const base64 = request.body.data.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) {
      return reply.code(400).send({ message: 'data must be base64.', code: 'VALIDATION_FAILED' });
    }
    return reply
      .code(201)
      .send(await content.uploadMedia(Buffer.from(base64, 'base64'), request.body.contentType));
  });

  r.get(
    '/content/banners',
    { config: pub, schema: { response: { 200: z.object({ data: z.array(operatorBannerView) }) } } },
    async () => ({
      data: await content.allBanners(),
    }),
  );
  r.post(
    '/content/banners',
    { config: pub, schema: { body: bannerInput, response: { 201: operatorBannerView } } },
    async (request, reply) => reply.code(201).send(await content.createBanner(request.body)),
  );
  r.put('/content/banners/order', { config: pub, schema: { body: orderInput } }, async (request) =>
    content.order('banners', request.body.ids),
  );
  r.put(
    '/content/banners/:id',
    { config: pub, schema: { params: idParams, body: bannerPatch, response: { 200: operatorBannerView } } },
    async (request) => content.updateBanner(request.params.id, request.body),
  );
  r.post(
    '/content/banners/:id/:action',
    { config: pub, schema: { params: publishParams, response: { 200: operatorBannerView } } },
    async (request) =>
      content.updateBanner(request.params.id, { published: request.params.action === 'publish' }),
  );

  r.get(
    '/content/pages',
    { config: pub, schema: { response: { 200: z.object({ data: z.array(operatorPageView) }) } } },
    async () => ({
      data: await content.allPages(),
    }),
  );
  r.put(
    '/content/pages/:slug',
    {
      config: pub,
      schema: {
        params: z.object({ slug: slugSchema }),
        body: pageInput,
        response: { 200: operatorPageView },
      },
    },
    async (request) => content.putPage(request.params.slug, request.body),
  );
  r.post(
    '/content/pages/:slug/:action',
    {
      config: pub,
      schema: {
        params: z.object({ slug: slugSchema, action: z.enum(['publish', 'unpublish']) }),
        response: { 200: operatorPageView },
      },
    },
    async (request) => content.publishPage(request.params.slug, request.params.action === 'publish'),
  );

  r.get(
    '/content/promotions',
    { config: pub, schema: { response: { 200: z.object({ data: z.array(operatorPromotionView) }) } } },
    async () => ({
      data: await content.allPromotions(),
    }),
  );
  r.post(
    '/content/promotions',
    { config: pub, schema: { body: promotionInput, response: { 201: operatorPromotionView } } },
    async (request, reply) => reply.code(201).send(await content.createPromotion(request.body)),
  );
  r.put('/content/promotions/order', { config: pub, schema: { body: orderInput } }, async (request) =>
    content.order('promotions', request.body.ids),
  );
  r.put(
    '/content/promotions/:id',
    {
      config: pub,
      schema: { params: idParams, body: promotionPatch, response: { 200: operatorPromotionView } },
    },
    async (request) => content.updatePromotion(request.params.id, request.body),
  );
  r.post(
    '/content/promotions/:id/:action',
    { config: pub, schema: { params: publishParams, response: { 200: operatorPromotionView } } },
    async (request) =>
      content.updatePromotion(request.params.id, { published: request.params.action === 'publish' }),
  );
}
