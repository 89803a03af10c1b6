-- report job pages
-- How far the reading of a scanned PDF has come: pages_read of pages OCRed. Null until the
-- reader knows the page count (digital PDFs and photos never set them); reset to null each time
-- a reader takes the job, so a re-read after a restart starts from nothing again.
alter table report_jobs add column pages_read integer;
alter table report_jobs add column pages integer;
