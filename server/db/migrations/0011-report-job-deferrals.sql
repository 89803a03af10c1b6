-- report job deferrals
-- A reading that has run for its fair share (REPORT_FAIR_SHARE_MS) while another patient's
-- report waits is stopped and queued again behind the waiting ones, at most twice per report:
-- one patient's slow file cannot hold everyone else's back (issue 24, item 8).
alter table report_jobs add column deferrals integer not null default 0;
