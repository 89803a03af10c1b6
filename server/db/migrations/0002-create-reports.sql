-- create reports
create table reports (
  id text primary key,
  user_id text not null references users(id) on delete cascade,
  file_name text not null,
  media_type text not null,
  byte_size integer not null,
  storage_key text not null,
  result jsonb not null,
  created_at timestamptz not null default now()
);
create index reports_user_created on reports (user_id, created_at desc);
