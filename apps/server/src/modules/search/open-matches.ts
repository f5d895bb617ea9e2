// The open matches of a team, a league or by id, read from the odds cache (the source of every sports
// list, so search and favourites show the same status, score and odds), and how such a match is shown:
// with its sport's main market, as the lists show it.
import type { FixtureView } from '@slipstream/domain';
import { isLive, isOpenFixture, type CachedFixture, type OddsCache } from '../market-data/odds-cache.ts';
import { mainMarketOf } from '../sports/catalogue.ts';
import { listedFixture } from '../sports/fixture-view.ts';

export interface OpenCounts {
  live: number;
  upcoming: number;
}

export interface OpenMatches {
  /** The team's open matches (home or away). */
  ofTeam(teamId: number): readonly CachedFixture[];
  /** The league's open matches. */
  ofLeague(leagueId: number): CachedFixture[];
  /** The match when it is open (not started or in play). */
  match(matchId: number): CachedFixture | undefined;
  /** The match as a list shows it: its summary and the main line of its sport's main market. */
  view(fixture: CachedFixture): FixtureView;
}

/** Live first (longest running first), then by kick-off. */
export function liveThenKickOff(a: CachedFixture, b: CachedFixture): number {
  return Number(isLive(b)) - Number(isLive(a)) || a.startTime - b.startTime || a.id - b.id;
}

export function countOpen(fixtures: Iterable<CachedFixture>): OpenCounts {
  let live = 0;
  let upcoming = 0;
  for (const f of fixtures) {
    if (f.status === 'live') live++;
    else if (f.status === 'not_started') upcoming++;
  }
  return { live, upcoming };
}

const shared = new WeakMap<OddsCache, OpenMatches>();

/** One reader per cache; the index by team is rebuilt only when the cache's structure changes. */
export function openMatches(cache: OddsCache): OpenMatches {
  let reader = shared.get(cache);
  if (!reader) shared.set(cache, (reader = createReader(cache)));
  return reader;
}

function createReader(cache: OddsCache): OpenMatches {
  let version = -1;
  let byTeam = new Map<number, CachedFixture[]>();

  function teamIndex(): Map<number, CachedFixture[]> {
    if (version === cache.version) return byTeam;
    const index = new Map<number, CachedFixture[]>();
    const file = (teamId: number, fixture: CachedFixture) => {
      const list = index.get(teamId);
      if (list) list.push(fixture);
      else index.set(teamId, [fixture]);
    };
    for (const f of cache.fixtures()) {
      if (!isOpenFixture(f)) continue;
      file(f.home.id, f);
      file(f.away.id, f);
    }
    byTeam = index;
    version = cache.version;
    return index;
  }

  return {
    ofTeam: (teamId) => teamIndex().get(teamId) ?? [],
    ofLeague: (leagueId) => [...cache.ofTournament(leagueId)].filter(isOpenFixture),
    match: (matchId) => {
      const fixture = cache.fixture(matchId);
      return fixture && isOpenFixture(fixture) ? fixture : undefined;
    },
    view: (fixture) => listedFixture(cache, fixture, mainMarketOf(fixture.sport.id)),
  };
}
