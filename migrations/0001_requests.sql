-- Every request a visitor sends: bookings, waitlist requests, job
-- applications and contact messages, in one table so staff see them in one
-- list. STRICT: each column holds only its declared type. A resume lives in
-- R2 under resume_key, never here.
CREATE TABLE requests (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('booking', 'waitlist', 'application', 'contact')),
  status TEXT NOT NULL DEFAULT 'new',
  -- ISO 8601, UTC, as the Worker's clock gave it.
  received_at TEXT NOT NULL,
  -- The browser's Idempotency-Key (absent for the contact page's HTML form),
  -- and a hash of what was sent with it, so a retry replays and a different body is refused.
  idempotency_key TEXT UNIQUE,
  body_hash TEXT NOT NULL,
  -- Who sent it.
  full_name TEXT,
  first_name TEXT,
  last_name TEXT,
  email TEXT NOT NULL,
  country_code TEXT,
  phone TEXT,
  -- What it is about.
  trip_slug TEXT,
  trip_title TEXT,
  departure_start TEXT,
  departure_end TEXT,
  job_slug TEXT,
  job_title TEXT,
  subject TEXT,
  message TEXT,
  cover_letter TEXT,
  resume_key TEXT UNIQUE,
  resume_name TEXT,
  resume_type TEXT,
  resume_bytes INTEGER,
  CHECK (kind NOT IN ('booking', 'waitlist') OR (full_name IS NOT NULL AND phone IS NOT NULL AND trip_slug IS NOT NULL)),
  CHECK (kind <> 'booking' OR departure_start IS NOT NULL),
  CHECK (kind <> 'application' OR (full_name IS NOT NULL AND job_slug IS NOT NULL AND resume_key IS NOT NULL)),
  CHECK (kind <> 'contact' OR (first_name IS NOT NULL AND subject IS NOT NULL AND message IS NOT NULL))
) STRICT;

CREATE INDEX requests_by_time ON requests (received_at);

-- One email to the agency per stored request, sent by the Worker's scheduled
-- handler; a failed send waits longer before each new attempt.
CREATE TABLE outbox (
  request_id TEXT PRIMARY KEY REFERENCES requests (id),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  sent_at TEXT,
  last_error TEXT
) STRICT;

CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL;
