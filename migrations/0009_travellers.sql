-- Who travels on each seat of a booking, told on the booking page by the
-- booker or by each traveller through a link of their own (worker/traveller/),
-- and what the desk needs before the trailhead: rooming, food, an emergency
-- contact, the ID permits ask for, and fitness by the trip's grade.
--
-- Sealed columns hold `<key id>.<base64>`: AES-256-GCM under the Worker's
-- PERSONAL_DATA_KEYS (worker/platform/personal-data.ts), never plain text.
-- For Aadhaar only the last four digits are ever taken, and they too are sealed.
-- Everything here is erased 30 days after the trip ends
-- (content/traveller-data.ts; worker/retention/); withdrawing deletes the row.
CREATE TABLE travellers (
  request_id TEXT NOT NULL REFERENCES requests (id),
  -- 1 to the booking's seats.
  seat INTEGER NOT NULL CHECK (seat >= 1),
  full_name TEXT NOT NULL,
  date_of_birth TEXT NOT NULL,
  gender TEXT NOT NULL,
  phone TEXT NOT NULL,
  emergency_name TEXT NOT NULL,
  emergency_relation TEXT NOT NULL,
  emergency_phone TEXT NOT NULL,
  -- What they do not eat; empty when nothing.
  dietary TEXT NOT NULL DEFAULT '',
  id_type TEXT NOT NULL,
  -- Sealed.
  id_number TEXT NOT NULL,
  -- Sealed JSON of the answers to the trip grade's health questions; NULL for a grade without questions.
  health TEXT,
  -- When they made the grade's declaration and read the privacy notice.
  declared_at TEXT NOT NULL,
  -- For a traveller under 18 at departure: a parent's or guardian's name, phone and consent.
  guardian_name TEXT,
  guardian_phone TEXT,
  guardian_consent_at TEXT,
  -- A fitness proof, for grades that ask for one: the R2 object (sealed bytes) and what the desk made of it.
  proof_key TEXT UNIQUE,
  proof_name TEXT,
  proof_type TEXT,
  proof_bytes INTEGER,
  proof_status TEXT CHECK (proof_status IN ('submitted', 'approved', 'returned')),
  -- Why the desk sent the proof back, shown to the traveller.
  proof_note TEXT,
  proof_reviewed_by TEXT,
  proof_reviewed_at TEXT,
  -- Bumped by every save; a save made on an older version is refused.
  version INTEGER NOT NULL DEFAULT 1,
  saved_at TEXT NOT NULL,
  -- Who saved it last: 'booker' or 'traveller' (through their own link).
  saved_by TEXT NOT NULL CHECK (saved_by IN ('booker', 'traveller')),
  PRIMARY KEY (request_id, seat),
  CHECK (guardian_consent_at IS NULL OR (guardian_name IS NOT NULL AND guardian_phone IS NOT NULL)),
  CHECK (proof_key IS NULL OR proof_status IS NOT NULL)
) STRICT;

-- A seat's own link, which the booker hands to the traveller on that seat so
-- they fill in their own part: SHA-256 (hex) of its secret, never the secret.
-- One a seat; the booker can stop it (the row is deleted) or make a new one.
CREATE TABLE traveller_links (
  request_id TEXT NOT NULL REFERENCES requests (id),
  seat INTEGER NOT NULL CHECK (seat >= 1),
  link_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (request_id, seat)
) STRICT;

-- Every time staff see an ID number, a health answer or a fitness proof, or
-- download a departure's permit list: who, what, when. Kept one year
-- (content/traveller-data.ts), then deleted by the daily clean-up.
CREATE TABLE personal_data_reads (
  id INTEGER PRIMARY KEY,
  at TEXT NOT NULL,
  staff_email TEXT NOT NULL,
  what TEXT NOT NULL CHECK (what IN ('health', 'proof', 'permit-list')),
  -- The traveller read (health, proof), or the departure (permit list).
  request_id TEXT,
  seat INTEGER,
  trip_slug TEXT,
  departure_start TEXT
) STRICT;
CREATE INDEX personal_data_reads_by_time ON personal_data_reads (at);

-- Fitness proofs whose traveller was erased or withdrew: the row goes in the
-- same batch that deletes the traveller, so a run stopped halfway leaves
-- nothing half-erased; the R2 object is deleted next, then this row.
CREATE TABLE erased_objects (
  key TEXT PRIMARY KEY,
  erased_at TEXT NOT NULL
) STRICT;
