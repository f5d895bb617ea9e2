// SQL reads of the sports catalogue and odds: whole (a warm start, an API process starting) or what
// changed since a database time (an API process keeping its read cache fresh).
import type { Executor } from '../../db/executor.ts';
import type { FixtureStatusColumn } from '../../db/schema.ts';

export interface FixtureRow {
  id: number;
  sport_id: number;
  sport_name: string;
  category_id: number;
  category_name: string;
  country_code: string | null;
  tournament_id: number;
  tournament_name: string;
  home_id: number;
  home_name: string;
  home_abbreviation: string | null;
  away_id: number;
  away_name: string;
  away_abbreviation: string | null;
  start_time: Date;
  status: FixtureStatusColumn;
  event_status: unknown;
  last_message_at: Date;
  status_at: Date;
  updated_at: Date;
}

export interface OutcomeRow {
  fixture_id: number;
  market_id: number;
  specifier: string;
  status: number;
  producer: number;
  message_at: Date;
  updated_at: Date;
  outcome_id: string;
  odds: number;
  active: boolean;
}

const OPEN_STATUSES: FixtureStatusColumn[] = ['not_started', 'live', 'ended'];

function fixtureQuery(db: Executor) {
  return db
    .selectFrom('fixtures as f')
    .innerJoin('sports as s', 's.id', 'f.sport_id')
    .innerJoin('categories as c', 'c.id', 'f.category_id')
    .innerJoin('tournaments as t', 't.id', 'f.tournament_id')
    .innerJoin('competitors as h', 'h.id', 'f.home_competitor_id')
    .innerJoin('competitors as a', 'a.id', 'f.away_competitor_id')
    .select([
      'f.id',
      'f.sport_id',
      's.name as sport_name',
      'f.category_id',
      'c.name as category_name',
      'c.country_code',
      'f.tournament_id',
      't.name as tournament_name',
      'h.id as home_id',
      'h.name as home_name',
      'h.abbreviation as home_abbreviation',
      'a.id as away_id',
      'a.name as away_name',
      'a.abbreviation as away_abbreviation',
      'f.start_time',
      'f.status',
      'f.event_status',
      'f.last_message_at',
      'f.status_at',
      'f.updated_at',
    ]);
}

function outcomeQuery(db: Executor) {
  return db
    .selectFrom('markets as m')
    .innerJoin('outcomes as o', (join) =>
      join
        .onRef('o.fixture_id', '=', 'm.fixture_id')
        .onRef('o.market_id', '=', 'm.market_id')
        .onRef('o.specifier', '=', 'm.specifier'),
    )
    .select([
      'm.fixture_id',
      'm.market_id',
      'm.specifier',
      'm.status',
      'm.producer',
      'm.message_at',
      'm.updated_at',
      'o.outcome_id',
      'o.odds',
      'o.active',
    ])
    .orderBy('m.fixture_id')
    .orderBy('m.market_id')
    .orderBy('m.specifier')
    .orderBy('o.position');
}

/** Fixtures still in play or to come (and ended ones awaiting settlement). */
export async function openFixtures(db: Executor): Promise<FixtureRow[]> {
  return fixtureQuery(db).where('f.status', 'in', OPEN_STATUSES).execute();
}

/** Every line (with its outcomes in order) of the open fixtures. */
export async function openFixtureOutcomes(db: Executor): Promise<OutcomeRow[]> {
  return outcomeQuery(db)
    .innerJoin('fixtures as f', 'f.id', 'm.fixture_id')
    .where('f.status', 'in', OPEN_STATUSES)
    .execute();
}

/** Fixtures written after `since` (database time), whatever their status. */
export async function fixturesChangedSince(db: Executor, since: Date): Promise<FixtureRow[]> {
  return fixtureQuery(db).where('f.updated_at', '>', since).execute();
}

/** Lines written after `since`, with all their outcomes. */
export async function outcomesChangedSince(db: Executor, since: Date): Promise<OutcomeRow[]> {
  return outcomeQuery(db).where('m.updated_at', '>', since).execute();
}

export interface ProducerStateRow {
  producer: number;
  last_alive_at: Date | null;
  last_applied_at: Date | null;
  down: boolean;
}

export async function producerStates(db: Executor): Promise<ProducerStateRow[]> {
  return db
    .selectFrom('producer_state')
    .select(['producer', 'last_alive_at', 'last_applied_at', 'down'])
    .execute();
}
