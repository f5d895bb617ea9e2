// Seeding the query cache from the page: the answers go through the app's own parsing under the keys
// the screens read, nothing is fetched, and answers made for another time zone or kept by the
// service worker count as stale so the screens fetch them again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bannersQuery } from '../api/content.ts';
import { sportsMenuQuery, sportsQueries, timeOffsetMinutes } from '../api/sports.ts';
import { prematchListKey } from '../features/sports/day-filters.ts';
import { answerKey, readFirstScreen, seedFirstScreen, type FirstScreenData } from './first-screen.ts';
import { createQueryClient } from './query-client.ts';

const answers = {
  '/api/v2/sports/menu': {
    sports: [{ sportID: 4, sportName: 'Ice Hockey', total: 3, live: 0, prematch: 3, today: 0 }],
  },
  '/api/v2/content-management/banner?clientId=12': {
    data: {
      carousel: [
        { id: 2, image: '/media/bbbbbbbb', target: 'web', position: 'carousel', order: 2 },
        { id: 1, image: '/media/aaaaaaaa', target: 'web', position: 'carousel', order: 1 },
      ],
    },
  },
  '/api/v2/sports/highlight/live/0?markets=1&source=web': { total: 0, sports: [] },
  '/api/v2/sports/categories/4': { sport: { id: 4, name: 'Ice Hockey' }, categories: [] },
  '/api/v2/sports/highlight/prematch/4?page=1&perPage=50': {
    sport: { id: 4 },
    market: { id: 1 },
    page: 1,
    perPage: 50,
    total: 0,
    totalPages: 0,
    fixtures: [],
  },
};

const page = (over: Partial<FirstScreenData> = {}): FirstScreenData => ({
  at: Date.now(),
  timeoffset: timeOffsetMinutes(),
  answers,
  kept: false,
  ...over,
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('first screen', () => {
  it('reads the page’s JSON, and nothing from a page without it', () => {
    const doc = document.implementation.createHTMLDocument();
    expect(readFirstScreen(doc)).toBeNull();
    doc.body.innerHTML = `<script id="first-screen" type="application/json">${JSON.stringify(page({ at: 5 }))}</script>`;
    expect(readFirstScreen(doc)).toMatchObject({ at: 5, answers, kept: false });
    doc.body.innerHTML = `<script id="first-screen" type="application/json" data-kept>${JSON.stringify(page())}</script>`;
    expect(readFirstScreen(doc)?.kept).toBe(true);
  });

  it('files an address the way the server does', () => {
    expect(answerKey('/api/v2/sports/highlight/prematch/4?page=1&perPage=50&timeoffset=-60')).toBe(
      '/api/v2/sports/highlight/prematch/4?page=1&perPage=50',
    );
    expect(answerKey('https://elsewhere.example/api/v2/sports/menu')).toBeNull();
  });

  it('puts the answers under the screens’ keys, parsed as an API call would be, without fetching', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const queryClient = createQueryClient();
    await seedFirstScreen(queryClient, page(), { pathname: '/Sports/Prematch/Ice-Hockey', search: '' }, 1);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(sportsMenuQuery().queryKey)).toEqual([
      { sportID: 4, sportName: 'Ice Hockey', total: 3, live: 0, prematch: 3, today: 0 },
    ]);
    expect(queryClient.getQueryData(bannersQuery().queryKey)?.map((b) => b.id)).toEqual([1, 2]);
    expect(queryClient.getQueryData(sportsQueries.categories(4).queryKey)).toMatchObject({ categories: [] });
    expect(queryClient.getQueryData(prematchListKey(4, { upcoming: false }))).toMatchObject({
      pageParams: [1],
      pages: [{ total: 0 }],
    });
    // Not this page's screen: left for the screen that needs it.
    expect(queryClient.getQueryData(sportsQueries.live().queryKey)).toBeUndefined();
    expect(queryClient.getQueryState(sportsMenuQuery().queryKey)?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(sportsMenuQuery().queryKey)?.dataUpdatedAt).toBeGreaterThan(0);
  });

  it('counts answers as stale when made for another time zone or kept from an earlier visit', async () => {
    const zoned = createQueryClient();
    await seedFirstScreen(
      zoned,
      page({ timeoffset: timeOffsetMinutes() + 60 }),
      { pathname: '/', search: '' },
      1,
    );
    expect(zoned.getQueryState(sportsMenuQuery().queryKey)?.dataUpdatedAt).toBe(0);
    expect(zoned.getQueryState(bannersQuery().queryKey)?.dataUpdatedAt).toBeGreaterThan(0);

    const old = createQueryClient();
    await seedFirstScreen(old, page({ at: Date.now() - 60_000 }), { pathname: '/', search: '' }, 1);
    expect(old.getQueryState(bannersQuery().queryKey)?.dataUpdatedAt).toBe(0);

    const kept = createQueryClient();
    await seedFirstScreen(kept, page({ kept: true }), { pathname: '/', search: '' }, 1);
    expect(kept.getQueryState(bannersQuery().queryKey)?.dataUpdatedAt).toBe(0);
    expect(kept.getQueryData(sportsQueries.live().queryKey)).toMatchObject({ total: 0 });
  });
});
