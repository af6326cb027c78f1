-- The owner's numbers (worker/numbers/): each figure's counts by day of India's calendar, rolled up
-- once a day (worker/numbers/roll-ups.ts) into small month-keyed tables, so last year's figures
-- outlive the requests retention deletes, and a year's figures read a few hundred rows. What happened
-- since the last day rolled up (cron_cursors' 'numbers': that day, YYYY-MM-DD) is counted live from
-- the tables below, by the time indexes this migration adds. Months are India's (YYYY-MM); amounts
-- in paise. Nothing here names a person.

-- Money by the month it moved ('moved'), by the month of the booking ('booked': the request's
-- month) and by the month its departure starts ('travelled').
CREATE TABLE numbers_money (
  basis TEXT NOT NULL CHECK (basis IN ('moved', 'booked', 'travelled')),
  month TEXT NOT NULL,
  received INTEGER NOT NULL DEFAULT 0,
  refunded INTEGER NOT NULL DEFAULT 0,
  credited INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (basis, month)
) STRICT;

-- Bookings confirmed (in the month confirmed) and payments received (in the month paid) by where
-- the visit came from; '' for no medium or campaign (a key column cannot be NULL and stay unique).
CREATE TABLE numbers_sources (
  month TEXT NOT NULL,
  source TEXT NOT NULL,
  medium TEXT NOT NULL,
  campaign TEXT NOT NULL,
  bookings INTEGER NOT NULL DEFAULT 0,
  seats INTEGER NOT NULL DEFAULT 0,
  received INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (month, source, medium, campaign)
) STRICT;

-- Confirmed bookings by the financial year their departure starts in (its first calendar year: 2026
-- for 2026-27), trip and whole days booked ahead: a count per day, so medians are exact, and a year
-- is at most a trip's few hundred distinct days (by month it would be twelve times that).
CREATE TABLE numbers_lead_times (
  start_year INTEGER NOT NULL,
  trip_slug TEXT NOT NULL,
  lead_days INTEGER NOT NULL CHECK (lead_days >= 0),
  bookings INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (start_year, trip_slug, lead_days)
) STRICT;

-- Changes of plans by the month they were made.
CREATE TABLE numbers_changes (
  month TEXT PRIMARY KEY,
  cancelled_traveller INTEGER NOT NULL DEFAULT 0,
  cancelled_agency INTEGER NOT NULL DEFAULT 0,
  cancelled_called_off INTEGER NOT NULL DEFAULT 0,
  refunded INTEGER NOT NULL DEFAULT 0,
  credited INTEGER NOT NULL DEFAULT 0,
  switches INTEGER NOT NULL DEFAULT 0,
  offers_made INTEGER NOT NULL DEFAULT 0,
  offers_taken INTEGER NOT NULL DEFAULT 0,
  offers_lapsed INTEGER NOT NULL DEFAULT 0
) STRICT;

-- The live tail and each day's roll-up read only the rows of their time range.
CREATE INDEX payments_by_time ON payments (paid_at);
CREATE INDEX refunds_by_time ON refunds (at);
CREATE INDEX booking_changes_by_time ON booking_changes (at);
CREATE INDEX request_events_by_time ON request_events (at);

-- The owner's fill counts the seats of every departure yet to start by status, from this index alone:
-- only the requests that hold, sell or wait for seats, by status then departure.
CREATE INDEX requests_live_seats ON requests (status, departure_start, trip_slug, kind, seats)
  WHERE status IN ('held', 'offered', 'confirmed', 'waiting');
