// The sports module: the sports API's reads (menu, listings, a fixture's lines), all served from the
// odds cache the feed fills.
import type { OddsCache } from '../market-data/odds-cache.ts';
import { createSportsService, type SportsService } from './sports.service.ts';

export interface SportsModuleDeps {
  odds: OddsCache;
}

export type SportsModule = SportsService;

export function createSportsModule(deps: SportsModuleDeps): SportsModule {
  return createSportsService({ cache: deps.odds });
}
