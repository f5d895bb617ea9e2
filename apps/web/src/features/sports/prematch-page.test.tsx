// The sport's pre-match list: grouped by category and tournament, time filters sent to the API,
// paging, and the empty and error states.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, renderApp } from '../../test/render-app.tsx';
import { fixture, ONE_X_TWO, sportsApi } from '../../ui/sports-test-data.test-helper.ts';

// The first render waits for the screen's lazy chunk to compile.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 30_000 });

const prematch = (fixtures: unknown[], over: Record<string, unknown> = {}) =>
  json({
    sport: { id: 1, name: 'Soccer' },
    market: ONE_X_TWO,
    page: 1,
    perPage: 50,
    total: fixtures.length,
    totalPages: 1,
    fixtures,
    ...over,
  });

const CATEGORIES = () =>
  json({
    sport: { id: 1, name: 'Soccer' },
    categories: [{ id: 10, name: 'England', countryCode: 'GB', total: 3, live: 0, prematch: 3 }],
  });

describe('pre-match list', () => {
  it('groups fixtures by category and tournament with the main market odds', async () => {
    renderApp(
      '/Sports/Prematch/Soccer',
      sportsApi({
        'sports/categories/1': CATEGORIES,
        'sports/highlight/prematch/1': () =>
          prematch([
            fixture({ homeTeam: 'Arsenal', awayTeam: 'Chelsea' }),
            fixture({
              homeTeam: 'Lyon',
              awayTeam: 'Nice',
              category: 'France',
              tournament: 'Ligue 1',
              tournamentId: 200,
            }),
            fixture({ homeTeam: 'Everton', awayTeam: 'Fulham' }),
          ]),
      }),
    );
    const list = await screen.findByRole('list', { name: 'Soccer fixtures' });
    const items = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items[0]).toContain('England · Premier League');
    expect(items[1]).toContain('Arsenal');
    expect(items[2]).toContain('Everton');
    expect(items[3]).toContain('France · Ligue 1');
    expect(
      (within(list).getByRole('button', { name: /Arsenal - Chelsea 1X2 1, odds 2.10/ }) as HTMLButtonElement)
        .disabled,
    ).toBe(false);
    expect(
      within(screen.getByRole('navigation', { name: 'Soccer countries' }))
        .getByRole('link', { name: /England/ })
        .getAttribute('href'),
    ).toBe('/Sports/Prematch/Soccer/England');
  });

  it('sends the time filter to the API and shows an empty state when nothing matches', async () => {
    const asked: URLSearchParams[] = [];
    renderApp(
      '/Sports/Prematch/Soccer',
      sportsApi({
        'sports/categories/1': CATEGORIES,
        'sports/highlight/prematch/1': (url) => {
          asked.push(url.searchParams);
          return prematch(url.searchParams.get('hours') === '3' ? [] : [fixture()]);
        },
      }),
    );
    await screen.findByRole('list', { name: 'Soccer fixtures' });
    await userEvent.click(screen.getByRole('button', { name: 'Next 3h' }));
    expect(await screen.findByText('No fixtures match this filter')).toBeTruthy();
    const last = asked.at(-1);
    expect(last?.get('hours')).toBe('3');
    expect(last?.get('upcoming')).toBe('1');
    expect(last?.get('perPage')).toBe('50');

    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(asked.at(-1)?.get('today')).toBe('1'));
  });

  it('loads the next page on Load more', async () => {
    renderApp(
      '/Sports/Prematch/Soccer',
      sportsApi({
        'sports/categories/1': CATEGORIES,
        'sports/highlight/prematch/1': (url) => {
          const page = Number(url.searchParams.get('page'));
          return prematch([fixture({ homeTeam: `Team page ${page}` })], {
            page,
            total: 2,
            totalPages: 2,
            perPage: 50,
          });
        },
      }),
    );
    expect(await screen.findByText('Showing 1 of 2')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Team page 2')).toBeTruthy();
    expect(screen.getByText('Showing 2 of 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says the API failed and retries', async () => {
    let fail = true;
    renderApp(
      '/Sports/Prematch/Soccer',
      sportsApi({
        'sports/categories/1': CATEGORIES,
        'sports/highlight/prematch/1': () =>
          fail
            ? json({ message: 'Sports service unavailable', code: 'UNAVAILABLE' }, 503)
            : prematch([fixture({ homeTeam: 'Back Again' })]),
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Sports service unavailable');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back Again')).toBeTruthy();
  });
});

describe('category and tournament views', () => {
  it('resolves the slugs to ids and lists the tournament fixtures', async () => {
    renderApp(
      '/Sports/Prematch/Soccer/England/Premier-League',
      sportsApi({
        'sports/categories/1': CATEGORIES,
        'sports/tournaments/10': () =>
          json({
            sport: { id: 1, name: 'Soccer' },
            category: { id: 10, name: 'England', countryCode: 'GB' },
            tournaments: [
              { id: 100, name: 'Premier League', top: true, total: 1, live: 0, prematch: 1 },
              { id: 101, name: 'Championship', top: false, total: 1, live: 0, prematch: 1 },
            ],
          }),
        'sports/get-fixtures/100': () =>
          json({
            sport: { id: 1, name: 'Soccer' },
            category: { id: 10, name: 'England', countryCode: 'GB' },
            tournament: { id: 100, name: 'Premier League' },
            market: ONE_X_TWO,
            fixtures: [fixture({ homeTeam: 'Arsenal', awayTeam: 'Spurs' })],
          }),
      }),
    );
    expect(await screen.findByText('Arsenal')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Soccer: Premier League');
    expect(screen.getByRole('link', { name: /Championship/ }).getAttribute('href')).toBe(
      '/Sports/Prematch/Soccer/England/Championship',
    );
  });

  it('says when the country is unknown', async () => {
    renderApp('/Sports/Prematch/Soccer/Atlantis', sportsApi({ 'sports/categories/1': CATEGORIES }));
    expect(await screen.findByText('Country not found')).toBeTruthy();
  });
});
