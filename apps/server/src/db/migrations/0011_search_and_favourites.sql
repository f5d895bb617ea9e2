-- Search and favourites. The search box finds teams and leagues by name as the bettor types,
-- tolerating accents, punctuation and small typos: trigram indexes (pg_trgm) over a normalised
-- search key. A player's favourites (a star on a match, a team or a league) are kept per player.
--
-- The extensions go to the public schema whatever the search path, so that every schema of one
-- database (tests and benches each migrate a schema of their own) shares one copy; every use below
-- and in the repos names them there.
create extension if not exists pg_trgm with schema public;
create extension if not exists unaccent with schema public;

-- What names are compared by: lower case, accents dropped (Atlético → atletico, Beşiktaş →
-- besiktas), punctuation as spaces (Saint-Germain → saint germain), spaces squeezed. unaccent() is
-- only stable (its dictionary could change); the wrapper names its dictionary, so it is fixed and
-- may be indexed.
create function search_key(value text) returns text
  language sql immutable strict parallel safe
  as $$
    select btrim(regexp_replace(
      lower(public.unaccent('public.unaccent'::regdictionary, value)),
      '[[:punct:][:space:]]+', ' ', 'g'))
  $$;

-- Kept beside each name rather than computed while searching: a common word ("united", "city")
-- finds thousands of index entries to check, and each check would otherwise run unaccent again.
alter table competitors add column search_name text not null generated always as (search_key(name)) stored;
alter table tournaments add column search_name text not null generated always as (search_key(name)) stored;
create index competitors_search_idx on competitors using gin (search_name public.gin_trgm_ops);
create index tournaments_search_idx on tournaments using gin (search_name public.gin_trgm_ops);
-- Search offers only teams with a match to bet on; these find a team's open matches.
create index fixtures_open_home_idx on fixtures (home_competitor_id) where status in ('not_started', 'live');
create index fixtures_open_away_idx on fixtures (away_competitor_id) where status in ('not_started', 'live');

-- A star: target_id is a fixture id (match), a competitor id (team) or a tournament id (league).
-- No foreign key to them: the kind says which table, and a match's star outlives the match until
-- the player's next change of favourites removes it.
create table sports_favourites (
  user_id bigint not null references users (id) on delete cascade,
  kind text not null check (kind in ('match', 'team', 'league')),
  target_id integer not null check (target_id > 0),
  created_at timestamptz not null default now(),
  primary key (user_id, kind, target_id)
);
