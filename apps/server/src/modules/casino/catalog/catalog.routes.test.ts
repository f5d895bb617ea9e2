// The lobby's calls: public catalog reads, favourites and recently played, and the drawn thumbnails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameId, startGame } from '../../../test/casino.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { testPlayer } from '../../../test/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const publicGet = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });

describe('casino catalog', () => {
  it('lists, searches and filters games without signing', async () => {
    const all = await publicGet('/api/v2/games/12/list');
    expect(all.statusCode).toBe(200);
    const games = all.json().data as { slug: string; provider: { id: number }; category: { slug: string } }[];
    expect(games.map((g) => g.slug)).toEqual([
      'starlight-reels',
      'european-roulette',
      'dice',
      'mines',
      'blackjack',
      'crash',
    ]);
    expect(all.json().data[0]).toMatchObject({
      name: 'Starlight Reels',
      provider: { slug: 'slipstream', name: 'Slipstream Originals' },
      category: { slug: 'slots', name: 'Slots' },
      thumbnail: '/casino-art/starlight-reels.svg',
      rtp: 96.14,
      volatility: 'medium',
      demo: true,
      tags: ['new', 'popular'],
      minBet: 0.1,
      maxBet: 5_000,
    });
    const search = await publicGet('/api/v2/games/12/game-list?gameName=ROUL');
    expect(search.json().data.map((g: { slug: string }) => g.slug)).toEqual(['european-roulette']);
    expect((await publicGet('/api/v2/games/12/game-list?gameName=%25')).json().data).toEqual([]);

    const categories = await t.call({ method: 'POST', url: '/api/v2/games/categories', body: {} });
    const bySlug = new Map(
      (categories.json().data as { slug: string; id: number; gameCount: number }[]).map((c) => [c.slug, c]),
    );
    expect([...bySlug.keys()]).toEqual(['slots', 'table-games', 'crash', 'instant-win', 'new', 'popular']);
    expect(bySlug.get('popular')!.gameCount).toBe(3);
    const popular = await publicGet(`/api/v2/games/12/list?categoryId=${bySlug.get('popular')!.id}`);
    expect(popular.json().data.map((g: { slug: string }) => g.slug)).toEqual([
      'starlight-reels',
      'european-roulette',
      'dice',
    ]);
    const instant = await publicGet(`/api/v2/games/12/list?categoryId=${bySlug.get('instant-win')!.id}`);
    expect(instant.json().data.map((g: { slug: string }) => g.slug)).toEqual(['dice', 'mines']);

    const providers = await publicGet('/api/v2/games/provider');
    expect(providers.json().data).toEqual([
      {
        id: games[0]!.provider.id,
        slug: 'slipstream',
        name: 'Slipstream Originals',
        logo: '/casino-art/provider-slipstream.svg',
        gameCount: 6,
      },
    ]);
    const byProvider = await publicGet(`/api/v2/games/12/list?providerId=${games[0]!.provider.id}`);
    expect(byProvider.json().data).toHaveLength(6);
    const promotions = await publicGet('/api/v2/games/promotions');
    expect(promotions.json().data[0]).toMatchObject({
      slug: 'starlight-free-spins',
      game: { slug: 'starlight-reels' },
    });
  });

  it('serves drawn thumbnails', async () => {
    const art = await t.app.inject({ method: 'GET', url: '/casino-art/dice.svg' });
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(art.body).toMatch(/^<svg[^>]+aria-label="Dice"/);
    expect(
      (await t.app.inject({ method: 'GET', url: '/casino-art/provider-slipstream.svg' })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/casino-art/nope.svg' })).statusCode).toBe(404);
  });

  it('keeps favourites and recently played per player', async () => {
    const who = await testPlayer(t);
    expect((await t.call({ url: '/api/v2/games/favourites' })).statusCode).toBe(401);
    const dice = await gameId(t, 'dice');
    const mines = await gameId(t, 'mines');
    await t.call({
      method: 'POST',
      url: '/api/v2/games/favourites',
      token: who.token,
      body: { gameId: dice },
    });
    const added = await t.call({
      method: 'POST',
      url: '/api/v2/games/favourites',
      token: who.token,
      body: { gameId: mines },
    });
    expect(
      added
        .json()
        .data.map((g: { slug: string }) => g.slug)
        .sort(),
    ).toEqual(['dice', 'mines']);
    const removed = await t.call({
      method: 'DELETE',
      url: `/api/v2/games/favourites/${dice}`,
      token: who.token,
    });
    expect(removed.json().data.map((g: { slug: string }) => g.slug)).toEqual(['mines']);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/v2/games/favourites',
          token: who.token,
          body: { gameId: 999_999 },
        })
      ).statusCode,
    ).toBe(404);

    await startGame(t, who, 'dice', 'demo');
    const recent = await t.call({ url: '/api/v2/games/recent', token: who.token });
    expect(recent.json().data).toHaveLength(1);
    expect(recent.json().data[0]).toMatchObject({ slug: 'dice' });
    expect(recent.json().data[0].playedAt).toMatch(/^\d{4}-/);
  });
});
