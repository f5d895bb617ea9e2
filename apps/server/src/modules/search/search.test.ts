// GET sports/search on a small catalogue: names found without their accents and punctuation and
// with a letter wrong, live matches before upcoming ones before leagues and teams, exact and prefix
// matches above fuzzy ones, finished matches left out, and the query checked at the edge.
import { search as contract } from '@slipstream/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { OddsCache } from '../market-data/odds-cache.ts';
import { LEAGUES, MATCHES, seedCatalogue, TEAMS } from './catalogue.test-helper.ts';

type Answer = z.output<typeof contract.searchAnswer>;

let t: TestApp;
const cache = new OddsCache();

beforeAll(async () => {
  t = await buildTestApp({}, { oddsCache: cache });
  await seedCatalogue(t.db, cache);
});
afterAll(() => t.close());

/** A public call, as a browser makes it: no signing headers. */
async function get(q: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v2/sports/search?q=${encodeURIComponent(q)}`,
    headers: { accept: 'application/json' },
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown>, headers: res.headers };
}

async function search(q: string): Promise<Answer> {
  const res = await get(q);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return contract.searchAnswer.parse(res.body);
}

const ids = (fixtures: { matchId: number }[]) => fixtures.map((f) => f.matchId);
const names = (items: { name: string }[]) => items.map((i) => i.name);

describe('GET sports/search', () => {
  it('finds a team without its accents, with its matches and their main market', async () => {
    const found = await search('atletico');
    expect(ids(found.upcoming)).toEqual([MATCHES.atleticoBetis.id]);
    expect(found.live).toEqual([]);
    expect(found.teams).toEqual([
      {
        id: TEAMS.atletico.id,
        name: 'Atlético Madrid',
        sport: { id: 1, name: 'Soccer' },
        live: 0,
        upcoming: 1,
      },
    ]);
    const [match] = found.upcoming;
    expect(match).toMatchObject({
      homeTeam: 'Atlético Madrid',
      awayTeam: 'Real Betis',
      status: 'not_started',
    });
    // The 1X2 line, as the lists show it: its odds can be tapped from the results.
    expect(match?.markets).toHaveLength(1);
    expect(match?.markets[0]).toMatchObject({ id: 1, name: '1X2', status: 1 });
    expect(match?.markets[0]?.outcomes.map((o) => [o.label, o.odds, o.active])).toEqual([
      ['1', 2.1, 1],
      ['X', 3.3, 1],
      ['2', 3.6, 1],
    ]);
  });

  it('finds names typed with accents the name does not have, and punctuation as spaces', async () => {
    expect(names((await search('Réal Bétis')).teams)).toEqual(['Real Betis']);
    expect(names((await search('BETIS')).teams)).toEqual(['Real Betis']);
    expect(names((await search('saint germain')).teams)).toEqual(['Paris Saint-Germain']);
    expect(names((await search('paris saint-germain')).teams)).toEqual(['Paris Saint-Germain']);
  });

  it('tolerates a letter wrong, missing or swapped', async () => {
    for (const typo of ['madird', 'madri', 'arsneal', 'arsenall', 'chelsae', 'atletco']) {
      const found = await search(typo);
      expect(found.live.length + found.upcoming.length, typo).toBeGreaterThan(0);
    }
    expect(names((await search('premer league')).leagues)).toEqual(['Premier League']);
    // A typo's loose neighbours come only while nothing matches better.
    expect(names((await search('arsneal')).teams)).toEqual(['Arsenal']);
    expect(names((await search('chelsea')).teams)).toEqual(['Chelsea', 'Chelsey Rovers']);
    expect(names((await search('real betis')).teams)).toEqual(['Real Betis']);
  });

  it('holds a short query to word starts whatever was searched just before', async () => {
    // "madird" may be a letter off (a looser similarity); "lak" must match a word's start nearly as
    // typed, so LaLiga, half alike, stays out.
    expect(names((await search('madird')).teams)).toContain('Real Madrid');
    const found = await search('lak');
    expect(names(found.teams)).toEqual(['LA Lakers']);
    expect(found.leagues).toEqual([]);
  });

  it('lists live matches first, then upcoming ones by kick-off, then leagues and teams', async () => {
    const found = await search('madrid');
    // In play: Real Madrid's and Madrid Wolves' (basketball, its winner market); longest running first.
    expect(ids(found.live)).toEqual([MATCHES.realSevilla.id, MATCHES.lakersWolves.id]);
    expect(found.live.every((f) => f.live && f.status === 'live')).toBe(true);
    expect(found.live[1]?.markets[0]?.id).toBe(219);
    // To come, soonest first; the finished Sevilla - Real Madrid is not there.
    expect(ids(found.upcoming)).toEqual([MATCHES.atleticoBetis.id, MATCHES.betisReal.id]);
    expect(Object.keys(found)).toEqual(['query', 'live', 'upcoming', 'leagues', 'teams']);
    // A name that starts with the query before names with a word that does; among those, a team
    // playing now first.
    expect(names(found.teams)).toEqual(['Madrid Wolves', 'Real Madrid', 'Atlético Madrid']);
    expect(found.query).toBe('madrid');
  });

  it('ranks the matches of a team named exactly above those of one only close, whatever their kick-off', async () => {
    const found = await search('chelsea');
    // Chelsey Rovers kick off first, but only look like "chelsea".
    expect(MATCHES.chelseyBrentford.startTime).toBeLessThan(MATCHES.arsenalChelsea.startTime);
    expect(ids(found.upcoming)).toEqual([MATCHES.arsenalChelsea.id, MATCHES.chelseyBrentford.id]);
    expect(names(found.teams)).toEqual(['Chelsea', 'Chelsey Rovers']);
  });

  it('finds leagues with open matches, exact and prefix matches first, and counts their matches', async () => {
    const found = await search('premier');
    expect(found.leagues).toEqual([
      {
        id: LEAGUES.premierLeague.id,
        name: 'Premier League',
        sport: { id: 1, name: 'Soccer' },
        category: { id: 1, name: 'England', countryCode: 'ENG' },
        live: 0,
        upcoming: 2,
      },
    ]);
    expect(names((await search('ligue')).leagues)).toEqual(['Ligue 1']);
    expect(names((await search('laliga')).leagues)).toEqual(['LaLiga']);
  });

  it('leaves out finished matches, and teams and leagues with nothing open', async () => {
    const found = await search('old town rangers');
    expect(found).toEqual({ query: 'old town rangers', live: [], upcoming: [], leagues: [], teams: [] });
    expect(names((await search('ligue regionale')).leagues)).not.toContain('Ligue Régionale');
    expect(ids((await search('sevilla')).upcoming)).not.toContain(MATCHES.sevillaReal.id);
  });

  it('answers from two characters, matching the start of words', async () => {
    const found = await search('ar');
    expect(ids(found.upcoming)).toContain(MATCHES.arsenalChelsea.id);
    expect(names(found.teams)).toContain('Arsenal');
    expect(names((await search('la')).teams)).toContain('LA Lakers');
  });

  it('answers nothing for a query of punctuation only', async () => {
    expect(await search('--')).toEqual({ query: '--', live: [], upcoming: [], leagues: [], teams: [] });
    expect(await search('%_')).toEqual({ query: '%_', live: [], upcoming: [], leagues: [], teams: [] });
  });

  it('is public and kept by browsers for a second at most', async () => {
    const res = await get('arsenal');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=1');
  });

  it('trims the query and refuses one too short, too long or with control characters', async () => {
    expect((await search('  arsenal  ')).query).toBe('arsenal');
    for (const bad of ['', 'a', '  a  ', 'x'.repeat(65), 'ars\u0001enal', 'ars\u007fenal']) {
      const res = await get(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(String(res.body.message)).toMatch(/^q/);
    }
    const missing = await t.app.inject({ method: 'GET', url: '/api/v2/sports/search' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('q: is required');
    expect(await search('x'.repeat(64))).toMatchObject({ live: [], upcoming: [] });
  });
});
