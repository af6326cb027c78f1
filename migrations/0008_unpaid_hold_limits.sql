-- Unpaid holds are limited per visitor (data/booking-terms.json,
-- unpaidSeatsPerContact and unpaidSeatsPerAddress): a booking from the site is
-- stored only if the seats its email, its phone and its client's internet
-- address already hold unpaid on the departure leave room for it, counted by
-- the insert itself (worker/db/seats.ts), so one visitor cannot empty a
-- departure under made-up names.

-- The client's internet address, never as it came: HMAC-SHA256 (hex) of its
-- network (an IPv4 address, or an IPv6 address's /64) under the Worker's
-- CLIENT_FINGERPRINT_KEY (worker/intake/client-address.ts). Set only on
-- bookings sent from the site, and kept only while they are held: every
-- statement that moves a request on from 'held' (paid, lapsed, declined)
-- sets it back to NULL as it moves it (worker/db/seats.ts, payments.ts). NULL
-- for sales entered on the desk and for waitlist requests. (A trigger would
-- do it too, but D1 counts a trigger's writes in a statement's meta.changes,
-- which the seat moves read.)
ALTER TABLE requests ADD COLUMN client_fingerprint TEXT;

-- The limits read one departure's held requests (as many as its seats at
-- most), and an address's among them directly.
CREATE INDEX requests_unpaid_holds ON requests (trip_slug, departure_start, client_fingerprint) WHERE status = 'held';
