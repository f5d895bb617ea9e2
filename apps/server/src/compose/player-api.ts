// The signed APIs the web app calls: the sports API under /api/v2 and the product API under
// /api/product (SPEC.md §7).
import type { FastifyInstance } from 'fastify';
import type { AppDeps, AppServices as Services } from '../context.ts';
import { authRoutes } from '../modules/auth/auth.routes.ts';
import { betslipRoutes } from '../modules/betslip/betslip.routes.ts';
import { betsRoutes } from '../modules/bets/bets.routes.ts';
import { bonusRoutes } from '../modules/bonus/bonus.routes.ts';
import { contentRoutes } from '../modules/content/content.routes.ts';
import { favouriteRoutes } from '../modules/favourites/favourites.routes.ts';
import { matchCentreRoutes } from '../modules/match-centre/match-centre.routes.ts';
import { otpRoutes } from '../modules/otp/otp.routes.ts';
import { responsibleGamblingRoutes } from '../modules/responsible-gambling/responsible-gambling.routes.ts';
import { searchRoutes } from '../modules/search/search.routes.ts';
import { sessionRoutes } from '../modules/sessions/sessions.routes.ts';
import { bonusListRoutes, globalVariablesRoutes } from '../modules/settings/settings.routes.ts';
import { sportsRoutes } from '../modules/sports/sports.routes.ts';
import { clientConfigRoutes } from '../modules/system/system.routes.ts';
import { walletRoutes } from '../modules/wallet/wallet.routes.ts';
import type { Modules } from './modules.ts';
import { PRODUCT_API_PREFIX, SPORTS_API_PREFIX } from './prefixes.ts';

export async function registerPlayerApis(
  app: FastifyInstance,
  deps: AppDeps,
  services: Services,
  modules: Modules,
): Promise<void> {
  const { config } = deps;
  await app.register(
    async (api) => {
      await globalVariablesRoutes(api, services.settings, {
        MinStake: config.BET_MIN_STAKE,
        MaxStake: config.BET_MAX_STAKE,
        MaxPayout: config.BET_MAX_PAYOUT,
        LiveBetDelayMs: config.BET_LIVE_DELAY_MS,
      });
      await authRoutes(api, { config, auth: services.auth, profile: services.profile });
      await otpRoutes(api, services);
      await sessionRoutes(api, services.sessions, deps.broker);
      await responsibleGamblingRoutes(api, services);
      await walletRoutes(api, modules.wallet);
      await sportsRoutes(api, services.sports);
      await searchRoutes(api, { db: deps.db, odds: services.odds });
      await favouriteRoutes(api, { db: deps.db, odds: services.odds });
      await matchCentreRoutes(api, { db: deps.db, odds: services.odds });
      await betsRoutes(api, { bets: modules.bets, sessions: services.sessions });
      await contentRoutes(api, modules.content);
      await bonusRoutes(api, modules);
      await modules.casino.apiRoutes(api);
    },
    { prefix: SPORTS_API_PREFIX },
  );
  await app.register(
    async (api) => {
      await clientConfigRoutes(api, deps);
      await bonusListRoutes(api, services.settings);
      await betslipRoutes(api, services.settings);
    },
    { prefix: PRODUCT_API_PREFIX },
  );
}
