-- Bets: placed bets with their selections and lines, booked (shared) slips, and what players owe
-- after a settlement was rolled back once its payout had been spent. Money is bigint minor units.

insert into ledger_accounts (kind) values ('stakes_kept'), ('player_debts') on conflict do nothing;

create table bets (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  booking_code text not null,
  bet_type text not null check (bet_type in ('Single', 'Multiple', 'Split', 'Combo')),
  -- The balance the stake came from; a payout goes back to it.
  stake_source text not null check (stake_source in ('available', 'sport_bonus')),
  stake bigint not null check (stake > 0),
  possible_win bigint not null check (possible_win >= 0),
  total_odds numeric(24, 10) not null,
  -- open, won, lost, void, cashed_out.
  status text not null default 'open' check (status in ('open', 'won', 'lost', 'void', 'cashed_out')),
  -- What the player holds from this bet now (0 while open); the ledger moved exactly this much.
  payout bigint not null default 0 check (payout >= 0),
  bonus bigint not null default 0,
  wth_tax bigint not null default 0,
  -- The engine settings at placement (bonus table, MinBonusOdd, tax rates): a bet settles as priced.
  config jsonb not null,
  live boolean not null default false,
  placed_at timestamptz not null,
  -- The feed's clock at placement: bet_cancel windows are in feed time.
  placed_feed_at bigint not null default 0,
  settled_at timestamptz,
  -- Bumped on every money movement of settlement; part of its ledger reference (exactly once).
  version integer not null default 0,
  -- Legs changed and the bet has not been settled again since (a crash leaves it for the start sweep).
  dirty boolean not null default false
);
create index bets_user_idx on bets (user_id, placed_at desc);
create index bets_user_open_idx on bets (user_id) where status = 'open';
create index bets_dirty_idx on bets (id) where dirty;

create table bet_selections (
  bet_id bigint not null references bets (id) on delete cascade,
  position smallint not null,
  match_id integer not null,
  market_id integer not null,
  specifier text not null,
  outcome_id text not null,
  odds numeric(10, 2) not null,
  fixed boolean not null default false,
  combinability integer not null default 0,
  type text not null check (type in ('prematch', 'live')),
  -- Names and dates as the player saw them (SPEC.md §3 selection fields), for history and sharing.
  display jsonb not null,
  -- The leg's result: null while open.
  result smallint check (result in (0, 1)),
  void_factor numeric(3, 2),
  dead_heat_factor numeric(12, 10),
  settlement_id bigint,
  cancellation_id bigint,
  primary key (bet_id, position)
);
create index bet_selections_line_idx on bet_selections (match_id, market_id, specifier);

-- Per grouping: how many lines and the stake of each (an accumulator is one line).
create table bet_lines (
  bet_id bigint not null references bets (id) on delete cascade,
  grouping smallint not null,
  combinations integer not null,
  stake_per_line bigint not null,
  net_stake_per_line bigint not null,
  primary key (bet_id, grouping)
);

-- Slips stored under a booking code (shared or booked), placed or not.
create table booked_slips (
  code text primary key,
  user_id bigint references users (id),
  slip jsonb not null,
  created_at timestamptz not null
);

-- What a player owes after a payout was taken back but had been spent; later bet credits repay it first.
create table player_debts (
  user_id bigint primary key references users (id),
  amount bigint not null check (amount >= 0),
  updated_at timestamptz not null
);
