-- Wallet: the double-entry ledger (accounts, transactions, entries) and the business records that
-- move money through it: online deposits, bank withdrawals, shop codes; plus the store of the
-- built-in sandbox payment provider. Amounts are bigint minor units throughout.

-- One account per player balance kind (balance kept here, never below zero: a CHECK, not only code)
-- and one per house account. House balances are not stored: every movement touches a house
-- account, so a stored house balance would be one hot row that all players queue on. A house
-- balance is the sum of its entries (ledger_account_balances below); house accounts may go negative.
create table ledger_accounts (
  id bigint generated always as identity primary key,
  user_id bigint references users (id),
  kind text not null check (kind ~ '^[a-z_]{1,40}$'),
  balance bigint,
  -- Bumped with every change: the balance topic carries the sum so a browser can drop a stale message.
  version bigint not null default 0,
  created_at timestamptz not null default now(),
  constraint ledger_accounts_player_kind check (
    user_id is null or kind in ('available', 'sport_bonus', 'casino_bonus', 'virtual_bonus', 'trust')),
  constraint ledger_accounts_balance_kept check ((user_id is null) = (balance is null)),
  constraint ledger_accounts_balance_non_negative check (balance >= 0)
);
create unique index ledger_accounts_player_idx on ledger_accounts (user_id, kind) where user_id is not null;
create unique index ledger_accounts_house_idx on ledger_accounts (kind) where user_id is null;

insert into ledger_accounts (kind) values
  ('payment_provider_clearing'), -- owed by payment providers for deposits, less payouts through them
  ('cash_in_transit'),
  ('shop_float'),                -- cash taken in or paid out over shop counters
  ('withdrawals_pending'),       -- player money held for a withdrawal or a shop withdraw code
  ('stakes_held'),
  ('winnings_paid'),
  ('bonus_cost'),
  ('casino_wagers'),
  ('adjustments');

-- One money movement. (kind, reference) is unique: the same business event can never post twice,
-- whatever the code above it does.
create table ledger_transactions (
  id bigint generated always as identity primary key,
  kind text not null check (kind ~ '^[a-z]+(\.[a-z_]+)?$'),
  reference text not null check (char_length(reference) between 1 and 200),
  user_id bigint references users (id),
  created_at timestamptz not null default now(),
  constraint ledger_transactions_once unique (kind, reference)
);
create index ledger_transactions_user_idx on ledger_transactions (user_id, id) where user_id is not null;

-- Entries: amount added to the account (positive raises it, negative lowers it). balance_after is
-- the player account's balance after this entry (null for house accounts), for the history page.
create table ledger_entries (
  id bigint generated always as identity primary key,
  transaction_id bigint not null references ledger_transactions (id),
  account_id bigint not null references ledger_accounts (id),
  amount bigint not null check (amount <> 0),
  balance_after bigint check (balance_after >= 0),
  created_at timestamptz not null default now()
);
create index ledger_entries_account_idx on ledger_entries (account_id, id);
create index ledger_entries_transaction_idx on ledger_entries (transaction_id);

-- A transaction's entries must sum to zero (and there must be at least two), checked at commit so a
-- transaction can insert its entries one by one.
create function ledger_transaction_balanced() returns trigger language plpgsql as $$
declare
  total numeric;
  lines integer;
begin
  select coalesce(sum(amount), 0), count(*) into total, lines
    from ledger_entries where transaction_id = new.transaction_id;
  if total <> 0 or lines < 2 then
    raise exception 'ledger transaction % does not balance (sum %, % entries)', new.transaction_id, total, lines
      using errcode = '23514';
  end if;
  return null;
end $$;
create constraint trigger ledger_entries_balanced after insert on ledger_entries
  deferrable initially deferred for each row execute function ledger_transaction_balanced();

-- The ledger is append-only: a mistake is corrected by a new, reversing transaction.
create function ledger_append_only() returns trigger language plpgsql as $$
begin
  raise exception '% is append-only', tg_table_name using errcode = '42501';
end $$;
create trigger ledger_entries_append_only before update or delete on ledger_entries
  for each row execute function ledger_append_only();
create trigger ledger_transactions_append_only before update or delete on ledger_transactions
  for each row execute function ledger_append_only();

create view ledger_account_balances as
  select a.id as account_id, a.user_id, a.kind, a.balance as stored_balance,
         coalesce((select sum(e.amount) from ledger_entries e where e.account_id = a.id), 0)::bigint as entries_sum
    from ledger_accounts a;

-- Online deposits. reference is the transactionRef the payer and the web app see. The provider is
-- called outside any database transaction, so a deposit exists (pending) before its payment page does.
create table deposits (
  id bigint generated always as identity primary key,
  reference text not null unique check (reference ~ '^[A-Z0-9-]{6,40}$'),
  user_id bigint not null references users (id),
  gateway text not null check (gateway ~ '^[a-z0-9_-]{1,40}$'),
  channel text not null check (channel in ('card', 'bank-transfer')),
  amount bigint not null check (amount > 0),
  status text not null default 'pending' check (status in ('pending', 'successful', 'failed')),
  provider_reference text check (char_length(provider_reference) <= 200),
  -- Where the payer pays: stored once the provider answered, so a retried initiate answers the same page.
  payment_url text check (char_length(payment_url) <= 2000),
  failure_reason text check (char_length(failure_reason) <= 200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  completed_at timestamptz
);
create index deposits_user_idx on deposits (user_id, created_at);

-- Webhook events already handled, so a duplicated or replayed event is acknowledged and ignored.
create table payment_webhook_events (
  gateway text not null,
  event_id text not null check (char_length(event_id) between 1 and 200),
  received_at timestamptz not null default now(),
  primary key (gateway, event_id)
);

-- The sandbox provider's own store (a real provider keeps this on its side).
create table sandbox_payments (
  provider_reference text primary key,
  merchant_reference text not null unique,
  channel text not null,
  amount bigint not null check (amount > 0),
  status text not null default 'pending' check (status in ('pending', 'approved', 'declined')),
  created_at timestamptz not null default now(),
  decided_at timestamptz
);

-- Accounts a player has withdrawn to; the name is the one the bank directory gave, never typed.
create table bank_accounts (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  bank_code text not null check (bank_code ~ '^\d{3,6}$'),
  account_number text not null check (account_number ~ '^\d{10}$'),
  account_name text not null check (char_length(account_name) between 1 and 120),
  created_at timestamptz not null default now(),
  last_used_at timestamptz not null default now(),
  unique (user_id, bank_code, account_number)
);

-- Bank withdrawals: pending → approved → paid, or rejected (from pending or approved) with the funds
-- returned. Bank details are copied at request time so the record survives later changes.
create table withdrawals (
  id bigint generated always as identity primary key,
  reference text not null unique,
  user_id bigint not null references users (id),
  bank_account_id bigint not null references bank_accounts (id),
  bank_code text not null,
  bank_name text not null,
  account_number text not null,
  account_name text not null,
  amount bigint not null check (amount > 0),
  status text not null default 'pending' check (status in ('pending', 'approved', 'paid', 'rejected')),
  reason text check (char_length(reason) <= 300),
  payout_reference text check (char_length(payout_reference) <= 200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  approved_at timestamptz,
  paid_at timestamptz,
  rejected_at timestamptz
);
create index withdrawals_user_idx on withdrawals (user_id, created_at);
create index withdrawals_status_idx on withdrawals (status, id);

-- Shop (retail) codes: pending → completed by a shop agent, or expired. A withdraw code holds the
-- funds from creation; expiry returns them.
create table shop_transactions (
  id bigint generated always as identity primary key,
  code text not null unique check (code ~ '^[23456789ABCDEFGHJKMNPQRSTWXYZ]{10}$'),
  user_id bigint not null references users (id),
  type text not null check (type in ('deposit', 'withdraw')),
  amount bigint not null check (amount > 0),
  status text not null default 'pending' check (status in ('pending', 'completed', 'expired')),
  expires_at timestamptz not null,
  shop_id text check (char_length(shop_id) <= 64),
  created_at timestamptz not null default now(),
  completed_at timestamptz,
  expired_at timestamptz
);
create index shop_transactions_pending_idx on shop_transactions (expires_at) where status = 'pending';
create index shop_transactions_user_idx on shop_transactions (user_id, created_at);
