-- Plans that change (worker/changes/): a booking cancelled in whole or in part,
-- its money kept as a trip credit, switched to another departure, or a seat
-- handed to someone else; by the traveller on their booking page, by staff on
-- the desk, or chosen after the agency called the departure off.
--
-- One row a change, named by the key of the form that asked for it, so two
-- clicks, two tabs or a retry make one change. It is written in the batch that
-- makes the change, and only while the request is still at the version the
-- change was worked out on: `version` is that version. Like payments and
-- refunds, changes and credits are the agency's accounts: they stay when the
-- request is deleted, so they name it without a foreign key.
CREATE TABLE booking_changes (
  id TEXT PRIMARY KEY,
  request_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('cancel', 'credit', 'switch', 'hand-on')),
  -- Who asked: the traveller online, staff on the desk, or the traveller's
  -- choice (or its lapse) after the agency called the departure off.
  asked_by TEXT NOT NULL CHECK (asked_by IN ('traveller', 'staff', 'call-off')),
  actor TEXT NOT NULL,
  at TEXT NOT NULL,
  version INTEGER NOT NULL,
  -- The seats the booking had before, and the seats the change touched (a JSON
  -- list of seat numbers: those cancelled or handed on; every seat for a switch).
  seats_before INTEGER NOT NULL CHECK (seats_before >= 1),
  seats TEXT NOT NULL,
  -- The percent of the scale applied (refund or credit); NULL for a switch or hand-on.
  percent INTEGER,
  -- In paise: what was paid that no longer counts towards the booking's seats
  -- (a cancelled seat's share, a cheaper departure's difference returned), what
  -- of it is refunded, what is kept as a trip credit, and the fee the change
  -- adds to what the booking owes.
  released INTEGER NOT NULL DEFAULT 0 CHECK (released >= 0),
  refund INTEGER NOT NULL DEFAULT 0 CHECK (refund >= 0),
  credit INTEGER NOT NULL DEFAULT 0 CHECK (credit >= 0),
  fee INTEGER NOT NULL DEFAULT 0 CHECK (fee >= 0),
  -- A switch's departures (start dates), and the price difference it made, in
  -- paise (more to pay is positive).
  from_departure TEXT,
  to_departure TEXT,
  difference INTEGER NOT NULL DEFAULT 0,
  CHECK (released >= refund + credit)
) STRICT;
CREATE INDEX booking_changes_by_request ON booking_changes (request_id, at);

-- A trip credit: what a cancellation kept instead of its refund, spendable on
-- a new booking until `valid_until` (India's date, inclusive) by its code.
CREATE TABLE trip_credits (
  code TEXT PRIMARY KEY,
  -- The booking it was kept from, and the change that kept it.
  request_id TEXT NOT NULL,
  change_id TEXT NOT NULL UNIQUE REFERENCES booking_changes (id),
  amount INTEGER NOT NULL CHECK (amount > 0),
  spent INTEGER NOT NULL DEFAULT 0 CHECK (spent >= 0 AND spent <= amount),
  valid_until TEXT NOT NULL,
  created_at TEXT NOT NULL
) STRICT;

-- What each booking paid with a credit: one line per booking and code, written
-- in the batch that stores the booking, only while the code holds that much.
CREATE TABLE credit_uses (
  request_id TEXT NOT NULL,
  code TEXT NOT NULL REFERENCES trip_credits (code),
  amount INTEGER NOT NULL CHECK (amount > 0),
  at TEXT NOT NULL,
  PRIMARY KEY (request_id, code)
) STRICT;

-- An email about one change: the outbox names an email by its request and
-- template, and a booking may change more than once. `subject` names the
-- change ('' for every other email). SQLite cannot change a primary key in
-- place: the table is made again with its rows.
CREATE TABLE outbox_new (
  request_id TEXT NOT NULL REFERENCES requests (id),
  template TEXT NOT NULL,
  subject TEXT NOT NULL DEFAULT '',
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  sent_at TEXT,
  last_error TEXT,
  PRIMARY KEY (request_id, template, subject)
) STRICT;
INSERT INTO outbox_new (request_id, template, attempts, next_attempt_at, sent_at, last_error)
SELECT request_id, template, attempts, next_attempt_at, sent_at, last_error FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_new RENAME TO outbox;
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL;

-- A departure the agency called off: every booking on it chooses a full
-- refund, a full credit or another departure until `choose_by`, then is
-- refunded in full by the daily cron.
CREATE TABLE called_off_departures (
  trip_slug TEXT NOT NULL,
  departure_start TEXT NOT NULL,
  reason TEXT NOT NULL,
  called_off_by TEXT NOT NULL,
  called_off_at TEXT NOT NULL,
  -- The last instant a booking may choose (ISO 8601, UTC).
  choose_by TEXT NOT NULL,
  PRIMARY KEY (trip_slug, departure_start)
) STRICT;

-- A payment link may collect what a switch to a dearer departure added, once its booking's balance
-- link is out (or paid): `change_id` names the switch ('' for the deposit's and the balance's own
-- links), so a booking has one link per purpose and change. SQLite cannot change a UNIQUE in place:
-- the table is made again with its rows (payments name their link without a foreign key).
CREATE TABLE payment_links_new (
  id TEXT PRIMARY KEY,
  request_id TEXT NOT NULL REFERENCES requests (id),
  purpose TEXT NOT NULL CHECK (purpose IN ('deposit', 'balance')),
  amount INTEGER NOT NULL CHECK (amount > 0),
  currency TEXT NOT NULL,
  short_url TEXT NOT NULL,
  expire_by TEXT NOT NULL,
  status TEXT NOT NULL,
  created_at TEXT NOT NULL,
  change_id TEXT NOT NULL DEFAULT '',
  UNIQUE (request_id, purpose, change_id)
) STRICT;
INSERT INTO payment_links_new (id, request_id, purpose, amount, currency, short_url, expire_by, status, created_at)
SELECT id, request_id, purpose, amount, currency, short_url, expire_by, status, created_at FROM payment_links;
DROP TABLE payment_links;
ALTER TABLE payment_links_new RENAME TO payment_links;

-- What a seat of the booking costs with GST, in paise, once a change fixed it:
-- a switch to another departure sets it to that departure's price, or keeps the
-- old one when the agency waives a dearer departure's difference. NULL: the
-- price of the booking's departure, as the site's catalogue has it.
ALTER TABLE requests ADD COLUMN seat_price INTEGER CHECK (seat_price IS NULL OR seat_price > 0);
