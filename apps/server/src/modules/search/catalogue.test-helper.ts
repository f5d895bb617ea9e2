// A small hand-made catalogue for search and favourites tests: the rows the feed would have written
// (sports, categories, tournaments, competitors, fixtures) and the open fixtures in the odds cache,
// as an API process sees them. Names carry accents and punctuation on purpose.
import { MARKET_STATUS } from '@slipstream/domain';
import type { Executor } from '../../db/executor.ts';
import type { FixtureStatusColumn } from '../../db/schema.ts';
import {
  isOpenFixture,
  marketKey,
  type CachedCategory,
  type CachedFixture,
  type CachedMarket,
  type Named,
  type OddsCache,
} from '../market-data/odds-cache.ts';

export const NOW = Date.UTC(2025, 2, 15, 14, 0, 0);
const MINUTE = 60_000;

export const SOCCER: Named = { id: 1, name: 'Soccer' };
export const BASKETBALL: Named = { id: 2, name: 'Basketball' };
const ENGLAND: CachedCategory = { id: 1, name: 'England', countryCode: 'ENG' };
const SPAIN: CachedCategory = { id: 32, name: 'Spain', countryCode: 'ESP' };
const USA: CachedCategory = { id: 50, name: 'USA', countryCode: 'USA' };
const FRANCE: CachedCategory = { id: 7, name: 'France', countryCode: 'FRA' };

export const LEAGUES = {
  premierLeague: { id: 17, name: 'Premier League', sport: SOCCER, category: ENGLAND },
  laLiga: { id: 8, name: 'LaLiga', sport: SOCCER, category: SPAIN },
  nba: { id: 1101, name: 'NBA', sport: BASKETBALL, category: USA },
  ligue1: { id: 34, name: 'Ligue 1', sport: SOCCER, category: FRANCE },
  /** Nothing open in it: only a finished match. */
  ligueRegionale: { id: 900, name: 'Ligue Régionale', sport: SOCCER, category: FRANCE },
};

const team = (id: number, name: string) => ({ id, name, abbreviation: null });
export const TEAMS = {
  atletico: team(1, 'Atlético Madrid'),
  realMadrid: team(2, 'Real Madrid'),
  sevilla: team(3, 'Sevilla FC'),
  betis: team(4, 'Real Betis'),
  arsenal: team(5, 'Arsenal'),
  chelsea: team(6, 'Chelsea'),
  chelsey: team(7, 'Chelsey Rovers'),
  brentford: team(8, 'Brentford'),
  madridWolves: team(9, 'Madrid Wolves'),
  lakers: team(10, 'LA Lakers'),
  psg: team(11, 'Paris Saint-Germain'),
  lyon: team(12, 'Olympique Lyonnais'),
  /** Plays only a finished match. */
  oldTown: team(13, 'Old Town Rangers'),
  nantes: team(14, 'FC Nantes'),
};

type League = (typeof LEAGUES)[keyof typeof LEAGUES];
type Team = (typeof TEAMS)[keyof typeof TEAMS];

function mainLine(id: number, sportId: number, status: FixtureStatusColumn): CachedMarket {
  const producer = status === 'live' ? 1 : 3;
  return sportId === BASKETBALL.id
    ? {
        fixtureId: id,
        marketId: 219,
        specifier: '',
        status: MARKET_STATUS.active,
        producer,
        ts: NOW,
        outcomes: [
          { id: '4', odds: 1.8, active: 1 },
          { id: '5', odds: 2.05, active: 1 },
        ],
      }
    : {
        fixtureId: id,
        marketId: 1,
        specifier: '',
        status: MARKET_STATUS.active,
        producer,
        ts: NOW,
        outcomes: [
          { id: '1', odds: 2.1, active: 1 },
          { id: '2', odds: 3.3, active: 1 },
          { id: '3', odds: 3.6, active: 1 },
        ],
      };
}

function fixture(
  id: number,
  league: League,
  home: Team,
  away: Team,
  minutesFromNow: number,
  status: FixtureStatusColumn,
): CachedFixture {
  const line = mainLine(id, league.sport.id, status);
  return {
    id,
    sport: league.sport,
    category: league.category,
    tournament: { id: league.id, name: league.name },
    home,
    away,
    startTime: NOW + minutesFromNow * MINUTE,
    status,
    statusTs: NOW,
    eventStatus: null,
    lastMessageAt: NOW,
    fixtureTs: NOW,
    oddsTs: { 1: 0, 3: NOW },
    markets: new Map([[marketKey(line.marketId, line.specifier), line]]),
  };
}

/** Live, to come and finished matches (ids say which: 1xx live, 2xx to come, 3xx finished). */
export const MATCHES = {
  realSevilla: fixture(101, LEAGUES.laLiga, TEAMS.realMadrid, TEAMS.sevilla, -40, 'live'),
  lakersWolves: fixture(102, LEAGUES.nba, TEAMS.lakers, TEAMS.madridWolves, -20, 'live'),
  atleticoBetis: fixture(201, LEAGUES.laLiga, TEAMS.atletico, TEAMS.betis, 120, 'not_started'),
  chelseyBrentford: fixture(202, LEAGUES.premierLeague, TEAMS.chelsey, TEAMS.brentford, 30, 'not_started'),
  arsenalChelsea: fixture(203, LEAGUES.premierLeague, TEAMS.arsenal, TEAMS.chelsea, 90, 'not_started'),
  betisReal: fixture(204, LEAGUES.laLiga, TEAMS.betis, TEAMS.realMadrid, 60 * 24 * 3, 'not_started'),
  psgLyon: fixture(205, LEAGUES.ligue1, TEAMS.psg, TEAMS.lyon, 240, 'not_started'),
  sevillaReal: fixture(301, LEAGUES.laLiga, TEAMS.sevilla, TEAMS.realMadrid, -60 * 24, 'ended'),
  oldTownNantes: fixture(302, LEAGUES.ligueRegionale, TEAMS.oldTown, TEAMS.nantes, -60 * 30, 'ended'),
};

/** Writes the catalogue's rows and puts its open matches in the cache. */
export async function seedCatalogue(db: Executor, cache: OddsCache): Promise<void> {
  const fixtures = Object.values(MATCHES);
  const leagues = Object.values(LEAGUES);
  const sports = new Map(leagues.map((l) => [l.sport.id, l.sport]));
  const categories = new Map(leagues.map((l) => [l.category.id, { ...l.category, sportId: l.sport.id }]));
  await db
    .insertInto('sports')
    .values([...sports.values()])
    .execute();
  await db
    .insertInto('categories')
    .values(
      [...categories.values()].map((c) => ({
        id: c.id,
        sport_id: c.sportId,
        name: c.name,
        country_code: c.countryCode,
      })),
    )
    .execute();
  await db
    .insertInto('tournaments')
    .values(
      leagues.map((l) => ({ id: l.id, name: l.name, sport_id: l.sport.id, category_id: l.category.id })),
    )
    .execute();
  await db
    .insertInto('competitors')
    .values(Object.values(TEAMS).map((t) => ({ id: t.id, name: t.name, abbreviation: null })))
    .execute();
  await db
    .insertInto('fixtures')
    .values(
      fixtures.map((f) => ({
        id: f.id,
        sport_id: f.sport.id,
        category_id: f.category.id,
        tournament_id: f.tournament.id,
        home_competitor_id: f.home.id,
        away_competitor_id: f.away.id,
        start_time: new Date(f.startTime),
        status: f.status,
        live: f.status === 'live',
        producer: f.status === 'live' ? 1 : 3,
        last_message_at: new Date(NOW),
        status_at: new Date(NOW),
      })),
    )
    .execute();
  for (const f of fixtures) if (isOpenFixture(f)) cache.put(f);
}

/** Ends a match, in the database and the cache, as the feed would. */
export async function endMatch(db: Executor, cache: OddsCache, match: CachedFixture): Promise<void> {
  await db.updateTable('fixtures').set({ status: 'ended', live: false }).where('id', '=', match.id).execute();
  cache.put({ ...match, status: 'ended' });
}
