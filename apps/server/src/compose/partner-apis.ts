// The APIs called by others than players, each with its own authentication: payment providers'
// webhooks (and the sandbox gateway outside production), the operator's back office, shop agents,
// casino providers' wallet callbacks; plus uploaded media, the casino's drawn art and, outside
// production, the development SMS outbox.
import type { FastifyInstance } from 'fastify';
import { bonusOperatorRoutes } from '../modules/bonus/bonus-operator.routes.ts';
import { settingsOperatorRoutes } from '../modules/bonus/settings-operator.routes.ts';
import { CASINO_ART_PREFIX, CASINO_WALLET_PREFIX } from '../modules/casino/casino.module.ts';
import { contentOperatorRoutes } from '../modules/content/content-operator.routes.ts';
import { mediaRoutes } from '../modules/content/content.routes.ts';
import { smsOutboxRoutes } from '../modules/sms/sms.routes.ts';
import { paymentRoutes } from '../modules/wallet/payments/payments.routes.ts';
import {
  SANDBOX_GATEWAY_ID,
  SANDBOX_PAGE_PATH,
  SANDBOX_SIGNATURE_HEADER,
} from '../modules/wallet/payments/sandbox/sandbox-gateway.ts';
import { sandboxRoutes } from '../modules/wallet/payments/sandbox/sandbox.routes.ts';
import { createSandboxDesk } from '../modules/wallet/payments/sandbox/sandbox.service.ts';
import { shopRoutes } from '../modules/wallet/shop/shop.routes.ts';
import { sandboxEnabled } from '../modules/wallet/wallet-limits.ts';
import { operatorRoutes } from '../modules/wallet/withdrawals/operator.routes.ts';
import { DEV_API_PREFIX, OPERATOR_API_PREFIX, PAYMENTS_API_PREFIX, SHOP_API_PREFIX } from './prefixes.ts';
import type { Modules, SharedParts } from './server.ts';

export async function registerPartnerApis(
  app: FastifyInstance,
  { config, db }: SharedParts,
  modules: Modules,
): Promise<void> {
  const { wallet, content, casino, settings } = modules;
  const { bonus } = modules.bonus;
  const operatorKey = config.OPERATOR_KEY;

  await app.register((scope) => paymentRoutes(scope, wallet.deposits), { prefix: PAYMENTS_API_PREFIX });
  await app.register(
    async (operator) => {
      await operator.register((scope) =>
        operatorRoutes(scope, { withdrawals: wallet.withdrawals, operatorKey }),
      );
      await operator.register((scope) => contentOperatorRoutes(scope, { content, operatorKey }));
      await operator.register((scope) => settingsOperatorRoutes(scope, { settings, operatorKey }));
      await operator.register((scope) => bonusOperatorRoutes(scope, { bonus, operatorKey }));
    },
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
            db,
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
          currencyCode: async () => (await settings.globalVariables()).CurrencyCode,
        }),
      { prefix: SANDBOX_PAGE_PATH },
    );
  }
  if (config.NODE_ENV !== 'production') {
    await app.register((dev) => smsOutboxRoutes(dev, { outbox: modules.sms.outbox, settings }), {
      prefix: DEV_API_PREFIX,
    });
  }
}
