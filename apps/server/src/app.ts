// buildApp(deps): the Fastify instance, with every API under /api/v2 (sports) and /api/product,
// the web app at every other path, and one error envelope. Tests drive it with inject().
import { randomUUID } from 'node:crypto';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { AppError } from '@slipstream/domain';
import { createServices, type AppDeps } from './context.ts';
import { publicBrokerUrl } from './broker/index.ts';
import { registerAuth } from './http/auth.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { registerSigning } from './http/signing.ts';
import { registerStaticWeb } from './http/static-web.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { betslipRoutes } from './modules/betslip/betslip.routes.ts';
import { createBets } from './modules/bets/bets.module.ts';
import { betsRoutes } from './modules/bets/bets.routes.ts';
import { otpRoutes } from './modules/otp/otp.routes.ts';
import { responsibleGamblingRoutes } from './modules/responsible-gambling/responsible-gambling.routes.ts';
import { sessionRoutes } from './modules/sessions/sessions.routes.ts';
import { bonusListRoutes, globalVariablesRoutes } from './modules/settings/settings.routes.ts';
import { smsOutboxRoutes } from './modules/sms/sms.routes.ts';
import { sportsRoutes } from './modules/sports/sports.routes.ts';
import { clientConfigRoutes, healthRoutes } from './modules/system/system.routes.ts';
import { bonusRoutes } from './modules/bonus/bonus.routes.ts';
import { createBonusService } from './modules/bonus/bonus.service.ts';
import { scheduleBonusSweep } from './modules/bonus/bonus-sweep.ts';
import { createCashbackService } from './modules/bonus/cashback.service.ts';
import { settingsOperatorRoutes } from './modules/bonus/settings-operator.routes.ts';
import { contentOperatorRoutes } from './modules/content/content-operator.routes.ts';
import { contentRoutes, mediaRoutes } from './modules/content/content.routes.ts';
import { createContentService } from './modules/content/content.service.ts';
import { seedContent } from './modules/content/seed/seed.ts';
import { CASINO_ART_PREFIX, CASINO_WALLET_PREFIX, createCasino } from './modules/casino/casino.module.ts';
import { createLedger } from './modules/ledger/ledger.service.ts';
import { publishBalances } from './modules/wallet/balance-topic.ts';
import { paymentRoutes } from './modules/wallet/payments/payments.routes.ts';
import {
  SANDBOX_GATEWAY_ID,
  SANDBOX_PAGE_PATH,
  SANDBOX_SIGNATURE_HEADER,
} from './modules/wallet/payments/sandbox/sandbox-gateway.ts';
import { sandboxRoutes } from './modules/wallet/payments/sandbox/sandbox.routes.ts';
import { createSandboxDesk } from './modules/wallet/payments/sandbox/sandbox.service.ts';
import { scheduleShopSweep } from './modules/wallet/shop/shop-sweep.ts';
import { shopRoutes } from './modules/wallet/shop/shop.routes.ts';
import { sandboxEnabled } from './modules/wallet/wallet-limits.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { createWalletService } from './modules/wallet/wallet.service.ts';
import { operatorRoutes } from './modules/wallet/withdrawals/operator.routes.ts';

export const SPORTS_API_PREFIX = '/api/v2';
export const PRODUCT_API_PREFIX = '/api/product';
/** Development helpers (the SMS outbox); never registered in production. */
export const DEV_API_PREFIX = '/api/dev';
/** Payment providers' webhooks, the operator API and the shop-agent API: each with its own authentication. */
export const PAYMENTS_API_PREFIX = '/api/payments';
export const OPERATOR_API_PREFIX = '/api/operator';
export const SHOP_API_PREFIX = '/api/shop';

export async function buildApp(
  deps: AppDeps,
  fastifyOptions: FastifyServerOptions = {},
): Promise<FastifyInstance> {
  const { config } = deps;
  const services = deps.services ?? createServices(config, deps.db);
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers["x-signature"]'],
    },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    forceCloseConnections: 'idle',
    ...fastifyOptions,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandler(app, config.BODY_LIMIT_BYTES);
  await registerSecurityHeaders(app, publicBrokerUrl(config));
  // Limits are declared per route (login, OTP, …); nothing is limited unless it asks to be.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) =>
      new AppError(
        'RATE_LIMITED',
        `Too many attempts. Please try again in ${Math.ceil(ctx.ttl / 1000)} seconds.`,
      ),
  });

  await app.register((scope) => healthRoutes(scope, deps));
  // On the root instance, so `request.user` and `app.requireUser` exist in every scope below.
  registerAuth(app, services.sessions);

  // The one ledger every money-moving module posts through; its balance events reach the header over MQTT.
  const ledger = createLedger({ db: deps.db, log: app.log });
  publishBalances(ledger, deps.broker);
  // Bonuses post through the same ledger; the wallet tells them when a deposit is credited.
  const bonus = createBonusService({ db: deps.db, ledger });
  const cashback = createCashbackService({ db: deps.db, ledger });
  const content = createContentService({ db: deps.db });
  // Bets price against the shared odds cache and move stakes and payouts through the same ledger.
  const bets = createBets({
    db: deps.db,
    ledger,
    cache: services.odds,
    config,
    settings: services.settings,
    assertMayGamble: (userId) => services.responsibleGambling.assertMayGamble(userId),
    broker: deps.broker,
    bonus,
    log: app.log,
  });
  app.decorate('bets', bets);
  // Casino money moves only through its seamless wallet, which posts through the same ledger.
  const casino = createCasino({
    db: deps.db,
    ledger,
    providerSecret: config.CASINO_PROVIDER_SECRET,
    currency: async () => (await services.settings.globalVariables()).CurrencyCode,
    publish: (topic, payload) => deps.broker.publish(topic, payload),
  });
  if (config.ROLE !== 'feed') casino.runCrashTable(app);
  const wallet = createWalletService({
    db: deps.db,
    ledger,
    config,
    responsibleGambling: services.responsibleGambling,
    log: app.log,
    onDepositCredited: (trx, deposit) => bonus.onDepositCredited(trx, deposit),
  });
  scheduleShopSweep(app, wallet.shop, config.SHOP_SWEEP_INTERVAL_SECONDS);
  scheduleBonusSweep(app, { bonus, cashback }, config.BONUS_SWEEP_INTERVAL_SECONDS);
  // onReady runs after main.ts has migrated the database; a failed seed must not stop the start.
  app.addHook('onReady', async () => {
    try {
      if (await seedContent(deps.db)) app.log.info('seeded the starting banners, pages and promotions');
    } catch (err) {
      app.log.warn({ err }, 'content seed failed');
    }
  });

  await registerSigning(app, {
    clientCode: config.CLIENT_CODE,
    maxAgeSeconds: config.SIGNATURE_MAX_AGE_SECONDS,
  });
  await app.register(
    async (api) => {
      // Sports-API modules register here (auth, sports, bets, wallet, content, casino).
      await globalVariablesRoutes(api, services.settings);
      await authRoutes(api, { config, auth: services.auth, profile: services.profile });
      await otpRoutes(api, services);
      await sessionRoutes(api, services.sessions);
      await responsibleGamblingRoutes(api, services);
      await walletRoutes(api, wallet);
      await sportsRoutes(api, services.sports);
      await betsRoutes(api, { bets, sessions: services.sessions });
      await contentRoutes(api, content);
      await bonusRoutes(api, { bonus, cashback });
      await casino.apiRoutes(api);
    },
    { prefix: SPORTS_API_PREFIX },
  );
  await app.register(
    async (api) => {
      await clientConfigRoutes(api, deps);
      // Product-API modules register here (split props, bonus list).
      await bonusListRoutes(api, services.settings);
      await betslipRoutes(api, services.settings);
    },
    { prefix: PRODUCT_API_PREFIX },
  );

  await app.register((scope) => paymentRoutes(scope, wallet.deposits), { prefix: PAYMENTS_API_PREFIX });
  await app.register(
    (scope) => operatorRoutes(scope, { withdrawals: wallet.withdrawals, operatorKey: config.OPERATOR_KEY }),
    {
      prefix: OPERATOR_API_PREFIX,
    },
  );
  await app.register((scope) => contentOperatorRoutes(scope, { content, operatorKey: config.OPERATOR_KEY }), {
    prefix: OPERATOR_API_PREFIX,
  });
  await app.register(
    (scope) =>
      settingsOperatorRoutes(scope, { settings: services.settings, operatorKey: config.OPERATOR_KEY }),
    { prefix: OPERATOR_API_PREFIX },
  );
  await app.register((scope) => mediaRoutes(scope, content));
  await app.register(casino.walletRoutes, { prefix: CASINO_WALLET_PREFIX });
  await app.register(casino.artRoutes, { prefix: CASINO_ART_PREFIX });
  await app.register((scope) => shopRoutes(scope, { shop: wallet.shop, agentKey: config.SHOP_AGENT_KEY }), {
    prefix: SHOP_API_PREFIX,
  });
  if (sandboxEnabled(config)) {
    await app.register(
      (scope) =>
        sandboxRoutes(scope, {
          desk: createSandboxDesk({
            db: deps.db,
            secret: config.PAYMENT_WEBHOOK_SECRET,
            now: () => new Date(),
            // The sandbox calls the app's webhook as a provider would, through the whole HTTP pipeline.
            deliverWebhook: async (rawBody, signature) => {
              const res = await app.inject({
                method: 'POST',
                url: `${PAYMENTS_API_PREFIX}/webhook/${SANDBOX_GATEWAY_ID}`,
                headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
                payload: rawBody,
              });
              if (res.statusCode !== 200)
                throw new Error(`webhook answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
            },
            log: app.log,
          }),
          currencyCode: async () => (await services.settings.globalVariables()).CurrencyCode,
        }),
      { prefix: SANDBOX_PAGE_PATH },
    );
  }

  if (config.NODE_ENV !== 'production') {
    await app.register((dev) => smsOutboxRoutes(dev, services), { prefix: DEV_API_PREFIX });
  }

  const sendIndex = await registerStaticWeb(app, config.WEB_DIST);
  app.get('/', { config: { public: true } }, (_request, reply) => sendIndex(reply));
  const noSuchEndpoint = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    return reply
      .code(404)
      .send({ message: `No such endpoint: ${request.method} ${path}`, code: 'NOT_FOUND' });
  };
  // Once the web app is built, its static wildcard route would take unknown /api paths (and the
  // signing check would answer 401); this more specific wildcard keeps them a public 404.
  app.all('/api/*', { config: { public: true } }, noSuchEndpoint);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/') || request.method !== 'GET')
      return noSuchEndpoint(request, reply);
    return sendIndex(reply);
  });
  return app;
}
