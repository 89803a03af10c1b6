-- report jobs
-- report_jobs: an uploaded report waiting to be read, being read, or finished. Its file is in
-- report_files under the same id while it waits; once read, its result is in reports under the
-- same id too. The queue's scheduling lives in pg-boss's own schema (pgboss); this table is what
-- the API answers from. `turn`: how many of the patient's reports were already waiting when it
-- was uploaded (the queue serves every patient's first report before anyone's second).
create table report_jobs (
  id text primary key,
  user_id text not null references users(id) on delete cascade,
  file_name text not null,
  media_type text not null,
  byte_size integer not null,
  turn integer not null,
  status text not null check (status in ('queued', 'reading', 'done', 'failed', 'cancelled')),
  http_status integer,
  detail text,
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz
);
create index report_jobs_user on report_jobs (user_id, status);
create index report_jobs_pending on report_jobs (status, turn, created_at, id);
create index report_jobs_finished on report_jobs (finished_at);
