// The favourites on home and in the sports menu: first on the page (the strip of those in play, then
// the block of those to come with the starred leagues and teams), first in the sports strip; nothing
// at all, and nothing asked, for a bettor without stars.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FavouriteViews } from '../../api/favourites.ts';
import { json, renderApp } from '../../test/render-app.tsx';
import { fixture, sportsApi } from '../../ui/sports-test-data.test-helper.ts';
import { useFavouritesStore } from './favourites-store.ts';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 30_000 });

const VIEWS: FavouriteViews = {
  matches: [
    fixture({
      matchId: 601,
      homeTeam: 'Arsenal',
      homeTeamId: 7,
      awayTeam: 'Chelsea',
      live: true,
      type: 'live',
      producerId: 1,
      status: 'live',
      score: '2:1',
      inPlayTime: "55'",
    }),
    fixture({ matchId: 602, homeTeam: 'Everton', awayTeam: 'Arsenal', awayTeamId: 7 }),
  ],
  teams: [{ id: 7, name: 'Arsenal', sport: { id: 1, name: 'Soccer' }, live: 1, upcoming: 1 }],
  leagues: [
    {
      id: 17,
      name: 'Premier League',
      sport: { id: 1, name: 'Soccer' },
      category: { id: 10, name: 'England', countryCode: 'GB' },
      live: 1,
      upcoming: 9,
    },
  ],
};

describe('favourites on home', () => {
  it('come first: the live strip, then the block with the leagues and teams; first in the sports menu', async () => {
    useFavouritesStore.setState({
      device: [
        { kind: 'team', id: 7 },
        { kind: 'league', id: 17 },
      ],
    });
    const asked: unknown[] = [];
    const { fetchMock } = renderApp(
      '/',
      sportsApi({
        'sports/favourites/view': () => json(VIEWS),
      }),
    );
    const strip = await screen.findByRole('region', { name: 'Your favourites in play' });
    expect(within(strip).getByRole('link', { name: /Arsenal - Chelsea, score 2 to 1/ })).toBeTruthy();
    expect(within(strip).getByRole('button', { name: /Arsenal - Chelsea 1X2 1, odds/ })).toBeTruthy();

    const heading = await screen.findByRole('heading', { name: 'Favourites', level: 2 });
    const liveNow = screen.getByRole('heading', { name: 'Live now', level: 2 });
    expect(heading.compareDocumentPosition(liveNow) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Favourite matches' }).textContent).toContain('Everton');
    const names = screen.getByRole('list', { name: 'Favourite leagues and teams' });
    expect(within(names).getByRole('link', { name: 'Premier League' }).getAttribute('href')).toBe(
      '/Sports/Prematch/Soccer/England/Premier-League',
    );
    expect(within(names).getByRole('button', { name: 'Remove Arsenal from favourites' })).toBeTruthy();

    const menu = screen.getByRole('navigation', { name: 'Sports' });
    const links = within(menu)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links.slice(0, 3)).toEqual(['Favourites', 'Premier League', 'Soccer120']);

    for (const [url, init] of fetchMock.mock.calls) {
      if (String(url).includes('favourites/view')) asked.push(JSON.parse(String(init?.body)));
    }
    expect(asked[0]).toEqual({
      favourites: [
        { kind: 'team', id: 7 },
        { kind: 'league', id: 17 },
      ],
    });
  });

  it('takes a match off at once when its team’s star is taken away', async () => {
    useFavouritesStore.setState({ device: [{ kind: 'team', id: 7 }] });
    renderApp('/', sportsApi({ 'sports/favourites/view': () => json({ ...VIEWS, leagues: [] }) }));
    const star = await within(
      await screen.findByRole('list', { name: 'Favourite leagues and teams' }),
    ).findByRole('button', { name: 'Remove Arsenal from favourites' });
    star.click();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Favourites', level: 2 })).toBeNull());
    expect(screen.queryByRole('region', { name: 'Your favourites in play' })).toBeNull();
  });

  it('ask nothing and show nothing for a bettor without stars', async () => {
    const { fetchMock } = renderApp('/', sportsApi({}));
    await screen.findByRole('heading', { name: 'Live now', level: 2 });
    expect(screen.queryByRole('heading', { name: 'Favourites', level: 2 })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('favourites'))).toBe(false);
  });
});
