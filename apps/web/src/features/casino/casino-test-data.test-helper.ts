// Test data for the casino screens: catalog rows as the server sends them, and fetch answered per
// casino call (by method and path under /api/v2), recording every call for the assertions.
import type { CasinoCategory, CasinoGame, CasinoProvider } from '../../api/casino.ts';
import { json, mockFetch } from '../../test/render-app.tsx';

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

export interface CasinoCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

export type CasinoRoutes = Record<string, (call: CasinoCall) => Response | Promise<Response>>;

/** The lobby's public reads answered with the data above, plus `routes` ("GET games/12/list"). */
export function casinoApi(routes: CasinoRoutes = {}) {
  const calls: CasinoCall[] = [];
  const all: CasinoRoutes = {
    'GET games/12/game-list': () => json({ data: [REELS, ROULETTE, DICE] }),
    'POST games/categories': () => json({ data: CATEGORIES }),
    'GET games/provider': () => json({ data: PROVIDERS }),
    'GET games/promotions': () => json({ data: [] }),
    ...routes,
  };
  const handler = async (url: string, init: RequestInit) => {
    const parsed = new URL(url, 'http://localhost');
    const path = parsed.pathname.replace(/^\/api\/v2\//, '');
    const method = init.method ?? 'GET';
    const call: CasinoCall = {
      method,
      path,
      query: parsed.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    return all[`${method} ${path}`]?.(call);
  };
  return {
    handler,
    calls,
    of: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
    install: () => mockFetch(handler),
  };
}
