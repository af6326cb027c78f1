-- Where a cron job that works through more than one run stopped, so the next
-- run picks up there: the orphan resume sweep keeps the last R2 key it
-- checked (worker/resume-sweep.ts). No row: start from the beginning.
CREATE TABLE cron_cursors (
  job TEXT PRIMARY KEY,
  cursor TEXT NOT NULL
) STRICT;
