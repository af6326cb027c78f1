-- The staff desk: each request moves through its kind's statuses
-- (requests/statuses.ts), one change at a time, every change kept.

-- A waitlist request starts as 'waiting' (requests/statuses.ts); rows stored before this migration said 'new'.
UPDATE requests SET status = 'waiting' WHERE kind = 'waitlist' AND status = 'new';

-- Bumped by every status change: a change sent with an older version was made
-- on a stale copy, and is refused rather than written over the newer one.
ALTER TABLE requests ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
-- When staff last changed it (ISO 8601, UTC); NULL until the first change.
-- The retention clean-up counts from here, or from received_at.
ALTER TABLE requests ADD COLUMN changed_at TEXT;

CREATE INDEX requests_by_kind_status ON requests (kind, status, received_at);
CREATE INDEX requests_by_departure ON requests (trip_slug, departure_start);

-- Who moved which request from where to where, when, and why (the note).
CREATE TABLE request_events (
  id INTEGER PRIMARY KEY,
  request_id TEXT NOT NULL REFERENCES requests (id) ON DELETE CASCADE,
  at TEXT NOT NULL,
  -- The staff member's email, from their Cloudflare Access token.
  staff_email TEXT NOT NULL,
  from_status TEXT NOT NULL,
  to_status TEXT NOT NULL,
  note TEXT,
  CHECK (note IS NULL OR length(note) <= 2000)
) STRICT;

CREATE INDEX request_events_by_request ON request_events (request_id, id);
