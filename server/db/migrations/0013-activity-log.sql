-- activity log
-- activity_events: the patient's security record (sign-ins, password changes, report uploads,
-- downloads...): when, what, the client address and browser, never a health value. Rows are
-- only ever added: a trigger refuses every update. They go with the account (foreign-key
-- cascade) and when they are older than ACTIVITY_RETENTION_DAYS (the server's periodic purge);
-- deleting reports leaves them.
create table activity_events (
  id bigint generated always as identity primary key,
  user_id text not null references users(id) on delete cascade,
  at timestamptz not null default now(),
  kind text not null check (kind in (
    'sign_in', 'sign_in_failed', 'sign_out', 'password_changed', 'password_reset',
    'email_confirmed', 'google_linked', 'report_uploaded', 'report_downloaded', 'report_deleted',
    'profile_changed', 'data_exported', 'account_deleted'
  )),
  ip text,
  user_agent text
);
create index activity_events_user on activity_events (user_id, at desc, id desc);
create index activity_events_at on activity_events (at);

create function activity_events_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'activity_events is append-only' using errcode = '55000';
end;
$$;
create trigger activity_events_no_update before update on activity_events
  for each row execute function activity_events_append_only();
