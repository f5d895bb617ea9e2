// Test data for the casino screens: catalog rows as the server sends them, and fetch answered per
// casino call (by method and path under /api/v2), recording every call for the assertions.
import type { CasinoCategory, CasinoGame, CasinoProvider } from '../../api/casino.ts';
import { apiRoutes, json, mockFetch, type ApiRoutes } from '../../test/mock-fetch.ts';

export { json };

const provider = { id: 1, slug: 'slipstream', name: 'Slipstream Originals' };

export function game(over: Partial<CasinoGame> & Pick<CasinoGame, 'id' | 'slug' | 'name'>): CasinoGame {
  return {
    description: `${over.name} description`,
    provider,
    category: { id: 1, slug: 'slots', name: 'Slots' },
    thumbnail: `/casino-art/${over.slug}.svg`,
    rtp: 96.14,
    volatility: 'medium',
    demo: true,
    tags: [],
    minBet: 0.1,
    maxBet: 5000,
    ...over,
  };
}

export const REELS = game({
  id: 1,
  slug: 'starlight-reels',
  name: 'Starlight Reels',
  tags: ['new', 'popular'],
});
export const ROULETTE = game({
  id: 2,
  slug: 'european-roulette',
  name: 'European Roulette',
  rtp: 97.3,
  volatility: 'low',
  tags: ['popular'],
  category: { id: 2, slug: 'table-games', name: 'Table games' },
});
export const DICE = game({
  id: 5,
  slug: 'dice',
  name: 'Dice',
  rtp: 99,
  volatility: 'low',
  category: { id: 4, slug: 'instant-win', name: 'Instant win' },
});

export const CATEGORIES: CasinoCategory[] = [
  { id: 1, slug: 'slots', name: 'Slots', tag: null, gameCount: 1 },
  { id: 2, slug: 'table-games', name: 'Table games', tag: null, gameCount: 1 },
  { id: 5, slug: 'new', name: 'New', tag: 'new', gameCount: 1 },
];

export const PROVIDERS: CasinoProvider[] = [
  { ...provider, logo: '/casino-art/provider-slipstream.svg', gameCount: 3 },
];

export type { ApiCall as CasinoCall, ApiRoutes as CasinoRoutes } from '../../test/mock-fetch.ts';

/** The lobby's public reads answered with the data above, plus `routes` ("GET games/12/list"). */
export function casinoApi(routes: ApiRoutes = {}) {
  const all: ApiRoutes = {
    'GET games/12/game-list': () => json({ data: [REELS, ROULETTE, DICE] }),
    'POST games/categories': () => json({ data: CATEGORIES }),
    'GET games/provider': () => json({ data: PROVIDERS }),
    'GET games/promotions': () => json({ data: [] }),
    ...routes,
  };
  const api = apiRoutes(all);
  return {
    ...api,
    install: () => mockFetch(api.handler),
  };
}
