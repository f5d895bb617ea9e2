// The signed APIs the web app calls: the sports API under /api/v2 and the product API under
// /api/product (SPEC.md §7).
import type { FastifyInstance } from 'fastify';
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
import { PRODUCT_API_PREFIX, SPORTS_API_PREFIX } from './prefixes.ts';
import type { Modules, SharedParts } from './server.ts';

export async function registerPlayerApis(
  app: FastifyInstance,
  { config, db, broker, odds }: SharedParts,
  modules: Modules,
): Promise<void> {
  const { settings, sessions } = modules;
  await app.register(
    async (api) => {
      await globalVariablesRoutes(api, settings, {
        MinStake: config.BET_MIN_STAKE,
        MaxStake: config.BET_MAX_STAKE,
        MaxPayout: config.BET_MAX_PAYOUT,
        LiveBetDelayMs: config.BET_LIVE_DELAY_MS,
      });
      await authRoutes(api, { config, ...modules.auth });
      await otpRoutes(api, { otp: modules.otp, settings });
      await sessionRoutes(api, sessions, broker);
      await responsibleGamblingRoutes(api, { responsibleGambling: modules.responsibleGambling, settings });
      await walletRoutes(api, modules.wallet);
      await sportsRoutes(api, modules.sports);
      await searchRoutes(api, { db, odds });
      await favouriteRoutes(api, { db, odds });
      await matchCentreRoutes(api, { db, odds });
      await betsRoutes(api, { bets: modules.bets, sessions });
      await contentRoutes(api, modules.content);
      await bonusRoutes(api, modules.bonus);
      await modules.casino.apiRoutes(api);
    },
    { prefix: SPORTS_API_PREFIX },
  );
  await app.register(
    async (api) => {
      await clientConfigRoutes(api, { config });
      await bonusListRoutes(api, settings);
      await betslipRoutes(api, settings);
    },
    { prefix: PRODUCT_API_PREFIX },
  );
}
