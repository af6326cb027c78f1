-- Live seats: D1 holds every seat held or sold. A departure's capacity is its
-- `seats` in data/trips/ (the build's catalogue); its seats left are that less
-- the seats of its booking and waitlist requests in a seat-taking status
-- (requests/statuses.ts: held and offered hold seats, confirmed sold them).

-- How many travellers a booking or waitlist request is for (the booker and the others).
ALTER TABLE requests ADD COLUMN seats INTEGER NOT NULL DEFAULT 1 CHECK (seats >= 1);
-- The names of the booker's fellow travellers, one per line; NULL when none were given.
ALTER TABLE requests ADD COLUMN travellers TEXT;
-- Until when a held booking or an offered seat is kept (ISO 8601, UTC); the
-- minute cron lapses it after that. NULL in every other status.
ALTER TABLE requests ADD COLUMN hold_until TEXT;
-- Where it came from: the site's forms, the staff desk (a sale by phone or
-- WhatsApp), or the seats sold before seats were live (scripts/seats-to-d1.mjs).
ALTER TABLE requests ADD COLUMN source TEXT NOT NULL DEFAULT 'site' CHECK (source IN ('site', 'desk', 'import'));
-- What the traveller quotes ("SF-7K3Q9XMD"), and the secret in the link to
-- their booking page (/booking/<reference>?token=…); only bookings and waitlist requests have them.
ALTER TABLE requests ADD COLUMN reference TEXT;
ALTER TABLE requests ADD COLUMN token TEXT;
CREATE UNIQUE INDEX requests_by_reference ON requests (reference);

-- A booking used to hold nothing until staff confirmed it; now it holds its seat
-- from the start, until the hold's time is up. Bookings still open hold theirs
-- for the usual 48 hours from this migration.
UPDATE requests
SET status = 'held', hold_until = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+48 hours')
WHERE kind = 'booking' AND status IN ('new', 'contacted');
-- A waitlist request offered a seat by hand holds it for a day from now.
UPDATE requests
SET hold_until = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+24 hours')
WHERE kind = 'waitlist' AND status = 'offered';
UPDATE requests
SET reference = 'SF-' || upper(substr(hex(randomblob(5)), 1, 8)), token = lower(hex(randomblob(24)))
WHERE kind IN ('booking', 'waitlist');

-- The seats a departure has taken, counted on every hold in one indexed read.
CREATE INDEX requests_by_seat ON requests (trip_slug, departure_start, status);
-- What the cron lapses: held and offered requests, by when their time is up.
CREATE INDEX requests_by_hold ON requests (hold_until) WHERE hold_until IS NOT NULL;

-- The outbox now holds every email of a request, each sent once: the agency's
-- ('agency') and the traveller's (received, confirmed, lapsed, waitlisted,
-- offered; worker/traveller-emails.ts). The one-email-per-request table is
-- copied into it.
CREATE TABLE outbox_emails (
  request_id TEXT NOT NULL REFERENCES requests (id),
  -- Which email (worker/outbox.ts, EMAIL_TEMPLATES).
  template TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  sent_at TEXT,
  last_error TEXT,
  PRIMARY KEY (request_id, template)
) STRICT;

INSERT INTO outbox_emails (request_id, template, attempts, next_attempt_at, sent_at, last_error)
SELECT request_id, 'agency', attempts, next_attempt_at, sent_at, last_error FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_emails RENAME TO outbox;
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL;
