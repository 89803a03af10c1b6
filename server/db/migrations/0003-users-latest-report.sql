-- users latest report
-- Kept on the user row so GET /auth/me (the hottest route) is a single-row primary-key read.
alter table users add column latest_report_id text references reports(id) on delete set null;
update users u set latest_report_id = (
  select r.id from reports r where r.user_id = u.id order by r.created_at desc, r.id desc limit 1
);
