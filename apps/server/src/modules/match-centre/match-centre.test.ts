// The match centre's endpoint answers a live match from what ingestion stored (score by period,
// statistics, timeline) — the same views its centre topic carries — and a 404 for a match it does
// not know, a cancelled one, or one that ended more than a day before.
import { matchCentreAnswer } from '@slipstream/contract/match-centre';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulatedFeed, type SimulatedFeed } from '../../test/feed.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { isLive, OddsCache, type CachedFixture } from '../market-data/odds-cache.ts';
import { CENTRE_KEPT_MS } from './match-centre.service.ts';

let t: TestApp;
let feed: SimulatedFeed;
const cache = new OddsCache();

async function get(matchId: number | string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v2/sports/match/${matchId}/centre`,
    headers: { accept: 'application/json' },
  });
  return { status: res.statusCode, body: res.json() as unknown, headers: res.headers };
}

function liveSoccerWithGoal(): CachedFixture {
  const fixture = [...cache.fixtures()].find(
    (f) =>
      isLive(f) &&
      f.sport.name === 'Soccer' &&
      (f.eventStatus?.home_score ?? 0) + (f.eventStatus?.away_score ?? 0) > 0,
  );
  if (!fixture) throw new Error('no live soccer match with a goal');
  return fixture;
}

beforeAll(async () => {
  t = await buildTestApp({}, { oddsCache: cache });
  feed = await startSimulatedFeed({ db: t.db, broker: t.broker, cache, sports: ['soccer', 'tennis'] });
  await feed.advance(60 * 60_000);
  await feed.ingestion.flush();
});
afterAll(async () => {
  await feed.stop();
  await t.close();
});

describe('GET /api/v2/sports/match/:id/centre', () => {
  it('answers a live match with its score by period, statistics and timeline, the goals leaving its score', async () => {
    const fixture = liveSoccerWithGoal();
    const res = await get(fixture.id);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=1');
    const centre = matchCentreAnswer.parse(res.body);
    const status = fixture.eventStatus!;
    expect(centre).toMatchObject({
      matchId: fixture.id,
      sportId: fixture.sport.id,
      status: 'live',
      homeScore: status.home_score,
      awayScore: status.away_score,
      periodName: status.period_name,
    });
    expect(centre.periodScores).toEqual(status.period_scores);
    expect(centre.statistics.map((s) => s.type)).toEqual(
      expect.arrayContaining(['ball_possession', 'shots_on_target', 'corners', 'yellow_cards']),
    );
    expect(centre.timeline.map((e) => e.id)).toEqual(centre.timeline.map((_, i) => i + 1));
    expect(centre.timeline[0]).toMatchObject({ type: 'period_start', periodName: '1st half', team: null });
    const goals = centre.timeline.filter((e) => e.type === 'score_change');
    expect(goals.length).toBe(status.home_score + status.away_score);
    expect(goals.at(-1)).toMatchObject({ homeScore: status.home_score, awayScore: status.away_score });
    for (const goal of goals) expect(goal.matchTime).toBeGreaterThan(0);
  });

  it('answers a tennis match with every point and game, the server marked', async () => {
    const fixture = [...cache.fixtures()].find((f) => isLive(f) && f.sport.name === 'Tennis');
    if (!fixture) throw new Error('no live tennis match');
    const centre = matchCentreAnswer.parse((await get(fixture.id)).body);
    const played = centre.timeline.filter((e) => e.type === 'point' || e.type === 'game_won');
    expect(played.length).toBeGreaterThan(0);
    for (const e of played) expect(e.server).toMatch(/^(home|away)$/);
    expect(centre.statistics.map((s) => s.type)).toEqual(['aces', 'double_faults', 'breaks', 'points_won']);
  });

  it('refuses a match it does not know, and an id that is not one', async () => {
    const unknown = await get(999_999_999);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'NOT_FOUND', message: expect.stringMatching(/999999999/) });
    expect((await get('abc')).status).toBe(400);
  });

  it('keeps an ended match’s centre for a day, not longer', async () => {
    const fixture = liveSoccerWithGoal();
    const feedNow = cache.feedTime();
    const endAt = async (at: number) =>
      sql`update fixtures set status = 'closed', status_at = ${new Date(at).toISOString()}::timestamptz
        where id = ${fixture.id}`.execute(t.db);
    await endAt(feedNow - CENTRE_KEPT_MS + 60_000);
    expect((await get(fixture.id)).status).toBe(200);
    await endAt(feedNow - CENTRE_KEPT_MS - 60_000);
    expect((await get(fixture.id)).status).toBe(404);
  });
});
