-- Casino: the catalog (providers, categories, games, promotions), players' favourites and recently
-- played games, game sessions (one balance type each; demo play money lives on the session), the
-- seamless wallet's transactions (idempotent on the provider's transaction id), the provably fair
-- seed pairs and every round of the built-in games. Amounts are bigint minor units.

create table casino_providers (
  id integer generated always as identity primary key,
  slug text not null unique check (slug ~ '^[a-z0-9-]{1,40}$'),
  name text not null check (char_length(name) between 1 and 100),
  -- built-in: our own games, called in-process; aggregator: a third party calling the wallet over HTTP.
  kind text not null check (kind in ('built-in', 'aggregator')),
  sort integer not null default 0
);

-- A category either holds games directly (Slots) or gathers games by tag (New, Popular).
create table casino_categories (
  id integer generated always as identity primary key,
  slug text not null unique check (slug ~ '^[a-z0-9-]{1,40}$'),
  name text not null check (char_length(name) between 1 and 100),
  tag text check (tag ~ '^[a-z-]{1,20}$'),
  sort integer not null default 0
);

create table casino_games (
  id integer generated always as identity primary key,
  slug text not null unique check (slug ~ '^[a-z0-9-]{1,60}$'),
  name text not null check (char_length(name) between 1 and 100),
  provider_id integer not null references casino_providers (id),
  category_id integer not null references casino_categories (id),
  description text not null default '',
  rtp numeric(5, 2) not null check (rtp > 0 and rtp <= 100),
  volatility text not null check (volatility in ('low', 'medium', 'high')),
  demo boolean not null default true,
  tags jsonb not null default '[]',
  min_bet bigint not null check (min_bet > 0),
  max_bet bigint not null,
  active boolean not null default true,
  sort integer not null default 0,
  constraint casino_games_limits check (max_bet >= min_bet)
);
create index casino_games_provider_idx on casino_games (provider_id);
create index casino_games_category_idx on casino_games (category_id);

create table casino_promotions (
  id integer generated always as identity primary key,
  slug text not null unique,
  title text not null,
  summary text not null,
  game_slug text references casino_games (slug),
  sort integer not null default 0
);

create table casino_favourites (
  user_id bigint not null references users (id),
  game_id integer not null references casino_games (id),
  created_at timestamptz not null default now(),
  primary key (user_id, game_id)
);

create table casino_recent (
  user_id bigint not null references users (id),
  game_id integer not null references casino_games (id),
  played_at timestamptz not null default now(),
  primary key (user_id, game_id)
);
create index casino_recent_user_idx on casino_recent (user_id, played_at desc);

-- One game session: the balance it plays (real = available, bonus = casino_bonus, demo = demo_balance).
create table casino_sessions (
  id text primary key check (char_length(id) between 8 and 64),
  user_id bigint references users (id),
  game_id integer not null references casino_games (id),
  provider_id integer not null references casino_providers (id),
  balance_type text not null check (balance_type in ('real', 'bonus', 'demo')),
  demo_balance bigint check (demo_balance >= 0),
  currency text not null,
  created_at timestamptz not null default now(),
  constraint casino_sessions_demo check ((balance_type = 'demo') = (demo_balance is not null)),
  constraint casino_sessions_owner check (balance_type = 'demo' or user_id is not null)
);

-- Seamless-wallet calls, one row per provider transaction id: a repeat answers `response`; a
-- rollback of a debit never seen leaves a 'refused' debit row so the late debit is refused.
create table casino_wallet_transactions (
  provider_id integer not null references casino_providers (id),
  transaction_id text not null check (char_length(transaction_id) between 1 and 100),
  kind text not null check (kind in ('debit', 'credit', 'rollback')),
  session_id text not null references casino_sessions (id),
  round_id text not null check (char_length(round_id) between 1 and 100),
  amount bigint not null check (amount >= 0),
  request_hash text,
  status text not null check (status in ('done', 'rolled-back', 'refused')),
  response jsonb,
  created_at timestamptz not null default now(),
  primary key (provider_id, transaction_id)
);
create index casino_wallet_round_idx on casino_wallet_transactions (provider_id, round_id);

-- Provably fair seed pairs. owner is `user:{id}` or, for a visitor's demo, `session:{id}`. The
-- server seed stays secret while active; rotating reveals it.
create table casino_seeds (
  id bigint generated always as identity primary key,
  owner text not null,
  server_seed text not null,
  server_seed_hash text not null,
  client_seed text not null check (char_length(client_seed) between 1 and 64),
  nonce integer not null default 0,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  revealed_at timestamptz
);
create unique index casino_seeds_active_idx on casino_seeds (owner) where active;

-- Rounds of the built-in games. status: open (a mines board in play), cashing (its win being paid),
-- settled, lost. client_key makes a bet idempotent per session.
create table casino_rounds (
  id text primary key,
  session_id text not null references casino_sessions (id),
  user_id bigint references users (id),
  game text not null,
  balance_type text not null,
  client_key text not null,
  request_hash text not null,
  bet bigint not null check (bet > 0),
  payout bigint check (payout >= 0),
  status text not null check (status in ('pending', 'open', 'cashing', 'settled')),
  params jsonb not null,
  state jsonb not null default '{}',
  outcome jsonb not null,
  answer jsonb,
  seed_id bigint not null references casino_seeds (id),
  nonce integer not null,
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  constraint casino_rounds_key unique (session_id, client_key)
);
create index casino_rounds_user_idx on casino_rounds (user_id, created_at desc) where user_id is not null;
create index casino_rounds_open_idx on casino_rounds (session_id, game) where status in ('open', 'cashing');

insert into casino_providers (slug, name, kind, sort) values ('slipstream', 'Slipstream Originals', 'built-in', 0);

insert into casino_categories (slug, name, tag, sort) values
  ('slots', 'Slots', null, 1),
  ('table-games', 'Table games', null, 2),
  ('crash', 'Crash', null, 3),
  ('instant-win', 'Instant win', null, 4),
  ('new', 'New', 'new', 5),
  ('popular', 'Popular', 'popular', 6);

insert into casino_games (slug, name, provider_id, category_id, description, rtp, volatility, tags, min_bet, max_bet, sort)
select g.slug, g.name, p.id, c.id, g.description, g.rtp, g.volatility, g.tags::jsonb, g.min_bet, g.max_bet, g.sort
from (values
  ('starlight-reels', 'Starlight Reels', 'slots', 'Five reels, ten paylines, wild stars and free spins on three nebulas.', 96.14, 'medium', '["new","popular"]', 10, 500000, 1),
  ('european-roulette', 'European Roulette', 'table-games', 'Single zero roulette with every standard inside and outside bet.', 97.30, 'low', '["popular"]', 10, 1000000, 2),
  ('blackjack', 'Blackjack', 'table-games', 'Six decks, dealer stands on soft 17, blackjack pays 3:2; double, split and insurance.', 99.60, 'low', '["new"]', 100, 1000000, 5),
  ('crash', 'Crash', 'crash', 'One shared rocket for every player: cash out before it crashes, or set an auto cash-out.', 99.00, 'high', '["new"]', 10, 500000, 6),
  ('dice', 'Dice', 'instant-win', 'Roll under or over your target: you choose the odds.', 99.00, 'low', '["popular"]', 10, 1000000, 3),
  ('mines', 'Mines', 'instant-win', 'A 5x5 field: pick your mine count, reveal gems, cash out any time.', 99.00, 'high', '["new"]', 10, 500000, 4)
) as g (slug, name, category, description, rtp, volatility, tags, min_bet, max_bet, sort)
join casino_categories c on c.slug = g.category
join casino_providers p on p.slug = 'slipstream';

insert into casino_promotions (slug, title, summary, game_slug, sort) values
  ('starlight-free-spins', 'Free spins under the stars', 'Land three nebulas on Starlight Reels for up to 20 free spins with every win doubled.', 'starlight-reels', 1),
  ('provably-fair', 'Check every round', 'Every Slipstream Original is provably fair: verify any round with its revealed server seed.', null, 2);
