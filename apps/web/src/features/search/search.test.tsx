// The search of the sports header, in the whole app: the phone's full-screen search (opened by its
// button, focus inside, Escape closes it) searches once two letters are typed and the typing pauses,
// shows live then upcoming matches then leagues and teams, puts odds on the slip from the results,
// stars a team, never lets a late answer replace the current one, and remembers used searches. On a
// wide screen the box sits in the bar and its panel closes on Escape.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SearchAnswer } from '../../api/search.ts';
import { json, renderApp } from '../../test/render-app.tsx';
import { fixture, sportsApi } from '../../ui/sports-test-data.test-helper.ts';
import { useRecentSearches } from './recent-searches.ts';

// The first render waits for the screen's and the search's lazy chunks to compile.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 30_000 });

const live = fixture({
  matchId: 501,
  homeTeam: 'Arsenal',
  awayTeam: 'Chelsea',
  live: true,
  type: 'live',
  producerId: 1,
  status: 'live',
  score: '1:0',
  inPlayTime: "67'",
});
const upcoming = fixture({ matchId: 502, homeTeam: 'Everton', awayTeam: 'Arsenal' });

const found = (query: string, over: Partial<SearchAnswer> = {}): SearchAnswer => ({
  query,
  live: [live],
  upcoming: [upcoming],
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
  teams: [{ id: 7, name: 'Arsenal', sport: { id: 1, name: 'Soccer' }, live: 1, upcoming: 1 }],
  ...over,
});

/** Answers each search by its `q`, through `answer` (which may hold an answer back). */
function searchApi(answer: (q: string) => Response | Promise<Response>) {
  const asked: string[] = [];
  const handler = sportsApi({
    'sports/search': (url) => {
      const q = url.searchParams.get('q') ?? '';
      asked.push(q);
      return answer(q) as Response;
    },
  });
  return { asked, handler };
}

async function openSearch() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Search' }));
  const dialog = await screen.findByRole('dialog', { name: 'Search' });
  const box = within(dialog).getByRole('searchbox', { name: 'Search teams, leagues and matches' });
  await waitFor(() => expect(document.activeElement).toBe(box));
  return { user, dialog, box };
}

describe('the phone’s search', () => {
  it('finds matches, leagues and teams after two letters, in that order, and puts odds on the slip', async () => {
    const api = searchApi((q) => json(found(q)));
    renderApp('/Sports/Prematch/Soccer', api.handler);
    const { user, dialog, box } = await openSearch();

    await user.type(box, 'a');
    expect(within(dialog).getByText('Type at least 2 letters of a team or a league.')).toBeTruthy();
    await user.type(box, 'rsnal');
    await within(dialog).findByRole('heading', { name: 'Live' });
    // One request, for the text as it stood when the typing paused.
    expect(api.asked).toEqual(['arsnal']);
    const headings = within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(headings).toEqual(['Live', 'Upcoming', 'Leagues', 'Teams']);
    expect(
      within(dialog)
        .getByRole('link', { name: /Premier League/ })
        .getAttribute('href'),
    ).toBe('/Sports/Prematch/Soccer/England/Premier-League');

    const odds = within(dialog).getByRole('button', { name: 'Everton - Arsenal 1X2 1, odds 2.10' });
    await user.click(odds);
    // On the slip, as from any list.
    await waitFor(() => expect(odds.getAttribute('aria-pressed')).toBe('true'));
    expect(JSON.stringify(JSON.parse(localStorage.getItem('slipstream.betslip') ?? '{}'))).toContain('502');
    // A search that was used is remembered.
    expect(useRecentSearches.getState().searches).toEqual(['arsnal']);

    await user.click(within(dialog).getByRole('button', { name: 'Add Arsenal to favourites' }));
    expect(JSON.parse(localStorage.getItem('slipstream.favourites') ?? '{}')).toEqual({
      state: { device: [{ kind: 'team', id: 7 }] },
      version: 1,
    });
    expect(
      within(dialog)
        .getByRole('button', { name: 'Remove Arsenal from favourites' })
        .getAttribute('aria-pressed'),
    ).toBe('true');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search' })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Search' }));
  });

  it('never lets a late answer to an earlier text replace the current one', async () => {
    let releaseFirst: () => void = () => {};
    const api = searchApi((q) =>
      q === 'che'
        ? new Promise<Response>((resolve) => {
            releaseFirst = () => resolve(json(found('che', { teams: [], leagues: [], upcoming: [] })));
          })
        : json(found(q, { live: [], leagues: [] })),
    );
    renderApp('/Sports/Prematch/Soccer', api.handler);
    const { user, dialog, box } = await openSearch();
    await user.type(box, 'che');
    await waitFor(() => expect(api.asked).toEqual(['che']));
    await user.type(box, 'lsea');
    await within(dialog).findByRole('heading', { name: 'Teams' });
    releaseFirst();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(dialog).queryByRole('heading', { name: 'Live' })).toBeNull();
    expect(within(dialog).getByRole('heading', { name: 'Teams' })).toBeTruthy();
  });

  it('says when nothing is found, and offers recent searches while the box is empty', async () => {
    useRecentSearches.setState({ searches: ['madrid', 'arsenal'] });
    const api = searchApi((q) => json(found(q, { live: [], upcoming: [], leagues: [], teams: [] })));
    renderApp('/Sports/Prematch/Soccer', api.handler);
    const { user, dialog, box } = await openSearch();

    const recent = within(dialog).getByRole('region', { name: 'Recent searches' });
    await user.click(within(recent).getByRole('button', { name: 'Remove madrid from recent searches' }));
    expect(useRecentSearches.getState().searches).toEqual(['arsenal']);
    await user.click(within(recent).getByRole('button', { name: 'arsenal' }));
    expect((box as HTMLInputElement).value).toBe('arsenal');
    await within(dialog).findByText('Nothing found for “arsenal”');

    await user.click(within(dialog).getByRole('button', { name: 'Clear search' }));
    await user.click(within(dialog).getByRole('button', { name: 'Clear recent searches' }));
    expect(useRecentSearches.getState().searches).toEqual([]);
  });
});

describe('the wide screen’s search box', () => {
  it('sits in the header bar; its results close on Escape, from the box or the results', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('min-width'),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const api = searchApi((q) => json(found(q)));
    renderApp('/Sports/Prematch/Soccer', api.handler);
    const user = userEvent.setup();
    const box = await screen.findByRole('searchbox', { name: 'Search teams, leagues and matches' });
    expect(box.closest('.site-header__bar')).not.toBeNull();
    await user.type(box, 'arsenal');
    const panel = await screen.findByRole('region', { name: 'Search results' });
    await within(panel).findByRole('heading', { name: 'Upcoming' });
    // From the results too (focus on a price just tapped), back to the box.
    await user.click(within(panel).getByRole('button', { name: 'Everton - Arsenal 1X2 X, odds 3.30' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Search results' })).toBeNull();
    expect(document.activeElement).toBe(box);
  });
});
