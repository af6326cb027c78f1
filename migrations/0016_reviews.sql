-- Reviews from the travellers who went (docs/reviews.md): asked by email a set
-- number of days after their departure ended (data/reviews.json), written
-- through a link of each traveller's own, moderated on the desk by the
-- published review policy, withdrawable by their author, and shown live on
-- the trip pages.

-- Who is asked to review a departure: one line a traveller. A seat whose
-- traveller told their details is asked by name; the booker is asked once for
-- the booking's seats nobody told (seat 0). Made by the daily cron when the
-- departure has been over the set days, and emailed to the booker with each
-- line's link. The names are copied here because the travellers' details are
-- erased 30 days after the trip, and a review may be written or withdrawn
-- later; they are erased with the invitation's review, or when the time to
-- write one is up and none was written (worker/retention/).
CREATE TABLE review_invitations (
  -- Random, in the link: /review/<id>?t=<token>.
  id TEXT PRIMARY KEY,
  -- The link's secret (compared in constant time), like a booking's token.
  token TEXT NOT NULL,
  -- NULL once the booking itself is deleted when its time is up
  -- (requests/retention.ts): its reviews stay, and their links still withdraw them.
  request_id TEXT REFERENCES requests (id),
  -- 1 to the booking's seats; 0 for the booker, for the seats nobody told.
  seat INTEGER NOT NULL CHECK (seat >= 0),
  trip_slug TEXT NOT NULL,
  departure_start TEXT NOT NULL,
  departure_end TEXT NOT NULL,
  -- The booking's language: the email's and the review page's.
  lang TEXT NOT NULL CHECK (lang IN ('en', 'hi')),
  -- The traveller's name as told, to offer how it shows ('' once erased).
  full_name TEXT NOT NULL,
  asked_at TEXT NOT NULL,
  -- The one reminder, when it was queued; never a second.
  reminded_at TEXT,
  -- The last instant a review may be written through the link (ISO 8601, UTC).
  write_by TEXT NOT NULL,
  UNIQUE (request_id, seat)
) STRICT;
CREATE INDEX review_invitations_by_departure ON review_invitations (trip_slug, departure_start);

-- A review: one an invitation, never a second. The author may write it again
-- only while it is held back, and may withdraw it at any time.
CREATE TABLE reviews (
  -- 'RV-' and six characters: what staff and editors name it by.
  id TEXT PRIMARY KEY,
  invitation_id TEXT NOT NULL UNIQUE REFERENCES review_invitations (id),
  trip_slug TEXT NOT NULL,
  departure_start TEXT NOT NULL,
  -- The language it was written in, shown with it.
  lang TEXT NOT NULL CHECK (lang IN ('en', 'hi')),
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  -- A line for the trip lead; '' when none.
  lead_note TEXT NOT NULL DEFAULT '',
  -- The name as its author chose to show it.
  author_name TEXT NOT NULL,
  -- When it was first written, and last written again (after being held back).
  written_at TEXT NOT NULL,
  rewritten_at TEXT,
  status TEXT NOT NULL CHECK (status IN ('waiting', 'published', 'held', 'withdrawn')),
  -- For a held review: which of the policy's reasons, and the moderator's words to its author.
  held_reason TEXT CHECK (held_reason IN ('abuse', 'others-personal-data', 'unrelated')),
  held_note TEXT,
  decided_at TEXT,
  decided_by TEXT,
  published_at TEXT,
  -- The agency's public answer, shown under it with its date.
  reply TEXT,
  replied_at TEXT,
  replied_by TEXT,
  withdrawn_at TEXT,
  -- Bumped by every step; a step taken on an older version is refused.
  version INTEGER NOT NULL DEFAULT 1,
  CHECK ((status = 'held') = (held_reason IS NOT NULL))
) STRICT;
CREATE INDEX reviews_by_status ON reviews (status, written_at);
CREATE INDEX reviews_published_by_trip ON reviews (trip_slug, published_at) WHERE status = 'published';

-- Every step of every review, with who took it: the author ('author') or a staff member's email.
CREATE TABLE review_events (
  id INTEGER PRIMARY KEY,
  review_id TEXT NOT NULL REFERENCES reviews (id),
  at TEXT NOT NULL,
  actor TEXT NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('written', 'rewritten', 'published', 'held', 'answered', 'withdrawn')),
  -- For 'held': the reason; for 'answered': the answer as given.
  detail TEXT
) STRICT;
CREATE INDEX review_events_by_review ON review_events (review_id, id);
