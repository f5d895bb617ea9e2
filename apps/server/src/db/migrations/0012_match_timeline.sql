-- The match centre's timeline: each entry the feed reports for a match (a period starting, a goal,
-- a card, a corner, a tennis point …), as the feed sent it, numbered in order per match. The match's
-- score by period and its statistics are in fixtures.event_status (the feed's sport_event_status);
-- API processes read both to answer a match's centre.
create table match_timeline (
  fixture_id integer not null references fixtures (id) on delete cascade,
  -- The match's own count from 1: a replayed entry has the id it had, and is written once.
  entry_id integer not null check (entry_id > 0),
  type text not null,
  -- Feed time of the moment it happened.
  happened_at timestamptz not null,
  -- The entry as the feed sent it (snake_case: team, period, match_time, scores, point_score, server).
  entry jsonb not null,
  primary key (fixture_id, entry_id)
);
