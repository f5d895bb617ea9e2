// The operator's content API at /api/operator/content: upload images, create and edit banners,
// pages and promotions, publish, unpublish and order them.
import { operator as contract } from '@slipstream/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/endpoint-route.ts';
import { operatorGuard } from '../../http/operator-guard.ts';
import type { ContentService } from './content.service.ts';

export async function contentOperatorRoutes(
  app: FastifyInstance,
  deps: { content: ContentService; operatorKey: string },
): Promise<void> {
  app.addHook('onRequest', operatorGuard(deps.operatorKey));
  const { content } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const pub = { public: true };

  r.route({
    ...routeOf(contract.uploadMedia),
    config: pub,
    handler: async (request, reply) => {
      const base64 = request.body.data.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
      if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) {
        return reply.code(400).send({ message: 'data must be base64.', code: 'VALIDATION_FAILED' });
      }
      return reply
        .code(201)
        .send(await content.uploadMedia(Buffer.from(base64, 'base64'), request.body.contentType));
    },
  });

  r.route({
    ...routeOf(contract.banners),
    config: pub,
    handler: async () => ({ data: await content.allBanners() }),
  });
  r.route({
    ...routeOf(contract.createBanner),
    config: pub,
    handler: async (request, reply) => reply.code(201).send(await content.createBanner(request.body)),
  });
  r.route({
    ...routeOf(contract.orderBanners),
    config: pub,
    handler: async (request) => content.order('banners', request.body.ids),
  });
  r.route({
    ...routeOf(contract.updateBanner),
    config: pub,
    handler: async (request) => content.updateBanner(request.params.id, request.body),
  });
  r.route({
    ...routeOf(contract.publishBanner),
    config: pub,
    handler: async (request) =>
      content.updateBanner(request.params.id, { published: request.params.action === 'publish' }),
  });

  r.route({
    ...routeOf(contract.pages),
    config: pub,
    handler: async () => ({ data: await content.allPages() }),
  });
  r.route({
    ...routeOf(contract.putPage),
    config: pub,
    handler: async (request) => content.putPage(request.params.slug, request.body),
  });
  r.route({
    ...routeOf(contract.publishPage),
    config: pub,
    handler: async (request) => content.publishPage(request.params.slug, request.params.action === 'publish'),
  });

  r.route({
    ...routeOf(contract.promotions),
    config: pub,
    handler: async () => ({ data: await content.allPromotions() }),
  });
  r.route({
    ...routeOf(contract.createPromotion),
    config: pub,
    handler: async (request, reply) => reply.code(201).send(await content.createPromotion(request.body)),
  });
  r.route({
    ...routeOf(contract.orderPromotions),
    config: pub,
    handler: async (request) => content.order('promotions', request.body.ids),
  });
  r.route({
    ...routeOf(contract.updatePromotion),
    config: pub,
    handler: async (request) => content.updatePromotion(request.params.id, request.body),
  });
  r.route({
    ...routeOf(contract.publishPromotion),
    config: pub,
    handler: async (request) =>
      content.updatePromotion(request.params.id, { published: request.params.action === 'publish' }),
  });
}
