-- sealed report results
-- A report's result (its extracted text: name, date of birth, variants) is stored encrypted with
-- the report key, like its file: key id and AES-256-GCM payload. `result` stays only for rows
-- written before this migration, until the server seals them at its next start
-- (server/reports/seal-report-results.ts) and sets it to null.
alter table reports add column result_key_id text;
alter table reports add column result_payload bytea;
alter table reports alter column result drop not null;
alter table reports add constraint reports_result_present
  check (result is not null or (result_key_id is not null and result_payload is not null));
