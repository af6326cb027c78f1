-- Payments: a booking's deposit paid online through a Razorpay Payment Link
-- (worker/payments.ts). A link is created once per booking and purpose; a
-- payment is kept once, under Razorpay's payment id, however many times its
-- webhook or the traveller's return from Razorpay reports it; and each webhook
-- event is applied once, under its event id.

CREATE TABLE payment_links (
  -- Razorpay's id of the link ('plink_…').
  id TEXT PRIMARY KEY,
  request_id TEXT NOT NULL REFERENCES requests (id),
  -- What it collects: the deposit at booking (the balance will be a second link).
  purpose TEXT NOT NULL CHECK (purpose IN ('deposit', 'balance')),
  -- In the smallest unit (paise), as Razorpay counts.
  amount INTEGER NOT NULL CHECK (amount > 0),
  currency TEXT NOT NULL,
  -- The page the traveller pays on.
  short_url TEXT NOT NULL,
  -- When Razorpay stops taking payment on it (ISO 8601, UTC).
  expire_by TEXT NOT NULL,
  -- Razorpay's word for it: created, partially_paid, paid, expired, cancelled.
  status TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (request_id, purpose)
) STRICT;

-- The agency's accounts: kept when the request itself is deleted (requests/retention.ts),
-- so no key refers to it; they hold amounts and ids, nothing a traveller typed.
CREATE TABLE payments (
  -- Razorpay's payment id ('pay_…').
  id TEXT PRIMARY KEY,
  request_id TEXT NOT NULL,
  link_id TEXT,
  purpose TEXT NOT NULL CHECK (purpose IN ('deposit', 'balance')),
  amount INTEGER NOT NULL CHECK (amount > 0),
  currency TEXT NOT NULL,
  -- How it was paid, as Razorpay says: upi, card, netbanking, wallet…
  method TEXT NOT NULL,
  paid_at TEXT NOT NULL,
  -- True when it came in after the booking had lost its seats to others: the
  -- desk lists it as "paid, no seat", to refund or seat by hand.
  without_seat INTEGER NOT NULL DEFAULT 0 CHECK (without_seat IN (0, 1)),
  -- The staff member who recorded a payment made by bank transfer or in cash; NULL when paid online.
  recorded_by TEXT
) STRICT;
CREATE INDEX payments_by_request ON payments (request_id);

-- Money given back: one refund per payment and reason, under the receipt sent
-- to Razorpay's Refunds API ('<payment id>:cancel'), so a retried cancellation
-- can never refund twice. A payment made by hand is refunded by hand.
CREATE TABLE refunds (
  receipt TEXT PRIMARY KEY,
  request_id TEXT NOT NULL,
  payment_id TEXT NOT NULL REFERENCES payments (id),
  amount INTEGER NOT NULL CHECK (amount > 0),
  -- sending (claimed by a run), sent (Razorpay took it), failed (to retry), by-hand (staff return it).
  status TEXT NOT NULL CHECK (status IN ('sending', 'sent', 'failed', 'by-hand')),
  -- Razorpay's refund id ('rfnd_…') once sent.
  refund_id TEXT,
  -- What the terms gave: the percent of the payment, and why (cancelled by the traveller or the agency).
  percent INTEGER NOT NULL,
  reason TEXT NOT NULL,
  at TEXT NOT NULL
) STRICT;
CREATE INDEX refunds_by_request ON refunds (request_id);

-- Every webhook event applied, by Razorpay's x-razorpay-event-id: a redelivery changes nothing.
CREATE TABLE payment_events (
  id TEXT PRIMARY KEY,
  event TEXT NOT NULL,
  received_at TEXT NOT NULL
) STRICT;
