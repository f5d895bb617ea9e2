-- Content and bonuses: uploaded images, banners, CMS pages and promotions managed by the operator;
-- the first-deposit bonus (offer, award, wagering progress) and weekly cashback credits. Money is
-- bigint minor units; every balance change itself goes through the ledger (0004).

-- Images uploaded through the operator API, served by the app at /media/{id}.
create table content_media (
  id text primary key check (id ~ '^[a-z0-9-]{8,64}$'),
  content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/svg+xml', 'image/webp')),
  bytes bytea not null,
  created_at timestamptz not null default now()
);

create table banners (
  id bigint generated always as identity primary key,
  title text not null,
  target text not null default 'web' check (target ~ '^[a-z]{1,20}$'),
  position text not null check (position ~ '^[a-z_]{1,20}$'),
  image text not null,
  link text,
  sort_order integer not null default 0,
  published boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index banners_published_idx on banners (position, sort_order) where published;

-- body_html is stored already sanitised: the server sanitises on every write.
create table cms_pages (
  slug text primary key check (slug ~ '^[a-z0-9][a-z0-9-]{0,63}$'),
  title text not null,
  body_html text not null,
  published boolean not null default false,
  updated_at timestamptz not null default now()
);

create table promotions (
  id bigint generated always as identity primary key,
  slug text not null unique check (slug ~ '^[a-z0-9][a-z0-9-]{0,63}$'),
  title text not null,
  summary text not null,
  body_html text not null,
  terms_html text not null,
  image text not null,
  cta_label text not null,
  cta_link text not null,
  sort_order integer not null default 0,
  published boolean not null default false,
  updated_at timestamptz not null default now()
);

-- A player's first credited deposit (recorded by the wallet's deposit hook): what the first-deposit
-- bonus is computed from. One row per player, ever.
create table first_deposits (
  user_id bigint primary key references users (id),
  deposit_reference text not null,
  amount bigint not null check (amount > 0),
  credited_at timestamptz not null
);

create table player_bonuses (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  kind text not null check (kind in ('first_deposit')),
  status text not null default 'active' check (status in ('active', 'completed', 'expired')),
  amount bigint not null check (amount > 0),
  wagering_required bigint not null check (wagering_required >= 0),
  wagered bigint not null default 0 check (wagered >= 0),
  min_odds numeric(10, 2) not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  closed_at timestamptz,
  -- What left the sport bonus balance when it closed: converted to available, or removed on expiry.
  closing_amount bigint
);
-- The first-deposit bonus is awarded once per player, whatever happens to it afterwards.
create unique index player_bonuses_first_deposit_idx on player_bonuses (user_id) where kind = 'first_deposit';
create index player_bonuses_active_idx on player_bonuses (expires_at) where status = 'active';

-- Each bet counts towards a bonus at most once (the bets module passes its bet reference).
create table bonus_wagers (
  bonus_id bigint not null references player_bonuses (id),
  reference text not null,
  amount bigint not null check (amount > 0),
  odds numeric(10, 2) not null,
  created_at timestamptz not null default now(),
  primary key (bonus_id, reference)
);

create table cashback_credits (
  user_id bigint not null references users (id),
  period_start timestamptz not null,
  net_loss bigint not null,
  amount bigint not null check (amount > 0),
  created_at timestamptz not null default now(),
  primary key (user_id, period_start)
);

insert into settings (key, value) values
  ('first_deposit_bonus', '{
    "enabled": true,
    "percent": 100,
    "maxBonus": 50000,
    "minDeposit": 100,
    "rollover": 5,
    "minOdds": 1.5,
    "validDays": 30,
    "claimWithinDays": 7
  }'::jsonb),
  ('cashback', '{
    "enabled": true,
    "percent": 10,
    "maxAmount": 100000,
    "minNetLoss": 1000
  }'::jsonb)
on conflict (key) do nothing;
