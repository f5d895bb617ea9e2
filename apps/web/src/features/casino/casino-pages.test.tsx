// The casino lobby in the app: game cards (lazy thumbnails, RTP, badges, play links), category tabs
// and their pages, search as you type, the providers, a player's favourites, and a failed load.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { useAuthStore } from '../../stores/auth-store.ts';
import { casinoApi, DICE, json, REELS, ROULETTE } from './casino-test-data.test-helper.ts';

// The first render waits for the screen's lazy chunk to compile.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 30_000 });

describe('casino lobby', () => {
  it('shows every game as a card that links to its play page', async () => {
    const api = casinoApi();
    renderApp('/Games', api.handler);
    const grid = await screen.findByRole('list', { name: 'All games' });
    const cards = within(grid).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const reels = within(grid).getByRole('link', { name: 'Starlight Reels' });
    expect(reels.getAttribute('href')).toBe('/Games/starlight-reels/1/Play');
    expect(reels.getAttribute('aria-describedby')).toBeTruthy();
    const card = within(cards[0]!);
    expect(card.getByText('RTP 96.14% · Medium volatility')).toBeTruthy();
    expect(card.getByText('New')).toBeTruthy();
    expect(card.getByText('Popular')).toBeTruthy();
    expect(card.getByText('Demo')).toBeTruthy();
    const img = cards[0]!.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/casino-art/starlight-reels.svg');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['400', '300']);
    // A visitor has no favourites to keep.
    expect(screen.queryByRole('button', { name: /^Favourite/ })).toBeNull();
  });

  it('moves between categories with the tabs', async () => {
    const api = casinoApi({
      'GET games/12/list': ({ query }) => json({ data: query.get('categoryId') === '2' ? [ROULETTE] : [] }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/Games', api.handler);
    const tabs = await screen.findByRole('navigation', { name: 'Game categories' });
    await within(tabs).findByRole('link', { name: 'Table games' });
    expect(within(tabs).getByRole('link', { name: 'All games' }).getAttribute('aria-current')).toBe('page');
    await user.click(within(tabs).getByRole('link', { name: 'Table games' }));

    expect(router.state.location.pathname).toBe('/Games/Category/2/table-games');
    await screen.findByRole('heading', { level: 1, name: 'Table games' });
    const grid = await screen.findByRole('list', { name: 'Table games games' });
    expect(
      within(grid)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([expect.stringContaining('European Roulette')]);
    expect(api.of('GET', 'games/12/list')[0]?.query.get('categoryId')).toBe('2');
    const current = screen.getByRole('navigation', { name: 'Game categories' });
    expect(within(current).getByRole('link', { name: 'Table games' }).getAttribute('aria-current')).toBe(
      'page',
    );

    await user.click(within(current).getByRole('link', { name: 'Slots' }));
    expect(await screen.findByText('No games in this category yet')).toBeTruthy();
  });

  it('searches as the player types, once the typing pauses', async () => {
    const api = casinoApi({
      'GET games/12/game-list': ({ query }) => {
        const name = query.get('gameName')?.toLowerCase();
        const all = [REELS, ROULETTE, DICE];
        return json({ data: name ? all.filter((g) => g.name.toLowerCase().includes(name)) : all });
      },
    });
    const user = userEvent.setup();
    renderApp('/Games', api.handler);
    await screen.findByRole('list', { name: 'All games' });
    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), 'roul');

    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(1);
    expect(within(results).getByRole('link', { name: 'European Roulette' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '1 game for “roul”' })).toBeTruthy();
    // One call for the paused word, none per key.
    const searches = api.of('GET', 'games/12/game-list').filter((c) => c.query.has('gameName'));
    expect(searches.map((c) => c.query.get('gameName'))).toEqual(['roul']);
    // A public read: no signing headers.
    expect(Object.keys(searches[0]!.headers)).toEqual(['Accept']);

    await user.clear(screen.getByRole('searchbox', { name: 'Search games' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), 'zzz');
    expect(await screen.findByText('No games match “zzz”')).toBeTruthy();
    await user.clear(screen.getByRole('searchbox', { name: 'Search games' }));
    expect(await screen.findByRole('list', { name: 'All games' })).toBeTruthy();
  });

  it('says why the games did not load and retries', async () => {
    let fail = true;
    const api = casinoApi({
      'GET games/12/game-list': () =>
        fail ? json({ message: 'The casino is resting.' }, 503) : json({ data: [REELS] }),
    });
    const user = userEvent.setup();
    renderApp('/Games', api.handler);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("We couldn't load the games")).toBeTruthy();
    expect(within(alert).getByText('The casino is resting.')).toBeTruthy();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Starlight Reels' })).toBeTruthy();
  });

  it('lists the providers and one provider’s games', async () => {
    const api = casinoApi({ 'GET games/12/list': () => json({ data: [REELS, DICE] }) });
    const user = userEvent.setup();
    const { router } = renderApp('/Games/Providers', api.handler);
    const list = await screen.findByRole('list', { name: 'Game providers' });
    const link = within(list).getByRole('link', { name: /Slipstream Originals/ });
    expect(link.textContent).toContain('3 games');
    expect(link.querySelector('img')?.getAttribute('src')).toBe('/casino-art/provider-slipstream.svg');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/Games/Provider/1/slipstream-originals');
    const grid = await screen.findByRole('list', { name: 'Games by Slipstream Originals' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2);
    expect(api.of('GET', 'games/12/list')[0]?.query.get('providerId')).toBe('1');
  });

  it('shows a player’s favourites and recently played, and stars a game', async () => {
    useAuthStore.getState().loginSucceeded('test-token', '2348030000000');
    let favourites = [ROULETTE];
    const api = casinoApi({
      'GET games/favourites': () => json({ data: favourites }),
      'POST games/favourites': ({ body }) => {
        const { gameId } = body as { gameId: number };
        favourites = [...favourites, ...[REELS, ROULETTE, DICE].filter((g) => g.id === gameId)];
        return json({ data: favourites });
      },
      'GET games/recent': () => json({ data: [{ ...DICE, playedAt: '2026-11-21T10:00:00.000Z' }] }),
    });
    const user = userEvent.setup();
    renderApp('/Games', api.handler);
    const starred = await screen.findByRole('list', { name: 'Your favourites' });
    expect(within(starred).getByRole('link', { name: 'European Roulette' })).toBeTruthy();
    const recent = await screen.findByRole('list', { name: 'Recently played' });
    expect(within(recent).getByRole('link', { name: 'Dice' })).toBeTruthy();

    const all = await screen.findByRole('list', { name: 'All games' });
    const star = within(all).getByRole('button', { name: 'Favourite Starlight Reels' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    expect(
      within(all).getByRole('button', { name: 'Favourite European Roulette' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await user.click(star);
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    expect(api.of('POST', 'games/favourites')[0]?.body).toEqual({ gameId: 1 });
    expect(api.of('POST', 'games/favourites')[0]?.headers.Authorization).toBe('Bearer test-token');
    expect(
      within(screen.getByRole('list', { name: 'Your favourites' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  });
});
