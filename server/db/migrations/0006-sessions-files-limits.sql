-- sessions files limits
-- sessions: one row per issued token (its jti); a token is valid only while its row exists.
-- report_files: the uploaded document, AES-256-GCM encrypted, keyed by the report's id.
-- rate_limits: fixed-window counters shared by every server process on this database.
-- health_probe: the readiness check writes here, so a full disk or read-only database shows.
create table sessions (
  id text primary key,
  user_id text not null references users(id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index sessions_user on sessions (user_id);
create index sessions_expires on sessions (expires_at);

create table report_files (
  id text primary key,
  user_id text not null references users(id) on delete cascade,
  key_id text not null,
  payload bytea not null,
  created_at timestamptz not null default now()
);
create index report_files_user on report_files (user_id);
alter table reports alter column storage_key drop not null;

create table rate_limits (
  key text primary key,
  hits integer not null,
  expires_at timestamptz not null
);
create index rate_limits_expires on rate_limits (expires_at);

create table health_probe (
  id integer primary key,
  checked_at timestamptz not null
);
