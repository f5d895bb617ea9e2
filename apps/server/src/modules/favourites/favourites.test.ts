// Favourites: a star on a match, a team or a league, kept per player. Adding twice is one star,
// removing what is not there is fine, merging a visitor's list is a union that skips what is gone,
// the list is bounded, what does not exist is a 404, and one player never sees another's.
import { favourites as contract } from '@slipstream/contract';
import { FAVOURITES_LIMIT } from '@slipstream/contract/favourites';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { testPlayer, type TestPlayer } from '../../test/users.ts';
import { OddsCache } from '../market-data/odds-cache.ts';
import { endMatch, LEAGUES, MATCHES, seedCatalogue, TEAMS } from '../search/catalogue.test-helper.ts';

type Answer = z.output<typeof contract.favouritesAnswer>;
type Ref = { kind: 'match' | 'team' | 'league'; id: number };

let t: TestApp;
const cache = new OddsCache();

/** Teams with nothing to play, enough to fill a list. */
const SPARE_TEAM = 5_000;

beforeAll(async () => {
  t = await buildTestApp({}, { oddsCache: cache });
  await seedCatalogue(t.db, cache);
  await t.db
    .insertInto('competitors')
    .values(
      Array.from({ length: FAVOURITES_LIMIT + 10 }, (_, i) => ({
        id: SPARE_TEAM + i,
        name: `Spare Team ${i}`,
        abbreviation: null,
      })),
    )
    .execute();
});
afterAll(() => t.close());

const URL = '/api/v2/sports/favourites';

async function call(player: TestPlayer, method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) {
  const res = await t.call({ method, url, token: player.token, body });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

async function list(player: TestPlayer): Promise<Answer> {
  const res = await call(player, 'GET', URL);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return contract.favouritesAnswer.parse(res.body);
}

async function add(player: TestPlayer, ref: Ref) {
  const res = await call(player, 'POST', URL, ref);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return contract.addFavourite.responses[200].parse(res.body);
}

async function merge(player: TestPlayer, refs: Ref[]) {
  return call(player, 'POST', `${URL}/merge`, { favourites: refs });
}

const refs = (answer: Answer) => answer.favourites.map((f) => `${f.kind}:${f.id}`).sort();
const spareTeams = (n: number, from = 0): Ref[] =>
  Array.from({ length: n }, (_, i) => ({ kind: 'team', id: SPARE_TEAM + from + i }));

describe('a player’s favourites', () => {
  it('starts empty', async () => {
    const player = await testPlayer(t);
    expect(await list(player)).toEqual({
      matches: [],
      teams: [],
      leagues: [],
      limit: FAVOURITES_LIMIT,
      favourites: [],
    });
  });

  it('stars a match, a team and a league, and shows the matches they follow', async () => {
    const player = await testPlayer(t);
    expect((await add(player, { kind: 'match', id: MATCHES.arsenalChelsea.id })).added).toBe(true);
    expect((await add(player, { kind: 'team', id: TEAMS.realMadrid.id })).added).toBe(true);
    const after = await add(player, { kind: 'league', id: LEAGUES.laLiga.id });
    expect(after.added).toBe(true);
    expect(refs(after)).toEqual([
      `league:${LEAGUES.laLiga.id}`,
      `match:${MATCHES.arsenalChelsea.id}`,
      `team:${TEAMS.realMadrid.id}`,
    ]);
    // Newest first.
    expect(after.favourites[0]).toMatchObject({ kind: 'league', id: LEAGUES.laLiga.id });
    // The starred match and Real Madrid's: live first, then by kick-off, with their main market.
    expect(after.matches.map((m) => m.matchId)).toEqual([
      MATCHES.realSevilla.id,
      MATCHES.arsenalChelsea.id,
      MATCHES.betisReal.id,
    ]);
    expect(after.matches.every((m) => m.markets[0]?.id === 1)).toBe(true);
    expect(after.teams).toEqual([
      {
        id: TEAMS.realMadrid.id,
        name: 'Real Madrid',
        sport: { id: 1, name: 'Soccer' },
        live: 1,
        upcoming: 1,
      },
    ]);
    expect(after.leagues).toEqual([
      {
        id: LEAGUES.laLiga.id,
        name: 'LaLiga',
        sport: { id: 1, name: 'Soccer' },
        category: { id: 32, name: 'Spain', countryCode: 'ESP' },
        live: 1,
        upcoming: 2,
      },
    ]);
    expect(await list(player)).toEqual((({ added: _, ...rest }) => rest)(after));
  });

  it('keeps one star however often it is added', async () => {
    const player = await testPlayer(t);
    const ref: Ref = { kind: 'team', id: TEAMS.chelsea.id };
    expect((await add(player, ref)).added).toBe(true);
    const again = await add(player, ref);
    expect(again.added).toBe(false);
    expect(again.favourites).toHaveLength(1);
  });

  it('refuses a star on what does not exist or is over', async () => {
    const player = await testPlayer(t);
    const cases: [Ref, RegExp][] = [
      [{ kind: 'match', id: 999_999 }, /^Match 999999 was not found or is no longer open for betting\.$/],
      [{ kind: 'match', id: MATCHES.sevillaReal.id }, /^Match 301 was not found/],
      [{ kind: 'team', id: 999_999 }, /^Team 999999 was not found\.$/],
      [{ kind: 'league', id: 999_999 }, /^League 999999 was not found\.$/],
      // A team's id is not a league's.
      [{ kind: 'league', id: TEAMS.arsenal.id }, /^League 5 was not found/],
    ];
    for (const [ref, message] of cases) {
      const res = await call(player, 'POST', URL, ref);
      expect(res.status, JSON.stringify(ref)).toBe(404);
      expect(res.body).toMatchObject({ code: 'NOT_FOUND' });
      expect(String(res.body.message)).toMatch(message);
    }
    expect((await list(player)).favourites).toEqual([]);
  });

  it('takes a star away, and taking away one that is not there changes nothing', async () => {
    const player = await testPlayer(t);
    await add(player, { kind: 'league', id: LEAGUES.nba.id });
    await add(player, { kind: 'team', id: TEAMS.lakers.id });
    const removed = await call(player, 'DELETE', `${URL}/league/${LEAGUES.nba.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ removed: true, leagues: [] });
    const again = await call(player, 'DELETE', `${URL}/league/${LEAGUES.nba.id}`);
    expect(again.body).toMatchObject({ removed: false });
    expect(refs(await list(player))).toEqual([`team:${TEAMS.lakers.id}`]);
  });

  it('never shows or changes another player’s favourites', async () => {
    const [alice, bob] = [await testPlayer(t), await testPlayer(t)];
    await add(alice, { kind: 'team', id: TEAMS.arsenal.id });
    await add(alice, { kind: 'match', id: MATCHES.psgLyon.id });
    expect(await list(bob)).toMatchObject({ favourites: [], matches: [], teams: [] });
    // Bob's remove of the same star is his own: Alice keeps hers.
    const res = await call(bob, 'DELETE', `${URL}/team/${TEAMS.arsenal.id}`);
    expect(res.body).toMatchObject({ removed: false, favourites: [] });
    expect(refs(await list(alice))).toEqual([`match:${MATCHES.psgLyon.id}`, `team:${TEAMS.arsenal.id}`]);
    // Bob's star on the same team is a star of his own.
    expect((await add(bob, { kind: 'team', id: TEAMS.arsenal.id })).added).toBe(true);
    expect(refs(await list(alice))).toHaveLength(2);
  });

  it('needs a logged-in player, except for the view of a visitor’s list', async () => {
    const res = await t.call({ method: 'GET', url: URL });
    expect(res.statusCode).toBe(401);
    const post = await t.call({ method: 'POST', url: URL, body: { kind: 'team', id: TEAMS.arsenal.id } });
    expect(post.statusCode).toBe(401);
  });

  it('refuses a malformed star', async () => {
    const player = await testPlayer(t);
    for (const body of [
      { kind: 'player', id: 1 },
      { kind: 'team', id: 0 },
      { kind: 'team', id: -3 },
      { kind: 'team', id: 1.5 },
      { kind: 'team', id: '5' },
      { kind: 'team', id: 2_147_483_648 },
      { kind: 'team' },
    ]) {
      const res = await call(player, 'POST', URL, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    for (const path of ['player/1', 'team/0', 'team/abc', 'team/99999999999']) {
      expect((await call(player, 'DELETE', `${URL}/${path}`)).status, path).toBe(400);
    }
  });

  it('lets a star on a match go once the match is over', async () => {
    const player = await testPlayer(t);
    await add(player, { kind: 'match', id: MATCHES.lakersWolves.id });
    await add(player, { kind: 'team', id: TEAMS.sevilla.id });
    await endMatch(t.db, cache, MATCHES.lakersWolves);
    const after = await list(player);
    expect(refs(after)).toEqual([`team:${TEAMS.sevilla.id}`]);
    expect(after.matches.map((m) => m.matchId)).not.toContain(MATCHES.lakersWolves.id);
    // And it no longer counts: the next change clears it away.
    await add(player, { kind: 'league', id: LEAGUES.ligue1.id });
    const rows = await t.db
      .selectFrom('sports_favourites')
      .select('kind')
      .where('user_id', '=', player.id)
      .execute();
    expect(rows.map((r) => r.kind).sort()).toEqual(['league', 'team']);
  });
});

describe('merging a visitor’s favourites at login', () => {
  it('adds the union, once each, and names what it skipped', async () => {
    const player = await testPlayer(t);
    await add(player, { kind: 'team', id: TEAMS.chelsea.id });
    const res = await merge(player, [
      { kind: 'team', id: TEAMS.chelsea.id },
      { kind: 'league', id: LEAGUES.premierLeague.id },
      { kind: 'league', id: LEAGUES.premierLeague.id },
      { kind: 'match', id: MATCHES.atleticoBetis.id },
      // Over, and never there.
      { kind: 'match', id: MATCHES.sevillaReal.id },
      { kind: 'team', id: 999_999 },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const merged = contract.mergeFavourites.responses[200].parse(res.body);
    expect(merged.added).toBe(2);
    expect(merged.skipped).toEqual([
      { kind: 'match', id: MATCHES.sevillaReal.id },
      { kind: 'team', id: 999_999 },
    ]);
    expect(refs(merged)).toEqual([
      `league:${LEAGUES.premierLeague.id}`,
      `match:${MATCHES.atleticoBetis.id}`,
      `team:${TEAMS.chelsea.id}`,
    ]);
    // Merging the same list again adds nothing.
    const again = await merge(player, [{ kind: 'league', id: LEAGUES.premierLeague.id }]);
    expect(again.body).toMatchObject({ added: 0, skipped: [] });
    expect(await merge(player, [])).toMatchObject({ status: 200, body: { added: 0 } });
  });

  it('refuses a list longer than the limit at the edge', async () => {
    const player = await testPlayer(t);
    const res = await merge(player, spareTeams(FAVOURITES_LIMIT + 1));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('the limit', () => {
  it(`keeps at most ${FAVOURITES_LIMIT} favourites, and says so past it`, async () => {
    const player = await testPlayer(t);
    expect((await merge(player, spareTeams(FAVOURITES_LIMIT - 1))).body).toMatchObject({
      added: FAVOURITES_LIMIT - 1,
    });
    await add(player, { kind: 'team', id: TEAMS.arsenal.id });
    const past = await call(player, 'POST', URL, { kind: 'team', id: TEAMS.chelsea.id });
    expect(past.status).toBe(422);
    expect(past.body).toMatchObject({
      code: 'UNPROCESSABLE',
      message: `You can keep at most ${FAVOURITES_LIMIT} favourites. Remove some to add others.`,
    });
    // A star already there is still fine to add again; a merge past the limit adds nothing at all.
    expect((await add(player, { kind: 'team', id: TEAMS.arsenal.id })).added).toBe(false);
    const merged = await merge(player, [
      { kind: 'team', id: TEAMS.arsenal.id },
      { kind: 'team', id: TEAMS.chelsea.id },
    ]);
    expect(merged.status).toBe(422);
    expect((await list(player)).favourites).toHaveLength(FAVOURITES_LIMIT);
    // Room again after a removal.
    await call(player, 'DELETE', `${URL}/team/${SPARE_TEAM}`);
    expect((await add(player, { kind: 'team', id: TEAMS.chelsea.id })).added).toBe(true);
  });

  it('holds when two changes race', async () => {
    const player = await testPlayer(t);
    await merge(player, spareTeams(FAVOURITES_LIMIT - 2));
    const answers = await Promise.all([
      merge(player, spareTeams(2, FAVOURITES_LIMIT - 2)),
      merge(player, spareTeams(2, FAVOURITES_LIMIT)),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    expect((await list(player)).favourites).toHaveLength(FAVOURITES_LIMIT);
  });
});

describe('the view of a visitor’s favourites', () => {
  it('shows a device list without a login, leaving out what is gone', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${URL}/view`,
      payload: {
        favourites: [
          { kind: 'team', id: TEAMS.psg.id },
          { kind: 'match', id: MATCHES.chelseyBrentford.id },
          { kind: 'match', id: MATCHES.sevillaReal.id },
          { kind: 'league', id: LEAGUES.premierLeague.id },
          { kind: 'team', id: 999_999 },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const views = contract.viewFavourites.responses[200].parse(res.json());
    expect(views.matches.map((m) => m.matchId)).toEqual([MATCHES.chelseyBrentford.id, MATCHES.psgLyon.id]);
    expect(views.teams.map((x) => x.name)).toEqual(['Paris Saint-Germain']);
    expect(views.leagues.map((x) => x.name)).toEqual(['Premier League']);
  });
});
