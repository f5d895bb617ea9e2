-- Foundation: idempotency records shared by every money-moving call.
-- A retry with the same (scope, key) returns the stored answer; another body with the same key is refused.
create table idempotency_keys (
  scope text not null,
  key text not null check (length(key) between 1 and 200),
  request_hash text not null,
  status_code integer not null,
  response jsonb not null,
  created_at timestamptz not null default now(),
  primary key (scope, key)
);
