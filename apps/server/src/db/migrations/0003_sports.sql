-- Sports: the catalogue the feed announces (sports, categories, tournaments, competitors, fixtures),
-- each fixture's markets and outcomes with their latest odds, the settlement results and
-- cancellations the feed sends, and each producer's state. Written by the feed ingestion (odds
-- write-behind, settlements at once); API processes read it. Feed times are the feed's timestamps.

create table sports (
  id integer primary key,
  name text not null check (char_length(name) between 1 and 100)
);

-- Categories belong to one sport (England in soccer is not England in basketball), as in the feed.
create table categories (
  id integer primary key,
  sport_id integer not null references sports (id),
  name text not null check (char_length(name) between 1 and 100),
  country_code text check (char_length(country_code) = 3)
);
create index categories_sport_idx on categories (sport_id);

create table tournaments (
  id integer primary key,
  category_id integer not null references categories (id),
  sport_id integer not null references sports (id),
  name text not null check (char_length(name) between 1 and 200)
);
create index tournaments_category_idx on tournaments (category_id);

create table competitors (
  id integer primary key,
  name text not null check (char_length(name) between 1 and 200),
  abbreviation text check (char_length(abbreviation) between 1 and 4)
);

-- id is the feed's event id (SPEC.md §3 matchId). The sport, category and tournament are
-- denormalised onto the fixture so the listing reads need no joins to filter.
create table fixtures (
  id integer primary key,
  sport_id integer not null references sports (id),
  category_id integer not null references categories (id),
  tournament_id integer not null references tournaments (id),
  home_competitor_id integer not null references competitors (id),
  away_competitor_id integer not null references competitors (id),
  start_time timestamptz not null,
  status text not null check (status in ('not_started', 'live', 'ended', 'closed', 'cancelled')),
  live boolean not null,
  -- 1 live, 3 pre-match: whose odds the fixture shows now.
  producer smallint not null check (producer in (1, 3)),
  home_score integer check (home_score >= 0),
  away_score integer check (away_score >= 0),
  period_name text,
  match_time integer check (match_time >= 0),
  -- The feed's whole sport_event_status (period scores, point score, server, clocks) for live views.
  event_status jsonb,
  -- Feed time of the newest message applied to the fixture, and of its status.
  last_message_at timestamptz not null,
  status_at timestamptz not null,
  updated_at timestamptz not null default now()
);
create index fixtures_open_sport_start_idx on fixtures (sport_id, start_time)
  where status in ('not_started', 'live');
create index fixtures_open_tournament_idx on fixtures (tournament_id, start_time)
  where status in ('not_started', 'live');
create index fixtures_updated_idx on fixtures (updated_at);

-- One line of a market (market id + specifier) of a fixture, with the feed's status code
-- (1 active, -1 suspended, 0 deactivated, -2 handed over, -3 settled, -4 cancelled) and the producer
-- that owns it. message_at is the feed time of the last applied change (stale messages are dropped).
create table markets (
  fixture_id integer not null references fixtures (id) on delete cascade,
  market_id integer not null check (market_id > 0),
  specifier text not null,
  status smallint not null check (status in (1, -1, 0, -2, -3, -4)),
  producer smallint not null check (producer in (1, 3)),
  message_at timestamptz not null,
  updated_at timestamptz not null default now(),
  primary key (fixture_id, market_id, specifier)
);
create index markets_updated_idx on markets (updated_at);

create table outcomes (
  fixture_id integer not null,
  market_id integer not null,
  specifier text not null,
  outcome_id text not null check (char_length(outcome_id) between 1 and 50),
  -- The last price; an inactive outcome keeps it for reference.
  odds numeric(10, 2) not null check (odds >= 1.01),
  active boolean not null,
  -- The outcome's place in the market (1, X, 2), for display.
  position smallint not null,
  primary key (fixture_id, market_id, specifier, outcome_id),
  foreign key (fixture_id, market_id, specifier) references markets (fixture_id, market_id, specifier)
    on delete cascade
);

-- One settlement of one market line by the feed (bet_settlement), with per-outcome results below.
-- At most one current (not rolled back) settlement per line and certainty: a re-sent identical
-- settlement is a no-op. No foreign key to fixtures: a settlement is stored even for a fixture the
-- odds write-behind has not flushed yet. handled_at is set once the bets module has taken it.
create table market_settlements (
  id bigint generated always as identity primary key,
  fixture_id integer not null,
  market_id integer not null,
  specifier text not null,
  producer smallint not null check (producer in (1, 3)),
  -- 1 live-scouted, 2 confirmed.
  certainty smallint not null check (certainty in (1, 2)),
  message_at timestamptz not null,
  received_at timestamptz not null default now(),
  rolled_back_at timestamptz,
  -- 'rollback' (rollback_bet_settlement) or 'replaced' (a different result of the same certainty).
  rollback_reason text check (rollback_reason in ('rollback', 'replaced')),
  handled_at timestamptz,
  check ((rolled_back_at is null) = (rollback_reason is null))
);
create unique index market_settlements_current_idx on market_settlements (fixture_id, market_id, specifier, certainty)
  where rolled_back_at is null;
create index market_settlements_fixture_idx on market_settlements (fixture_id);
create index market_settlements_unhandled_idx on market_settlements (id) where handled_at is null;

-- A bet's return per unit stake: void_factor + (1 - void_factor) * result * dead_heat_factor * odds.
create table outcome_results (
  settlement_id bigint not null references market_settlements (id) on delete cascade,
  outcome_id text not null,
  result smallint not null check (result in (0, 1)),
  void_factor numeric(3, 2) not null check (void_factor in (0, 0.5, 1)),
  dead_heat_factor numeric(12, 10) not null check (dead_heat_factor > 0 and dead_heat_factor <= 1),
  primary key (settlement_id, outcome_id)
);

-- bet_cancel of one market line: its bets are void (all, or those placed inside [start_time, end_time]).
create table cancellations (
  id bigint generated always as identity primary key,
  fixture_id integer not null,
  market_id integer not null,
  specifier text not null,
  producer smallint not null check (producer in (1, 3)),
  start_time timestamptz,
  end_time timestamptz,
  message_at timestamptz not null,
  received_at timestamptz not null default now(),
  rolled_back_at timestamptz,
  handled_at timestamptz
);
create unique index cancellations_current_idx on cancellations
  (fixture_id, market_id, specifier, coalesce(start_time, '-infinity'), coalesce(end_time, 'infinity'))
  where rolled_back_at is null;
create index cancellations_fixture_idx on cancellations (fixture_id);
create index cancellations_unhandled_idx on cancellations (id) where handled_at is null;

-- Each producer's heartbeat and progress. last_applied_at is where a real feed's recovery would
-- start from after a restart; down marks every market of the producer suspended.
create table producer_state (
  producer smallint primary key check (producer in (1, 3)),
  last_alive_at timestamptz,
  last_applied_at timestamptz,
  down boolean not null default false,
  down_since timestamptz,
  updated_at timestamptz not null default now()
);
