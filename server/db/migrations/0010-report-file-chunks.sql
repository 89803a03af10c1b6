-- report file chunks
-- The embedded database (PGlite) stores an uploaded file's encrypted payload in pieces of
-- 256 KB, written one statement at a time before the upload's transaction: PGlite runs each
-- statement on the server's only thread, and one 10 MB write held every request for seconds
-- (issue 24, item 3). The report_files row then has an empty payload. PostgreSQL keeps the
-- payload in report_files as before. A file's pieces go with its row, whatever deletes it.
create table report_file_chunks (
  file_id text not null,
  seq integer not null,
  bytes bytea not null,
  primary key (file_id, seq)
);
create function delete_report_file_chunks() returns trigger language plpgsql as $$
begin
  delete from report_file_chunks where file_id = old.id;
  return old;
end $$;
create trigger report_file_chunks_follow after delete on report_files
  for each row execute function delete_report_file_chunks();
