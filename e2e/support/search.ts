// Helpers for the search and favourites journeys: a team of the open board and a partial, misspelt
// way to type it that the search still finds (checked through the API first, so the journey is about
// the screen, not about which typo the ranking forgives), and the header's search opened at either size.
import type { Page } from 'playwright-core';
import { apiCall } from './api.ts';
import { PHONE } from './browser.ts';

interface BoardFixture {
  matchId: number;
  homeTeam: string;
  homeTeamId: number;
  live: boolean;
}

interface SearchAnswer {
  live: { matchId: number }[];
  upcoming: { matchId: number }[];
  teams: { id: number; name: string }[];
}

export interface SearchTarget {
  /** What the bettor types. */
  typed: string;
  team: { id: number; name: string };
  /** A match of the team that the results list, in play or to come. */
  matchId: number;
}

const plain = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** "zaragoza" → "zaragzoa", "zaraogza", …: two neighbouring letters swapped, first and last kept. */
function swaps(word: string): string[] {
  const out: string[] = [];
  for (let i = word.length - 3; i >= 2; i--) {
    if (word[i] === word[i + 1]) continue;
    out.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  return out;
}

async function search(baseUrl: string, q: string): Promise<SearchAnswer> {
  return apiCall<SearchAnswer>(baseUrl, 'GET', `sports/search?q=${encodeURIComponent(q)}`);
}

/**
 * A team of an open soccer match whose longest word (6 letters or more), typed with two letters
 * swapped, still finds the team and that match: a part of its name, misspelt.
 */
export async function misspeltTeam(baseUrl: string, { live = false } = {}): Promise<SearchTarget> {
  const board = live
    ? (
        await apiCall<{ sports: { fixtures: BoardFixture[] }[] }>(
          baseUrl,
          'GET',
          'sports/highlight/live/0?source=web&markets=1',
        )
      ).sports.flatMap((s) => s.fixtures)
    : (
        await apiCall<{ fixtures: BoardFixture[] }>(
          baseUrl,
          'GET',
          'sports/highlight/prematch/1?page=1&perPage=50',
        )
      ).fixtures;
  for (const fixture of board) {
    const words = plain(fixture.homeTeam)
      .split(/[^a-z]+/)
      .filter((w) => w.length >= 6)
      .sort((a, b) => b.length - a.length);
    for (const word of words) {
      for (const typed of swaps(word).slice(0, 2)) {
        const answer = await search(baseUrl, typed);
        const team = answer.teams.find((t) => t.id === fixture.homeTeamId);
        const listed = [...answer.live, ...answer.upcoming].some((m) => m.matchId === fixture.matchId);
        if (team && listed) return { typed, team, matchId: fixture.matchId };
      }
    }
  }
  throw new Error(`no ${live ? 'live' : 'upcoming'} team found by a misspelt part of its name`);
}

/** The search box: in the header bar on a desktop, in the full-screen search on a phone. */
export async function openSearch(page: Page) {
  if (page.viewportSize()?.width === PHONE.width) {
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.waitFor();
    return { box: dialog.getByRole('searchbox'), results: dialog };
  }
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search teams, leagues and matches' });
  await box.click();
  return { box, results: page.getByRole('region', { name: 'Search results' }) };
}
