-- FEED=uof: what the provider's HTTP API answered, kept so that a restarted feed process does not
-- ask again for what it already read, and so that an operator can see what the provider offers.

-- Each match's fixture (sport, category, tournament, competitors, start time, status), read from
-- the provider's fixture.xml when the feed first named the match, and read again at each
-- fixture_change.
create table uof_fixtures (
  match_id integer primary key check (match_id > 0),
  -- The product's fixture as feed messages carry it (snake_case, see modules/feed/messages.ts).
  fixture jsonb not null,
  -- When it was read, on the feed's clock: a match announced from this copy carries this time, so
  -- an older copy never overrides what the feed has said about the match since.
  fetched_at timestamptz not null
);

-- Every market the provider describes (markets.xml), replaced as a whole at each start of the feed
-- process. Its ids are those of the market catalogue (modules/market-data/markets.ts); the ones the
-- catalogue lacks are priced by the provider but not offered.
create table uof_market_descriptions (
  market_id integer not null check (market_id > 0),
  -- The provider's variant, '' for a market without one.
  variant text not null default '',
  -- The name template in the provider's template language (`{!setnr} set - winner`).
  name text not null,
  -- Its groups, outcomes (id, name) and specifiers (name, type).
  description jsonb not null,
  fetched_at timestamptz not null,
  primary key (market_id, variant)
);
