// The first screen from the page itself: the server puts the answers the first screen reads into the
// HTML (apps/server src/http/first-screen.ts, `<script id="first-screen" type="application/json">`).
// Before the first render they go through the app's own fetch functions (the same parsing as an API
// call) into the query cache, so the first render already has the sports menu, banners and the
// fixtures with their odds, and no API call waits for the scripts. Anything missing is fetched as usual.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { fetchGlobalVariables, globalVariablesQuery } from '../api/auth.ts';
import { bonusListQuery, fetchBonusList } from '../api/bonus.ts';
import { clientConfigQuery, fetchClientConfig } from '../api/client-config.ts';
import { createApiClient, type ApiClient } from '../api/client.ts';
import { apiConfig } from '../api/config.ts';
import { bannersQuery, fetchBanners } from '../api/content.ts';
import { isRecord } from '../api/envelope.ts';
import {
  fetchCategories,
  fetchLive,
  fetchPrematch,
  fetchSportsMenu,
  fetchTopBets,
  sportsMenuQuery,
  sportsQueries,
  timeOffsetMinutes,
  type SportsMenuItem,
} from '../api/sports.ts';
import { prematchListKey, prematchRequest, type When } from '../features/sports/day-filters.ts';
import { slugMatches } from '../ui/fixture-links.ts';

export const FIRST_SCREEN_ELEMENT_ID = 'first-screen';
/** The cookie the server reads the browser's time-zone offset from (minutes, Date#getTimezoneOffset). */
const TIME_OFFSET_COOKIE = 'tzo';

export interface FirstScreenData {
  /** When the server made the answers (ms since the epoch). */
  at: number;
  /** The time-zone offset the answers were made for. */
  timeoffset: number;
  /** Raw API answers by answerKey(url). */
  answers: Record<string, unknown>;
  /** The page came from the service worker's cache (`data-kept`), not just now from the server. */
  kept: boolean;
}

/**
 * The key an answer is filed under (the same rule as the server's): the path and the query
 * parameters in name order, without `timeoffset`. Null for another origin's address.
 */
export function answerKey(url: string, origin = window.location.origin): string | null {
  const parsed = new URL(url, origin);
  if (parsed.origin !== origin) return null;
  const params = [...parsed.searchParams].filter(([name]) => name !== 'timeoffset');
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = new URLSearchParams(params).toString();
  return search ? `${parsed.pathname}?${search}` : parsed.pathname;
}

/** The page's first-screen data, or null when it has none (or none that parses). */
export function readFirstScreen(doc: Document = document): FirstScreenData | null {
  const element = doc.getElementById(FIRST_SCREEN_ELEMENT_ID);
  const text = element?.textContent;
  if (!element || !text) return null;
  try {
    const data: unknown = JSON.parse(text);
    if (!isRecord(data) || !isRecord(data.answers)) return null;
    return {
      at: typeof data.at === 'number' ? data.at : 0,
      timeoffset: typeof data.timeoffset === 'number' ? data.timeoffset : 0,
      answers: data.answers,
      kept: element.hasAttribute('data-kept'),
    };
  } catch {
    return null;
  }
}

/** Keeps the browser's time-zone offset in a cookie, so the next page's answers are made for it. */
export function rememberTimeOffset(doc: Document = document): void {
  doc.cookie = `${TIME_OFFSET_COOKIE}=${timeOffsetMinutes()}; path=/; max-age=31536000; samesite=lax`;
}

/** An API client that answers from the page's data only (a miss is an error, never a network call). */
function pageClient(data: FirstScreenData): ApiClient {
  return createApiClient({
    config: apiConfig,
    fetch: async (input) => {
      const key = answerKey(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      );
      if (key === null || !(key in data.answers)) throw new Error(`${key} is not in the page`);
      return new Response(JSON.stringify(data.answers[key]), {
        headers: { 'content-type': 'application/json' },
      });
    },
    getToken: () => null,
    onUnauthorized: () => undefined,
  });
}

/** How old a page's answers may be and still count as fresh (a server answer plus its journey). */
const PAGE_FRESH_MS = 10_000;

const PREMATCH_PATH = /^\/Sports\/Prematch\/([^/]+)(\/Upcoming)?\/?$/;
const ALL_DAYS: When = { kind: 'all' };

/**
 * Seeds the query cache with the page's answers for `location`: start-up reads, the home screen's
 * lists, the live list, a sport's pre-match list. `activeSportId` is the sport the home highlights show.
 */
export async function seedFirstScreen(
  queryClient: QueryClient,
  data: FirstScreenData,
  location: { pathname: string; search: string },
  activeSportId: number,
): Promise<void> {
  const client = pageClient(data);
  // A page the server has just made is as fresh as an API answer. One kept by the service worker
  // (or otherwise old) shows its answers at once, but they count as stale, so the screens fetch
  // them again and the prices on screen are soon the current ones.
  const fresh = !data.kept && Date.now() - data.at < PAGE_FRESH_MS;
  const updatedAt = fresh ? Math.min(data.at, Date.now()) : 0;
  // Answers made for another time zone may count another day's fixtures: shown, then fetched again.
  const zonedAt = data.timeoffset === timeOffsetMinutes() ? updatedAt : 0;

  async function seed<T>(queryKey: QueryKey, load: () => Promise<T>, at = updatedAt): Promise<T | undefined> {
    try {
      const value = await load();
      queryClient.setQueryData(queryKey, value, { updatedAt: at });
      return value;
    } catch {
      // Not in the page: the screen fetches it as usual.
      return undefined;
    }
  }

  const menu = seed(sportsMenuQuery().queryKey, () => fetchSportsMenu(client), zonedAt);
  const seeds: Promise<unknown>[] = [
    menu,
    seed(clientConfigQuery().queryKey, () => fetchClientConfig(client)),
    seed(bannersQuery().queryKey, () => fetchBanners(client)),
    seed(globalVariablesQuery().queryKey, () => fetchGlobalVariables(client)),
    seed(bonusListQuery().queryKey, () => fetchBonusList(client)),
  ];
  if (location.pathname === '/') {
    const highlights = { perPage: 30 } as const;
    seeds.push(
      seed(sportsQueries.live().queryKey, () => fetchLive(client)),
      seed(sportsQueries.topBets().queryKey, () => fetchTopBets(client)),
      seed(
        sportsQueries.prematch(activeSportId, highlights).queryKey,
        () => fetchPrematch(activeSportId, highlights, client),
        zonedAt,
      ),
    );
  } else if (location.pathname === '/Sport/LiveList') {
    seeds.push(seed(sportsQueries.live().queryKey, () => fetchLive(client)));
  } else {
    const prematch = PREMATCH_PATH.exec(location.pathname);
    if (prematch && !new URLSearchParams(location.search).has('when')) {
      seeds.push(
        menu.then((items?: SportsMenuItem[]) => {
          const sport = items?.find((s) => slugMatches(prematch[1], s.sportName));
          if (!sport) return;
          const { filter } = prematchRequest(ALL_DAYS, prematch[2] !== undefined);
          return Promise.all([
            seed(sportsQueries.categories(sport.sportID).queryKey, () =>
              fetchCategories(sport.sportID, client),
            ),
            // The list is an infinite query (features/sports/prematch-list.tsx): its first page.
            seed(
              prematchListKey(sport.sportID, filter),
              async () => ({
                pages: [await fetchPrematch(sport.sportID, { ...filter, page: 1, perPage: 50 }, client)],
                pageParams: [1],
              }),
              zonedAt,
            ),
          ]);
        }),
      );
    }
  }
  await Promise.all(seeds);
}
