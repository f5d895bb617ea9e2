-- Accounts: operator settings, players, their sessions, SMS codes and outbox, login throttling and
-- responsible-gambling limits. Times are written by the server's clock (not now()) so that the rules
-- that depend on them can be tested with a controllable clock.

-- Operator settings read by the web app (global variables, multi-bet bonus table), key → JSON.
create table settings (
  key text primary key check (key ~ '^[a-z][a-z0-9_.-]{0,63}$'),
  value jsonb not null,
  updated_at timestamptz not null default now()
);

insert into settings (key, value) values
  ('global_variables', '{
    "DialCode": "234",
    "CountryCode": "NG",
    "CurrencyCode": "NGN",
    "CurrencySymbol": "₦",
    "brandName": "Slipstream",
    "BetCouponGlobalVariable": { "MinBonusOdd": 1.2, "MaxCouponCombinations": 100000 }
  }'::jsonb),
  -- Multi-bet bonus by ticket length (SPEC.md §5): 3 legs 3% rising to 100% from 20 legs. Every
  -- length between the smallest and largest row must have a row, so the ladder runs to 50 legs.
  ('bonus_list', jsonb_build_object('onliners', (
    select jsonb_agg(jsonb_build_object('ticket_length', n, 'bonus', case
      when n = 3 then 3 when n = 4 then 5 when n = 5 then 8 when n = 6 then 10 when n = 7 then 12
      when n = 8 then 15 when n = 9 then 20 when n = 10 then 25 when n = 11 then 30 when n = 12 then 35
      when n = 13 then 40 when n = 14 then 45 when n = 15 then 50 when n = 16 then 60 when n = 17 then 70
      when n = 18 then 80 when n = 19 then 90 else 100 end) order by n)
    from generate_series(3, 50) as n)));

create table users (
  id bigint generated always as identity primary key,
  -- Dial code + national number without its trunk 0 (SPEC.md §5), the account identifier.
  phone text not null unique check (phone ~ '^[1-9][0-9]{6,14}$'),
  password_hash text not null,
  status text not null default 'active' check (status in ('active', 'suspended', 'closed')),
  first_name text check (char_length(first_name) between 1 and 50),
  last_name text check (char_length(last_name) between 1 and 50),
  email text check (char_length(email) between 3 and 254),
  date_of_birth date,
  address text check (char_length(address) between 1 and 200),
  city text check (char_length(city) between 1 and 100),
  state text check (char_length(state) between 1 and 100),
  promo_code text check (char_length(promo_code) between 1 and 32),
  tracking_token text check (char_length(tracking_token) between 1 and 200),
  phone_verified_at timestamptz not null,
  password_changed_at timestamptz not null,
  created_at timestamptz not null,
  updated_at timestamptz not null
);

-- One row per issued token (id = the token's jti). Logout, a password change or reset, a time-out and
-- self-exclusion revoke rows; a token whose row is revoked or expired is refused at once.
create table sessions (
  id uuid primary key,
  user_id bigint not null references users (id) on delete cascade,
  created_at timestamptz not null,
  last_seen_at timestamptz not null,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  revoked_reason text check (revoked_reason in
    ('logout', 'password-changed', 'password-reset', 'revoked-by-user', 'time-out', 'self-exclusion')),
  user_agent text check (char_length(user_agent) <= 512),
  ip text check (char_length(ip) <= 64)
);
create index sessions_user_active_idx on sessions (user_id, created_at desc) where revoked_at is null;

-- SMS verification codes, stored as HMACs. A verified code yields a one-time verification token
-- (also stored as an HMAC) that register or reset-password must carry.
create table otp_codes (
  id bigint generated always as identity primary key,
  phone text not null,
  purpose text not null check (purpose in ('register', 'reset-password')),
  code_hash text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  attempts integer not null default 0 check (attempts >= 0),
  verified_at timestamptz,
  verification_hash text unique,
  verification_expires_at timestamptz,
  verification_used_at timestamptz
);
create index otp_codes_phone_idx on otp_codes (phone, created_at desc);

-- Messages of the outbox SMS sender (development and tests read them at /api/dev/sms-outbox).
create table sms_outbox (
  id bigint generated always as identity primary key,
  phone text not null,
  sender text not null,
  body text not null,
  created_at timestamptz not null
);
create index sms_outbox_phone_idx on sms_outbox (phone, id desc);

-- Failed logins per number in a fixed window (the per-number login limit; the per-address limit is
-- @fastify/rate-limit's).
create table login_failures (
  phone text primary key,
  window_started_at timestamptz not null,
  failures integer not null check (failures >= 0)
);

-- Deposit limits in minor units per period; null amount = no limit. A looser limit waits in
-- pending_* until its effective time (null pending_amount with a time = the limit will be removed).
create table deposit_limits (
  user_id bigint not null references users (id) on delete cascade,
  period text not null check (period in ('daily', 'weekly', 'monthly')),
  amount bigint check (amount > 0),
  pending_amount bigint check (pending_amount > 0),
  pending_effective_at timestamptz,
  updated_at timestamptz not null,
  primary key (user_id, period),
  check (pending_amount is null or pending_effective_at is not null)
);

-- Time-outs and self-exclusions, kept as history; one in force blocks login and gambling.
create table gambling_exclusions (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id) on delete cascade,
  kind text not null check (kind in ('time-out', 'self-exclusion')),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  created_at timestamptz not null,
  check (ends_at > starts_at)
);
create index gambling_exclusions_user_idx on gambling_exclusions (user_id, ends_at desc);
