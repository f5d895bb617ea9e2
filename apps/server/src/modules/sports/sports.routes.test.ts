// The sports API answers every call of SPEC.md §7 "Sports" (and refuses bad input) after ingesting
// the simulator's snapshot and a few minutes of play on a virtual clock.
import { buildSelection } from '@slipstream/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { startSimulatedFeed, type SimulatedFeed } from '../../test/feed.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { isLive, OddsCache } from '../market-data/odds-cache.ts';
import {
  categoriesResponse,
  fixturesResponse,
  liveResponse,
  matchResponse,
  menuResponse,
  oddsRefreshResponse,
  prematchResponse,
  topBetsResponse,
  tournamentsResponse,
} from './sports.schemas.ts';
import { localDayStart } from './sports.service.ts';

let t: TestApp;
let feed: SimulatedFeed;
const cache = new OddsCache();

/** A public call, as a browser makes it: no signing headers. */
async function get(url: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v2/${url}`,
    headers: { accept: 'application/json' },
  });
  return { status: res.statusCode, body: res.json() as { message?: string; code?: string } };
}

/** A call that must succeed, its answer read with the route's own schema. */
async function ok<T extends z.ZodType>(url: string, schema: T): Promise<z.infer<T>> {
  const res = await get(url);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return schema.parse(res.body);
}

beforeAll(async () => {
  t = await buildTestApp({}, { oddsCache: cache });
  feed = await startSimulatedFeed({ db: t.db, broker: t.broker, cache });
  await feed.advance(5 * 60_000);
});
afterAll(async () => {
  await feed.stop();
  await t.close();
});

function expectError(
  res: { status: number; body: { message?: string; code?: string } },
  status: number,
  message: RegExp,
) {
  expect(res.status).toBe(status);
  expect(res.body.message).toMatch(message);
  expect(typeof res.body.code).toBe('string');
}

describe('GET sports/menu', () => {
  it('lists the sports with their fixture counts, soccer first', async () => {
    const { sports } = await ok('sports/menu?timeoffset=-60', menuResponse);
    expect(sports.map((s) => s.sportName)).toEqual(['Soccer', 'Basketball', 'Tennis']);
    for (const s of sports) {
      expect(s.total).toBe(s.live + s.prematch);
      expect(s.live).toBeGreaterThan(0);
      expect(s.today).toBeLessThanOrEqual(s.prematch);
    }
    const soccer = [...cache.ofSport(1)].filter((f) => f.status === 'live' || f.status === 'not_started');
    expect(sports[0]).toMatchObject({ sportID: 1, total: soccer.length });
  });

  it('takes a blank time offset, and refuses a bad one', async () => {
    expect((await get('sports/menu?timeoffset')).status).toBe(200);
    expect((await get('sports/menu')).status).toBe(200);
    expectError(await get('sports/menu?timeoffset=abc'), 400, /timeoffset/);
    expectError(await get('sports/menu?timeoffset=2000'), 400, /timeoffset/);
  });
});

describe('GET sports/categories/{id} and sports/tournaments/{id}', () => {
  it('lists the categories of a sport with counts that add up to the sport’s', async () => {
    const menu = (await ok('sports/menu', menuResponse)).sports;
    const { sport, categories } = await ok('sports/categories/1', categoriesResponse);
    expect(sport).toEqual({ id: 1, name: 'Soccer' });
    expect(categories.find((c) => c.name === 'England')).toMatchObject({ id: 1, countryCode: 'ENG' });
    expect(categories.reduce((n, c) => n + c.total, 0)).toBe(menu.find((s) => s.sportID === 1)?.total);
  });

  it('lists the tournaments of a category, top ones first', async () => {
    const { category, tournaments } = await ok('sports/tournaments/1', tournamentsResponse);
    expect(category).toMatchObject({ id: 1, name: 'England' });
    expect(tournaments[0]).toMatchObject({ id: 17, name: 'Premier League', top: true });
    expect(tournaments.every((x) => x.total > 0)).toBe(true);
  });

  it('answers 400 for a bad id and 404 for an unknown one', async () => {
    expectError(await get('sports/categories/abc'), 400, /sport id/);
    expectError(await get('sports/categories/0'), 400, /sport id/);
    expectError(await get('sports/categories/99999999999'), 400, /sport id/);
    expectError(await get('sports/categories/777'), 404, /Sport 777 was not found/);
    expectError(await get('sports/tournaments/-1'), 400, /category id/);
    expectError(await get('sports/tournaments/424242'), 404, /Category 424242/);
  });
});

describe('GET sports/highlight/prematch/{id}', () => {
  it('pages the pre-match fixtures of a sport with the main market', async () => {
    const { fixtures, total, totalPages, perPage, page, market } = await ok(
      'sports/highlight/prematch/1?perPage=30&page=1',
      prematchResponse,
    );
    expect(market).toEqual({
      id: 1,
      name: '1X2',
      key: '1x2',
      line: null,
      outcomes: [
        { id: '1', label: '1' },
        { id: '2', label: 'X' },
        { id: '3', label: '2' },
      ],
    });
    expect(perPage).toBe(30);
    expect(page).toBe(1);
    expect(total).toBeGreaterThan(30);
    expect(totalPages).toBe(Math.ceil(total / 30));
    expect(fixtures).toHaveLength(30);
    for (const f of fixtures) {
      expect(f.status).toBe('not_started');
      expect(f.live).toBe(false);
      expect(f.type).toBe('prematch');
      expect(f.producerId).toBe(3);
      expect(f.eventName).toBe(`${f.homeTeam} - ${f.awayTeam}`);
      expect(f.markets.length).toBeLessThanOrEqual(1);
    }
    const withOdds = fixtures.filter((f) => f.markets.length === 1);
    expect(withOdds.length).toBeGreaterThan(20);
    const first = withOdds[0]!;
    const m = first.markets[0]!;
    expect(m).toMatchObject({ id: 1, name: '1X2', specifier: '', status: 1 });
    expect(m.outcomes.map((o) => o.label)).toEqual(['1', 'X', '2']);
    expect(m.outcomes.map((o) => o.name)).toEqual([first.homeTeam, 'Draw', first.awayTeam]);
    for (const o of m.outcomes) expect(Math.round(o.odds * 100) / 100).toBe(o.odds);

    const last = await ok(`sports/highlight/prematch/1?perPage=30&page=${totalPages}`, prematchResponse);
    expect(last.fixtures.length).toBe(total - 30 * (totalPages - 1));
    const beyond = await ok(
      `sports/highlight/prematch/1?perPage=30&page=${totalPages + 1}`,
      prematchResponse,
    );
    expect(beyond.fixtures).toEqual([]);
  });

  it('filters today (in the player’s time zone), upcoming in start order, and the next hours', async () => {
    const now = cache.feedTime();
    const today = await ok('sports/highlight/prematch/1?today=1&timeoffset=-60', prematchResponse);
    const start = localDayStart(now, -60);
    for (const f of today.fixtures) {
      const at = Date.parse(f.date);
      expect(at).toBeGreaterThanOrEqual(start);
      expect(at).toBeLessThan(start + 86_400_000);
    }
    const upcoming = await ok('sports/highlight/prematch/1?upcoming=1&perPage=50', prematchResponse);
    const dates = upcoming.fixtures.map((f) => Date.parse(f.date));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    const soon = await ok('sports/highlight/prematch/1?hours=3', prematchResponse);
    expect(soon.total).toBeGreaterThan(0);
    for (const f of soon.fixtures) expect(Date.parse(f.date)).toBeLessThan(now + 3 * 3_600_000);
    expect(soon.total).toBeLessThan(upcoming.total);
  });

  it('refuses page sizes other than 50 and 30, and bad pages and hours', async () => {
    expectError(await get('sports/highlight/prematch/1?perPage=20'), 400, /^perPage: must be 50 or 30$/);
    expectError(await get('sports/highlight/prematch/1?page=0'), 400, /page/);
    expectError(await get('sports/highlight/prematch/1?hours=1000'), 400, /hours/);
    expectError(await get('sports/highlight/prematch/1?today=yes'), 400, /today/);
    expectError(await get('sports/highlight/prematch/x'), 400, /sport id/);
    expectError(await get('sports/highlight/prematch/31337'), 404, /Sport 31337/);
  });
});

describe('GET sports/highlight/live/0', () => {
  it('lists live fixtures of every sport with score, match time and main market', async () => {
    const { sports, total } = await ok('sports/highlight/live/0?source=web&markets=1', liveResponse);
    expect(sports.map((s) => s.name)).toEqual(['Soccer', 'Basketball', 'Tennis']);
    expect(total).toBe([...cache.fixtures()].filter(isLive).length);
    for (const s of sports) {
      expect(s.total).toBe(s.fixtures.length);
      for (const f of s.fixtures) {
        expect(f).toMatchObject({ live: true, status: 'live', type: 'live', producerId: 1, sportId: s.id });
        expect(f.score).toMatch(/^\d+:\d+$/);
        expect(f.inPlayTime).not.toBe('');
        expect(f.liveStatus?.periodName).toBeTruthy();
      }
    }
    const soccer = sports[0]!.fixtures;
    expect(soccer.some((f) => /^\d+(\+\d+)?'$|^HT$/.test(f.inPlayTime))).toBe(true);
    expect(soccer.some((f) => f.markets[0]?.id === 1)).toBe(true);
    expect(sports[1]!.market?.id).toBe(219);
  });

  it('filters one sport, leaves markets out when asked, and refuses bad input', async () => {
    const tennis = await ok('sports/highlight/live/5?markets=0', liveResponse);
    expect(tennis.sports.map((s) => s.id)).toEqual([5]);
    expect(tennis.sports[0]!.market).toBeNull();
    expect(tennis.sports[0]!.fixtures.every((f) => f.markets.length === 0)).toBe(true);
    expectError(await get('sports/highlight/live/abc'), 400, /sport id/);
    expectError(await get('sports/highlight/live/0?markets=maybe'), 400, /markets/);
    expectError(await get('sports/highlight/live/4040'), 404, /Sport 4040/);
  });
});

describe('GET sports/get-fixtures/{id}', () => {
  it('lists a tournament’s fixtures with the asked market (the main line of a total)', async () => {
    const res = await ok('sports/get-fixtures/17?sportID=1&marketID=1', fixturesResponse);
    expect(res.tournament).toEqual({ id: 17, name: 'Premier League' });
    expect(res.fixtures.length).toBeGreaterThan(0);
    expect(res.fixtures.every((f) => f.tournamentId === 17)).toBe(true);

    const totals = await ok('sports/get-fixtures/17?sportID=1&marketID=18', fixturesResponse);
    expect(totals.market).toMatchObject({
      id: 18,
      name: 'Total',
      outcomes: [{ label: 'Over' }, { label: 'Under' }],
    });
    const line = totals.fixtures.find((f) => f.markets.length > 0)!.markets[0]!;
    expect(line.specifier).toMatch(/^total=\d+(\.\d+)?$/);
    expect(line.outcomes[0]?.name).toBe(`Over ${line.specifier.slice(6)}`);

    expect((await get('sports/get-fixtures/17?sportID&marketID=1')).status).toBe(200);
  });

  it('refuses a market the sport does not offer, another sport, and bad or unknown ids', async () => {
    expectError(
      await get('sports/get-fixtures/17?sportID=1&marketID=219'),
      400,
      /Market 219 is not offered for Soccer/,
    );
    expectError(await get('sports/get-fixtures/17?sportID=2&marketID=1'), 404, /not a Basketball tournament/);
    expectError(await get('sports/get-fixtures/17?marketID=one'), 400, /marketID/);
    expectError(await get('sports/get-fixtures/999999'), 404, /Tournament 999999/);
  });
});

describe('GET sports/match/{id}', () => {
  it('answers every line of a fixture, grouped for tabs, named as a bettor reads them', async () => {
    const live = [...cache.fixtures()].find((f) => isLive(f) && f.sport.id === 1 && f.markets.size > 5)!;
    const { fixture, groups } = await ok(`sports/match/${live.id}`, matchResponse);
    expect(fixture).toMatchObject({
      matchId: live.id,
      gameId: live.id,
      eventId: live.id,
      eventName: `${live.home.name} - ${live.away.name}`,
      homeTeam: live.home.name,
      awayTeam: live.away.name,
      sport: 'Soccer',
      sportId: 1,
      tournament: live.tournament.name,
      category: live.category.name,
      producerId: 1,
      live: true,
      type: 'live',
    });
    expect(fixture.date).toBe(new Date(live.startTime).toISOString());
    expect(groups[0]!.id).toBe('all');
    expect(groups.map((g) => g.id)).toContain('main');
    const all = groups[0]!.markets;
    expect(all.length).toBe(fixture.marketCount);
    for (const g of groups.slice(1)) for (const m of g.markets) expect(m.groups).toContain(g.id);
    const total = all.find((m) => m.id === 18);
    if (total)
      expect(total.outcomes.map((o) => o.label)).toEqual([
        `Over ${total.specifier.slice(6)}`,
        `Under ${total.specifier.slice(6)}`,
      ]);

    // The web app builds a betslip selection from fixture + market + outcome.
    const market = all.find((m) => m.outcomes.some((o) => o.active === 1))!;
    const outcome = market.outcomes.find((o) => o.active === 1)!;
    const selection = buildSelection(fixture, market, outcome, { type: 'live' });
    expect(selection).toMatchObject({
      matchId: live.id,
      eventId: live.id,
      eventName: fixture.eventName,
      marketId: market.id,
      marketName: market.name,
      specifier: market.specifier,
      outcomeName: outcome.name,
      homeTeam: live.home.name,
      producerId: 1,
      sportId: 1,
      score: fixture.score,
      inPlayTime: fixture.inPlayTime,
    });
    expect(selection?.odds).toBe(outcome.odds.toFixed(2));
  });

  it('answers 400 for a bad id and 404 for an unknown match', async () => {
    expectError(await get('sports/match/abc'), 400, /match id/);
    expectError(await get('sports/match/12345'), 404, /Match 12345 was not found/);
  });
});

describe('GET sports/{clientId}/top-bets', () => {
  it('answers upcoming fixtures of top tournaments with their main market', async () => {
    const { fixtures } = await ok('sports/12/top-bets', topBetsResponse);
    expect(fixtures.length).toBeGreaterThan(0);
    expect(fixtures.length).toBeLessThanOrEqual(20);
    for (const f of fixtures) expect(f.status).toBe('not_started');
    expect(fixtures.some((f) => f.markets.length === 1)).toBe(true);
    expectError(await get('sports/13/top-bets'), 404, /client id/);
  });
});

describe('POST sports/odds-refresh', () => {
  it('answers the current price and availability of each selection, keyed, without signing', async () => {
    const live = [...cache.fixtures()].find(
      (f) => isLive(f) && [...f.markets.values()].some((m) => m.status === 1),
    )!;
    const line = [...live.markets.values()].find((m) => m.status === 1)!;
    const events = [
      {
        matchId: live.id,
        marketId: String(line.marketId),
        outcomeId: line.outcomes[0]!.id,
        specifier: line.specifier,
      },
      { matchId: 42, marketId: '1', outcomeId: '1', specifier: '' },
    ];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/sports/odds-refresh',
      payload: { events },
    });
    expect(res.statusCode).toBe(200);
    const body = oddsRefreshResponse.parse(res.json());
    expect(body.success).toBe(true);
    const key = `${live.id}:${line.marketId}:${line.specifier}:${line.outcomes[0]!.id}`;
    expect(body.data[key]).toEqual({
      matchId: live.id,
      marketId: String(line.marketId),
      outcomeId: line.outcomes[0]!.id,
      specifier: line.specifier,
      odds: line.outcomes[0]!.odds,
      active: cache.quote({
        matchId: live.id,
        marketId: line.marketId,
        specifier: line.specifier,
        outcomeId: line.outcomes[0]!.id,
      }).open
        ? 1
        : 0,
    });
    expect(body.data['42:1::1']).toEqual({
      matchId: 42,
      marketId: '1',
      outcomeId: '1',
      specifier: '',
      odds: null,
      active: 0,
    });
  });

  it('takes numbers and a null specifier, and refuses more than 200 selections or bad ids', async () => {
    const single = await t.app.inject({
      method: 'POST',
      url: '/api/v2/sports/odds-refresh',
      payload: { events: [{ matchId: '42', marketId: 1, outcomeId: 2, specifier: null }] },
    });
    expect(oddsRefreshResponse.parse(single.json()).data['42:1::2']).toMatchObject({ active: 0 });
    const many = Array.from({ length: 201 }, () => ({
      matchId: 1,
      marketId: '1',
      outcomeId: '1',
      specifier: '',
    }));
    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/api/v2/sports/odds-refresh',
      payload: { events: many },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/events: must hold at most 200 selections/);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v2/sports/odds-refresh',
      payload: { events: [{ matchId: 'x', marketId: '1', outcomeId: '1', specifier: '' }] },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('list markets (the market a list’s odds columns show)', () => {
  /** The spread of a line's implied probabilities: 0 is an even market. */
  const spread = (odds: readonly number[]) =>
    Math.max(...odds.map((o) => 1 / o)) - Math.min(...odds.map((o) => 1 / o));

  /** Each listed line is, among the fixture's active lines of its market, the one closest to even. */
  function expectMainLines(
    fixtures: readonly {
      matchId: number;
      markets: { id: number; specifier: string; outcomes: { odds: number }[] }[];
    }[],
  ) {
    const listed = fixtures.filter((f) => f.markets.length === 1);
    expect(listed.length).toBeGreaterThan(0);
    for (const f of listed) {
      const shown = f.markets[0]!;
      const lines = [...cache.fixture(f.matchId)!.markets.values()].filter(
        (m) => m.marketId === shown.id && m.status === 1,
      );
      const best = Math.min(...lines.map((m) => spread(m.outcomes.map((o) => o.odds))));
      expect(spread(shown.outcomes.map((o) => o.odds))).toBeCloseTo(best, 9);
    }
  }

  it('switches soccer to Over/Under 2.5: the columns name the line and every row shows it', async () => {
    const { market, fixtures } = await ok(
      'sports/highlight/prematch/1?perPage=30&market=ou2.5',
      prematchResponse,
    );
    expect(market).toEqual({
      id: 18,
      name: 'Total',
      key: 'ou2.5',
      line: 2.5,
      outcomes: [
        { id: '12', label: 'Over 2.5' },
        { id: '13', label: 'Under 2.5' },
      ],
    });
    const lines = fixtures.flatMap((f) => f.markets);
    expect(lines.length).toBeGreaterThan(20);
    for (const line of lines) {
      expect(line).toMatchObject({ id: 18, specifier: 'total=2.5' });
      expect(line.outcomes.map((o) => o.label)).toEqual(['Over 2.5', 'Under 2.5']);
    }
  });

  it('switches soccer to double chance, both teams to score and the main handicap line', async () => {
    const dc = await ok('sports/highlight/prematch/1?market=dc', prematchResponse);
    expect(dc.market).toMatchObject({ id: 10, key: 'dc', line: null });
    expect(dc.market.outcomes.map((o) => o.label)).toEqual(['1X', '12', 'X2']);
    const btts = await ok('sports/highlight/prematch/1?market=btts', prematchResponse);
    expect(btts.market.outcomes.map((o) => o.label)).toEqual(['Yes', 'No']);
    const hcp = await ok('sports/highlight/prematch/1?market=hcp', prematchResponse);
    expect(hcp.market).toMatchObject({ id: 16, key: 'hcp', line: null });
    expect(hcp.market.outcomes.map((o) => o.label)).toEqual(['Home', 'Away']);
    expect(hcp.fixtures.find((f) => f.markets.length)?.markets[0]?.outcomes[0]?.label).toMatch(/^Home /);
    expectMainLines(hcp.fixtures);
  });

  it('shows basketball’s winner, main total and main handicap', async () => {
    const winner = await ok('sports/highlight/prematch/2', prematchResponse);
    expect(winner.market).toMatchObject({ id: 219, key: 'winner', line: null });
    const total = await ok('sports/highlight/prematch/2?market=total', prematchResponse);
    expect(total.market).toMatchObject({ id: 225, key: 'total', line: null });
    expect(total.market.outcomes.map((o) => o.label)).toEqual(['Over', 'Under']);
    expectMainLines(total.fixtures);
    const hcp = await ok('sports/highlight/prematch/2?market=hcp', prematchResponse);
    expect(hcp.market).toMatchObject({ id: 223, key: 'hcp' });
    expectMainLines(hcp.fixtures);
  });

  it('shows tennis’s winner, set handicap and total games', async () => {
    const hcp = await ok('sports/highlight/prematch/5?market=set-hcp', prematchResponse);
    expect(hcp.market).toMatchObject({ id: 188, key: 'set-hcp', line: null });
    expectMainLines(hcp.fixtures);
    const games = await ok('sports/highlight/prematch/5?market=games', prematchResponse);
    expect(games.market).toMatchObject({
      id: 189,
      key: 'games',
      outcomes: [{ label: 'Over' }, { label: 'Under' }],
    });
    expectMainLines(games.fixtures);
  });

  it('takes a choice per sport on the live list, the others keeping their default', async () => {
    const { sports } = await ok('sports/highlight/live/0?markets=1&market=1:ou2.5,5:games', liveResponse);
    expect(sports.map((s) => [s.name, s.market?.key])).toEqual([
      ['Soccer', 'ou2.5'],
      ['Basketball', 'winner'],
      ['Tennis', 'games'],
    ]);
    for (const f of sports[0]!.fixtures) for (const m of f.markets) expect(m.specifier).toBe('total=2.5');
    const tennis = await ok('sports/highlight/live/5?market=set-hcp', liveResponse);
    expect(tennis.sports[0]!.market).toMatchObject({ id: 188, key: 'set-hcp' });
    expectMainLines(tennis.sports[0]!.fixtures);
  });

  it('switches a tournament’s list too', async () => {
    const res = await ok('sports/get-fixtures/17?sportID=1&market=ou2.5', fixturesResponse);
    expect(res.market).toMatchObject({ id: 18, key: 'ou2.5', line: 2.5 });
    expect(res.fixtures.flatMap((f) => f.markets).every((m) => m.specifier === 'total=2.5')).toBe(true);
  });

  it('refuses a market the sport does not switch to, naming the ones it does', async () => {
    expectError(
      await get('sports/highlight/prematch/2?market=btts'),
      400,
      /^market: Basketball lists switch to winner, total, hcp, not btts$/,
    );
    expectError(
      await get('sports/highlight/prematch/1?market=games'),
      400,
      /Soccer lists switch to 1x2, dc, ou2\.5/,
    );
    expectError(await get('sports/highlight/prematch/1?market=over'), 400, /^market: must be a list market/);
    expectError(await get('sports/highlight/live/0?market=ou2.5'), 400, /market: name the sport of ou2\.5/);
    expectError(await get('sports/highlight/live/0?market=2:btts'), 400, /Basketball lists switch to/);
    expectError(await get('sports/highlight/live/0?market=777:1x2'), 400, /sport 777 has no list markets/);
    expectError(await get('sports/highlight/live/0?market=1:dc,1:btts'), 400, /sport 1 is chosen twice/);
    expectError(await get('sports/highlight/live/0?market=1;dc'), 400, /^market: must be list markets/);
    expectError(await get('sports/get-fixtures/17?market=winner'), 400, /Soccer lists switch to/);
    expectError(await get('sports/get-fixtures/17?market=ou2.5&marketID=18'), 400, /not both/);
  });
});
