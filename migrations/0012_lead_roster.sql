-- The trip lead's roster (worker/desk/lead-roster.ts): who has arrived at the
-- pickup, ticked by the departure's leads on their phones, online or not, and
-- the roster's reads in the access log.
--
-- One line a seat: whether its traveller has arrived, and when and by whom that
-- was last ticked or unticked. A change made on a phone counts by the time it
-- was made there: of two phones' changes to one seat the later one stands, and
-- changes to different seats never meet. Erased with the rest of the
-- travellers' data 30 days after the trip (worker/db/travellers.ts).
CREATE TABLE check_ins (
  request_id TEXT NOT NULL REFERENCES requests (id),
  seat INTEGER NOT NULL CHECK (seat >= 1),
  arrived INTEGER NOT NULL CHECK (arrived IN (0, 1)),
  changed_at TEXT NOT NULL,
  changed_by TEXT NOT NULL,
  PRIMARY KEY (request_id, seat)
) STRICT;

-- The access log takes two more kinds of read: a lead's roster ('roster'),
-- and each opening of a roster kept on a phone ('roster-offline'), told when
-- the phone is back online. SQLite cannot change a CHECK in place: the table
-- is made again with its lines.
CREATE TABLE personal_data_reads_new (
  id INTEGER PRIMARY KEY,
  at TEXT NOT NULL,
  staff_email TEXT NOT NULL,
  what TEXT NOT NULL CHECK (what IN ('health', 'proof', 'permit-list', 'roster', 'roster-offline')),
  request_id TEXT,
  seat INTEGER,
  trip_slug TEXT,
  departure_start TEXT,
  role TEXT,
  purpose TEXT
) STRICT;
INSERT INTO personal_data_reads_new (id, at, staff_email, what, request_id, seat, trip_slug, departure_start, role, purpose)
  SELECT id, at, staff_email, what, request_id, seat, trip_slug, departure_start, role, purpose FROM personal_data_reads;
DROP TABLE personal_data_reads;
ALTER TABLE personal_data_reads_new RENAME TO personal_data_reads;
CREATE INDEX personal_data_reads_by_time ON personal_data_reads (at);
